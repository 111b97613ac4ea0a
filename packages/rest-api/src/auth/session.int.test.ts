import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MINUTES } from '@portal/domain/constants';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { NO_SUCH_USER_MESSAGE } from '@portal/domain/auth';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_PASSWORD } from '../seed/accounts';

let api: TestRestApi;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true, demoMode: true });
});
afterAll(() => api?.close());

const signInDoctor = () => signIn(api, 'doctor@demo.example', DEMO_PASSWORD);
const self = (token: string) => call(api, 'GET', '/users/self', { token });
const changeLanguage = (token: string, uid: string, body: unknown) => call(api, 'POST', `/users/${uid}/changeLanguage`, { token, body });

describe('sessions', () => {
  it('GET /users/self describes the signed-in user', async () => {
    const { token } = await signInDoctor();
    const answer = await self(token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      scope: 'session',
      UserStorageID: DEMO_ACCOUNT_IDS.doctor,
      role: ['Doctor'],
      language: 'en',
      TermsOfUseSigned: true,
      profile: { FirstName: 'Daniel', LastName: 'Okafor', Email: 'doctor@demo.example' },
    });
    // The sign-in before this session: none yet for this fresh account.
    expect(answer.body.data.LastLoginAt).toBeNull();
  });

  it(`ends a session after ${IDLE_TIMEOUT_MINUTES} idle minutes`, async () => {
    const { token } = await signInDoctor();
    api.clock.advanceMinutes(IDLE_TIMEOUT_MINUTES + 1);
    const answer = await self(token);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.sessionExpired });
  });

  it('extends a session on every authenticated call, but not on GET /users/self', async () => {
    const { token, UserStorageID } = await signInDoctor();
    api.clock.advanceMinutes(IDLE_TIMEOUT_MINUTES - 5);
    expect((await changeLanguage(token, UserStorageID, { language: 'en' })).status).toBe(200); // extends
    api.clock.advanceMinutes(IDLE_TIMEOUT_MINUTES - 5);
    expect((await self(token)).status).toBe(200); // still alive: 35 min since last use; does not extend
    api.clock.advanceMinutes(10);
    expect((await self(token)).status).toBe(401); // 45 min since the last extending call
  });

  it('restarts the idle clock at most once a minute: a burst of calls costs one write', async () => {
    const { token, UserStorageID } = await signInDoctor();
    const lastUsed = async () =>
      (
        await api.db.query<{ at: Date }>("select max(last_used_at) as at from auth_tokens where user_id = $1 and scope = 'session'", [
          UserStorageID,
        ])
      ).rows[0].at;
    const opened = await lastUsed();
    api.clock.advanceMinutes(0.5);
    expect((await changeLanguage(token, UserStorageID, { language: 'en' })).status).toBe(200);
    expect(await lastUsed()).toEqual(opened); // within the minute: not written
    api.clock.advanceMinutes(0.6);
    expect((await changeLanguage(token, UserStorageID, { language: 'en' })).status).toBe(200);
    expect(await lastUsed()).toEqual(api.clock.now());
    await call(api, 'POST', '/signout', { token });
  });

  it('ends the session on sign-out, and sign-out again is harmless', async () => {
    const { token } = await signInDoctor();
    const out = await call(api, 'POST', '/signout', { token });
    expect(out).toEqual({ status: 200, body: { data: { signedOut: true } } });
    expect((await self(token)).status).toBe(401);
    expect((await call(api, 'POST', '/signout', { token })).status).toBe(200);
    expect((await call(api, 'POST', '/signout')).status).toBe(401);
    const rows = await api.db.query('select 1 from auth_tokens where user_id = $1 and scope = $2 and used_at is null and expires_at > $3', [
      DEMO_ACCOUNT_IDS.doctor,
      'session',
      api.clock.now(),
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it('accepts an empty JSON body on sign-out', async () => {
    const { token } = await signInDoctor();
    expect((await call(api, 'POST', '/signout', { token, rawBody: '' })).status).toBe(200);
  });

  it('refuses missing, malformed and unknown tokens', async () => {
    expect((await call(api, 'GET', '/users/self')).status).toBe(401);
    expect((await call(api, 'GET', '/users/self', { token: 'not-a-token' })).status).toBe(401);
    const raw = await fetch(`${api.baseUrl}/users/self`, { headers: { authorization: 'Basic abc' } });
    expect(raw.status).toBe(401);
  });

  it('ends the sessions of a user who gets locked, whatever locks the account', async () => {
    const { token } = await signIn(api, 'admin@demo.example', DEMO_PASSWORD);
    // A bare UPDATE, as no route does: migration 011's trigger ends the sessions all the same.
    await api.db.query('update users set enabled = 0 where id = $1', [DEMO_ACCOUNT_IDS.admin]);
    try {
      const answer = await self(token);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(ERROR_MESSAGES.sessionExpired);
      const rows = await api.db.query(`select 1 from auth_tokens where user_id = $1 and scope = 'session'`, [DEMO_ACCOUNT_IDS.admin]);
      expect(rows.rowCount).toBe(0);
    } finally {
      await api.db.query('update users set enabled = 1 where id = $1', [DEMO_ACCOUNT_IDS.admin]);
    }
    // Unlocked, the account signs in again; the old session stays ended.
    expect((await signIn(api, 'admin@demo.example', DEMO_PASSWORD)).status).toBe('pass');
    expect((await self(token)).status).toBe(401);
  });
});

describe('POST /users/{uid}/changeLanguage', () => {
  it('stores the language, which the next sign-in answers', async () => {
    const { token, UserStorageID } = await signIn(api, 'siteadmin@demo.example', DEMO_PASSWORD);
    const answer = await changeLanguage(token, UserStorageID, { language: 'it' });
    expect(answer).toEqual({ status: 200, body: { data: { language: 'it' } } });
    expect((await self(token)).body.data.language).toBe('it');
    expect((await signIn(api, 'siteadmin@demo.example', DEMO_PASSWORD)).language).toBe('it');
  });

  it('refuses an unsupported language with its key', async () => {
    const { token, UserStorageID } = await signInDoctor();
    const answer = await changeLanguage(token, UserStorageID, { language: 'xx' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'language', key: 'language_inv' }] });
    expect(answer.body.messages).toEqual(['Language is not supported']);
  });

  it("refuses another user's uid with 403 and an unknown uid with 404 'no such user'", async () => {
    const { token } = await signInDoctor();
    const other = await changeLanguage(token, DEMO_ACCOUNT_IDS.admin, { language: 'it' });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('FORBIDDEN');
    for (const uid of ['9b2f3c1e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await changeLanguage(token, uid, { language: 'it' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: NO_SUCH_USER_MESSAGE });
    }
    const admin = await call(api, 'GET', '/users/self', { token });
    expect(admin.body.data.language).toBe('en');
  });

  it('requires a session', async () => {
    expect((await changeLanguage('', DEMO_ACCOUNT_IDS.doctor, { language: 'it' })).status).toBe(401);
  });
});

describe('GET /dev/outbox', () => {
  it('lists messages newest first, filtered by recipient, with a total', async () => {
    await call(api, 'POST', '/forgetPass', { body: { Email: 'doctor@demo.example' } });
    await call(api, 'POST', '/forgetPass', { body: { Email: 'admin@demo.example' } });
    await api.app.messenger.idle(); // links are sent after the answer
    const all = await call(api, 'GET', '/dev/outbox?limit=1');
    expect(all.body.data).toHaveLength(1);
    expect(all.body.data[0].recipient).toBe('admin@demo.example');
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    const mine = await call(api, 'GET', '/dev/outbox?recipient=DOCTOR@demo.example');
    expect(mine.body.data.every((m: { recipient: string }) => m.recipient === 'doctor@demo.example')).toBe(true);
    expect(mine.body.data[0]).toEqual({
      id: expect.any(Number),
      channel: 'EMAIL',
      recipient: 'doctor@demo.example',
      subject: 'Create a new Vista Portal password',
      body: expect.stringContaining('/create-password?token='),
      createdAt: expect.any(String),
    });
    expect((await call(api, 'GET', '/dev/outbox?limit=0')).status).toBe(400);
  });

  it('answers only callers on this machine, even in demo mode', async () => {
    await call(api, 'POST', '/forgetPass', { body: { Email: 'doctor@demo.example' } });
    await api.app.messenger.idle();
    const url = '/api/v1/webapp/dev/outbox?recipient=doctor@demo.example';
    const remote = await api.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(remote.body).not.toContain('create-password');
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await api.app.inject({ method: 'GET', url, remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
      expect(local.json().data[0].body, remoteAddress).toContain('/create-password?token=');
    }
  });

  it('does not exist outside demo mode', async () => {
    const production = await startTestRestApi({ demoMode: false });
    try {
      expect((await call(production, 'GET', '/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
