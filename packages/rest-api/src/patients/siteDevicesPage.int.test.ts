// The site admin's paged device list and counters (CONTRACT.md "Paged console lists"): the same
// columns, search, filters and §4 status as the platform list, restricted in SQL to the site the
// access policy gives them; refused to everyone else as the whole list is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROLES } from '@portal/domain/enums';
import { fleetCounters } from '@portal/domain/deviceStatus';
import { startTestRestApi, type TestRestApi } from '../testing';
import { signIn } from '../testHttp';
import { DEMO_PASSWORD, DEMO_SITE_ID, DEMO_SITE_NAME } from '../seed/accounts';
import { createAccount, insertDevice, insertSite } from '../seed/records';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall } from './patientsTesting';

let api: TestRestApi;
let siteAdmin: DemoSession;
let doctor: DemoSession;
let admin: DemoSession;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  siteAdmin = await demoSession(api, 'siteAdmin');
  doctor = await demoSession(api, 'doctor');
  admin = await demoSession(api, 'admin');
  const elsewhere = await insertSite(api.db, { name: 'Elsewhere Optics' });
  for (let i = 0; i < 20; i += 1) {
    await insertDevice(api.db, {
      deviceId: `SD-${String(i).padStart(2, '0')}`,
      // Even: the demo clinic's; odd: another site's.
      siteId: i % 2 === 0 ? DEMO_SITE_ID : elsewhere,
      systemStatus: i % 4 === 0 ? 'Error' : 'OK',
      esVersion: '0.1',
    });
  }
  await api.db.query(
    `insert into versions (type, version_no, version_no_int, url) values ('ESAPP', '1.0', 1000000000000, 'https://u.example')`,
  );
});
afterAll(() => api?.close());

const devices = (session: DemoSession, query = '') => doctorCall(api, session, 'GET', `/getAllDevices${query}`);
const serials = (body: { data: { DeviceID: string }[] }) => body.data.map((d) => d.DeviceID);

describe('GET /eyeCareProviders/{uid}/getAllDevices with limit', () => {
  it("pages, searches, filters and counts the site admin's own site only", async () => {
    const answer = await devices(siteAdmin, '?limit=3&offset=3&search=sd-');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(10);
    expect(serials(answer.body)).toEqual(['SD-06', 'SD-08', 'SD-10']);
    expect(answer.body.facets.SITE).toEqual([{ value: DEMO_SITE_NAME, count: 10 }]);
    expect(answer.body.LastSystemVersion.ESAPP).toBe('1.0');
    // Another site's device is not found, whatever the search or filter.
    expect((await devices(siteAdmin, '?limit=100&search=SD-01')).body.total).toBe(0);
    const filters = encodeURIComponent(JSON.stringify({ SITE: ['Elsewhere Optics'] }));
    expect((await devices(siteAdmin, `?limit=100&filters=${filters}`)).body.total).toBe(0);
  });

  it('filters by the §4 status within the site', async () => {
    const erroneous = await devices(siteAdmin, '?limit=100&search=sd-&status=WITH_ERRORS');
    expect(serials(erroneous.body)).toEqual(['SD-00', 'SD-04', 'SD-08', 'SD-12', 'SD-16']);
    const needing = await devices(siteAdmin, '?limit=100&search=sd-&status=NEEDS_UPDATE');
    expect(needing.body.total).toBe(10);
    expect(needing.body.facets.SYSTEM_STATUS).toEqual([
      { value: 'Error', count: 5 },
      { value: 'OK', count: 5 },
    ]);
  });

  it('reads devices of the own site by id (an info panel), never those of another site', async () => {
    const ids = (
      await api.db.query<{ id: string; device_id: string }>(`select id, device_id from devices where device_id in ('SD-02', 'SD-03')`)
    ).rows;
    const own = ids.find((row) => row.device_id === 'SD-02')!.id;
    const other = ids.find((row) => row.device_id === 'SD-03')!.id;
    const answer = await devices(siteAdmin, `?ids=${own},${other}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.Devices.map((d: { DeviceID: string }) => d.DeviceID)).toEqual(['SD-02']);
    expect(answer.body.data.LastSystemVersion.ESAPP).toBe('1.0');
    expect((await devices(doctor, `?ids=${own}`)).status).toBe(403);
  });

  it('answers 400 for a column the list does not have', async () => {
    expect((await devices(siteAdmin, '?limit=5&sort=SECRET:ASC')).status).toBe(400);
  });

  it('counts the own site in SQL as the domain rules count its whole list', async () => {
    const whole = (await devices(siteAdmin)).body.data;
    expect(whole.Devices.every((d: { SiteStorageID: string }) => d.SiteStorageID === DEMO_SITE_ID)).toBe(true);
    const counters = await doctorCall(api, siteAdmin, 'GET', '/getDeviceCounters');
    expect(counters.status).toBe(200);
    expect(counters.body.data).toEqual(fleetCounters(whole.Devices, whole.LastSystemVersion));
    expect(counters.body.data.total).toBe(whole.Devices.length);
    expect(counters.body.data.withErrors).toBe(5);
  });

  it('is refused to plain doctors and platform admins (403), like the whole list', async () => {
    for (const session of [doctor, admin]) {
      expect((await devices(session, '?limit=5')).status).toBe(403);
      expect((await doctorCall(api, session, 'GET', '/getDeviceCounters')).status).toBe(403);
    }
  });

  it('lists and counts nothing for a site admin without a site', async () => {
    const email = 'nosite.devices@clinic.example';
    const uid = await createAccount(api.db, {
      email,
      password: DEMO_PASSWORD,
      firstName: 'Ugo',
      lastName: 'Sala',
      roles: [REST_ROLES.doctor],
      termsOfUseSigned: true,
      doctor: { siteId: null, isSiteAdmin: true },
    });
    const me = { uid, token: (await signIn(api, email, DEMO_PASSWORD)).token as string };
    const page = await devices(me, '?limit=5');
    expect([page.status, page.body.data, page.body.total]).toEqual([200, [], 0]);
    expect(page.body.facets).toEqual({ SITE: [], SYSTEM_STATUS: [] });
    expect((await doctorCall(api, me, 'GET', '/getDeviceCounters')).body.data).toEqual({
      total: 0,
      needingUpdate: 0,
      withErrors: 0,
      offline: 0,
    });
    // The legacy answer is unchanged.
    expect((await devices(me)).body.data).toEqual({ Devices: [], LastSystemVersion: null });
  });
});
