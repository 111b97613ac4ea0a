// A user's sessions over HTTP against the real REST service: Viewer.sessions, signOutEverywhere and
// signOutSession; the sign-in limits as the browser meets them (the REST service counts per
// account and address, from the address TRUST_PROXY resolves); the second step's pause.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '@portal/domain/constants';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { REST_ROLES } from '@portal/domain/enums';
import { createAccount } from '@portal/rest-api/seed/records';
import type { BffClient } from '../../test/bffClient';
import { buildBffServer } from '../server';
import { signIn, sixDigitCode, latestMail, startStack, VERIFY, type Stack } from '../../test/stack';

const PASSWORD = 'Right!2026';
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let stack: Stack;
beforeAll(async () => {
  // As behind one reverse proxy: the address is the last X-Forwarded-For entry.
  stack = await startStack({ trustProxy: 1 });
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

let counter = 0;
async function freshAccount(options: { twoFa?: boolean } = {}) {
  counter += 1;
  const email = `bff.sessions${counter}@clinic.example`;
  await createAccount(stack.rest.db, {
    email,
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Ng',
    roles: [REST_ROLES.admin],
    twoFa: options.twoFa ?? false,
  });
  return email;
}

/** A browser at `address` (appended by the trusted proxy) sending `agent` as its User-Agent. */
function browser(address: string, agent = FIREFOX): BffClient {
  const client = stack.client();
  const gql = client.gql.bind(client);
  client.gql = (query, variables, headers = {}) => gql(query, variables, { 'x-forwarded-for': address, 'user-agent': agent, ...headers });
  return client;
}

async function signedIn(email: string, address: string, agent = FIREFOX) {
  const client = browser(address, agent);
  expect((await signIn(client, email, PASSWORD)).body.data.signIn.step).toBe('SIGNED_IN');
  return client;
}

const SESSIONS = /* GraphQL */ `
  {
    viewer {
      sessions {
        id
        createdAt
        lastSeenAt
        expiresAt
        device
        address
        current
      }
    }
  }
`;
const ERRORS = 'errors { __typename code title messages }';
const EVERYWHERE = /* GraphQL */ `
  mutation Everywhere($keepCurrent: Boolean) {
    signOutEverywhere(input: { keepCurrent: $keepCurrent }) { step endedSessions viewer { sessions { current } } ${ERRORS} }
  }
`;
const ONE = /* GraphQL */ `
  mutation One($sessionId: ID!) {
    signOutSession(input: { sessionId: $sessionId }) { step endedSessionId viewer { sessions { id current } } ${ERRORS} }
  }
`;

describe('appInfo.idleTimeoutMinutes', () => {
  it("tells the browser the REST service's idle time (SESSION_IDLE_MINUTES), 40 by default", async () => {
    const query = { query: '{ appInfo { idleTimeoutMinutes } }' };
    expect((await stack.client().gql(query.query)).body.data.appInfo.idleTimeoutMinutes).toBe(40);
    const bff = await buildBffServer({ restApiUrl: stack.proxy.url, demoMode: true, logger: false, sessionIdleMinutes: 25 });
    try {
      const answer = await bff.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: query });
      expect(answer.json()).toEqual({ data: { appInfo: { idleTimeoutMinutes: 25 } } });
    } finally {
      await bff.close();
    }
  });
});

describe('Viewer.sessions', () => {
  it('lists the own sessions with the browser in a few words and the address, never a token', async () => {
    const email = await freshAccount();
    const laptop = await signedIn(email, '203.0.113.9', FIREFOX);
    const desktop = await signedIn(email, '198.51.100.20', CHROME);
    stack.proxy.reset();
    const answer = await desktop.gql(SESSIONS);
    const sessions = answer.body.data.viewer.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'Chrome on Windows', address: '198.51.100.20', current: true }),
        expect.objectContaining({ device: 'Firefox on macOS', address: '203.0.113.9', current: false }),
      ]),
    );
    expect(answer.text).not.toContain(laptop.cookie);
    expect(answer.text).not.toContain(desktop.cookie);
    expect(stack.proxy.calls).toEqual([
      'GET /api/v1/webapp/users/self',
      expect.stringMatching(/^GET \/api\/v1\/webapp\/users\/.+\/sessions$/),
    ]);
  });
});

describe('signOutSession and signOutEverywhere', () => {
  it('ends another session by its ID, then this one', async () => {
    const email = await freshAccount();
    const other = await signedIn(email, '203.0.113.10');
    const me = await signedIn(email, '203.0.113.11');
    const sessions = (await me.gql(SESSIONS)).body.data.viewer.sessions as { id: string; current: boolean }[];
    const theirs = sessions.find((s) => !s.current)!;
    const mine = sessions.find((s) => s.current)!;

    const ended = await me.gql(ONE, { sessionId: theirs.id });
    expect(ended.body.data.signOutSession).toEqual({
      step: 'SIGNED_IN',
      endedSessionId: theirs.id,
      viewer: { sessions: [{ id: mine.id, current: true }] },
      errors: [],
    });
    expect((await other.gql(SESSIONS)).body.data.viewer).toBeNull();

    // The same ID again, or one that is not a session of the user: NOT_FOUND.
    for (const sessionId of [theirs.id, 'U2Vzc2lvbjpub3BlCg==', 'garbage']) {
      expect((await me.gql(ONE, { sessionId })).body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    const self = await me.gql(ONE, { sessionId: mine.id });
    expect(self.body.data.signOutSession).toMatchObject({ step: 'SIGNED_OUT', viewer: null, errors: [] });
    expect(self.sessionCookie?.cleared).toBe(true);
    expect((await me.gql(SESSIONS)).body.data.viewer).toBeNull();
  });

  it('signs out everywhere: every browser of the user, this one included, and clears the cookie', async () => {
    const email = await freshAccount();
    const bystander = await signedIn(await freshAccount(), '203.0.113.12');
    const others = [await signedIn(email, '203.0.113.13'), await signedIn(email, '203.0.113.14')];
    const me = await signedIn(email, '203.0.113.15');
    const answer = await me.gql(EVERYWHERE, {});
    expect(answer.body.data.signOutEverywhere).toEqual({ step: 'SIGNED_OUT', endedSessions: 3, viewer: null, errors: [] });
    expect(answer.sessionCookie?.cleared).toBe(true);
    for (const client of [...others, me]) expect((await client.gql(SESSIONS)).body.data.viewer).toBeNull();
    expect((await bystander.gql(SESSIONS)).body.data.viewer.sessions).toHaveLength(1);
  });

  it('keeps this session when asked to', async () => {
    const email = await freshAccount();
    const other = await signedIn(email, '203.0.113.16');
    const me = await signedIn(email, '203.0.113.17');
    const answer = await me.gql(EVERYWHERE, { keepCurrent: true });
    expect(answer.body.data.signOutEverywhere).toEqual({
      step: 'SIGNED_IN',
      endedSessions: 1,
      viewer: { sessions: [{ current: true }] },
      errors: [],
    });
    expect(answer.sessionCookie).toBeUndefined();
    expect((await other.gql(SESSIONS)).body.data.viewer).toBeNull();
  });

  it('needs a session', async () => {
    for (const [query, variables] of [
      [EVERYWHERE, {}],
      [ONE, { sessionId: 'x' }],
    ] as const) {
      const answer = await stack.client().gql(query, variables);
      expect(answer.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect(stack.proxy.calls.filter((call) => call.includes('/sessions'))).toEqual([]);
  });
});

describe('sign-in limits through the BFF', () => {
  const wrongFrom = (email: string, address: string) => signIn(browser(address), email, 'Wrong!2026');

  it('evaluates at most 5 of 40 concurrent wrong passwords for one account from one address (finding 7)', async () => {
    const email = await freshAccount();
    const answers = await Promise.all(Array.from({ length: 40 }, () => wrongFrom(email, '198.51.100.40')));
    const messages = answers.map((answer) => answer.body.data.signIn.errors[0].messages[0]);
    expect(messages.filter((m) => m === ERROR_MESSAGES.authFailed)).toHaveLength(SIGN_IN_LIMITS.accountAddress.points);
    expect(messages.filter((m) => m === ERROR_MESSAGES.tooManyAttempts)).toHaveLength(40 - SIGN_IN_LIMITS.accountAddress.points);
    expect(answers[0].body.data.signIn.errors[0]).toMatchObject({
      __typename: 'AuthenticationError',
      title: ERROR_TITLES.invalidCredentials,
    });
    // The account is not locked: it signs in from another address.
    expect((await signIn(browser('198.51.100.41'), email, PASSWORD)).body.data.signIn.step).toBe('SIGNED_IN');
  });

  it("counts a rotating X-Forwarded-For per account: new addresses pause after 100, the user's own keeps working", async () => {
    const email = await freshAccount();
    await signedIn(email, '192.0.2.50'); // the user's own address
    for (let i = 1; i <= SIGN_IN_LIMITS.account.points; i += 1) {
      // What a client reaching the BFF directly writes: a new address every time.
      const answer = await wrongFrom(email, `10.1.${Math.floor(i / 200)}.${i % 200}`);
      expect(answer.body.data.signIn.errors[0].messages).toEqual([ERROR_MESSAGES.authFailed]);
    }
    const refused = await signIn(browser('10.2.0.1'), email, PASSWORD);
    expect(refused.body.data.signIn.errors[0].messages).toEqual([ERROR_MESSAGES.accountPaused]);
    expect((await signIn(browser('192.0.2.50'), email, PASSWORD)).body.data.signIn.step).toBe('SIGNED_IN');
  });

  it('ends the sign-in with a PermissionError when the second step pauses, and refuses new codes meanwhile', async () => {
    const email = await freshAccount({ twoFa: true });
    const client = browser('192.0.2.60');
    let pausedAnswer = null;
    for (let attempt = 0; attempt < 3 && !pausedAnswer; attempt += 1) {
      expect((await signIn(client, email, PASSWORD)).body.data.signIn.step).toBe('SECOND_FACTOR_REQUIRED');
      const code = sixDigitCode((await latestMail(stack.client(), email)).body);
      for (let guess = 0; guess < 5; guess += 1) {
        const answer = await client.gql(VERIFY, { code: code === '000000' ? '111111' : '000000' });
        if (answer.body.data.verifySecondFactor.errors[0]?.__typename === 'PermissionError') {
          pausedAnswer = answer;
          break;
        }
      }
    }
    expect(pausedAnswer?.body.data.verifySecondFactor).toMatchObject({
      step: 'SIGNED_OUT',
      errors: [{ __typename: 'PermissionError', title: ERROR_TITLES.invalidCredentials, messages: [ERROR_MESSAGES.codesPaused] }],
    });
    expect(pausedAnswer?.sessionCookie?.cleared).toBe(true);
    const again = await signIn(client, email, PASSWORD);
    expect(again.body.data.signIn).toMatchObject({
      step: 'SIGNED_OUT',
      errors: [{ __typename: 'PermissionError', messages: [ERROR_MESSAGES.codesPaused] }],
    });
  });
});
