// §6: only platform admins and super admins reach the fleet calls, each on their own {uid}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_USER_MESSAGE } from '@portal/domain/auth';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID } from '../seed/accounts';

let api: TestRestApi;
let adminToken: string;
let doctorToken: string;
const someId = '00000000-0000-4000-8000-000000000000';
const site = {
  SiteName: 'Forbidden Clinic',
  SiteEmail: 'a@forbidden.example',
  SiteCountry: 'IT',
  SiteCity: 'Roma',
  SiteStreet: 'Via Roma 1',
  SiteApartment: '1',
};
const version = { VersionType: 'ET', VersionNO: '9.9.9', VersionURL: 'https://u.example/9' };

// Every fleet call with a body that would succeed for an admin.
const ROUTES: readonly { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown }[] = [
  { method: 'POST', path: '/site/signup', body: site },
  { method: 'POST', path: `/sites/${DEMO_SITE_ID}/profile`, body: site },
  { method: 'POST', path: '/site/update', body: { SiteStorageID: DEMO_SITE_ID, BackUpData: false } },
  { method: 'GET', path: '/sites/getAllSites' },
  { method: 'DELETE', path: `/sites/${DEMO_SITE_ID}` },
  { method: 'GET', path: '/pendings/getAllPendings' },
  { method: 'DELETE', path: `/pending/${someId}` },
  { method: 'GET', path: '/devices/getAllDevices' },
  { method: 'POST', path: '/versions/addNewVersion', body: version },
  { method: 'POST', path: '/versions/editVersion', body: { ...version, SystemVersionID: someId } },
  { method: 'GET', path: '/versions/getAllVersions' },
  { method: 'DELETE', path: `/versions/${someId}` },
];

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  adminToken = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
  doctorToken = (await signIn(api, DEMO_EMAILS.siteAdmin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

const snapshot = async () =>
  (
    await api.db.query(
      `select (select count(*) from sites)::int as sites, (select count(*) from versions)::int as versions,
            (select bool_and(backup_data) from sites) as backup, (select string_agg(name, ',') from sites) as names`,
    )
  ).rows[0];

describe('fleet calls refuse everyone but the platform admin on their own uid', () => {
  it.each(ROUTES)('$method $path', async ({ method, path, body }) => {
    const before = await snapshot();
    // A doctor (even a site admin), on their own uid or an admin's.
    const doctorOwn = await call(api, method, `/VistaAdmins/${DEMO_ACCOUNT_IDS.siteAdmin}${path}`, { token: doctorToken, body });
    expect(doctorOwn.status).toBe(403);
    expect(doctorOwn.body).toMatchObject({ code: 'FORBIDDEN', message: ERROR_MESSAGES.permissionDenied });
    const doctorOther = await call(api, method, `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}${path}`, { token: doctorToken, body });
    expect(doctorOther.status).toBe(403);
    // An admin on someone else's uid, or on a uid naming nobody.
    const otherUid = await call(api, method, `/VistaAdmins/${DEMO_ACCOUNT_IDS.superAdmin}${path}`, { token: adminToken, body });
    expect(otherUid.status).toBe(403);
    const unknownUid = await call(api, method, `/VistaAdmins/${someId}${path}`, { token: adminToken, body });
    expect(unknownUid.status).toBe(404);
    expect(unknownUid.body.message).toBe(NO_SUCH_USER_MESSAGE);
    const anonymous = await call(api, method, `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}${path}`, { body });
    expect(anonymous.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a super admin in', async () => {
    const started = await signIn(api, DEMO_EMAILS.superAdmin, DEMO_PASSWORD);
    expect(started.status).toBe('2fa');
    const code = await api.twoFaCode(DEMO_EMAILS.superAdmin);
    const session = await call(api, 'POST', '/signin/2fa', { token: started.token, body: { TwoFaCode: code } });
    expect(session.status).toBe(200);
    const answer = await call(api, 'GET', `/VistaAdmins/${DEMO_ACCOUNT_IDS.superAdmin}/sites/getAllSites`, {
      token: session.body.data.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
  });
});
