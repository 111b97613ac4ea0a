// The paged Devices list (CONTRACT.md "Paged console lists"): search, ticked filters, the §4 status
// filter, any-column sort (the versions by the §4 rule), LIMIT/OFFSET and the filter columns' counts,
// all from SQL; the header counters from SQL counts. Bad queries are 400; the legacy calls are unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetCounters, matchesStatus, type DeviceStatusFilter } from '@portal/domain/deviceStatus';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/accounts';
import { insertDevice, insertSite } from '../seed/records';

let api: TestRestApi;
let token: string;
const base = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;
const list = `${base}/devices/getAllDevices`;

const STATUSES = ['Error', 'Warning', 'OK', 'OK'];
const serial = (i: number) => `PG-${String(i).padStart(2, '0')}`;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
  const north = await insertSite(api.db, { name: 'Paged North' });
  const south = await insertSite(api.db, { name: 'Paged South' });
  // PG-00..PG-29: South every third, statuses Error, Warning, OK, OK in turn; ES app 1.9.3 every
  // fifth (1.10.0 otherwise), ET firmware 1.2 every seventh (1.10 otherwise). PG-30 has no site and
  // has reported no version.
  for (let i = 0; i < 30; i += 1) {
    await insertDevice(api.db, {
      deviceId: serial(i),
      siteId: i % 3 === 0 ? south : north,
      location: `Room ${i}`,
      lastRun: new Date(Date.UTC(2025, 0, 1 + i)),
      systemStatus: STATUSES[i % 4],
      esVersion: i % 5 === 0 ? '1.9.3' : '1.10.0',
      etFirmwareVersion: i % 7 === 0 ? '1.2' : '1.10',
    });
  }
  await insertDevice(api.db, { deviceId: serial(30), siteId: null, systemStatus: 'OK' });
  for (const [VersionType, VersionNO] of [
    ['ESAPP', '1.10.0'],
    ['ESAPP', '1.9.3'],
    ['ET', '1.10.0'],
  ]) {
    const added = await call(api, 'POST', `${base}/versions/addNewVersion`, {
      token,
      body: { VersionType, VersionNO, VersionURL: `https://u.example/${VersionNO}` },
    });
    expect(added.status).toBe(200);
  }
});
afterAll(() => api?.close());

const page = (query: string) => call(api, 'GET', `${list}?${query}`, { token });
const serials = (body: { data: { DeviceID: string }[] }) => body.data.map((d) => d.DeviceID);
const filters = (value: Record<string, string[]>) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

describe('GET /devices/getAllDevices with limit', () => {
  it('answers one page searched in SQL in the list shape, the total, the facets and LastSystemVersion', async () => {
    const answer = await page('limit=5&offset=5&search=pg-');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(31);
    expect(serials(answer.body)).toEqual([5, 6, 7, 8, 9].map(serial));
    expect(answer.body.data[0]).toMatchObject({
      DeviceID: 'PG-05',
      SiteName: 'Paged North',
      Location: 'Room 5',
      SystemStatus: 'Warning',
      ESVersion: '1.9.3',
      ETFirmwareVersion: '1.10',
      DeviceErrors: [],
    });
    expect(Object.keys(answer.body.data[0]).filter((key) => key.startsWith('__'))).toEqual([]);
    expect(answer.body.LastSystemVersion).toEqual({ WIN: null, ESAPP: '1.10.0', ET: '1.10.0', EMITTER: null, TV: null });
    expect(answer.body.facets.SITE).toEqual([
      { value: '', count: 1 },
      { value: 'Paged North', count: 20 },
      { value: 'Paged South', count: 10 },
    ]);
    expect(answer.body.facets.SYSTEM_STATUS).toEqual([
      { value: 'Error', count: 8 },
      { value: 'OK', count: 15 },
      { value: 'Warning', count: 8 },
    ]);
  });

  it('searches the site, location, status and versions too, case-insensitively', async () => {
    expect((await page('limit=100&search=PAGED%20south')).body.total).toBe(10);
    expect(serials((await page('limit=100&search=room%2012')).body)).toEqual(['PG-12']);
    expect((await page('limit=100&search=warn')).body.total).toBe(8);
    // 1.9.3: PG-00, 05, ..., 25.
    expect(serials((await page('limit=100&search=1.9.3')).body)).toEqual([0, 5, 10, 15, 20, 25].map(serial));
  });

  it('filters by ticked values; a column counts its values under the other filters only', async () => {
    const answer = await page(`limit=100&search=pg-&${filters({ SITE: ['Paged South'], SYSTEM_STATUS: ['Error'] })}`);
    // South: multiples of 3; Error: multiples of 4.
    expect(serials(answer.body)).toEqual([0, 12, 24].map(serial));
    expect(answer.body.facets.SITE).toEqual([
      { value: 'Paged North', count: 5 },
      { value: 'Paged South', count: 3 },
    ]);
    expect(answer.body.facets.SYSTEM_STATUS).toEqual([
      { value: 'Error', count: 3 },
      { value: 'OK', count: 5 },
      { value: 'Warning', count: 2 },
    ]);
    // "" ticks the devices without a site; an empty list shows none.
    expect(serials((await page(`limit=100&${filters({ SITE: [''] })}`)).body)).toEqual(['PG-30']);
    expect((await page(`limit=100&${filters({ SITE: [] })}`)).body).toMatchObject({ data: [], total: 0 });
  });

  it('filters by the §4 status in SQL exactly as the domain rules do, with the facets under it', async () => {
    // PG-01 and PG-02 last reported a month ago, PG-03 a day ago: offline means more than a week silent.
    const now = api.clock.now();
    for (const [id, days] of [
      ['PG-01', 30],
      ['PG-02', 31],
      ['PG-03', 1],
    ] as const) {
      await api.db.query('update devices set last_seen_at = $2 where device_id = $1', [id, new Date(now.getTime() - days * 86_400_000)]);
    }
    const legacy = (await call(api, 'GET', list, { token })).body.data;
    for (const status of ['ALL', 'NEEDS_UPDATE', 'WITH_ERRORS', 'OFFLINE'] as DeviceStatusFilter[]) {
      const expected = legacy.Devices.filter((d: any) => matchesStatus(d, legacy.LastSystemVersion, status, now)).map(
        (d: any) => d.DeviceID,
      );
      if (status === 'OFFLINE') expect(expected).toEqual(['PG-01', 'PG-02']);
      const answer = await page(`limit=100&status=${status}`);
      expect(serials(answer.body), status).toEqual(expected);
      expect(answer.body.total).toBe(expected.length);
    }
    // Needing an update: ES app 1.9.3 (multiples of 5) or ET firmware 1.2 (multiples of 7); PG-30 reported nothing.
    const needing = await page('limit=100&search=pg-&status=NEEDS_UPDATE');
    expect(serials(needing.body)).toEqual([0, 5, 7, 10, 14, 15, 20, 21, 25, 28].map(serial));
    const erroneous = await page(`limit=100&search=pg-&status=WITH_ERRORS&${filters({ SITE: ['Paged South'] })}`);
    expect(serials(erroneous.body)).toEqual([0, 9, 12, 21, 24].map(serial));
    expect(erroneous.body.facets.SYSTEM_STATUS).toEqual([
      { value: 'Error', count: 3 },
      { value: 'Warning', count: 2 },
    ]);
  });

  it('sorts by several columns, the versions by the §4 rule, ties by id', async () => {
    const bySite = await page('limit=4&search=pg-&sort=SITE:DESC,SERIAL_NUMBER:DESC');
    expect(serials(bySite.body)).toEqual([27, 24, 21, 18].map(serial));
    // Numerically 1.9.3 < 1.10.0 (as text it would be last); no version lowest.
    const byVersion = await page('limit=8&search=pg-&sort=ES_APP:ASC,SERIAL_NUMBER:ASC');
    expect(serials(byVersion.body)).toEqual([30, 0, 5, 10, 15, 20, 25, 1].map(serial));
    const newestVersionFirst = await page('limit=2&search=pg-&sort=ET_FIRMWARE:DESC,SERIAL_NUMBER:ASC');
    expect(serials(newestVersionFirst.body)).toEqual([1, 2].map(serial));
    const byLastRun = await page('limit=3&search=pg-&sort=LAST_RUN:DESC');
    expect(serials(byLastRun.body)[0]).toBe('PG-29');
    for (const column of ['WINDOWS', 'EMITTER_FIRMWARE', 'TEAM_VIEWER', 'SYSTEM_STATUS', 'LOCATION']) {
      expect((await page(`limit=3&sort=${column}:DESC`)).status, column).toBe(200);
    }
  });

  it('says the total past the last page and treats LIKE characters as text', async () => {
    expect((await page('limit=4&offset=400&search=pg-')).body).toMatchObject({ data: [], total: 31 });
    expect((await page('limit=10&search=%25')).body.total).toBe(0);
    expect((await page('limit=10&search=_')).body.total).toBe(0);
  });

  it('refuses unknown columns, bad directions, non-filterable filters, bad JSON and a bad status with 400', async () => {
    for (const query of [
      'limit=5&sort=SECRET:ASC',
      'limit=5&sort=SITE:UP',
      `limit=5&${filters({ SERIAL_NUMBER: ['PG-01'] })}`,
      'limit=5&filters=%7Bnope',
      'limit=500',
      'limit=5&offset=-1',
      'limit=5&status=BROKEN',
    ]) {
      const answer = await page(query);
      expect(answer.status, query).toBe(400);
    }
  });

  it('keeps the legacy whole list and the by-id read without limit', async () => {
    const whole = await call(api, 'GET', list, { token });
    expect(whole.body.data.Devices).toHaveLength(32);
    expect(whole.body.data.LastSystemVersion.ESAPP).toBe('1.10.0');
    expect(whole.body.total).toBeUndefined();
    const [one] = whole.body.data.Devices;
    const byId = await call(api, 'GET', `${list}?ids=${one.DeviceStorageID}`, { token });
    expect(byId.body.data.Devices).toEqual([one]);
  });

  it('is refused to doctors (403) and without a session (401)', async () => {
    const doctor = (await signIn(api, DEMO_EMAILS.doctor, DEMO_PASSWORD)).token;
    expect((await call(api, 'GET', `${list}?limit=5`, { token: doctor })).status).toBe(403);
    expect((await call(api, 'GET', `${list}?limit=5`)).status).toBe(401);
  });
});

describe('GET /devices/getDeviceCounters', () => {
  it('counts the whole fleet in SQL as the domain rules count it', async () => {
    const legacy = (await call(api, 'GET', list, { token })).body.data;
    const answer = await call(api, 'GET', `${base}/devices/getDeviceCounters`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(fleetCounters(legacy.Devices, legacy.LastSystemVersion));
    expect(answer.body.data).toMatchObject({ total: 32, withErrors: 16 });
  });

  it('is refused to doctors (403)', async () => {
    const doctor = (await signIn(api, DEMO_EMAILS.doctor, DEMO_PASSWORD)).token;
    expect((await call(api, 'GET', `${base}/devices/getDeviceCounters`, { token: doctor })).status).toBe(403);
  });
});
