import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_SUCH_USER_MESSAGE } from '@portal/domain/auth';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { ACCOUNT_STATUS, REST_ROLES } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_SITE_ID, DEMO_SITE_NAME } from '../seed/accounts';
import { createAccount, insertSite } from '../seed/records';
import { adminCall, demoSession, ecpBody, type DemoSession } from './staffTesting';

let api: TestRestApi;
let admin: DemoSession;
let superAdmin: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  admin = await demoSession(api, 'admin');
  superAdmin = await demoSession(api, 'superAdmin');
});
afterAll(() => api?.close());

const countUsers = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;

describe('POST /doctors/signup', () => {
  it('creates a pending ECP without a password and e-mails an invitation that works', async () => {
    const body = ecpBody({ FirstName: ' Marta ', Notes: 'Part time', Birthdate: '1984-11-02' });
    const answer = await adminCall(api, admin, 'POST', '/doctors/signup', body);
    expect(answer.status).toBe(200);
    const ecp = answer.body.data;
    expect(ecp).toMatchObject({
      FirstName: 'Marta',
      LastName: 'Rossi',
      FullName: 'Marta Rossi',
      Email: body.Email,
      PhoneNumber: body.PhoneNumber,
      SocialID: null,
      Birthdate: '1984-11-02',
      Profession: 4,
      MedicalLicense: 'ORT-1234',
      Notes: 'Part time',
      SiteStorageID: DEMO_SITE_ID,
      SiteName: DEMO_SITE_NAME,
      isSiteAdmin: false,
      Pending: 1,
      Enabled: 1,
      DefaultVAUnit: null,
      NumOfPatients: 0,
    });
    expect(ecp.id).toBe(ecp.UserStorageID);
    expect(ecp).not.toHaveProperty('language');
    const row = await api.db.query('select roles, pending, password_hash, two_fa from users where id = $1', [ecp.id]);
    expect(row.rows[0]).toEqual({ roles: [REST_ROLES.doctor], pending: 1, password_hash: null, two_fa: false });

    const [mail] = await api.outbox(body.Email);
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'Your Vista Portal account' });
    expect(mail.body).toContain(`http://localhost:4000/create-password?token=`);
    expect(mail.body).toContain(DEMO_SITE_NAME);
    const token = await api.passwordLinkToken(body.Email);
    const link = await call(api, 'GET', `/password-links/${encodeURIComponent(token)}`);
    expect(link.status).toBe(200);
    expect(link.body.data).toMatchObject({ UserStorageID: ecp.id, role: [REST_ROLES.doctor], TermsOfUseSigned: false });

    const created = await call(api, 'POST', `/users/${ecp.id}/changePass`, {
      token,
      body: { newPassword: 'Fresh!Pass9', TermsOfUseSigned: true },
    });
    expect(created.status).toBe(200);
    const list = await adminCall(api, admin, 'GET', '/doctors/getAllECP');
    expect(list.body.data.find((e: { id: string }) => e.id === ecp.id)).toMatchObject({ Pending: 0 });
  });

  it('refuses an invalid form with the §5 keys and stores nothing', async () => {
    const before = await countUsers();
    const empty = await adminCall(api, admin, 'POST', '/doctors/signup', {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('BAD_USER_INPUT');
    const keys = empty.body.fields.map((f: { key: string }) => f.key);
    expect(keys).toEqual(
      expect.arrayContaining(['first_name_req', 'last_name_req', 'profession_req', 'phone_number_req', 'email_req', 'site_req']),
    );
    const badEmail = await adminCall(api, admin, 'POST', '/doctors/signup', ecpBody({ Email: 'not-an-email', FirstName: 'x'.repeat(21) }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'Email', key: 'email_invalid' },
        { field: 'FirstName', key: 'max_20' },
      ]),
    );
    const noSite = await adminCall(
      api,
      admin,
      'POST',
      '/doctors/signup',
      ecpBody({ SiteStorageID: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(noSite.status).toBe(400);
    expect(noSite.body.fields).toEqual([{ field: 'SiteStorageID', key: 'site_req' }]);
    expect(await countUsers()).toBe(before);
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const answer = await adminCall(api, admin, 'POST', '/doctors/signup', ecpBody({ Email: 'Doctor@DEMO.example' }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CONFLICT', message: ERROR_MESSAGES.emailUnique, messages: [ERROR_MESSAGES.emailUnique] });
  });
});

describe('POST /doctors/{id}/profile', () => {
  it('edits an ECP but keeps the site, and refuses another account e-mail', async () => {
    const other = await insertSite(api.db, { name: 'North Clinic' });
    const created = (await adminCall(api, admin, 'POST', '/doctors/signup', ecpBody())).body.data;
    const edit = ecpBody({ FirstName: 'Giulia', isSiteAdmin: true, SiteStorageID: other, DefaultVAUnit: 2, Notes: '  ' });
    const answer = await adminCall(api, superAdmin, 'POST', `/doctors/${created.id}/profile`, edit);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      FirstName: 'Giulia',
      Email: edit.Email,
      isSiteAdmin: true,
      DefaultVAUnit: 2,
      Notes: null,
      SiteStorageID: DEMO_SITE_ID,
    });
    // Still pending: the corrected address gets the invitation.
    expect((await api.outbox(edit.Email))[0].subject).toBe('Your Vista Portal account');

    const taken = await adminCall(api, admin, 'POST', `/doctors/${created.id}/profile`, ecpBody({ Email: 'SITEADMIN@demo.example' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ERROR_MESSAGES.emailUnique);
    const invalid = await adminCall(api, admin, 'POST', `/doctors/${created.id}/profile`, { ...edit, LastName: '' });
    expect(invalid.body.fields).toEqual([{ field: 'LastName', key: 'last_name_req' }]);
    expect((await adminCall(api, admin, 'POST', '/doctors/00000000-0000-4000-8000-000000000000/profile', edit)).status).toBe(404);
    expect((await adminCall(api, admin, 'POST', `/doctors/${DEMO_ACCOUNT_IDS.admin}/profile`, edit)).status).toBe(404);
  });

  it('locks an ECP (ending their sessions, refusing sign-in) and unlocks them', async () => {
    const email = 'lockme@clinic.example';
    const id = await createAccount(api.db, {
      email,
      password: 'Start!2026',
      firstName: 'Lia',
      lastName: 'Neri',
      roles: [REST_ROLES.doctor],
      termsOfUseSigned: true,
      doctor: { siteId: DEMO_SITE_ID },
    });
    const session = await signIn(api, email, 'Start!2026');
    expect((await call(api, 'GET', '/users/self', { token: session.token })).status).toBe(200);

    const lock = await adminCall(api, admin, 'POST', `/doctors/${id}/profile`, { Enabled: 0 });
    expect(lock.status).toBe(200);
    expect(lock.body.data).toMatchObject({ id, Enabled: 0, FirstName: 'Lia' });
    expect((await call(api, 'GET', '/users/self', { token: session.token })).status).toBe(401);
    const refused = await call(api, 'POST', '/signin', { body: { Email: email, Password: 'Start!2026' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ERROR_MESSAGES.accountLocked);

    const unlock = await adminCall(api, admin, 'POST', `/doctors/${id}/profile`, { Enabled: 1 });
    expect(unlock.body.data.Enabled).toBe(1);
    expect((await signIn(api, email, 'Start!2026')).status).toBe('pass');
    expect((await adminCall(api, admin, 'POST', `/doctors/${id}/profile`, { Enabled: 2 })).status).toBe(400);
  });
});

describe('two admins editing the same ECP', () => {
  it('refuses the second save made from the version both read, with 409 and the ECP as saved, and writes nothing', async () => {
    const created = (await adminCall(api, admin, 'POST', '/doctors/signup', ecpBody({ Email: 'both@clinic.example' }))).body.data;
    expect(created.Version).toBe(1);
    const read = created.Version;
    const first = await adminCall(api, admin, 'POST', `/doctors/${created.id}/profile`, {
      ...ecpBody({ Email: 'both@clinic.example', LastName: 'Fontana' }),
      Version: read,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ LastName: 'Fontana', Version: read + 1 });

    const second = await adminCall(api, superAdmin, 'POST', `/doctors/${created.id}/profile`, {
      ...ecpBody({ Email: 'both@clinic.example', FirstName: 'Marta' }),
      Version: read,
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_VERSION',
      message: ERROR_MESSAGES.changedSinceOpened,
      current: { id: created.id, LastName: 'Fontana', Version: read + 1 },
    });
    // A lock from the old version is refused alike; from the current one it applies.
    expect((await adminCall(api, admin, 'POST', `/doctors/${created.id}/profile`, { Enabled: 0, Version: read })).status).toBe(409);
    const lock = await adminCall(api, admin, 'POST', `/doctors/${created.id}/profile`, { Enabled: 0, Version: read + 1 });
    expect(lock.body.data).toMatchObject({ Enabled: 0, LastName: 'Fontana', FirstName: created.FirstName, Version: read + 2 });
    // Without a version (a §7 client) the write applies to whatever is saved.
    expect((await adminCall(api, admin, 'POST', `/doctors/${created.id}/profile`, { Enabled: 1 })).body.data.Version).toBe(read + 3);
  });
});

describe('GET /doctors/getAllECP', () => {
  it('lists every ECP with the site and the count of patients in care', async () => {
    const insertPatient = (status: number) =>
      api.db.query(`insert into patients (doctor_id, first_name, last_name, account_status) values ($1, 'Pia', 'Test', $2)`, [
        DEMO_ACCOUNT_IDS.doctor,
        status,
      ]);
    await insertPatient(ACCOUNT_STATUS.active);
    await insertPatient(ACCOUNT_STATUS.pendingPairing);
    await insertPatient(ACCOUNT_STATUS.completed);
    const answer = await adminCall(api, superAdmin, 'GET', '/doctors/getAllECP');
    expect(answer.status).toBe(200);
    const ecps = answer.body.data as { id: string; NumOfPatients: number }[];
    const total = (await api.db.query<{ n: number }>('select count(*)::int as n from doctors')).rows[0].n;
    expect(ecps).toHaveLength(total);
    expect(ecps.find((e) => e.id === DEMO_ACCOUNT_IDS.doctor)).toMatchObject({
      NumOfPatients: 2,
      SiteName: DEMO_SITE_NAME,
      ProfessionLabel: expect.any(String),
    });
    expect(ecps.find((e) => e.id === DEMO_ACCOUNT_IDS.siteAdmin)).toMatchObject({ isSiteAdmin: true, NumOfPatients: 0 });
    expect(ecps.some((e) => e.id === DEMO_ACCOUNT_IDS.admin)).toBe(false);
  });
  it('reads the list with the same number of statements however many ECPs there are', async () => {
    const statements = async () => {
      const spy = vi.spyOn(api.db, 'query');
      try {
        expect((await adminCall(api, admin, 'GET', '/doctors/getAllECP')).status).toBe(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const before = await statements();
    for (let i = 0; i < 3; i += 1) expect((await adminCall(api, admin, 'POST', '/doctors/signup', ecpBody())).status).toBe(200);
    expect(await statements()).toBe(before);
    expect(before).toBeLessThanOrEqual(6);
  });
});

describe('who may call the ECP routes', () => {
  const routes = (id: string) =>
    [
      ['POST', '/doctors/signup', ecpBody()],
      ['POST', `/doctors/${id}/profile`, { Enabled: 0 }],
      ['GET', '/doctors/getAllECP', undefined],
    ] as const;

  it('refuses doctors, site admins included, and leaves the ECP unlocked', async () => {
    for (const who of ['doctor', 'siteAdmin'] as const) {
      const session = await demoSession(api, who);
      for (const [method, path, body] of routes(DEMO_ACCOUNT_IDS.doctor)) {
        const answer = await adminCall(api, session, method, path, body);
        expect(answer.status, `${who} ${method} ${path}`).toBe(403);
        expect(answer.body.code).toBe('FORBIDDEN');
      }
    }
    const row = await api.db.query('select enabled from users where id = $1', [DEMO_ACCOUNT_IDS.doctor]);
    expect(row.rows[0]).toEqual({ enabled: 1 });
  });

  it("refuses someone else's uid (403), an unknown uid (404 no such user) and no token (401)", async () => {
    for (const [method, path, body] of routes(DEMO_ACCOUNT_IDS.doctor)) {
      const other = await adminCall(api, { uid: DEMO_ACCOUNT_IDS.superAdmin, token: admin.token }, method, path, body);
      expect(other.status).toBe(403);
      const unknown = await adminCall(api, { uid: '00000000-0000-4000-8000-000000000001', token: admin.token }, method, path, body);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(NO_SUCH_USER_MESSAGE);
      const anonymous = await call(api, method, `/VistaAdmins/${admin.uid}${path}`, { body });
      expect(anonymous.status).toBe(401);
    }
  });
});
