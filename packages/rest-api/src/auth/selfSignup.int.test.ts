// POST /users/self/signup over HTTP: a visitor's ECP and new site, stored pending, listed for the
// provider admins; uniqueness and §5 validation refuse without storing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { PROFESSIONS, REST_ROLES } from '@portal/domain/enums';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_NAME } from '../seed/accounts';

let api: TestRestApi;
let adminToken: string;
const adminBase = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const registration = {
  FirstName: 'Helena',
  LastName: 'Marchetti-Oyelaran',
  Email: 'helena.marchetti@lakeview.example',
  PhoneNumber: '+1 (312) 555-0148',
  Profession: PROFESSIONS.orthoptist,
  MedicalLicense: 'IL-ORT-20931',
  SiteName: 'Lakeview Binocular Vision',
  SiteEmail: 'desk@lakeview.example',
  SitePhoneNumber: '+1 312 555 0100',
  BackUpData: false,
  SiteCountry: 'USA',
  SiteState: 'Illinois',
  SiteCity: 'Chicago',
  SiteStreet: '401 N Michigan Ave',
  SiteApartment: '',
  SiteZipCode: '60611',
  language: 'it',
};

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  adminToken = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

const signUp = (body: unknown) => call(api, 'POST', '/users/self/signup', { body });

/** Rows of every table a registration writes to. */
async function counts() {
  const result = await api.db.query<Record<string, number>>(
    `select (select count(*) from sites)::int as sites, (select count(*) from users)::int as users,
            (select count(*) from doctors)::int as doctors, (select count(*) from pending_registrations)::int as pendings,
            (select count(*) from outbox)::int as outbox`,
  );
  return result.rows[0];
}

describe('POST /users/self/signup', () => {
  it('stores the ECP and the site pending, lists the registration for the admins, and sends no invitation', async () => {
    const before = await counts();
    const answer = await signUp(registration); // no Authorization header
    expect(answer.status).toBe(200);
    const { UserStorageID, SiteStorageID } = answer.body.data;
    expect(answer.body).toEqual({ data: { UserStorageID, SiteStorageID, Pending: 1 } });
    expect(UserStorageID).toMatch(UUID);
    expect(SiteStorageID).toMatch(UUID);
    expect(await counts()).toEqual({
      ...before,
      sites: before.sites + 1,
      users: before.users + 1,
      doctors: before.doctors + 1,
      pendings: before.pendings + 1,
      outbox: before.outbox + 1,
    });

    const pendings = await call(api, 'GET', `${adminBase}/pendings/getAllPendings`, { token: adminToken });
    expect(pendings.status).toBe(200);
    const listed = pendings.body.data.filter((p: { Email: string }) => p.Email === registration.Email);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toEqual({
      id: expect.stringMatching(UUID),
      FirstName: 'Helena',
      LastName: 'Marchetti-Oyelaran',
      Email: 'helena.marchetti@lakeview.example',
      username: 'helena.marchetti@lakeview.example',
      SiteName: 'Lakeview Binocular Vision',
      Phone: '+1 (312) 555-0148',
      PhoneNumber: '+1 (312) 555-0148',
      createdAt: api.clock.now().toISOString(),
      SiteStorageID,
      UserStorageID,
    });

    const sites = await call(api, 'GET', `${adminBase}/sites/getAllSites`, { token: adminToken });
    const site = sites.body.data.find((s: { SiteStorageID: string }) => s.SiteStorageID === SiteStorageID);
    expect(site).toMatchObject({
      SiteName: 'Lakeview Binocular Vision',
      SiteEmail: 'desk@lakeview.example',
      SitePhoneNumber: '+1 312 555 0100',
      SiteCountry: 'USA',
      SiteState: 'Illinois',
      SiteCity: 'Chicago',
      SiteStreet: '401 N Michigan Ave',
      SiteApartment: null,
      SiteZipCode: '60611',
      BackUpData: false,
      AccountStatus: 1,
      Pending: 1,
      NumOfECP: 1,
      LinkedECPs: [UserStorageID],
    });

    const ecps = await call(api, 'GET', `${adminBase}/doctors/getAllECP`, { token: adminToken });
    const ecp = ecps.body.data.find((e: { UserStorageID: string }) => e.UserStorageID === UserStorageID);
    expect(ecp).toMatchObject({
      FirstName: 'Helena',
      LastName: 'Marchetti-Oyelaran',
      Email: 'helena.marchetti@lakeview.example',
      PhoneNumber: '+1 (312) 555-0148',
      Profession: PROFESSIONS.orthoptist,
      MedicalLicense: 'IL-ORT-20931',
      SiteStorageID,
      SiteName: 'Lakeview Binocular Vision',
      isSiteAdmin: true,
      Pending: 1,
      Enabled: 1,
    });
    const account = await api.db.query(
      `select password_hash as "passwordHash", roles, language, two_fa as "twoFa", pending from users where id = $1`,
      [UserStorageID],
    );
    expect(account.rows[0]).toEqual({ passwordHash: null, roles: [REST_ROLES.doctor], language: 'it', twoFa: false, pending: 1 });

    // The acknowledgement only, in the chosen language: no create-password link before approval.
    const mails = await api.outbox(registration.Email);
    expect(mails.map((m) => m.subject)).toEqual(['Abbiamo ricevuto la tua registrazione al Portale Vista']);
    expect(mails[0].body).toContain('Gentile Helena,');
    expect(mails[0].body).toContain('Lakeview Binocular Vision');
    expect(mails[0].body).not.toContain('/create-password');

    // No password yet: sign-in gives the same answer as a wrong password.
    const signin = await call(api, 'POST', '/signin', { body: { Email: registration.Email, Password: DEMO_PASSWORD } });
    expect(signin.status).toBe(401);
    expect(signin.body).toEqual({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.authFailed, messages: [ERROR_MESSAGES.authFailed] });

    // Forgot-password cannot activate a registration awaiting approval: the same answer, no link.
    const reset = await call(api, 'POST', '/forgetPass', { body: { Email: registration.Email } });
    expect(reset.body).toEqual({ data: { message: ERROR_MESSAGES.newPasswordSent } });
    expect((await api.outbox(registration.Email)).map((m) => m.subject)).toEqual([
      'Abbiamo ricevuto la tua registrazione al Portale Vista',
    ]);
  });

  it('defaults the language to en and BackUpData to true', async () => {
    const { language: _language, BackUpData: _backUp, ...rest } = registration;
    const answer = await signUp({ ...rest, Email: 'omar@fenwick.example', SiteName: 'Fenwick Eye Care', language: 'xx' });
    expect(answer.status).toBe(200);
    const stored = await api.db.query(
      `select u.language, s.backup_data as "backUpData" from users u join doctors d on d.user_id = u.id
         join sites s on s.id = d.site_id where u.id = $1`,
      [answer.body.data.UserStorageID],
    );
    expect(stored.rows[0]).toEqual({ language: 'en', backUpData: true });
    expect((await api.outbox('omar@fenwick.example')).map((m) => m.subject)).toEqual(['We received your Vista Portal registration']);
  });

  it('writes the acknowledgement in any of the six languages, French here, and stores it', async () => {
    const { language: _language, ...rest } = registration;
    const answer = await signUp({ ...rest, Email: 'claire@lumiere.example', SiteName: 'Optique Lumière', language: 'fr' });
    expect(answer.status).toBe(200);
    const stored = await api.db.query('select language from users where id = $1', [answer.body.data.UserStorageID]);
    expect(stored.rows[0]).toEqual({ language: 'fr' });
    expect((await api.outbox('claire@lumiere.example')).map((m) => m.subject)).toEqual([
      'Nous avons bien reçu votre inscription au Portail Vista',
    ]);
  });

  it('refuses a site name already used (any case) with 409 and stores nothing', async () => {
    const before = await counts();
    const answer = await signUp({ ...registration, Email: 'new.person@elsewhere.example', SiteName: DEMO_SITE_NAME.toUpperCase() });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 'CONFLICT', message: 'Site Name must be unique', messages: ['Site Name must be unique'] });
    expect(await counts()).toEqual(before);
  });

  it('refuses an e-mail already used (any case) with 409 and stores nothing, not even the site', async () => {
    const before = await counts();
    for (const email of [DEMO_EMAILS.doctor.toUpperCase(), 'Helena.Marchetti@LAKEVIEW.example']) {
      const answer = await signUp({ ...registration, Email: email, SiteName: 'Brand New Clinic' });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 'CONFLICT', message: 'Email must be unique', messages: ['Email must be unique'] });
    }
    expect(await counts()).toEqual(before);
    expect((await api.db.query(`select id from sites where lower(name) = 'brand new clinic'`)).rows).toEqual([]);
  });

  it('requires the state for a U.S. country (400 state_req)', async () => {
    const before = await counts();
    const answer = await signUp({
      ...registration,
      Email: 'no.state@clinic.example',
      SiteName: 'Stateless Clinic',
      SiteCountry: 'united states',
      SiteState: ' ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: VALIDATION_MESSAGES.state_req,
      messages: [VALIDATION_MESSAGES.state_req],
      fields: [{ field: 'SiteState', key: 'state_req' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('answers an empty body with 400 and every required §5 key', async () => {
    const before = await counts();
    for (const answer of [await signUp({}), await call(api, 'POST', '/users/self/signup', { rawBody: '' })]) {
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('BAD_USER_INPUT');
      expect(answer.body.fields).toEqual([
        { field: 'FirstName', key: 'first_name_req' },
        { field: 'LastName', key: 'last_name_req' },
        { field: 'Email', key: 'email_req' },
        { field: 'Profession', key: 'profession_req' },
        { field: 'SiteName', key: 'site_name_req' },
        { field: 'SiteEmail', key: 'site_email_req' },
        { field: 'SiteCountry', key: 'country_req' },
      ]);
      expect(answer.body.message).toBe(VALIDATION_MESSAGES.first_name_req);
    }
    expect(await counts()).toEqual(before);
  });
});
