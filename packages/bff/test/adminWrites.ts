// Helpers of the admin console's mutation tests: signing in any demo account (with its second
// factor when asked) and the error selection every mutation test reads.
import { VERIFY, signIn, type Stack } from './stack';
import type { BffClient } from './bffClient';

export const ERRORS = /* GraphQL */ `errors { __typename code title messages ... on ValidationError { fieldErrors { field key message } } ... on ConflictError { field } }`;

/** A signed-in client for `username`, through 2FA when the account uses it. */
export async function signedInClient(stack: Stack, username: string, password?: string): Promise<{ client: BffClient; uid: string }> {
  const client = stack.client();
  const first = await signIn(client, username, password);
  let step = first.body.data.signIn.step;
  if (step === 'SECOND_FACTOR_REQUIRED') {
    const verified = await client.gql(VERIFY, { code: await stack.rest.twoFaCode(username) });
    step = verified.body.data.verifySecondFactor.step;
  }
  if (step !== 'SIGNED_IN') throw new Error(`${username} did not sign in: ${step}`);
  const viewer = await client.gql('{ viewer { internalID } }');
  return { client, uid: viewer.body.data.viewer.internalID };
}

export const globalId = (type: string, internalID: string) => Buffer.from(`${type}:${internalID}`, 'utf8').toString('base64');

/** The REST calls of the last operation, without the session look-up. */
export const writeCalls = (stack: Stack) => stack.proxy.calls.filter((c) => !c.endsWith('/users/self'));
