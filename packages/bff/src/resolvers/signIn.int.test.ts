// Sign-in over HTTP against the real REST service: cookie and bearer delivery, §8 errors,
// the second factor read from the dev mailbox, sign-out, and REST calls per operation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { ACCOUNTS, VERIFY, latestMail, signIn, sixDigitCode, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const VIEWER = '{ viewer { id role fullName email } pendingSignIn { step } }';

describe('signIn', () => {
  it('opens a browser session in an httpOnly SameSite=Strict cookie, never in the body', async () => {
    const client = stack.client();
    const response = await signIn(client, ACCOUNTS.doctor);
    const payload = response.body.data.signIn;
    expect(payload).toMatchObject({ step: 'SIGNED_IN', accessToken: null, pendingSignIn: null, errors: [] });
    expect(payload.viewer).toMatchObject({
      role: 'DOCTOR',
      roles: ['DOCTOR'],
      email: ACCOUNTS.doctor,
      isSiteAdmin: false,
      language: 'EN',
      site: { name: 'Demo Eye Clinic' },
    });
    expect(payload.viewer.fullName).toBe(`${payload.viewer.firstName} ${payload.viewer.lastName}`);
    expect(Buffer.from(payload.viewer.id, 'base64').toString()).toBe(`Viewer:${payload.viewer.internalID}`);

    const cookie = response.sessionCookie!;
    expect(cookie.cleared).toBe(false);
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/' });
    expect(cookie.attributes['max-age']).toBeUndefined();
    expect(cookie.attributes.expires).toBeUndefined();
    expect(cookie.attributes.secure).toBeUndefined(); // plain http in tests
    expect(response.text).not.toContain(cookie.value);
    // One REST call: the sign-in answer carries everything the viewer needs.
    expect(stack.proxy.calls).toEqual(['POST /api/v1/webapp/signin']);

    stack.proxy.reset();
    const again = await client.gql(VIEWER);
    expect(again.body.data).toEqual({
      viewer: { id: payload.viewer.id, role: 'DOCTOR', fullName: payload.viewer.fullName, email: ACCOUNTS.doctor },
      pendingSignIn: null,
    });
    expect(stack.proxy.calls).toEqual(['GET /api/v1/webapp/users/self']);
  });

  it('gives integrators the token in the payload (RESPONSE), sets no cookie, and accepts it as a Bearer token', async () => {
    const integrator = stack.client();
    const response = await signIn(integrator, ACCOUNTS.admin, undefined, 'RESPONSE');
    const payload = response.body.data.signIn;
    expect(payload.step).toBe('SIGNED_IN');
    expect(payload.accessToken).toEqual(expect.any(String));
    expect(response.setCookies).toEqual([]);

    integrator.bearer = payload.accessToken;
    const viewer = await integrator.gql(VIEWER);
    expect(viewer.body.data.viewer).toMatchObject({ role: 'ADMIN', email: ACCOUNTS.admin });
  });

  it('answers a wrong password with the §8 AuthenticationError and sets no cookie', async () => {
    const client = stack.client();
    const response = await signIn(client, ACCOUNTS.doctor, 'Wrong!2026');
    expect(response.body.data.signIn).toEqual({
      step: 'SIGNED_OUT',
      accessToken: null,
      viewer: null,
      pendingSignIn: null,
      errors: [
        {
          __typename: 'AuthenticationError',
          code: 'UNAUTHENTICATED',
          title: 'The username or password entered are incorrect',
          messages: ['Please check your username and password and try again'],
        },
      ],
    });
    expect(response.sessionCookie).toBeUndefined();
  });

  it('validates with the login form schema before calling REST: §5 keys and English text', async () => {
    const client = stack.client();
    const response = await signIn(client, 'ab', '');
    const [error] = response.body.data.signIn.errors;
    expect(error).toMatchObject({ __typename: 'ValidationError', code: 'BAD_USER_INPUT', title: 'Fill all required fields' });
    expect(error.fieldErrors).toEqual([
      { field: 'username', key: 'username_empty_inv', message: VALIDATION_MESSAGES.username_empty_inv },
      { field: 'password', key: 'pwd_req', message: VALIDATION_MESSAGES.pwd_req },
    ]);
    const notEmail = await signIn(client, 'not-an-email', 'x');
    expect(notEmail.body.data.signIn.errors[0].fieldErrors).toEqual([
      { field: 'username', key: 'username_inv', message: VALIDATION_MESSAGES.username_inv },
    ]);
    expect(stack.proxy.calls).toEqual([]);
  });

  it('refuses a locked account (Enabled 0) with a PermissionError', async () => {
    await stack.rest.db.query(`UPDATE users SET enabled = 0 WHERE lower(email) = lower($1)`, [ACCOUNTS.siteAdmin]);
    try {
      const response = await signIn(stack.client(), ACCOUNTS.siteAdmin);
      expect(response.body.data.signIn).toMatchObject({
        step: 'SIGNED_OUT',
        errors: [{ __typename: 'PermissionError', code: 'FORBIDDEN', messages: [ERROR_MESSAGES.accountLocked] }],
      });
      expect(response.sessionCookie).toBeUndefined();
    } finally {
      await stack.rest.db.query(`UPDATE users SET enabled = 1 WHERE lower(email) = lower($1)`, [ACCOUNTS.siteAdmin]);
    }
  });
});

describe('second factor', () => {
  it('asks for the e-mailed code, refuses a wrong one, accepts the right one and replaces the cookie', async () => {
    const client = stack.client();
    const started = await signIn(client, ACCOUNTS.superAdmin);
    expect(started.body.data.signIn).toMatchObject({
      step: 'SECOND_FACTOR_REQUIRED',
      viewer: null,
      accessToken: null,
      pendingSignIn: { step: 'SECOND_FACTOR_REQUIRED', mustSignTerms: false, language: 'EN' },
    });
    const interim = client.cookie;
    expect(interim).toEqual(expect.any(String));

    // The screens learn the pending step from the cookie; there is no viewer yet.
    expect((await client.gql(VIEWER)).body.data).toEqual({ viewer: null, pendingSignIn: { step: 'SECOND_FACTOR_REQUIRED' } });

    const code = sixDigitCode((await latestMail(client, ACCOUNTS.superAdmin)).body);
    const wrong = await client.gql(VERIFY, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.data.verifySecondFactor).toMatchObject({
      step: 'SECOND_FACTOR_REQUIRED',
      viewer: null,
      errors: [
        {
          __typename: 'AuthenticationError',
          title: 'The username or password entered are incorrect',
          messages: [ERROR_MESSAGES.codeWrong],
        },
      ],
    });
    expect(client.cookie).toBe(interim);

    const invalid = await client.gql(VERIFY, { code: '12ab' });
    expect(invalid.body.data.verifySecondFactor.errors[0]).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'code', key: 'code_inv' }],
    });

    const verified = await client.gql(VERIFY, { code: code.split('').join(' ') });
    expect(verified.body.data.verifySecondFactor).toMatchObject({
      step: 'SIGNED_IN',
      viewer: { role: 'SUPER_ADMIN', email: ACCOUNTS.superAdmin },
      errors: [],
    });
    expect(verified.sessionCookie?.attributes).toMatchObject({ httponly: true, samesite: 'Strict' });
    expect(client.cookie).not.toBe(interim);
    expect((await client.gql(VIEWER)).body.data.viewer).toMatchObject({ role: 'SUPER_ADMIN' });

    // The code is single use: the old interim token cannot be replayed.
    const replay = stack.client();
    replay.cookie = interim;
    const reused = await replay.gql(VERIFY, { code });
    expect(reused.body.data.verifySecondFactor.step).toBe('SIGNED_OUT');
    expect(reused.body.data.verifySecondFactor.errors[0].__typename).toBe('AuthenticationError');
  });

  it('lets an integrator finish the second factor with Bearer tokens only (RESPONSE delivery)', async () => {
    const integrator = stack.client();
    const started = await signIn(integrator, ACCOUNTS.superAdmin, undefined, 'RESPONSE');
    const interim = started.body.data.signIn.accessToken;
    expect(started.body.data.signIn.step).toBe('SECOND_FACTOR_REQUIRED');
    expect(interim).toEqual(expect.any(String));
    expect(started.setCookies).toEqual([]);

    integrator.bearer = interim;
    const code = sixDigitCode((await latestMail(stack.client(), ACCOUNTS.superAdmin)).body);
    const verified = await integrator.gql(
      'mutation V($code: String!) { verifySecondFactor(input: { code: $code }) { step accessToken errors { title } } }',
      { code },
    );
    const payload = verified.body.data.verifySecondFactor;
    expect(payload).toMatchObject({ step: 'SIGNED_IN', errors: [] });
    expect(payload.accessToken).toEqual(expect.any(String));
    expect(payload.accessToken).not.toBe(interim);
    expect(verified.setCookies).toEqual([]);

    integrator.bearer = payload.accessToken;
    expect((await integrator.gql(VIEWER)).body.data.viewer).toMatchObject({ role: 'SUPER_ADMIN' });
  });

  it('without a sign-in in progress says the code expired', async () => {
    const response = await stack.client().gql(VERIFY, { code: '123456' });
    expect(response.body.data.verifySecondFactor).toMatchObject({
      step: 'SIGNED_OUT',
      errors: [{ __typename: 'AuthenticationError', messages: [ERROR_MESSAGES.codeExpired] }],
    });
    expect(stack.proxy.calls).toEqual([]);
  });
});

describe('signOut', () => {
  it('ends the REST session and clears the cookie', async () => {
    const client = stack.client();
    await signIn(client, ACCOUNTS.doctor);
    const token = client.cookie;
    const response = await client.gql('mutation { signOut(input: { reason: "USER" }) { step } }');
    expect(response.body.data).toEqual({ signOut: { step: 'SIGNED_OUT' } });
    expect(response.sessionCookie?.cleared).toBe(true);
    expect(response.sessionCookie?.attributes).toMatchObject({ path: '/' });
    expect(client.cookie).toBeNull();

    // The token is dead on the REST side too, not just forgotten by the browser.
    const stale = stack.client();
    stale.cookie = token;
    expect((await stale.gql(VIEWER)).body.data).toEqual({ viewer: null, pendingSignIn: null });
  });

  it('succeeds without a session', async () => {
    const response = await stack.client().gql('mutation { signOut { step } }');
    expect(response.body.data).toEqual({ signOut: { step: 'SIGNED_OUT' } });
  });
});

describe('REST calls per operation', () => {
  it('resolves viewer, node and pendingSignIn asked many times with exactly one REST call', async () => {
    const client = stack.client();
    const signedIn = await signIn(client, ACCOUNTS.siteAdmin);
    const viewerId = signedIn.body.data.signIn.viewer.id;
    stack.proxy.reset();
    const response = await client.gql(
      `query Many($id: ID!) {
        a: viewer { id fullName }
        b: viewer { role counts { ecps devices patients } }
        c: viewer { site { name } isSiteAdmin }
        pendingSignIn { step }
        node(id: $id) { id ... on Viewer { email } }
        appInfo { version }
      }`,
      { id: viewerId },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.c).toEqual({ site: { name: 'Demo Eye Clinic' }, isSiteAdmin: true });
    expect(response.body.data.node).toEqual({ id: viewerId, email: ACCOUNTS.siteAdmin });
    expect(stack.proxy.calls).toEqual(['GET /api/v1/webapp/users/self']);
    expect(response.headers.get('x-upstream-calls')).toBe('1');
  });

  it('makes no REST call for an operation that needs none', async () => {
    const response = await stack.client().gql('{ appInfo { version demoMode idleTimeoutMinutes } viewer { id } }');
    expect(response.body.data).toEqual({ appInfo: { version: '01.02.25', demoMode: true, idleTimeoutMinutes: 40 }, viewer: null });
    expect(stack.proxy.calls).toEqual([]);
  });
});
