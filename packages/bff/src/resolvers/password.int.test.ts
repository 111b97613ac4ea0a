// Creating a password over HTTP against the real REST service: the first sign-in of a doctor
// who must sign the terms, and the e-mailed reset link.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { ACCOUNTS, CREATE_PASSWORD, latestMail, linkToken, signIn, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const RESET = /* GraphQL */ `
  mutation Reset($username: String!) {
    requestPasswordReset(input: { username: $username }) {
      accepted
      errors {
        __typename
        code
        title
        messages
        ... on ValidationError {
          fieldErrors {
            field
            key
          }
        }
      }
    }
  }
`;
const LINK = 'query Link($token: String!) { passwordLink(token: $token) { step mustSignTerms language } }';

describe('createPassword after a sign-in that requires one', () => {
  it('requires the license box from a doctor who has not signed the terms, then opens the session', async () => {
    const client = stack.client();
    const started = await signIn(client, ACCOUNTS.newDoctor);
    expect(started.body.data.signIn).toMatchObject({
      step: 'NEW_PASSWORD_REQUIRED',
      viewer: null,
      pendingSignIn: { step: 'NEW_PASSWORD_REQUIRED', mustSignTerms: true },
    });
    expect(client.cookie).toEqual(expect.any(String));
    const pending = await client.gql('{ viewer { id } pendingSignIn { step mustSignTerms } }');
    expect(pending.body.data).toEqual({ viewer: null, pendingSignIn: { step: 'NEW_PASSWORD_REQUIRED', mustSignTerms: true } });

    const withoutTerms = await client.gql(CREATE_PASSWORD, { input: { password: 'Fresh!2026a', confirmation: 'Fresh!2026a' } });
    expect(withoutTerms.body.data.createPassword).toEqual({
      step: 'NEW_PASSWORD_REQUIRED',
      viewer: null,
      errors: [
        {
          __typename: 'ValidationError',
          code: 'BAD_USER_INPUT',
          title: ERROR_TITLES.termsNotSigned,
          messages: [VALIDATION_MESSAGES.sign_terms],
          fieldErrors: [{ field: 'acceptTerms', key: 'sign_terms', message: 'You must sign the Terms of Use first' }],
        },
      ],
    });

    const weak = await client.gql(CREATE_PASSWORD, { input: { password: 'short', confirmation: 'other', acceptTerms: true } });
    expect(weak.body.data.createPassword.errors[0].fieldErrors.map((f: { key: string }) => f.key)).toEqual(['pwd_validation', 'pwd_match']);
    // Invalid input never reaches the REST service's changePass.
    expect(stack.proxy.calls.filter((c) => c.includes('changePass'))).toEqual([]);

    const created = await client.gql(CREATE_PASSWORD, {
      input: { password: 'Fresh!2026a', confirmation: 'Fresh!2026a', acceptTerms: true },
    });
    // The demo clinic has a registered device, so the doctor's session opens at once (§4).
    expect(created.body.data.createPassword).toEqual({
      step: 'SIGNED_IN',
      viewer: { email: ACCOUNTS.newDoctor, role: 'DOCTOR', termsOfUseSigned: true },
      errors: [],
    });
    expect(created.sessionCookie?.attributes).toMatchObject({ httponly: true, samesite: 'Strict' });
    expect((await client.gql('{ viewer { email termsOfUseSigned } pendingSignIn { step } }')).body.data).toEqual({
      viewer: { email: ACCOUNTS.newDoctor, termsOfUseSigned: true },
      pendingSignIn: null,
    });

    // The new password works and no new password is asked for.
    const again = await signIn(stack.client(), ACCOUNTS.newDoctor, 'Fresh!2026a');
    expect(again.body.data.signIn.step).toBe('SIGNED_IN');
  });

  it('without a pending sign-in is refused', async () => {
    const response = await stack.client().gql(CREATE_PASSWORD, { input: { password: 'Fresh!2026a', confirmation: 'Fresh!2026a' } });
    expect(response.body.data.createPassword).toMatchObject({
      step: 'SIGNED_OUT',
      errors: [{ __typename: 'AuthenticationError', title: ERROR_TITLES.invalidCredentials, messages: [ERROR_MESSAGES.sessionExpired] }],
    });
  });
});

describe('password reset by e-mail', () => {
  it('is accepted alike for known and unknown accounts, and validates the username', async () => {
    const client = stack.client();
    for (const username of [ACCOUNTS.admin, 'nobody@demo.example']) {
      expect((await client.gql(RESET, { username })).body.data.requestPasswordReset).toEqual({ accepted: true, errors: [] });
    }
    const invalid = await client.gql(RESET, { username: 'admin' });
    expect(invalid.body.data.requestPasswordReset).toMatchObject({
      accepted: false,
      errors: [{ __typename: 'ValidationError', fieldErrors: [{ field: 'username', key: 'username_empty_inv' }] }],
    });
  });

  it('sets a new password from the e-mailed link once, then the user signs in with it', async () => {
    const client = stack.client();
    await client.gql(RESET, { username: ACCOUNTS.doctor });
    const token = linkToken((await latestMail(client, ACCOUNTS.doctor)).body);

    expect((await client.gql(LINK, { token })).body.data.passwordLink).toEqual({
      step: 'NEW_PASSWORD_REQUIRED',
      mustSignTerms: false,
      language: 'EN',
    });
    const created = await client.gql(CREATE_PASSWORD, {
      input: { password: 'Reset!2026b', confirmation: 'Reset!2026b', linkToken: token },
    });
    expect(created.body.data.createPassword).toEqual({ step: 'PASSWORD_CONFIRMED', viewer: null, errors: [] });
    expect(created.sessionCookie?.cleared).toBe(true);

    expect((await client.gql(LINK, { token })).body.data.passwordLink).toBeNull();
    const reused = await client.gql(CREATE_PASSWORD, { input: { password: 'Other!2026c', confirmation: 'Other!2026c', linkToken: token } });
    expect(reused.body.data.createPassword).toMatchObject({
      step: 'SIGNED_OUT',
      errors: [{ __typename: 'AuthenticationError', messages: [ERROR_MESSAGES.linkExpired] }],
    });

    expect((await signIn(stack.client(), ACCOUNTS.doctor, 'Reset!2026b')).body.data.signIn.step).toBe('SIGNED_IN');
    expect((await signIn(stack.client(), ACCOUNTS.doctor)).body.data.signIn.step).toBe('SIGNED_OUT');
  });

  it('answers null for an unknown link', async () => {
    expect((await stack.client().gql(LINK, { token: 'no-such-link' })).body.data.passwordLink).toBeNull();
  });
});
