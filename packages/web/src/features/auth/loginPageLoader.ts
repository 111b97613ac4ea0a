// /login's loader: sends the page's query without Relay, beside the screen's code, and
// hands the answer's promise to the page, which paints its form meanwhile (LoginPage.tsx).
import loginPageQuery, { type LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql';
import { fetchOperation } from '../../relay/fetchGraphQL';

export interface LoginPageData {
  /** Rejects as a Relay query does (the §8 modal, then the route's error page). */
  answer: Promise<LoginPageQuery['response']>;
}

export function loginPageLoader(): LoginPageData {
  const answer = fetchOperation<LoginPageQuery>(loginPageQuery, {});
  // Read by the page once it renders; not an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  return { answer };
}
