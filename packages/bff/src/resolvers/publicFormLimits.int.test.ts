// The per-address limits of the forms without a session, over HTTP against the real REST service:
// password resets and registrations from one address are refused past the limit with a
// PermissionError and cost no REST call; failed sign-ins are the REST service's to count, per
// account and address; another address (X-Forwarded-For behind a trusted proxy) keeps its own
// count, and what a client writes into that header itself does not change its address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { createPublicFormLimiter } from '../rateLimit/publicFormLimits';
import { ERRORS } from '../../test/adminWrites';
import { ACCOUNTS, signIn, startStack, type Stack } from '../../test/stack';

const LIMITS = {
  passwordReset: { points: 2, windowSeconds: 600 },
  registration: { points: 1, windowSeconds: 600 },
};
const TOO_MANY = [ERROR_MESSAGES.tooManyRequests];

const RESET = `mutation($username: String!) { requestPasswordReset(input: { username: $username }) { accepted ${ERRORS} } }`;
const REGISTER = `mutation($input: RegisterProviderInput!) { registerProvider(input: $input) { registered ${ERRORS} } }`;

const registration = (tag: string) => ({
  firstName: 'Irene',
  lastName: 'Valli',
  email: `irene.${tag}@limits.example`,
  profession: 'OPTOMETRIST',
  siteName: `Ottica Valli ${tag}`,
  siteEmail: `ottica.${tag}@limits.example`,
  siteCountry: 'Italy',
});

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ publicForms: createPublicFormLimiter(LIMITS), trustProxy: 1 });
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

/** A client whose requests come from `address`: the trusted proxy (here the test) appends it to X-Forwarded-For. */
function clientAt(address: string) {
  const client = stack.client();
  const gql = client.gql.bind(client);
  client.gql = (query, variables, headers = {}) => gql(query, variables, { 'x-forwarded-for': address, ...headers });
  return client;
}

describe('per-address limits on the public forms', () => {
  it('leaves failed sign-ins to the REST service: counted per account and address, so the account still signs in elsewhere', async () => {
    const client = clientAt('203.0.113.20');
    for (let i = 0; i < 3; i++) expect((await signIn(client, ACCOUNTS.doctor)).body.data.signIn.step).toBe('SIGNED_IN');
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(client, ACCOUNTS.doctor, 'Wrong!Pass1');
      expect(wrong.body.data.signIn.errors[0]).toMatchObject({ __typename: 'AuthenticationError', messages: [ERROR_MESSAGES.authFailed] });
    }
    const refused = await signIn(client, ACCOUNTS.doctor);
    expect(refused.body.data.signIn).toMatchObject({
      step: 'SIGNED_OUT',
      errors: [
        {
          __typename: 'AuthenticationError',
          code: 'UNAUTHENTICATED',
          title: ERROR_TITLES.invalidCredentials,
          messages: [ERROR_MESSAGES.tooManyAttempts],
        },
      ],
    });
    // The same account from another address, and another account from this one, sign in.
    expect((await signIn(clientAt('203.0.113.21'), ACCOUNTS.doctor)).body.data.signIn.step).toBe('SIGNED_IN');
    expect((await signIn(client, ACCOUNTS.admin)).body.data.signIn.step).toBe('SIGNED_IN');
  });

  it('refuses a password reset past the limit without calling REST', async () => {
    const client = clientAt('203.0.113.30');
    for (let i = 0; i < 2; i++) {
      expect((await client.gql(RESET, { username: ACCOUNTS.doctor })).body.data.requestPasswordReset).toEqual({
        accepted: true,
        errors: [],
      });
    }
    stack.proxy.reset();
    const refused = await client.gql(RESET, { username: ACCOUNTS.doctor });
    expect(refused.body.data.requestPasswordReset).toEqual({
      accepted: false,
      errors: [{ __typename: 'PermissionError', code: 'FORBIDDEN', title: ERROR_TITLES.invalidCredentials, messages: TOO_MANY }],
    });
    expect(stack.proxy.calls).toEqual([]);
  });

  it('refuses a registration past the limit, titled Self registration, storing nothing', async () => {
    const client = clientAt('203.0.113.40');
    // An invalid form is not counted: it never gets past the form rules.
    const invalid = await client.gql(REGISTER, { input: { ...registration('x'), siteName: '' } });
    expect(invalid.body.data.registerProvider.errors[0].__typename).toBe('ValidationError');
    expect((await client.gql(REGISTER, { input: registration('a') })).body.data.registerProvider).toEqual({ registered: true, errors: [] });
    stack.proxy.reset();
    const refused = await client.gql(REGISTER, { input: registration('b') });
    expect(refused.body.data.registerProvider).toEqual({
      registered: false,
      errors: [{ __typename: 'PermissionError', code: 'FORBIDDEN', title: ERROR_TITLES.selfRegistration, messages: TOO_MANY }],
    });
    expect(stack.proxy.calls).toEqual([]);
    expect((await clientAt('203.0.113.41').gql(REGISTER, { input: registration('c') })).body.data.registerProvider.registered).toBe(true);
  });

  it("ignores what a client writes into X-Forwarded-For before the proxy's entry", async () => {
    // The client claims another address each time; the trusted proxy appends the real one.
    const forged = (claimed: string) => clientAt(`${claimed}, 203.0.113.60`);
    for (let i = 0; i < 2; i++) {
      expect((await forged(`198.51.100.${i}`).gql(RESET, { username: ACCOUNTS.doctor })).body.data.requestPasswordReset.accepted).toBe(
        true,
      );
    }
    const refused = await forged('198.51.100.9').gql(RESET, { username: ACCOUNTS.doctor });
    expect(refused.body.data.requestPasswordReset.errors[0].messages).toEqual(TOO_MANY);
  });
});
