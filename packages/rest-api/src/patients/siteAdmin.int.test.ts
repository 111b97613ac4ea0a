// The site admin area's calls over HTTP (§2 "Site admin dashboard", §6, §7): adding, editing, locking
// and unlocking the own site's ECPs and toggling the own site's backup flag; nothing of another site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { REST_ROLES } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_PASSWORD, DEMO_SITE_ID, DEMO_SITE_NAME } from '../seed/accounts';
import { createAccount } from '../seed/records';
import { adminCall, demoSession, ecpBody, type DemoSession } from '../admin/staffTesting';
import { doctorCall, otherClinicDoctor, signUpPatient } from './patientsTesting';

let api: TestRestApi;
let doctor: DemoSession;
let siteAdmin: DemoSession;
let other: DemoSession & { siteId: string; email: string };
beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  doctor = await demoSession(api, 'doctor');
  siteAdmin = await demoSession(api, 'siteAdmin');
  other = await otherClinicDoctor(api);
});
afterAll(() => api?.close());

const NOT_FOUND = { code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound, messages: [ERROR_MESSAGES.notFound] };
const countUsers = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;
const userRow = async (id: string) => (await api.db.query('select first_name, email, enabled from users where id = $1', [id])).rows[0];
const backUpData = async (siteId: string) =>
  (await api.db.query<{ backup_data: boolean }>('select backup_data from sites where id = $1', [siteId])).rows[0].backup_data;

describe('who may call the site admin area', () => {
  const routes = [
    ['POST', '/doctors/signup', () => ecpBody()],
    ['POST', `/${DEMO_ACCOUNT_IDS.siteAdmin}/profile`, () => ({ Enabled: 0 })],
    ['POST', '/site/update', () => ({ BackUpData: false })],
    ['GET', '/getAllECP', () => undefined],
    ['GET', '/getAllDevices', () => undefined],
  ] as const;

  it('refuses plain doctors and platform admins (403) and changes nothing', async () => {
    const users = await countUsers();
    const admin = await demoSession(api, 'admin');
    for (const session of [doctor, other, admin]) {
      for (const [method, path, body] of routes) {
        const answer = await doctorCall(api, session, method, path, body());
        expect(answer.status, `${session.uid} ${method} ${path}`).toBe(403);
        expect(answer.body).toEqual({
          code: 'FORBIDDEN',
          message: ERROR_MESSAGES.permissionDenied,
          messages: [ERROR_MESSAGES.permissionDenied],
        });
      }
    }
    expect(await countUsers()).toBe(users);
    expect(await userRow(DEMO_ACCOUNT_IDS.siteAdmin)).toMatchObject({ enabled: 1 });
    expect(await backUpData(DEMO_SITE_ID)).toBe(true);
    expect(await backUpData(other.siteId)).toBe(true);
  });

  it('refuses no token (401) and a site admin calling on another uid (403)', async () => {
    for (const [method, path, body] of routes) {
      expect((await call(api, method, `/eyeCareProviders/${siteAdmin.uid}${path}`, { body: body() })).status).toBe(401);
      expect((await doctorCall(api, { uid: doctor.uid, token: siteAdmin.token }, method, path, body())).status).toBe(403);
    }
  });
});

describe('POST /doctors/signup (site admin)', () => {
  it("creates a pending ECP at the caller's site whatever site was sent, invited in the caller's language", async () => {
    await api.db.query(`update users set language = 'it' where id = $1`, [siteAdmin.uid]);
    try {
      const body = ecpBody({ FirstName: ' Sara ', SiteStorageID: other.siteId, isSiteAdmin: true });
      const answer = await doctorCall(api, siteAdmin, 'POST', '/doctors/signup', body);
      expect(answer.status).toBe(200);
      const ecp = answer.body.data;
      expect(ecp).toEqual({
        id: ecp.UserStorageID,
        UserStorageID: ecp.UserStorageID,
        FirstName: 'Sara',
        LastName: 'Rossi',
        FullName: 'Sara Rossi',
        Email: body.Email,
        PhoneNumber: body.PhoneNumber,
        SocialID: null,
        Birthdate: null,
        Profession: 4,
        ProfessionLabel: 'orthoptist',
        MedicalLicense: 'ORT-1234',
        Notes: null,
        SiteStorageID: DEMO_SITE_ID,
        SiteName: DEMO_SITE_NAME,
        SitePending: 0,
        isSiteAdmin: true,
        Pending: 1,
        PendingEmail: null,
        Enabled: 1,
        DefaultVAUnit: null,
        NumOfPatients: 0,
        Version: 1,
      });
      const stored = await api.db.query('select site_id, is_site_admin from doctors where user_id = $1', [ecp.id]);
      expect(stored.rows).toEqual([{ site_id: DEMO_SITE_ID, is_site_admin: true }]);
      const row = await api.db.query('select roles, pending, password_hash, language from users where id = $1', [ecp.id]);
      expect(row.rows[0]).toEqual({ roles: [REST_ROLES.doctor], pending: 1, password_hash: null, language: 'it' });

      const mails = await api.outbox(body.Email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ channel: 'EMAIL', recipient: body.Email, subject: 'Il tuo account del Portale Vista', error: null });
      expect(mails[0].body).toContain(`per ${DEMO_SITE_NAME}`);
      expect(mails[0].body).toContain('http://localhost:4000/create-password?token=');
      const link = await call(api, 'GET', `/password-links/${encodeURIComponent(await api.passwordLinkToken(body.Email))}`);
      expect(link.body.data).toMatchObject({ UserStorageID: ecp.id, role: [REST_ROLES.doctor] });

      const list = await doctorCall(api, siteAdmin, 'GET', '/getAllECP');
      expect(list.body.data.find((e: { id: string }) => e.id === ecp.id)).toEqual(ecp);
    } finally {
      await api.db.query(`update users set language = 'en' where id = $1`, [siteAdmin.uid]);
    }
  });

  it('needs no SiteStorageID in the body', async () => {
    const { SiteStorageID: _site, ...body } = ecpBody();
    const answer = await doctorCall(api, siteAdmin, 'POST', '/doctors/signup', body);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ Email: body.Email, SiteStorageID: DEMO_SITE_ID, SiteName: DEMO_SITE_NAME });
    expect((await api.outbox(body.Email)).map((m) => m.subject)).toEqual(['Your Vista Portal account']);
  });

  it('refuses an e-mail already in use (409), whatever its case, and stores nothing', async () => {
    const users = await countUsers();
    const answer = await doctorCall(api, siteAdmin, 'POST', '/doctors/signup', ecpBody({ Email: other.email.toUpperCase() }));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 'CONFLICT', message: ERROR_MESSAGES.emailUnique, messages: [ERROR_MESSAGES.emailUnique] });
    expect(await countUsers()).toBe(users);
  });

  it('refuses an invalid form with the §5 keys (never site_req: the site is the caller’s) and stores nothing', async () => {
    const users = await countUsers();
    const empty = await doctorCall(api, siteAdmin, 'POST', '/doctors/signup', {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('BAD_USER_INPUT');
    expect(empty.body.fields.map((f: { key: string }) => f.key).sort()).toEqual([
      'email_req',
      'first_name_req',
      'is_site_admin_req',
      'last_name_req',
      'phone_number_req',
      'profession_req',
    ]);
    const bad = await doctorCall(api, siteAdmin, 'POST', '/doctors/signup', ecpBody({ Email: 'not-an-email', LastName: 'x'.repeat(21) }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([
      { field: 'LastName', key: 'max_20' },
      { field: 'Email', key: 'email_invalid' },
    ]);
    expect(await countUsers()).toBe(users);
  });
});

describe('POST /{id}/profile (site admin)', () => {
  it('edits an ECP of the own site; the site never changes', async () => {
    const created = (await doctorCall(api, siteAdmin, 'POST', '/doctors/signup', ecpBody())).body.data;
    const edit = ecpBody({ FirstName: 'Giulia', Notes: 'Mornings', DefaultVAUnit: 2, SiteStorageID: other.siteId });
    const answer = await doctorCall(api, siteAdmin, 'POST', `/${created.id}/profile`, edit);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      ...created,
      FirstName: 'Giulia',
      FullName: 'Giulia Rossi',
      Email: edit.Email,
      Notes: 'Mornings',
      DefaultVAUnit: 2,
      Version: created.Version + 1,
    });
    // Still pending: the corrected address gets the invitation.
    expect((await api.outbox(edit.Email)).map((m) => m.subject)).toEqual(['Your Vista Portal account']);

    const { SiteStorageID: _site, ...withoutSite } = edit;
    const again = await doctorCall(api, siteAdmin, 'POST', `/${created.id}/profile`, { ...withoutSite, LastName: 'Verdi' });
    expect(again.body.data).toMatchObject({ FullName: 'Giulia Verdi', SiteStorageID: DEMO_SITE_ID });
    const taken = await doctorCall(api, siteAdmin, 'POST', `/${created.id}/profile`, ecpBody({ Email: 'Doctor@demo.example' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ERROR_MESSAGES.emailUnique);
    const invalid = await doctorCall(api, siteAdmin, 'POST', `/${created.id}/profile`, { ...edit, FirstName: '' });
    expect(invalid.body.fields).toEqual([{ field: 'FirstName', key: 'first_name_req' }]);
    expect(await userRow(created.id)).toEqual({ first_name: 'Giulia', email: edit.Email, enabled: 1 });
  });

  it('locks an ECP of the own site (ending their session) and unlocks them', async () => {
    const before = await call(api, 'GET', '/users/self', { token: doctor.token });
    expect(before.status).toBe(200);
    const lock = await doctorCall(api, siteAdmin, 'POST', `/${doctor.uid}/profile`, { Enabled: 0 });
    expect(lock.status).toBe(200);
    expect(lock.body.data).toMatchObject({ id: doctor.uid, Enabled: 0, SiteStorageID: DEMO_SITE_ID });
    expect((await userRow(doctor.uid)).enabled).toBe(0);
    expect((await call(api, 'GET', '/users/self', { token: doctor.token })).status).toBe(401);

    const unlock = await doctorCall(api, siteAdmin, 'POST', `/${doctor.uid}/profile`, { Enabled: 1 });
    expect(unlock.status).toBe(200);
    expect(unlock.body.data).toMatchObject({ id: doctor.uid, Enabled: 1 });
    expect((await userRow(doctor.uid)).enabled).toBe(1);
    expect((await doctorCall(api, siteAdmin, 'POST', `/${doctor.uid}/profile`, { Enabled: 2 })).status).toBe(400);
    doctor = await demoSession(api, 'doctor');
  });

  it("answers 404 for another site's ECP, exactly like an unknown or non-UUID id, and changes nothing", async () => {
    const before = await userRow(other.uid);
    const patient = await signUpPatient(api, siteAdmin);
    const ids = [other.uid, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', DEMO_ACCOUNT_IDS.admin, patient.UserStorageID];
    for (const id of ids) {
      for (const body of [ecpBody({ FirstName: 'Changed' }), { Enabled: 0 }]) {
        const answer = await doctorCall(api, siteAdmin, 'POST', `/${id}/profile`, body);
        expect(answer.status, id).toBe(404);
        expect(answer.body).toEqual(NOT_FOUND);
      }
    }
    expect(await userRow(other.uid)).toEqual(before);
    expect(before).toMatchObject({ first_name: 'Nadia', enabled: 1 });
    // The patient calls of the same prefix are untouched by the /{id}/profile route.
    expect((await doctorCall(api, siteAdmin, 'GET', `/patients/${patient.UserStorageID}/profile`)).status).toBe(200);
  });

  it('refuses a site admin locking their own account (403) and keeps their session', async () => {
    const answer = await doctorCall(api, siteAdmin, 'POST', `/${siteAdmin.uid}/profile`, { Enabled: 0 });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
    expect((await userRow(siteAdmin.uid)).enabled).toBe(1);
    expect((await call(api, 'GET', '/users/self', { token: siteAdmin.token })).status).toBe(200);
  });
});

describe('POST /site/update (site admin)', () => {
  it("toggles the own site's BackUpData only, whatever site was sent, and answers the site as the admin list does", async () => {
    const admin = await demoSession(api, 'admin');
    const off = await doctorCall(api, siteAdmin, 'POST', '/site/update', { BackUpData: false, SiteStorageID: other.siteId });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ SiteStorageID: DEMO_SITE_ID, id: DEMO_SITE_ID, SiteName: DEMO_SITE_NAME, BackUpData: false });
    const listed = (await adminCall(api, admin, 'GET', '/sites/getAllSites')).body.data.find((s: { id: string }) => s.id === DEMO_SITE_ID);
    expect(off.body.data).toEqual(listed);
    expect(await backUpData(DEMO_SITE_ID)).toBe(false);
    expect(await backUpData(other.siteId)).toBe(true);

    const on = await doctorCall(api, siteAdmin, 'POST', '/site/update', { BackUpData: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ SiteStorageID: DEMO_SITE_ID, BackUpData: true });
    expect(await backUpData(DEMO_SITE_ID)).toBe(true);
    expect(await backUpData(other.siteId)).toBe(true);
  });

  it('refuses a toggle made from an older version of the site (409, with the site as saved) and changes nothing', async () => {
    const read = (await call(api, 'GET', '/users/self', { token: siteAdmin.token })).body.data.profile.Site;
    expect(read).toMatchObject({ SiteStorageID: DEMO_SITE_ID, BackUpData: true, Version: expect.any(Number) });
    const off = await doctorCall(api, siteAdmin, 'POST', '/site/update', { BackUpData: false, Version: read.Version });
    expect(off.body.data).toMatchObject({ BackUpData: false, Version: read.Version + 1 });
    const stale = await doctorCall(api, siteAdmin, 'POST', '/site/update', { BackUpData: true, Version: read.Version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ reason: 'STALE_VERSION', current: { SiteStorageID: DEMO_SITE_ID, BackUpData: false } });
    expect(await backUpData(DEMO_SITE_ID)).toBe(false);
    // Without a version the toggle applies as before.
    expect((await doctorCall(api, siteAdmin, 'POST', '/site/update', { BackUpData: true })).body.data.Version).toBe(read.Version + 2);
  });

  it('refuses a body without a boolean BackUpData (400) and changes nothing', async () => {
    for (const body of [{}, { BackUpData: 'no' }]) {
      const answer = await doctorCall(api, siteAdmin, 'POST', '/site/update', body);
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual([{ field: 'BackUpData', key: 'fill_required' }]);
    }
    expect(await backUpData(DEMO_SITE_ID)).toBe(true);
  });

  it('refuses a site admin without a site (403) their writes, and lists nothing for them', async () => {
    const email = 'nosite.admin@clinic.example';
    const uid = await createAccount(api.db, {
      email,
      password: DEMO_PASSWORD,
      firstName: 'Ugo',
      lastName: 'Sala',
      roles: [REST_ROLES.doctor],
      termsOfUseSigned: true,
      doctor: { siteId: null, isSiteAdmin: true },
    });
    const session = await signIn(api, email, DEMO_PASSWORD);
    expect(session.status).toBe('pass');
    const me = { uid, token: session.token as string };
    expect((await doctorCall(api, me, 'POST', '/site/update', { BackUpData: false })).status).toBe(403);
    expect((await doctorCall(api, me, 'POST', '/doctors/signup', ecpBody())).status).toBe(403);
    expect((await doctorCall(api, me, 'POST', `/${uid}/profile`, ecpBody())).status).toBe(403);
    // Their site is none: the lists of it are empty, not refused (the policy's read reach).
    const ecps = await doctorCall(api, me, 'GET', '/getAllECP');
    expect([ecps.status, ecps.body.data]).toEqual([200, []]);
    const devices = await doctorCall(api, me, 'GET', '/getAllDevices');
    expect([devices.status, devices.body.data]).toEqual([200, { Devices: [], LastSystemVersion: null }]);
  });
});
