import { randomBytes } from 'node:crypto';
import { createSecondFactorCrypto } from './secondFactorKey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_REGISTERED_DEVICES_MESSAGE, NO_SUCH_USER_MESSAGE } from '@portal/domain/auth';
import { PASSWORD_LINK_TTL_MINUTES } from '@portal/domain/constants';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_PASSWORD, DEMO_SITE_ID } from '../seed/accounts';
import { createAccount, insertSite } from '../seed/records';
import { PASSWORD_CHANGED_MESSAGE } from './passwordRoutes';
import { queuePasswordLink } from './passwordLinks';
import { DEFAULT_SESSION_SETTINGS } from './tokens';
import type { AppContext } from '../context';

let api: TestRestApi;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
});
afterAll(() => api?.close());

const changePass = (token: string | null, uid: string, body: unknown) => call(api, 'POST', `/users/${uid}/changePass`, { token, body });
const forgetPass = (email: string) => call(api, 'POST', '/forgetPass', { body: { Email: email } });

let counter = 0;
/** A doctor of the demo clinic (which has a device) who must create a password. */
async function newDoctor(overrides: { siteId?: string | null; termsOfUseSigned?: boolean } = {}) {
  counter += 1;
  const email = `doctor${counter}@clinic.example`;
  const id = await createAccount(api.db, {
    email,
    password: 'Start!2026',
    firstName: 'Nora',
    lastName: `Test${counter}`,
    roles: ['Doctor'],
    updatePassword: true,
    termsOfUseSigned: overrides.termsOfUseSigned ?? false,
    doctor: { siteId: overrides.siteId === undefined ? DEMO_SITE_ID : overrides.siteId },
  });
  return { id, email };
}

describe('POST /users/{uid}/changePass after a sign-in that requires it', () => {
  it('takes the new password and the signed terms, opens a session and retires the old password', async () => {
    const login = await signIn(api, 'newdoctor@demo.example', DEMO_PASSWORD);
    const answer = await changePass(login.token, login.UserStorageID, { newPassword: 'Fresh!Pass9', TermsOfUseSigned: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ newPassword: true, status: 'pass', updatePassword: false, role: ['Doctor'] });
    expect(answer.body.data.profile).toMatchObject({ TermsOfUseSigned: true, FirstName: 'Sofia' });
    expect((await call(api, 'GET', '/users/self', { token: answer.body.data.token })).body.data.scope).toBe('session');
    // The password token served once.
    expect((await changePass(login.token, login.UserStorageID, { newPassword: 'Other!Pass9', TermsOfUseSigned: true })).status).toBe(401);
    expect((await call(api, 'POST', '/signin', { body: { Email: 'newdoctor@demo.example', Password: DEMO_PASSWORD } })).status).toBe(401);
    const again = await signIn(api, 'newdoctor@demo.example', 'Fresh!Pass9');
    expect(again).toMatchObject({ status: 'pass', updatePassword: false });
  });

  it('refuses a doctor who has not signed the terms and does not sign them now', async () => {
    const { email, id } = await newDoctor();
    const login = await signIn(api, email, 'Start!2026');
    for (const body of [{ newPassword: 'Fresh!Pass9', TermsOfUseSigned: false }, { newPassword: 'Fresh!Pass9' }]) {
      const answer = await changePass(login.token, id, body);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'FORBIDDEN', message: ERROR_TITLES.termsNotSigned });
    }
    // Nothing changed: the old password still works.
    expect((await signIn(api, email, 'Start!2026')).updatePassword).toBe(true);
  });

  it('does not ask a doctor who signed already to sign again, nor an admin', async () => {
    const signed = await newDoctor({ termsOfUseSigned: true });
    const login = await signIn(api, signed.email, 'Start!2026');
    expect((await changePass(login.token, signed.id, { newPassword: 'Fresh!Pass9', TermsOfUseSigned: false })).status).toBe(200);

    const adminId = await createAccount(api.db, {
      email: 'new-admin@clinic.example',
      password: 'Start!2026',
      firstName: 'Ada',
      lastName: 'Reid',
      roles: ['VistaAdmin'],
      updatePassword: true,
    });
    const admin = await signIn(api, 'new-admin@clinic.example', 'Start!2026');
    expect((await changePass(admin.token, adminId, { newPassword: 'Fresh!Pass9' })).status).toBe(200);
  });

  it('accepts the shortest acceptable password and asks for a missing one with pwd_req', async () => {
    const short = await newDoctor();
    const login = await signIn(api, short.email, 'Start!2026');
    expect((await changePass(login.token, short.id, { newPassword: 'Short!A1', TermsOfUseSigned: true })).status).toBe(200);
    const missing = await newDoctor();
    const other = await signIn(api, missing.email, 'Start!2026');
    const empty = await changePass(other.token, missing.id, { TermsOfUseSigned: true });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual([{ field: 'newPassword', key: 'pwd_req' }]);
  });

  it('rejects each broken policy rule with pwd_validation and keeps the old password', async () => {
    const { email, id } = await newDoctor();
    const login = await signIn(api, email, 'Start!2026');
    for (const newPassword of [
      'Short!1',
      'nouppercase1!',
      'NOLOWERCASE1!',
      'NoDigits!!',
      'NoSpecial12',
      'Has$Dollar12',
      'Way!TooLongPassword123',
    ]) {
      const answer = await changePass(login.token, id, { newPassword, TermsOfUseSigned: true });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual([{ field: 'newPassword', key: 'pwd_validation' }]);
    }
    expect((await signIn(api, email, 'Start!2026')).updatePassword).toBe(true);
  });

  it('answers the no-devices message and no session for a doctor whose site has no device', async () => {
    const siteId = await insertSite(api.db, { name: 'Empty Clinic' });
    const { email, id } = await newDoctor({ siteId });
    const login = await signIn(api, email, 'Start!2026');
    const answer = await changePass(login.token, id, { newPassword: 'Fresh!Pass9', TermsOfUseSigned: true });
    expect(answer).toEqual({ status: 200, body: { data: { newPassword: true, message: NO_REGISTERED_DEVICES_MESSAGE } } });
    // The password did change.
    expect((await signIn(api, email, 'Fresh!Pass9')).status).toBe('pass');
  });

  it("refuses another user's uid (403), an unknown uid (404 'no such user') and a 2FA token", async () => {
    const { email, id } = await newDoctor();
    const login = await signIn(api, email, 'Start!2026');
    const body = { newPassword: 'Fresh!Pass9', TermsOfUseSigned: true };
    expect((await changePass(login.token, DEMO_ACCOUNT_IDS.doctor, body)).status).toBe(403);
    const unknown = await changePass(login.token, '00000000-0000-4000-8000-000000000000', body);
    expect(unknown).toMatchObject({ status: 404, body: { message: NO_SUCH_USER_MESSAGE } });
    const twoFa = await signIn(api, 'superadmin@demo.example', DEMO_PASSWORD);
    expect((await changePass(twoFa.token, DEMO_ACCOUNT_IDS.superAdmin, body)).status).toBe(401);
    expect((await changePass(null, id, body)).status).toBe(401);
  });

  it('lets a signed-in user change the password with a session, ending their other sessions', async () => {
    const email = 'settings@clinic.example';
    const id = await createAccount(api.db, { email, password: 'Start!2026', firstName: 'Kai', lastName: 'Ito', roles: ['VistaAdmin'] });
    const elsewhere = await signIn(api, email, 'Start!2026');
    const here = await signIn(api, email, 'Start!2026');
    const answer = await changePass(here.token, id, { newPassword: 'Fresh!Pass9' });
    expect(answer.body.data).toMatchObject({ newPassword: true, status: 'pass' });
    expect((await call(api, 'GET', '/users/self', { token: elsewhere.token })).status).toBe(401);
    expect((await call(api, 'GET', '/users/self', { token: answer.body.data.token })).status).toBe(200);
  });
});

describe('POST /forgetPass and the e-mailed link', () => {
  it('gives the same answer for an unknown user and sends nothing', async () => {
    const known = await forgetPass('doctor@demo.example');
    const unknown = await forgetPass('ghost@demo.example');
    expect(known).toEqual({ status: 200, body: { data: { message: ERROR_MESSAGES.newPasswordSent } } });
    expect(unknown).toEqual(known);
    expect(await api.outbox('ghost@demo.example')).toHaveLength(0);
    const [mail] = await api.outbox('doctor@demo.example');
    expect(mail.body).toContain('http://localhost:4000/create-password?token=');
  });

  it('sends nothing to a locked account', async () => {
    await createAccount(api.db, {
      email: 'locked2@clinic.example',
      password: 'Start!2026',
      firstName: 'Lu',
      lastName: 'Ma',
      roles: ['Doctor'],
      enabled: 0,
    });
    expect((await forgetPass('locked2@clinic.example')).status).toBe(200);
    expect(await api.outbox('locked2@clinic.example')).toHaveLength(0);
  });

  it('validates the e-mail', async () => {
    const answer = await call(api, 'POST', '/forgetPass', { body: { Email: 'not an email' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual([{ field: 'Email', key: 'username_inv' }]);
  });

  it('a link describes its user, sets a password once, and opens no session', async () => {
    const email = 'reset@clinic.example';
    const id = await createAccount(api.db, {
      email,
      password: 'Start!2026',
      firstName: 'Rae',
      lastName: 'Lind',
      roles: ['VistaAdmin'],
      twoFa: true,
    });
    await forgetPass(email);
    const token = await api.passwordLinkToken(email);
    const link = await call(api, 'GET', `/password-links/${token}`);
    expect(link).toEqual({
      status: 200,
      body: { data: { UserStorageID: id, role: ['VistaAdmin'], TermsOfUseSigned: false, language: 'en' } },
    });
    expect((await call(api, 'GET', '/users/self', { token })).body.data.scope).toBe('password');

    const answer = await changePass(token, id, { newPassword: 'Fresh!Pass9' });
    expect(answer).toEqual({ status: 200, body: { data: { newPassword: true, message: PASSWORD_CHANGED_MESSAGE } } });
    expect((await call(api, 'GET', `/password-links/${token}`)).status).toBe(404);
    const reuse = await changePass(token, id, { newPassword: 'Other!Pass9' });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe(ERROR_MESSAGES.sessionExpired);
    expect((await signIn(api, email, 'Fresh!Pass9')).status).toBe('2fa');
  });

  it('a doctor who resets must still sign the terms', async () => {
    const { email, id } = await newDoctor();
    await forgetPass(email);
    const token = await api.passwordLinkToken(email);
    expect((await changePass(token, id, { newPassword: 'Fresh!Pass9', TermsOfUseSigned: false })).status).toBe(403);
    expect((await changePass(token, id, { newPassword: 'Fresh!Pass9', TermsOfUseSigned: true })).body.data.message).toBe(
      PASSWORD_CHANGED_MESSAGE,
    );
  });

  it('only the newest link works, and only for 24 hours', async () => {
    const email = 'twice@clinic.example';
    const id = await createAccount(api.db, { email, password: 'Start!2026', firstName: 'Bo', lastName: 'Yu', roles: ['VistaAdmin'] });
    await forgetPass(email);
    const first = await api.passwordLinkToken(email);
    await forgetPass(email);
    const second = await api.passwordLinkToken(email);
    expect(second).not.toBe(first);
    expect((await call(api, 'GET', `/password-links/${first}`)).status).toBe(404);
    api.clock.advanceMinutes(PASSWORD_LINK_TTL_MINUTES + 1);
    const expired = await call(api, 'GET', `/password-links/${second}`);
    expect(expired).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: ERROR_MESSAGES.linkExpired } });
    expect((await changePass(second, id, { newPassword: 'Fresh!Pass9' })).status).toBe(401);
  });

  it('GET /password-links answers any live password token and refuses unknown ones', async () => {
    const { email } = await newDoctor();
    const login = await signIn(api, email, 'Start!2026');
    expect((await call(api, 'GET', `/password-links/${login.token}`)).status).toBe(200);
    expect((await call(api, 'GET', '/password-links/unknown-token')).status).toBe(404);
  });
});

describe('invitation links (sent when a later issue creates an ECP or admin)', () => {
  it('lets the invited user create a password once, ending the pending state', async () => {
    const email = 'invited-ecp@clinic.example';
    const id = await createAccount(api.db, {
      email,
      password: null,
      firstName: 'Ines',
      lastName: 'Vale',
      roles: ['Doctor'],
      pending: 1,
      termsOfUseSigned: false,
      doctor: { siteId: DEMO_SITE_ID },
    });
    const ctx: AppContext = {
      db: api.db,
      clock: api.clock,
      messenger: api.app.messenger,
      publicUrl: 'http://localhost:4000',
      demoMode: true,
      log: api.app.log,
      sessions: DEFAULT_SESSION_SETTINGS,
      secondFactor: createSecondFactorCrypto(randomBytes(32)),
    };
    const queued = await queuePasswordLink(ctx, api.db, {
      user: { id, email, firstName: 'Ines', language: 'it' },
      purpose: 'invitation',
      siteName: 'Demo Eye Clinic',
    });
    api.app.messenger.dispatch(queued);
    const [mail] = await api.outbox(email);
    expect(mail.subject).toBe('Il tuo account del Portale Vista');
    expect(mail.body).toContain('Demo Eye Clinic');
    const token = await api.passwordLinkToken(email);
    const answer = await changePass(token, id, { newPassword: 'Fresh!Pass9', TermsOfUseSigned: true });
    expect(answer.body.data).toEqual({ newPassword: true, message: PASSWORD_CHANGED_MESSAGE });
    const row = await api.db.query<{ pending: number; terms: boolean }>(
      'select pending, terms_of_use_signed as terms from users where id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ pending: 0, terms: true });
    expect((await signIn(api, email, 'Fresh!Pass9')).status).toBe('pass');
  });
});
