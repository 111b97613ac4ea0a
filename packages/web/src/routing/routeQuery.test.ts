import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import loginPageQuery, { type LoginPageQuery } from '../__generated__/LoginPageQuery.graphql';
import { setRelayEnvironment } from '../relay/environment';
import { FETCHED_AHEAD_FRESH_MS, noteFetchedAhead } from './queryReferences';
import { lazyQueryLoader } from './routeKinds';
import { queryLoader } from './routeQuery';

const args = { request: new Request('http://portal.test/login'), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
const pageLoader = queryLoader<LoginPageQuery>(loginPageQuery, undefined, 'network-only');

function freshEnvironment() {
  const environment = createMockEnvironment();
  setRelayEnvironment(environment);
  return environment;
}

const answer = (environment: ReturnType<typeof freshEnvironment>) =>
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation));

afterEach(() => {
  vi.useRealTimers();
});

describe('route query loaders', () => {
  it("wait for the server on a page even when the store holds an answer (the access rules see the server's view)", () => {
    const environment = freshEnvironment();
    const first = pageLoader(args);
    answer(environment);
    const again = pageLoader(args);
    expect(again.fetchPolicy).toBe('network-only');
    first.dispose();
    again.dispose();
  });

  it('show a page fetched ahead moments ago at once, once, and still ask the server', () => {
    vi.useFakeTimers();
    const environment = freshEnvironment();
    const ahead = pageLoader(args);
    noteFetchedAhead(ahead);
    answer(environment);
    const visit = pageLoader(args);
    expect(visit.fetchPolicy).toBe('store-and-network');
    expect(pageLoader(args).fetchPolicy).toBe('network-only');

    const laterAhead = pageLoader(args);
    noteFetchedAhead(laterAhead);
    answer(environment);
    vi.advanceTimersByTime(FETCHED_AHEAD_FRESH_MS + 1);
    expect(pageLoader(args).fetchPolicy).toBe('network-only');
  });

  it('forget what was fetched ahead for a session that ended (a new environment)', () => {
    const environment = freshEnvironment();
    noteFetchedAhead(pageLoader(args));
    answer(environment);
    freshEnvironment();
    expect(pageLoader(args).fetchPolicy).toBe('network-only');
  });

  it('start the query once only its artifact has loaded, not the screen', async () => {
    const environment = freshEnvironment();
    const ref = await lazyQueryLoader<LoginPageQuery>(
      () => import('../__generated__/LoginPageQuery.graphql'),
      undefined,
      'network-only',
    )(args);
    expect(ref.name).toBe('LoginPageQuery');
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).toEqual(['LoginPageQuery']);
    ref.dispose();
  });
});
