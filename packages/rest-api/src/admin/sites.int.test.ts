import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { REST_ROLES } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID, DEMO_SITE_NAME } from '../seed/accounts';
import { insertDoctor, insertUser } from '../seed/records';

let api: TestRestApi;
let token: string;
const base = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;

const harborSite = {
  SiteName: 'Harbor Vision Center',
  SiteEmail: 'front.desk@harbor.example',
  SitePhoneNumber: '+1 (401) 555-0190',
  SiteCountry: 'US',
  SiteState: 'Rhode Island',
  SiteCity: 'Providence',
  SiteStreet: '75 Westminster Street',
  SiteApartment: 'Floor 2',
  SiteZipCode: '02903',
};

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

const addSite = (body: unknown) => call(api, 'POST', `${base}/site/signup`, { token, body });

// An ECP of `siteId` without a password (faster than a full account), optionally with a patient.
async function addEcp(siteId: string, email: string, withPatient = false) {
  const userId = await insertUser(api.db, { email, passwordHash: null, firstName: 'Test', lastName: 'Ecp', roles: [REST_ROLES.doctor] });
  await insertDoctor(api.db, { userId, siteId });
  if (withPatient) {
    await api.db.query(`insert into patients (doctor_id, first_name, last_name) values ($1, 'Ada', 'Patient')`, [userId]);
  }
  return userId;
}

describe('POST /site/signup', () => {
  it('creates a site and answers it in the §3 shape, backup on by default', async () => {
    const answer = await addSite(harborSite);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      ...harborSite,
      BackUpData: true,
      AccountStatus: 1,
      Pending: 0,
      NumOfECP: 0,
      NumOfDevices: 0,
      LinkedECPs: [],
      LinkedDevices: [],
    });
    expect(answer.body.data.SiteStorageID).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body.data.id).toBe(answer.body.data.SiteStorageID);
  });

  it('refuses a name already used, whatever its case, with 409 and changes nothing', async () => {
    const before = await api.db.query('select count(*)::int as n from sites');
    const answer = await addSite({ ...harborSite, SiteName: DEMO_SITE_NAME.toUpperCase() });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 'CONFLICT', message: ERROR_MESSAGES.siteNameUnique, messages: [ERROR_MESSAGES.siteNameUnique] });
    expect((await api.db.query('select count(*)::int as n from sites')).rows).toEqual(before.rows);
  });

  it('answers 400 with the §5 keys for a bad form', async () => {
    const answer = await addSite({ SiteName: '  ', SiteEmail: 'not-an-email', SiteCountry: 'usa', SiteCity: 'Boston' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_USER_INPUT');
    const keys = Object.fromEntries(answer.body.fields.map((f: { field: string; key: string }) => [f.field, f.key]));
    expect(keys).toMatchObject({
      SiteName: 'site_name_req',
      SiteEmail: 'site_email_invalid',
      SiteStreet: 'street_req',
      SiteApartment: 'apartment_req',
    });
    // The U.S. state rule runs once the rest of the form is valid.
    const noState = await addSite({ ...harborSite, SiteName: 'Stateless', SiteCountry: 'United States', SiteState: '' });
    expect(noState.body.fields).toEqual([{ field: 'SiteState', key: 'state_req' }]);
    const missing = await addSite({});
    expect(missing.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'SiteName', key: 'site_name_req' },
        { field: 'SiteEmail', key: 'site_email_req' },
        { field: 'SiteCountry', key: 'country_req' },
      ]),
    );
    const long = await addSite({ ...harborSite, SiteName: 'x'.repeat(51) });
    expect(long.body.fields).toEqual([{ field: 'SiteName', key: 'max_50' }]);
  });
});

describe('POST /sites/:id/profile and /site/update', () => {
  it('edits a site, keeping the backup flag when the form does not send it', async () => {
    const site = (await addSite({ ...harborSite, SiteName: 'Lakeside Optometry', BackUpData: false })).body.data;
    const answer = await call(api, 'POST', `${base}/sites/${site.SiteStorageID}/profile`, {
      token,
      body: { ...harborSite, SiteName: 'Lakeside Optometry & Vision', SiteCity: 'Cranston' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      SiteStorageID: site.SiteStorageID,
      SiteName: 'Lakeside Optometry & Vision',
      SiteCity: 'Cranston',
      BackUpData: false,
    });
  });

  it('refuses a name taken by another site (409) and an unknown site (404)', async () => {
    const site = (await addSite({ ...harborSite, SiteName: 'Northside Eyes' })).body.data;
    const taken = await call(api, 'POST', `${base}/sites/${site.SiteStorageID}/profile`, {
      token,
      body: { ...harborSite, SiteName: 'demo eye clinic' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ERROR_MESSAGES.siteNameUnique);
    // Its own name in another case is fine.
    const same = await call(api, 'POST', `${base}/sites/${site.SiteStorageID}/profile`, {
      token,
      body: { ...harborSite, SiteName: 'NORTHSIDE EYES' },
    });
    expect(same.status).toBe(200);
    const unknown = await call(api, 'POST', `${base}/sites/00000000-0000-4000-8000-000000000000/profile`, { token, body: harborSite });
    expect(unknown.status).toBe(404);
    const bad = await call(api, 'POST', `${base}/sites/${site.SiteStorageID}/profile`, { token, body: { ...harborSite, SiteEmail: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ field: 'SiteEmail', key: 'site_email_req' }]);
  });

  it('toggles the backup flag and answers the site', async () => {
    const off = await call(api, 'POST', `${base}/site/update`, { token, body: { SiteStorageID: DEMO_SITE_ID, BackUpData: false } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ SiteStorageID: DEMO_SITE_ID, SiteName: DEMO_SITE_NAME, BackUpData: false, NumOfECP: 3 });
    const on = await call(api, 'POST', `${base}/site/update`, { token, body: { SiteStorageID: DEMO_SITE_ID, BackUpData: true } });
    expect(on.body.data.BackUpData).toBe(true);
    const bad = await call(api, 'POST', `${base}/site/update`, { token, body: { SiteStorageID: DEMO_SITE_ID } });
    expect(bad.status).toBe(400);
    const unknown = await call(api, 'POST', `${base}/site/update`, { token, body: { SiteStorageID: 'nope', BackUpData: true } });
    expect(unknown.status).toBe(404);
  });
});

describe('two admins editing the same site', () => {
  it('refuses the second save made from the version both read, with 409 and the site as saved, and writes nothing', async () => {
    const site = (await addSite({ ...harborSite, SiteName: 'Twin Edit Optics' })).body.data;
    expect(site.Version).toBe(1);
    const profile = (body: object) => call(api, 'POST', `${base}/sites/${site.SiteStorageID}/profile`, { token, body });
    const first = await profile({ ...harborSite, SiteName: 'Twin Edit Optics', SiteCity: 'Cranston', Version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ SiteCity: 'Cranston', Version: 2 });

    const second = await profile({ ...harborSite, SiteName: 'Twin Edit Optics', SiteStreet: '1 Other Street', Version: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'CONFLICT',
      reason: 'STALE_VERSION',
      message: ERROR_MESSAGES.changedSinceOpened,
      current: { SiteStorageID: site.SiteStorageID, SiteCity: 'Cranston', SiteStreet: harborSite.SiteStreet, Version: 2 },
    });
    const row = await api.db.query('select street, version from sites where id = $1', [site.SiteStorageID]);
    expect(row.rows[0]).toEqual({ street: harborSite.SiteStreet, version: 2 });

    // The backup toggle alike: refused from the old version, applied from the current one or without any.
    const backup = (body: object) =>
      call(api, 'POST', `${base}/site/update`, { token, body: { SiteStorageID: site.SiteStorageID, ...body } });
    const stale = await backup({ BackUpData: false, Version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ BackUpData: true, Version: 2 });
    expect((await backup({ BackUpData: false, Version: 2 })).body.data).toMatchObject({ BackUpData: false, Version: 3 });
    expect((await backup({ BackUpData: true })).body.data).toMatchObject({ BackUpData: true, Version: 4 });
    expect((await profile({ ...harborSite, SiteName: 'Twin Edit Optics' })).body.data).toMatchObject({
      SiteCity: 'Providence',
      Version: 5,
    });
  });
});

describe('GET /sites/getAllSites', () => {
  it('lists every site with its linked ECPs and devices', async () => {
    const answer = await call(api, 'GET', `${base}/sites/getAllSites`, { token });
    expect(answer.status).toBe(200);
    const demo = answer.body.data.find((s: { SiteStorageID: string }) => s.SiteStorageID === DEMO_SITE_ID);
    expect(demo).toMatchObject({ SiteName: DEMO_SITE_NAME, NumOfECP: 3, NumOfDevices: 1, Pending: 0 });
    expect([...demo.LinkedECPs].sort()).toEqual([DEMO_ACCOUNT_IDS.siteAdmin, DEMO_ACCOUNT_IDS.doctor, DEMO_ACCOUNT_IDS.newDoctor].sort());
    expect(demo.LinkedDevices).toHaveLength(1);
    const count = await api.db.query<{ n: number }>('select count(*)::int as n from sites');
    expect(answer.body.data).toHaveLength(count.rows[0].n);
  });
});

describe('DELETE /sites/:id', () => {
  it('deletes the site with its ECPs and their accounts', async () => {
    const site = (await addSite({ ...harborSite, SiteName: 'Closing Clinic' })).body.data;
    const ecps = [
      await addEcp(site.SiteStorageID, 'leaving.one@closing.example'),
      await addEcp(site.SiteStorageID, 'leaving.two@closing.example'),
    ];
    const listed = await call(api, 'GET', `${base}/sites/getAllSites`, { token });
    expect(listed.body.data.find((s: { SiteStorageID: string }) => s.SiteStorageID === site.SiteStorageID).NumOfECP).toBe(2);

    const answer = await call(api, 'DELETE', `${base}/sites/${site.SiteStorageID}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.SiteStorageID).toBe(site.SiteStorageID);
    expect([...answer.body.data.DeletedECPs].sort()).toEqual([...ecps].sort());
    const left = await api.db.query('select id from users where id = any($1::uuid[]) union all select id from sites where id = $2', [
      ecps,
      site.SiteStorageID,
    ]);
    expect(left.rows).toEqual([]);
    expect((await call(api, 'DELETE', `${base}/sites/${site.SiteStorageID}`, { token })).status).toBe(404);
  });

  it('refuses while an ECP of the site has patients, and deletes nothing', async () => {
    const site = (await addSite({ ...harborSite, SiteName: 'Busy Clinic' })).body.data;
    const ecp = await addEcp(site.SiteStorageID, 'busy.doctor@busy.example', true);
    const answer = await call(api, 'DELETE', `${base}/sites/${site.SiteStorageID}`, { token });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CONFLICT', message: ERROR_MESSAGES.couldNotDeleteSite });
    const kept = await api.db.query('select 1 from sites where id = $1 union all select 1 from users where id = $2', [
      site.SiteStorageID,
      ecp,
    ]);
    expect(kept.rowCount).toBe(2);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call(api, 'DELETE', `${base}/sites/00000000-0000-4000-8000-000000000000`, { token })).status).toBe(404);
    expect((await call(api, 'DELETE', `${base}/sites/not-a-site`, { token })).status).toBe(404);
  });
});
