import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { TWO_FA_CODE_TTL_MINUTES, TWO_FA_MAX_ATTEMPTS } from '@portal/domain/constants';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createAccount } from '../seed/records';

const SUPER = 'superadmin@demo.example';
let api: TestRestApi;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
});
afterAll(() => api?.close());
// Each test starts in a new hour: the super admin gets 5 code e-mails an hour (SIGN_IN_LIMITS).
beforeEach(() => {
  api.clock.advanceMinutes(61);
});

/** A code that is not the right one. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function startTwoFa() {
  const data = await signIn(api, SUPER, DEMO_PASSWORD);
  return { token: data.token as string, code: await api.twoFaCode(SUPER), data };
}

describe('POST /signin/2fa', () => {
  it('asks a 2FA user for a code, e-mailed through the outbox, and opens a session with it', async () => {
    const { token, code, data } = await startTwoFa();
    expect(data).toMatchObject({ status: '2fa', profile: null, role: ['VistaSuperAdmin'] });
    const [mail] = await api.outbox(SUPER);
    expect(mail).toMatchObject({ channel: 'EMAIL', recipient: SUPER, subject: 'Your Vista Portal sign-in code' });
    expect(code).toMatch(/^\d{6}$/);

    // The interim token is good only for the second factor.
    const self = await call(api, 'GET', '/users/self', { token });
    expect(self.body.data).toMatchObject({ scope: 'twofa', profile: null });
    expect((await call(api, 'POST', `/users/${data.UserStorageID}/changeLanguage`, { token, body: { language: 'it' } })).status).toBe(401);

    const answer = await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: ` ${code.slice(0, 3)} ${code.slice(3)} ` } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'pass', updatePassword: false, role: ['VistaSuperAdmin'] });
    expect(answer.body.data.profile).toMatchObject({ FirstName: 'Helen', NumOfAdmins: 2, NumOfSites: 1 });
    const session = await call(api, 'GET', '/users/self', { token: answer.body.data.token });
    expect(session.body.data.scope).toBe('session');
  });

  it('refuses a wrong code with codeWrong and still accepts the right one', async () => {
    const { token, code } = await startTwoFa();
    const wrong = await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: otherThan(code) } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.codeWrong });
    expect((await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: code } })).status).toBe(200);
  });

  it(`ends the pending sign-in after ${TWO_FA_MAX_ATTEMPTS} wrong codes`, async () => {
    const { token, code } = await startTwoFa();
    for (let i = 0; i < TWO_FA_MAX_ATTEMPTS; i += 1) {
      const wrong = await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: otherThan(code) } });
      expect(wrong.body.message).toBe(ERROR_MESSAGES.codeWrong);
    }
    const right = await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: code } });
    expect(right.status).toBe(401);
    expect(right.body.message).toBe(ERROR_MESSAGES.codeExpired);
  });

  it(`refuses a code older than ${TWO_FA_CODE_TTL_MINUTES} minutes`, async () => {
    const { token, code } = await startTwoFa();
    api.clock.advanceMinutes(TWO_FA_CODE_TTL_MINUTES + 1);
    const late = await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: code } });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(ERROR_MESSAGES.codeExpired);
  });

  it('accepts a code just before it expires', async () => {
    const { token, code } = await startTwoFa();
    api.clock.advanceMinutes(TWO_FA_CODE_TTL_MINUTES - 1);
    expect((await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: code } })).status).toBe(200);
  });

  it('refuses a code used once already', async () => {
    const { token, code } = await startTwoFa();
    expect((await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: code } })).status).toBe(200);
    const again = await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: code } });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(ERROR_MESSAGES.codeExpired);
  });

  it('keeps only the newest pending sign-in alive', async () => {
    const first = await startTwoFa();
    const second = await startTwoFa();
    expect((await call(api, 'POST', '/signin/2fa', { token: first.token, body: { TwoFaCode: first.code } })).status).toBe(401);
    expect((await call(api, 'POST', '/signin/2fa', { token: second.token, body: { TwoFaCode: second.code } })).status).toBe(200);
  });

  it('refuses a session token, no token, and validates the code', async () => {
    const admin = await signIn(api, 'admin@demo.example', DEMO_PASSWORD);
    expect((await call(api, 'POST', '/signin/2fa', { token: admin.token, body: { TwoFaCode: '123456' } })).status).toBe(401);
    expect((await call(api, 'POST', '/signin/2fa', { body: { TwoFaCode: '123456' } })).status).toBe(401);
    const { token } = await startTwoFa();
    const bad = await call(api, 'POST', '/signin/2fa', { token, body: { TwoFaCode: '12a' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ field: 'TwoFaCode', key: 'code_inv' }]);
    const empty = await call(api, 'POST', '/signin/2fa', { token, body: {} });
    expect(empty.body.fields).toEqual([{ field: 'TwoFaCode', key: 'code_req' }]);
  });

  it('goes on to password creation when the 2FA user must create one', async () => {
    const email = 'twofa-new@clinic.example';
    await createAccount(api.db, {
      email,
      password: 'First!2026',
      firstName: 'Tom',
      lastName: 'Reyes',
      roles: ['VistaAdmin'],
      twoFa: true,
      updatePassword: true,
    });
    const first = await signIn(api, email, 'First!2026');
    expect(first).toMatchObject({ status: '2fa', updatePassword: true });
    const answer = await call(api, 'POST', '/signin/2fa', { token: first.token, body: { TwoFaCode: await api.twoFaCode(email) } });
    expect(answer.body.data).toMatchObject({ status: 'pass', updatePassword: true });
    expect((await call(api, 'GET', '/users/self', { token: answer.body.data.token })).body.data.scope).toBe('password');
  });

  it('refuses the second factor of an account locked meanwhile', async () => {
    const email = 'lock-later@clinic.example';
    await createAccount(api.db, { email, password: 'First!2026', firstName: 'Ann', lastName: 'Lo', roles: ['VistaAdmin'], twoFa: true });
    const first = await signIn(api, email, 'First!2026');
    const code = await api.twoFaCode(email);
    await api.db.query('update users set enabled = 0 where lower(email) = $1', [email]);
    const answer = await call(api, 'POST', '/signin/2fa', { token: first.token, body: { TwoFaCode: code } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ERROR_MESSAGES.accountLocked);
  });
});
