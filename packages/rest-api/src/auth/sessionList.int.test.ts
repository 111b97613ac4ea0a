// A user's own sessions: listed without tokens, ended one by one or all at once;
// ended for them on a new password, a lock or an e-mail change; and the idle time and maximum
// lifetime the operator sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { REST_ROLES } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { createAccount } from '../seed/records';
import { endSessionsForEmailChange } from './sessions';

const PASSWORD = 'Right!2026';
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let api: TestRestApi;
beforeAll(async () => {
  api = await startTestRestApi();
});
afterAll(() => api?.close());

let counter = 0;
async function freshAccount() {
  counter += 1;
  const email = `sessions${counter}@clinic.example`;
  const id = await createAccount(api.db, { email, password: PASSWORD, firstName: 'Sam', lastName: 'Ng', roles: [REST_ROLES.admin] });
  return { email, id };
}

/** Signs in as a browser at `address` with `agent`, as the BFF forwards them. */
async function openSession(email: string, address = '203.0.113.9', agent = FIREFOX): Promise<string> {
  const answer = await call(api, 'POST', '/signin', {
    body: { Email: email, Password: PASSWORD },
    headers: { 'x-portal-client-address': address, 'x-portal-client-agent': agent },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.token;
}

const list = (token: string, uid: string) => call(api, 'GET', `/users/${uid}/sessions`, { token });
const self = (token: string) => call(api, 'GET', '/users/self', { token });

describe('GET /users/{uid}/sessions', () => {
  it("lists the user's live sessions, newest use first, with where each came from and which is this one, never a token", async () => {
    const { email, id } = await freshAccount();
    const laptop = await openSession(email, '203.0.113.9', FIREFOX);
    api.clock.advanceMinutes(2);
    const desktop = await openSession(email, '2001:db8::7', CHROME);
    const answer = await list(desktop, id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        SessionID: expect.any(String),
        CreatedAt: expect.any(String),
        LastSeenAt: expect.any(String),
        ExpiresAt: expect.any(String),
        Address: '2001:db8::7',
        UserAgent: CHROME,
        Current: true,
      },
      expect.objectContaining({ Address: '203.0.113.9', UserAgent: FIREFOX, Current: false }),
    ]);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(laptop);
    expect(text).not.toContain(desktop);
    // Last seen follows use: the laptop's call moves it to the top.
    api.clock.advanceMinutes(1);
    expect((await list(laptop, id)).body.data[0]).toMatchObject({ Address: '203.0.113.9', Current: true });
  });

  it("refuses another user's uid and anything but a session", async () => {
    const mine = await freshAccount();
    const theirs = await freshAccount();
    const token = await openSession(mine.email);
    expect((await list(token, theirs.id)).status).toBe(403);
    expect((await list('', mine.id)).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it("signs out everywhere: every session of the user ends, this one included, and no one else's", async () => {
    const { email, id } = await freshAccount();
    const other = await freshAccount();
    const a = await openSession(email);
    const b = await openSession(email, '198.51.100.3');
    const c = await openSession(email, '198.51.100.4');
    const someoneElse = await openSession(other.email);
    const answer = await call(api, 'POST', `/users/${id}/sessions/signOutAll`, { token: b, rawBody: '' });
    expect(answer).toEqual({ status: 200, body: { data: { ended: 3 } } });
    for (const token of [a, b, c]) expect((await self(token)).status).toBe(401);
    expect((await self(someoneElse)).status).toBe(200);
  });

  it('signs out everywhere else when asked to keep this session', async () => {
    const { email, id } = await freshAccount();
    const a = await openSession(email);
    const b = await openSession(email, '198.51.100.3');
    const answer = await call(api, 'POST', `/users/${id}/sessions/signOutAll`, { token: b, body: { KeepCurrent: true } });
    expect(answer).toEqual({ status: 200, body: { data: { ended: 1 } } });
    expect((await self(a)).status).toBe(401);
    expect((await self(b)).status).toBe(200);
    const invalid = await call(api, 'POST', `/users/${id}/sessions/signOutAll`, { token: b, body: { KeepCurrent: 'yes' } });
    expect(invalid).toMatchObject({ status: 400, body: { fields: [{ field: 'KeepCurrent', key: 'fill_required' }] } });
    expect((await self(b)).status).toBe(200);
  });

  it("signs out one session by its id; another user's session id is not found", async () => {
    const { email, id } = await freshAccount();
    const other = await freshAccount();
    const a = await openSession(email);
    const b = await openSession(email, '198.51.100.5');
    const theirs = await openSession(other.email);
    const listed = (await list(b, id)).body.data as { SessionID: string; Current: boolean }[];
    expect(listed.map((session) => session.Current).sort()).toEqual([false, true]);
    const first = listed.find((session) => !session.Current)!;
    const ended = await call(api, 'POST', `/users/${id}/sessions/${first.SessionID}/signOut`, { token: b });
    expect(ended).toEqual({ status: 200, body: { data: { ended: true, current: false } } });
    expect((await self(a)).status).toBe(401);
    expect((await self(b)).status).toBe(200);
    const theirId = (await list(theirs, other.id)).body.data[0].SessionID;
    for (const sessionId of [theirId, first.SessionID, 'not-a-uuid']) {
      expect((await call(api, 'POST', `/users/${id}/sessions/${sessionId}/signOut`, { token: b })).status).toBe(404);
    }
    expect((await self(theirs)).status).toBe(200);
  });

  it('ends every session on a new password from an e-mailed link (ASVS 7.4.3)', async () => {
    const { email, id } = await freshAccount();
    const a = await openSession(email);
    const b = await openSession(email, '198.51.100.6');
    await call(api, 'POST', '/forgetPass', { body: { Email: email } });
    const link = await api.passwordLinkToken(email);
    expect(
      (await call(api, 'POST', `/users/${id}/changePass`, { token: link, body: { newPassword: 'Newer!2026', TermsOfUseSigned: true } }))
        .status,
    ).toBe(200);
    for (const token of [a, b]) expect((await self(token)).status).toBe(401);
  });

  it('ends the sessions of a locked account (ASVS 7.4.2)', async () => {
    const { email, id } = await freshAccount();
    const a = await openSession(email);
    await api.db.query('update users set enabled = 0 where id = $1', [id]);
    expect((await self(a)).status).toBe(401);
    await api.db.query('update users set enabled = 1 where id = $1', [id]);
    expect((await self(a)).status).toBe(401);
  });

  it('ends every session, sign-in in progress and link on an e-mail change, but the one kept', async () => {
    const { email, id } = await freshAccount();
    const kept = await openSession(email);
    const other = await openSession(email, '198.51.100.8');
    await call(api, 'POST', '/forgetPass', { body: { Email: email } });
    const link = await api.passwordLinkToken(email);
    const keptId = (await list(kept, id)).body.data.find((s: { Current: boolean }) => s.Current).SessionID;
    const ended = await api.db.transaction((tx) => endSessionsForEmailChange(tx, id, keptId));
    expect(ended).toBe(1);
    expect((await self(kept)).status).toBe(200);
    expect((await self(other)).status).toBe(401);
    expect((await call(api, 'GET', `/password-links/${encodeURIComponent(link)}`)).status).toBe(404);
    expect(await api.db.transaction((tx) => endSessionsForEmailChange(tx, id))).toBe(1);
    expect((await self(kept)).status).toBe(401);
  });
});

describe('session lifetimes', () => {
  it('ends a session after the idle time and at the maximum lifetime the operator set', async () => {
    const custom = await startTestRestApi({ sessions: { idleMinutes: 30, maxHours: 2 } });
    try {
      await createAccount(custom.db, {
        email: 'timed@clinic.example',
        password: PASSWORD,
        firstName: 'Tim',
        lastName: 'Ed',
        roles: [REST_ROLES.admin],
      });
      const signIn = async () =>
        (await call(custom, 'POST', '/signin', { body: { Email: 'timed@clinic.example', Password: PASSWORD } })).body.data as {
          token: string;
          UserStorageID: string;
        };
      const idle = await signIn();
      custom.clock.advanceMinutes(31);
      const expired = await call(custom, 'GET', '/users/self', { token: idle.token });
      expect(expired).toMatchObject({ status: 401, body: { message: ERROR_MESSAGES.sessionExpired } });

      // Busy every 20 minutes, the session still ends 2 hours after its sign-in.
      const busy = await signIn();
      for (let minutes = 20; minutes < 120; minutes += 20) {
        custom.clock.advanceMinutes(20);
        expect((await call(custom, 'GET', `/users/${busy.UserStorageID}/sessions`, { token: busy.token })).status, `${minutes} min`).toBe(
          200,
        );
      }
      custom.clock.advanceMinutes(20);
      expect((await call(custom, 'GET', `/users/${busy.UserStorageID}/sessions`, { token: busy.token })).status).toBe(401);
    } finally {
      await custom.close();
    }
  });

  it('ends any session 12 hours after its sign-in by default, however active', async () => {
    const { email, id } = await freshAccount();
    const token = await openSession(email);
    for (let hour = 0; hour < 11; hour += 1) {
      api.clock.advanceMinutes(30);
      expect((await list(token, id)).status).toBe(200);
      api.clock.advanceMinutes(30);
      expect((await list(token, id)).status).toBe(200);
    }
    api.clock.advanceMinutes(30);
    expect((await list(token, id)).status).toBe(200); // 11.5 hours
    api.clock.advanceMinutes(31);
    expect((await list(token, id)).status).toBe(401); // 12 hours and a minute
  });
});
