import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '@portal/domain/auth';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { REST_ROLES } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_PASSWORD, DEMO_SITE_ID, DEMO_SITE_NAME } from '../seed/accounts';
import { createAccount } from '../seed/records';

let api: TestRestApi;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
});
afterAll(() => api?.close());

describe('POST /signin', () => {
  it('opens a session for an admin without 2FA, with the platform counts', async () => {
    const data = await signIn(api, 'admin@demo.example', DEMO_PASSWORD);
    expect(loginResponseSchema.parse(data)).toBeTruthy();
    expect(data).toMatchObject({
      status: 'pass',
      updatePassword: false,
      language: 'en',
      role: [REST_ROLES.admin],
      UserStorageID: DEMO_ACCOUNT_IDS.admin,
    });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const counts = await api.db.query(
      `select (select count(*) from sites)::int as "NumOfSites", (select count(*) from doctors)::int as "NumOfECP",
              (select count(*) from devices)::int as "NumOfDevices", (select count(*) from versions)::int as "NumOfVersions",
              (select count(*) from pending_registrations)::int as "NumOfPendingUsers"`,
    );
    expect(data.profile).toMatchObject({ FirstName: 'James', LastName: 'Whitfield', ...counts.rows[0] });
    expect(counts.rows[0]).toMatchObject({ NumOfSites: 1, NumOfECP: 3, NumOfDevices: 1 });
    expect(data.profile.NumOfAdmins).toBeNull(); // only super admins see the admins count
    expect(data.profile.NumOfPatients).toBeNull();
  });

  it('answers the previous sign-in as LastLoginAt', async () => {
    api.clock.advanceMinutes(1);
    const first = await signIn(api, 'doctor@demo.example', DEMO_PASSWORD);
    api.clock.advanceMinutes(5);
    const second = await signIn(api, 'doctor@demo.example', DEMO_PASSWORD);
    expect(second.LastLoginAt).not.toBeNull();
    expect(new Date(second.LastLoginAt).getTime()).toBeGreaterThan(new Date(first.LastLoginAt ?? 0).getTime());
    expect(second.token).not.toBe(first.token);

    // Who-am-I during the second session shows the same "last login": the first sign-in.
    const self = await fetch(`${api.baseUrl}/users/self`, { headers: { authorization: `Bearer ${second.token}` } });
    const body = (await self.json()) as { data: { LastLoginAt: string } };
    expect(body.data.LastLoginAt).toBe(second.LastLoginAt);
    expect(new Date(body.data.LastLoginAt).getTime()).toBeLessThan(api.clock.now().getTime());
  });

  it('gives a doctor their patient counts and site, and a site admin the site counts', async () => {
    const doctor = await signIn(api, 'doctor@demo.example', DEMO_PASSWORD);
    expect(doctor.profile).toMatchObject({
      NumOfPatients: 0,
      NumOfArchivePatients: 0,
      NumOfECP: null,
      Doctor: { isSiteAdmin: false },
      Site: { SiteStorageID: DEMO_SITE_ID, SiteName: DEMO_SITE_NAME, BackUpData: true },
      TermsOfUseSigned: true,
    });
    const siteAdmin = await signIn(api, 'SiteAdmin@Demo.Example', DEMO_PASSWORD); // user names ignore case
    expect(siteAdmin.profile).toMatchObject({ NumOfECP: 3, NumOfDevices: 1, Doctor: { isSiteAdmin: true }, NumOfSites: null });
  });

  it('sends a user who must create a password a password token, not a session', async () => {
    const data = await signIn(api, 'newdoctor@demo.example', DEMO_PASSWORD);
    expect(data).toMatchObject({ status: 'pass', updatePassword: true });
    expect(data.profile).toMatchObject({ TermsOfUseSigned: false });
    const self = await call(api, 'GET', '/users/self', { token: data.token });
    expect(self.body.data.scope).toBe('password');
    const language = await call(api, 'POST', `/users/${data.UserStorageID}/changeLanguage`, {
      token: data.token,
      body: { language: 'it' },
    });
    expect(language.status).toBe(401);
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await call(api, 'POST', '/signin', { body: { Email: 'admin@demo.example', Password: 'Portal!2025' } });
    const unknown = await call(api, 'POST', '/signin', { body: { Email: 'nobody@demo.example', Password: 'Portal!2026' } });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.authFailed, messages: [ERROR_MESSAGES.authFailed] });
    }
  });

  it('pauses sign-in for a username after 5 wrong passwords in 15 minutes, even with the right one', async () => {
    await createAccount(api.db, {
      email: 'guessed@clinic.example',
      password: 'Right!2026',
      firstName: 'Gus',
      lastName: 'Ward',
      roles: ['Doctor'],
    });
    const attempt = (password: string, email = 'guessed@clinic.example') =>
      call(api, 'POST', '/signin', { body: { Email: email, Password: password } });
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong!2026')).body.message).toBe(ERROR_MESSAGES.authFailed);
    // A success before the limit clears the count.
    expect((await attempt('Right!2026')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt('Wrong!2026')).body.message).toBe(ERROR_MESSAGES.authFailed);
    const paused = await attempt('Right!2026', ' GUESSED@clinic.example ');
    expect(paused.status).toBe(401);
    expect(paused.body.message).toBe(ERROR_MESSAGES.tooManyAttempts);
    // Unknown usernames are paused the same way, so the pause reveals no account.
    for (let i = 0; i < 5; i += 1) await attempt('Wrong!2026', 'ghost@clinic.example');
    expect((await attempt('Wrong!2026', 'ghost@clinic.example')).body.message).toBe(ERROR_MESSAGES.tooManyAttempts);
    // The pause ends.
    api.clock.advanceMinutes(16);
    expect((await attempt('Right!2026')).status).toBe(200);
  });

  it('refuses an invited account that has no password yet', async () => {
    await createAccount(api.db, {
      email: 'invited@clinic.example',
      password: null,
      firstName: 'Ivy',
      lastName: 'Noor',
      roles: ['Doctor'],
      pending: 1,
    });
    const answer = await call(api, 'POST', '/signin', { body: { Email: 'invited@clinic.example', Password: 'Anything1!' } });
    expect(answer.status).toBe(401);
  });

  it('refuses a locked account (Enabled 0) with 403, only to someone who knows the password', async () => {
    await createAccount(api.db, {
      email: 'locked@clinic.example',
      password: 'Locked!2026',
      firstName: 'Lee',
      lastName: 'Stone',
      roles: [REST_ROLES.admin],
      enabled: 0,
    });
    const locked = await call(api, 'POST', '/signin', { body: { Email: 'locked@clinic.example', Password: 'Locked!2026' } });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: 'FORBIDDEN', message: ERROR_MESSAGES.accountLocked });
    const guess = await call(api, 'POST', '/signin', { body: { Email: 'locked@clinic.example', Password: 'Guess!2026' } });
    expect(guess.status).toBe(401);
  });

  it('validates the body with the §5 keys and stores nothing', async () => {
    const before = await api.db.query<{ n: number }>('select count(*)::int as n from auth_tokens');
    const answer = await call(api, 'POST', '/signin', { body: { Email: 'abc', Password: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_USER_INPUT');
    expect(answer.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'Email', key: 'username_empty_inv' },
        { field: 'Password', key: 'pwd_req' },
      ]),
    );
    expect(answer.body.messages).toContain('Password is required');
    const missing = await call(api, 'POST', '/signin', { body: {} });
    expect(missing.body.fields).toEqual(expect.arrayContaining([{ field: 'Email', key: 'username_req' }]));
    const notJson = await call(api, 'POST', '/signin', { rawBody: '{"Email":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('BAD_USER_INPUT');
    const after = await api.db.query<{ n: number }>('select count(*)::int as n from auth_tokens');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('stores only hashes of tokens and argon2id hashes of passwords', async () => {
    const data = await signIn(api, 'admin@demo.example', DEMO_PASSWORD);
    const tokens = await api.db.query<{ token_hash: string }>('select token_hash from auth_tokens');
    expect(tokens.rows.map((r) => r.token_hash)).not.toContain(data.token);
    const users = await api.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [DEMO_ACCOUNT_IDS.admin]);
    expect(users.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('contract conventions', () => {
  it('answers GET /health at the root and under the base path', async () => {
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    expect(await call(api, 'GET', '/health')).toEqual({ status: 200, body: { data: { status: 'ok' } } });
  });

  it('answers unknown paths with a NOT_FOUND body', async () => {
    const answer = await call(api, 'GET', '/no/such/path');
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', messages: [ERROR_MESSAGES.notFound] } });
  });
});
