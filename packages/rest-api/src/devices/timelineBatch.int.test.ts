// The batch health timelines (CONTRACT.md "Batch reads"; an extension, not in §7): for up to 100
// devices, one call answers by DeviceStorageID the page `/devices/{id}/reports` answers for each,
// with exactly its access rules (platform admins: any device; a site admin: their own site's, the
// others left out rather than 404), its query and its page; nothing is audited, as for the single call.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID } from '../seed/accounts';
import { MAX_IDS } from '../http/ids';
import { insertSite } from '../seed/records';
import { registerDevice } from './deviceReports';
import { DEVICE_API_BASE_PATH } from './reportRoutes';

let api: TestRestApi;
const tokens: Record<'admin' | 'siteAdmin' | 'doctor', string> = { admin: '', siteAdmin: '', doctor: '' };
const ADMIN = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;
const SITE_ADMIN = `/eyeCareProviders/${DEMO_ACCOUNT_IDS.siteAdmin}`;
/** Devices of the demo site: three reports, one report, none. */
let own: string[];
/** A device of another site, with two reports. */
let foreign: string;

async function report(key: string, SystemStatus = 'OK') {
  const response = await fetch(`${api.url}${DEVICE_API_BASE_PATH}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Device ${key}` },
    body: JSON.stringify({
      LastRun: new Date(api.clock.now().getTime() - 60_000).toISOString(),
      SystemStatus,
      ESVersion: '2.4.1',
      WindowsVersion: '10.0.19045',
      ETFirmwareVersion: '1.10.0',
      EmitterFirmwareVersion: '3.1.0',
      TVVersion: null,
    }),
  });
  expect(response.status).toBe(200);
}

async function device(serial: string, siteId: string, reports: number) {
  const registered = await registerDevice(api.db, { DeviceID: serial, siteId });
  if (!registered) throw new Error(`device ${serial} not registered`);
  for (let i = 0; i < reports; i += 1) {
    await report(registered.key, i % 2 ? 'OK' : 'ERROR');
    // Two reports of a device arrive in the same instant once: the newer id comes first.
    if (i !== 1) api.clock.advance(60_000);
  }
  return registered.DeviceStorageID;
}

beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  tokens.admin = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
  tokens.siteAdmin = (await signIn(api, DEMO_EMAILS.siteAdmin, DEMO_PASSWORD)).token;
  tokens.doctor = (await signIn(api, DEMO_EMAILS.doctor, DEMO_PASSWORD)).token;
  const otherSite = await insertSite(api.db, { name: 'Batch Other Clinic' });
  own = [await device('BT-1', DEMO_SITE_ID, 3), await device('BT-2', DEMO_SITE_ID, 1), await device('BT-3', DEMO_SITE_ID, 0)];
  foreign = await device('BT-9', otherSite, 2);
}, 120_000);
afterAll(() => api?.close());

const get = (path: string, who: keyof typeof tokens = 'admin') => call(api, 'GET', path, { token: tokens[who] });
const idList = (list: readonly string[]) => encodeURIComponent(list.join(','));
const tooMany = () => Array.from({ length: MAX_IDS + 1 }, () => randomUUID());
const auditCount = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from audit_events')).rows[0].n;

const QUERIES = ['', 'limit=1', 'limit=2&offset=1', 'offset=2', 'offset=5', 'limit=100'];

describe('GET /VistaAdmins/{uid}/devices/reports?ids=', () => {
  it('answers each device’s page exactly as /devices/{id}/reports does, any site’s', async () => {
    const all = [...own, foreign];
    for (const query of QUERIES) {
      const singles: Record<string, unknown> = {};
      for (const id of all) {
        const single = await get(`${ADMIN}/devices/${id}/reports${query ? `?${query}` : ''}`);
        expect(single.status).toBe(200);
        singles[id] = single.body;
      }
      const asked = [foreign, own[2], own[0].toUpperCase(), own[1], own[0]];
      const batch = await get(`${ADMIN}/devices/reports?ids=${idList(asked)}${query ? `&${query}` : ''}`);
      expect(batch.status, query).toBe(200);
      expect(batch.body).toEqual({ data: singles });
    }
    const whole = (await get(`${ADMIN}/devices/reports?ids=${idList(all)}`)).body.data;
    expect(Object.keys(whole)).toEqual([...own, foreign]);
    expect(whole[own[0]]).toMatchObject({ total: 3, LastSeen: expect.any(String), RegisteredAt: expect.any(String) });
    expect(whole[own[0]].data.map((r: { SystemStatus: string }) => r.SystemStatus)).toEqual(['ERROR', 'OK', 'ERROR']);
    expect(whole[own[2]]).toMatchObject({ data: [], total: 0, LastSeen: null });
    // Past the end: no rows, the total still counted.
    expect((await get(`${ADMIN}/devices/reports?ids=${own[0]}&offset=5`)).body.data[own[0]]).toMatchObject({ data: [], total: 3 });
  });

  it('leaves out unknown and malformed ids, and wants 1 to 100 ids and the single call’s page', async () => {
    const answer = await get(`${ADMIN}/devices/reports?ids=${idList([randomUUID(), 'nonsense', own[1], DEMO_SITE_ID])}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data)).toEqual([own[1]]);
    for (const query of ['', '?ids=', '?ids=,', `?ids=${idList(tooMany())}`]) {
      const refused = await get(`${ADMIN}/devices/reports${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.fields).toEqual([{ field: 'query.ids', key: 'fill_required' }]);
    }
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) {
      expect((await get(`${ADMIN}/devices/reports?ids=${own[0]}&${query}`)).status, query).toBe(400);
      expect((await get(`${ADMIN}/devices/${own[0]}/reports?${query}`)).status, query).toBe(400);
    }
  });

  it('lets in platform admins only, as the single call', async () => {
    const path = `/devices/reports?ids=${own[0]}`;
    for (const who of ['siteAdmin', 'doctor'] as const) {
      const uid = DEMO_ACCOUNT_IDS[who];
      expect((await get(`/VistaAdmins/${uid}${path}`, who)).status).toBe(403);
      expect((await get(`/VistaAdmins/${uid}/devices/${own[0]}/reports`, who)).status).toBe(403);
    }
    expect((await call(api, 'GET', `${ADMIN}${path}`)).status).toBe(401);
  });
});

describe('GET /eyeCareProviders/{uid}/devices/reports?ids= (a site admin)', () => {
  it('answers each of their own site’s devices exactly as the single call, and leaves out another site’s', async () => {
    for (const query of QUERIES) {
      const singles: Record<string, unknown> = {};
      for (const id of own) {
        const single = await get(`${SITE_ADMIN}/devices/${id}/reports${query ? `?${query}` : ''}`, 'siteAdmin');
        expect(single.status).toBe(200);
        singles[id] = single.body;
      }
      expect((await get(`${SITE_ADMIN}/devices/${foreign}/reports${query ? `?${query}` : ''}`, 'siteAdmin')).status).toBe(404);
      const asked = [foreign, ...own, randomUUID(), 'nonsense'];
      const batch = await get(`${SITE_ADMIN}/devices/reports?ids=${idList(asked)}${query ? `&${query}` : ''}`, 'siteAdmin');
      expect(batch.status, query).toBe(200);
      expect(batch.body).toEqual({ data: singles });
    }
    expect((await get(`${SITE_ADMIN}/devices/reports?ids=${foreign}`, 'siteAdmin')).body).toEqual({ data: {} });
  });

  it('answers none to a site admin without a site, 403 to a plain doctor, and wants 1 to 100 ids', async () => {
    await api.db.query('update doctors set site_id = null where user_id = $1', [DEMO_ACCOUNT_IDS.siteAdmin]);
    try {
      expect((await get(`${SITE_ADMIN}/devices/reports?ids=${idList(own)}`, 'siteAdmin')).body).toEqual({ data: {} });
      expect((await get(`${SITE_ADMIN}/devices/${own[0]}/reports`, 'siteAdmin')).status).toBe(404);
    } finally {
      await api.db.query('update doctors set site_id = $2 where user_id = $1', [DEMO_ACCOUNT_IDS.siteAdmin, DEMO_SITE_ID]);
    }
    const doctorPath = `/eyeCareProviders/${DEMO_ACCOUNT_IDS.doctor}/devices`;
    expect((await get(`${doctorPath}/reports?ids=${own[0]}`, 'doctor')).status).toBe(403);
    expect((await get(`${doctorPath}/${own[0]}/reports`, 'doctor')).status).toBe(403);
    for (const query of ['', '?ids=', `?ids=${idList(tooMany())}`]) {
      const refused = await get(`${SITE_ADMIN}/devices/reports${query}`, 'siteAdmin');
      expect(refused.status, query).toBe(400);
      expect(refused.body.fields).toEqual([{ field: 'query.ids', key: 'fill_required' }]);
    }
    expect((await get(`${SITE_ADMIN}/devices/reports?ids=${own[0]}&limit=101`, 'siteAdmin')).status).toBe(400);
  });
});

describe('the batch path beside /devices/{id}/reports', () => {
  it('routes /devices/reports to the batch call and a device id to the single call, and audits neither', async () => {
    const before = await auditCount();
    // A device id that is a batch segment is an unknown device.
    expect((await get(`${ADMIN}/devices/reports/reports`)).status).toBe(404);
    expect((await get(`${SITE_ADMIN}/devices/reports/reports`, 'siteAdmin')).status).toBe(404);
    expect((await get(`${ADMIN}/devices/${own[0]}/reports?ids=${own[1]}`)).body.data).toHaveLength(3);
    expect((await get(`${ADMIN}/devices/reports?ids=${own[0]}`)).status).toBe(200);
    expect((await get(`${SITE_ADMIN}/devices/reports?ids=${own[0]}`, 'siteAdmin')).status).toBe(200);
    expect(await auditCount()).toBe(before);
  });
});
