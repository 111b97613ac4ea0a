import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { REST_ROLES } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS } from '../seed/accounts';
import { createAccount } from '../seed/records';
import { adminBody, adminCall, demoSession, type DemoSession } from './staffTesting';

let api: TestRestApi;
let superAdmin: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  superAdmin = await demoSession(api, 'superAdmin');
});
afterAll(() => api?.close());

const countUsers = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;

/** An admin who can sign in (no second factor), for lock and delete. */
async function signedUpAdmin(email: string) {
  return createAccount(api.db, {
    email,
    password: 'Start!2026',
    firstName: 'Rita',
    lastName: 'Galli',
    roles: [REST_ROLES.admin],
    twoFa: false,
  });
}

describe('POST /admins/signup', () => {
  it('creates a pending admin with 2FA on by default and e-mails a working invitation', async () => {
    const body = adminBody();
    const answer = await adminCall(api, superAdmin, 'POST', '/admins/signup', body);
    expect(answer.status).toBe(200);
    const created = answer.body.data;
    expect(created).toEqual({
      UserStorageID: expect.any(String),
      FirstName: 'Aldo',
      LastName: 'Bruni',
      Email: body.Email,
      PhoneNumber: body.PhoneNumber,
      username: body.Email,
      TwoFA: true,
      Enabled: 1,
      Pending: 1,
      PendingEmail: null,
      role: [REST_ROLES.admin],
      Version: 1,
    });
    const row = await api.db.query('select password_hash, two_fa from users where id = $1', [created.UserStorageID]);
    expect(row.rows[0]).toEqual({ password_hash: null, two_fa: true });
    const token = await api.passwordLinkToken(body.Email);
    const link = await call(api, 'GET', `/password-links/${encodeURIComponent(token)}`);
    expect(link.body.data).toMatchObject({ UserStorageID: created.UserStorageID, role: [REST_ROLES.admin] });

    const noTwoFa = await adminCall(api, superAdmin, 'POST', '/admins/signup', adminBody({ TwoFA: false }));
    expect(noTwoFa.body.data.TwoFA).toBe(false);
  });

  it('refuses an invalid form with the §5 keys, and a used e-mail with Email must be unique', async () => {
    const before = await countUsers();
    const empty = await adminCall(api, superAdmin, 'POST', '/admins/signup', { TwoFA: 'yes' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(['first_name_req', 'last_name_req', 'phone_number_req', 'email_req']),
    );
    const invalid = await adminCall(api, superAdmin, 'POST', '/admins/signup', adminBody({ Email: 'a@b' }));
    expect(invalid.body.fields).toEqual([{ field: 'Email', key: 'email_invalid' }]);
    const taken = await adminCall(api, superAdmin, 'POST', '/admins/signup', adminBody({ Email: 'ADMIN@demo.example' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'CONFLICT', message: ERROR_MESSAGES.emailUnique });
    expect(await countUsers()).toBe(before);
  });
});

describe('POST and DELETE /admins/{id}/profile', () => {
  it('edits an admin, keeping 2FA unless the body sets it', async () => {
    const id = await signedUpAdmin('edit-me@vista.example');
    const answer = await adminCall(
      api,
      superAdmin,
      'POST',
      `/admins/${id}/profile`,
      // The same address in another case is no change of address (that needs the holder: emailChange.int.test.ts).
      adminBody({ FirstName: 'Rina', Email: 'Edit-Me@vista.example' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      UserStorageID: id,
      FirstName: 'Rina',
      Email: 'Edit-Me@vista.example',
      TwoFA: false,
      Pending: 0,
    });
    const twoFa = await adminCall(
      api,
      superAdmin,
      'POST',
      `/admins/${id}/profile`,
      adminBody({ Email: 'edit-me@vista.example', TwoFA: true }),
    );
    expect(twoFa.body.data.TwoFA).toBe(true);
    const taken = await adminCall(api, superAdmin, 'POST', `/admins/${id}/profile`, adminBody({ Email: 'doctor@demo.example' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ERROR_MESSAGES.emailUnique);
    expect((await adminCall(api, superAdmin, 'POST', `/admins/${DEMO_ACCOUNT_IDS.doctor}/profile`, adminBody())).status).toBe(404);
  });

  it('locks an admin (ending their sessions) and unlocks them; a super admin cannot lock themself', async () => {
    const email = 'lock-admin@vista.example';
    const id = await signedUpAdmin(email);
    const session = await signIn(api, email, 'Start!2026');
    const lock = await adminCall(api, superAdmin, 'POST', `/admins/${id}/profile`, { Enabled: 0 });
    expect(lock.body.data).toMatchObject({ UserStorageID: id, Enabled: 0 });
    expect((await call(api, 'GET', '/users/self', { token: session.token })).status).toBe(401);
    expect((await call(api, 'POST', '/signin', { body: { Email: email, Password: 'Start!2026' } })).status).toBe(403);
    const unlock = await adminCall(api, superAdmin, 'POST', `/admins/${id}/profile`, { Enabled: 1 });
    expect(unlock.body.data.Enabled).toBe(1);
    expect((await signIn(api, email, 'Start!2026')).status).toBe('pass');
    expect((await adminCall(api, superAdmin, 'POST', `/admins/${superAdmin.uid}/profile`, { Enabled: 0 })).status).toBe(403);
  });

  it('deletes an admin and their sessions, but never the caller', async () => {
    const email = 'delete-me@vista.example';
    const id = await signedUpAdmin(email);
    const session = await signIn(api, email, 'Start!2026');
    const answer = await adminCall(api, superAdmin, 'DELETE', `/admins/${id}/profile`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ UserStorageID: id, deleted: true });
    expect((await call(api, 'GET', '/users/self', { token: session.token })).status).toBe(401);
    expect((await adminCall(api, superAdmin, 'DELETE', `/admins/${id}/profile`)).status).toBe(404);
    const self = await adminCall(api, superAdmin, 'DELETE', `/admins/${superAdmin.uid}/profile`);
    expect(self.status).toBe(403);
    expect((await api.db.query('select 1 from users where id = $1', [superAdmin.uid])).rowCount).toBe(1);
  });
});

describe('two super admins editing the same admin', () => {
  it('refuses the second save made from the version both read, with 409 and the admin as saved, and writes nothing', async () => {
    const id = await signedUpAdmin('both-edit@vista.example');
    const read = (await adminCall(api, superAdmin, 'GET', `/admins/getAllAdmins?ids=${id}`)).body.data[0].Version;
    const first = await adminCall(api, superAdmin, 'POST', `/admins/${id}/profile`, {
      ...adminBody({ Email: 'both-edit@vista.example', LastName: 'Fontana' }),
      Version: read,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ LastName: 'Fontana', Version: read + 1 });

    const second = await adminCall(api, superAdmin, 'POST', `/admins/${id}/profile`, {
      ...adminBody({ Email: 'both-edit@vista.example', FirstName: 'Marta' }),
      Version: read,
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_VERSION',
      message: ERROR_MESSAGES.changedSinceOpened,
      current: { UserStorageID: id, FirstName: 'Aldo', LastName: 'Fontana', Version: read + 1 },
    });
    expect(second.body.current).not.toHaveProperty('language');
    const row = await api.db.query('select first_name, version from users where id = $1', [id]);
    expect(row.rows[0]).toEqual({ first_name: 'Aldo', version: read + 1 });
    // A lock from the old version is refused alike; from the current one it applies.
    expect((await adminCall(api, superAdmin, 'POST', `/admins/${id}/profile`, { Enabled: 0, Version: read })).status).toBe(409);
    const lock = await adminCall(api, superAdmin, 'POST', `/admins/${id}/profile`, { Enabled: 0, Version: read + 1 });
    expect(lock.body.data).toMatchObject({ Enabled: 0, LastName: 'Fontana', Version: read + 2 });
    // Without a version (a §7 client) the write applies to whatever is saved.
    expect((await adminCall(api, superAdmin, 'POST', `/admins/${id}/profile`, { Enabled: 1 })).body.data.Version).toBe(read + 3);
  });
});

describe('GET /admins/getAllAdmins', () => {
  it('lists admins and super admins, and no doctors', async () => {
    const answer = await adminCall(api, superAdmin, 'GET', '/admins/getAllAdmins');
    expect(answer.status).toBe(200);
    const admins = answer.body.data as { UserStorageID: string; role: string[] }[];
    expect(admins.find((a) => a.UserStorageID === DEMO_ACCOUNT_IDS.superAdmin)).toMatchObject({
      role: [REST_ROLES.superAdmin],
      TwoFA: true,
      username: 'superadmin@demo.example',
      Enabled: 1,
      Pending: 0,
    });
    expect(admins.some((a) => a.UserStorageID === DEMO_ACCOUNT_IDS.admin)).toBe(true);
    expect(admins.some((a) => a.role.includes(REST_ROLES.doctor))).toBe(false);
  });
});

describe('who may call the admin routes', () => {
  it('refuses admins who are not super admins, and doctors', async () => {
    const target = await signedUpAdmin('target@vista.example');
    const routes = [
      ['POST', '/admins/signup', adminBody()],
      ['POST', `/admins/${target}/profile`, { Enabled: 0 }],
      ['DELETE', `/admins/${target}/profile`, undefined],
      ['GET', '/admins/getAllAdmins', undefined],
    ] as const;
    for (const who of ['admin', 'doctor', 'siteAdmin'] as const) {
      const session = await demoSession(api, who);
      for (const [method, path, body] of routes) {
        const answer = await adminCall(api, session, method, path, body);
        expect(answer.status, `${who} ${method} ${path}`).toBe(403);
      }
    }
    const row = await api.db.query('select enabled from users where id = $1', [target]);
    expect(row.rows[0]).toEqual({ enabled: 1 });
  });
});
