// The bot check in front of signIn and requestPasswordReset over HTTP (§4, §5): the BFF asks a
// local fake siteverify endpoint about the browser's token before any REST call, and a refused,
// missing or expired token or a silent verifier ends the mutation without reaching REST.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { botCheckConfigFromEnv } from '../botCheck/botCheckConfig';
import { startFakeVerifier, type FakeVerifier } from '../botCheck/fakeVerifier';
import { ACCOUNTS, DEMO_PASSWORD, SIGN_IN, startStack, type Stack } from '../../test/stack';

const SECRET = 'recaptcha-secret-never-sent';
const SITE_KEY = 'recaptcha-site-key';
const SIGN_IN_CALL = 'POST /api/v1/webapp/signin';
const RESET_CALL = 'POST /api/v1/webapp/forgetPass';

const RESET = /* GraphQL */ `
  mutation Reset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
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
            message
          }
        }
      }
    }
  }
`;
const APP_INFO = '{ appInfo { botCheck { provider siteKey } } }';

const recaptchaAnswer = (action: string, score = 0.9) => ({ body: { success: true, score, action, hostname: 'portal.example' } });
const EXPIRED_ANSWER = { body: { success: false, 'error-codes': ['timeout-or-duplicate'] } };

/** The typed failure a refused token gives, on the `botToken` field. */
const botRefusal = (key: 'botBlocked' | 'botExpired') => ({
  __typename: 'ValidationError',
  code: 'BAD_USER_INPUT',
  title: ERROR_TITLES.invalidCredentials,
  messages: [ERROR_MESSAGES[key]],
  fieldErrors: [{ field: 'botToken', key, message: ERROR_MESSAGES[key] }],
});
const REFUSED_SIGN_IN = (key: 'botBlocked' | 'botExpired') => ({
  step: 'SIGNED_OUT',
  accessToken: null,
  viewer: null,
  pendingSignIn: null,
  errors: [botRefusal(key)],
});

describe('with reCAPTCHA configured', () => {
  let fake: FakeVerifier;
  let stack: Stack;
  beforeAll(async () => {
    fake = await startFakeVerifier();
    const botCheckConfig = botCheckConfigFromEnv({
      BOT_CHECK_PROVIDER: 'recaptcha',
      BOT_CHECK_SECRET: SECRET,
      BOT_CHECK_SITE_KEY: SITE_KEY,
      BOT_CHECK_VERIFY_URL: fake.url,
      BOT_CHECK_TIMEOUT_MS: '300',
    });
    stack = await startStack({ botCheckConfig });
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });
  beforeEach(() => {
    stack.proxy.reset();
    fake.requests.length = 0;
  });

  const signInWith = (botToken: string | null, username: string = ACCOUNTS.doctor) =>
    stack.client().gql(SIGN_IN, { input: { username, password: DEMO_PASSWORD, botToken } });
  const resetWith = (botToken: string | null, username: string = ACCOUNTS.doctor) =>
    stack.client().gql(RESET, { input: { username, botToken } });

  it('tells the browser the provider and the site key, never the secret', async () => {
    const response = await stack.client().gql(APP_INFO);
    expect(response.body).toEqual({ data: { appInfo: { botCheck: { provider: 'RECAPTCHA', siteKey: SITE_KEY } } } });
    expect(response.text).not.toContain(SECRET);
    expect(fake.requests).toHaveLength(0);
  });

  describe('signIn', () => {
    it('signs in when the verifier passes the token, which it checked with the secret and the caller ip', async () => {
      fake.reply(recaptchaAnswer('signIn'));
      const response = await signInWith('good-token');
      expect(response.body.data.signIn).toMatchObject({ step: 'SIGNED_IN', errors: [], viewer: { email: ACCOUNTS.doctor } });
      expect(response.sessionCookie?.cleared).toBe(false);
      expect(fake.requests.map((r) => r.form)).toEqual([{ secret: SECRET, response: 'good-token', remoteip: '127.0.0.1' }]);
      expect(stack.proxy.calls).toEqual([SIGN_IN_CALL]);
    });

    it("answers 'Blocked By ReCAPTCHA' for a refused token and never calls REST", async () => {
      fake.reply(recaptchaAnswer('signIn', 0.1));
      const response = await signInWith('bot-token');
      expect(response.body.data.signIn).toEqual(REFUSED_SIGN_IN('botBlocked'));
      expect(response.setCookies).toEqual([]);
      expect(fake.requests).toHaveLength(1);
      expect(stack.proxy.calls).toEqual([]);
    });

    it('blocks a token the page executed for another action', async () => {
      fake.reply(recaptchaAnswer('passwordReset'));
      expect((await signInWith('reset-token')).body.data.signIn).toEqual(REFUSED_SIGN_IN('botBlocked'));
      expect(stack.proxy.calls).toEqual([]);
    });

    it("answers 'ReCAPTCHA Expired, please refresh the page' for an expired or reused token", async () => {
      fake.reply(EXPIRED_ANSWER);
      expect((await signInWith('old-token')).body.data.signIn).toEqual(REFUSED_SIGN_IN('botExpired'));
      expect(stack.proxy.calls).toEqual([]);
    });

    it('blocks a missing or empty token without asking the verifier', async () => {
      for (const botToken of [null, '', '   ']) {
        expect((await signInWith(botToken)).body.data.signIn).toEqual(REFUSED_SIGN_IN('botBlocked'));
      }
      const omitted = await stack.client().gql(SIGN_IN, { input: { username: ACCOUNTS.doctor, password: DEMO_PASSWORD } });
      expect(omitted.body.data.signIn).toEqual(REFUSED_SIGN_IN('botBlocked'));
      expect(fake.requests).toHaveLength(0);
      expect(stack.proxy.calls).toEqual([]);
    });

    it('reports a verifier that fails or does not answer as the connection error, without calling REST', async () => {
      for (const reply of [
        { status: 503, body: 'down' },
        { delayMs: 1000, body: { success: true, score: 0.9 } },
      ]) {
        fake.reply(reply);
        const response = await signInWith('good-token');
        expect(response.body.data).toBeNull();
        expect(response.body.errors).toEqual([
          {
            message: ERROR_MESSAGES.connectionTimedOut,
            path: ['signIn'],
            locations: [{ line: 3, column: 5 }],
            extensions: { code: 'UPSTREAM_UNAVAILABLE', title: ERROR_TITLES.connection },
          },
        ]);
      }
      expect(fake.requests).toHaveLength(2);
      expect(stack.proxy.calls).toEqual([]);
    });

    it('checks the form first, so an invalid form spends no token', async () => {
      const response = await stack.client().gql(SIGN_IN, { input: { username: 'abc', password: '', botToken: 'good-token' } });
      expect(response.body.data.signIn.errors[0]).toMatchObject({ __typename: 'ValidationError', code: 'BAD_USER_INPUT' });
      expect(response.body.data.signIn.errors[0].fieldErrors.map((f: { field: string }) => f.field)).toEqual(['username', 'password']);
      expect(fake.requests).toHaveLength(0);
      expect(stack.proxy.calls).toEqual([]);
    });
  });

  describe('requestPasswordReset', () => {
    it('sends the link when the verifier passes a passwordReset token', async () => {
      fake.reply(recaptchaAnswer('passwordReset'));
      expect((await resetWith('good-token')).body.data.requestPasswordReset).toEqual({ accepted: true, errors: [] });
      expect(fake.requests.map((r) => r.form)).toEqual([{ secret: SECRET, response: 'good-token', remoteip: '127.0.0.1' }]);
      expect(stack.proxy.calls).toEqual([RESET_CALL]);
    });

    it('refuses blocked, other-action, expired and missing tokens without calling REST', async () => {
      fake.reply(recaptchaAnswer('passwordReset', 0.2));
      expect((await resetWith('bot-token')).body.data.requestPasswordReset).toEqual({
        accepted: false,
        errors: [botRefusal('botBlocked')],
      });
      fake.reply(recaptchaAnswer('signIn'));
      expect((await resetWith('sign-in-token')).body.data.requestPasswordReset).toEqual({
        accepted: false,
        errors: [botRefusal('botBlocked')],
      });
      fake.reply(EXPIRED_ANSWER);
      expect((await resetWith('old-token')).body.data.requestPasswordReset).toEqual({
        accepted: false,
        errors: [botRefusal('botExpired')],
      });
      expect((await resetWith(null)).body.data.requestPasswordReset).toEqual({ accepted: false, errors: [botRefusal('botBlocked')] });
      expect(fake.requests).toHaveLength(3);
      expect(stack.proxy.calls).toEqual([]);
    });

    it('reports a verifier that is down as the connection error', async () => {
      fake.reply({ status: 500, body: 'oops' });
      const response = await resetWith('good-token');
      expect(response.body.data).toBeNull();
      expect(response.body.errors?.map((e) => [e.message, e.extensions])).toEqual([
        [ERROR_MESSAGES.connectionTimedOut, { code: 'UPSTREAM_UNAVAILABLE', title: ERROR_TITLES.connection }],
      ]);
      expect(stack.proxy.calls).toEqual([]);
    });

    it('validates the username before spending the token', async () => {
      const response = await resetWith('good-token', 'admin');
      expect(response.body.data.requestPasswordReset).toEqual({
        accepted: false,
        errors: [
          {
            __typename: 'ValidationError',
            code: 'BAD_USER_INPUT',
            title: ERROR_TITLES.fillRequired,
            messages: ['Username must be at least 6 characters'],
            fieldErrors: [{ field: 'username', key: 'username_empty_inv', message: 'Username must be at least 6 characters' }],
          },
        ],
      });
      expect(fake.requests).toHaveLength(0);
    });
  });
});

describe('with the default provider (none)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.proxy.reset());

  it('tells the browser there is no bot check', async () => {
    expect((await stack.client().gql(APP_INFO)).body).toEqual({ data: { appInfo: { botCheck: { provider: 'NONE', siteKey: null } } } });
  });

  it('signs in and sends reset links with or without a token', async () => {
    for (const botToken of [undefined, null, 'any-token']) {
      const input = { username: ACCOUNTS.admin, password: DEMO_PASSWORD, ...(botToken === undefined ? {} : { botToken }) };
      expect((await stack.client().gql(SIGN_IN, { input })).body.data.signIn).toMatchObject({ step: 'SIGNED_IN', errors: [] });
      const reset = await stack.client().gql(RESET, { input: { username: ACCOUNTS.admin, botToken } });
      expect(reset.body.data.requestPasswordReset).toEqual({ accepted: true, errors: [] });
    }
    expect(stack.proxy.calls).toEqual([SIGN_IN_CALL, RESET_CALL, SIGN_IN_CALL, RESET_CALL, SIGN_IN_CALL, RESET_CALL]);
  });
});
