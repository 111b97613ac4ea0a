// The fleet calls over the whole demo fleet (seed 'all'): counts and lists agree with storage.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/accounts';

let api: TestRestApi;
let token: string;
const base = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;

beforeAll(async () => {
  api = await startTestRestApi({ seed: 'all' });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

const count = async (sql: string, params: unknown[] = []) => (await api.db.query<{ n: number }>(sql, params)).rows[0].n;

describe('the demo fleet through the admin calls', () => {
  it('lists every site with ECP and device counts that match storage', async () => {
    const sites = (await call(api, 'GET', `${base}/sites/getAllSites`, { token })).body.data;
    expect(sites.length).toBe(await count('select count(*)::int as n from sites'));
    for (const site of sites) {
      expect(site.NumOfECP).toBe(await count('select count(*)::int as n from doctors where site_id = $1', [site.SiteStorageID]));
      expect(site.NumOfDevices).toBe(await count('select count(*)::int as n from devices where site_id = $1', [site.SiteStorageID]));
      expect(site.LinkedECPs).toHaveLength(site.NumOfECP);
      expect(site.LinkedDevices).toHaveLength(site.NumOfDevices);
    }
  });

  it('lists devices with at most 25 errors each, newest first, and the latest versions numerically', async () => {
    const data = (await call(api, 'GET', `${base}/devices/getAllDevices`, { token })).body.data;
    expect(data.Devices.length).toBe(await count('select count(*)::int as n from devices'));
    expect(data.LastSystemVersion).toEqual({ WIN: '10.0.19045', ESAPP: '2.4.1', ET: '1.10.0', EMITTER: '3.1.0', TV: '15.49.2' });
    for (const device of data.Devices) {
      const stored = await count('select count(*)::int as n from device_errors where device_id = $1', [device.DeviceStorageID]);
      expect(device.DeviceErrors).toHaveLength(Math.min(stored, 25));
      const times = device.DeviceErrors.map((e: { ErrorDate: string }) => new Date(e.ErrorDate).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    const busiest = data.Devices.find((d: { DeviceID: string }) => d.DeviceID === 'VB-1003');
    const newest = await api.db.query<{ error_date: Date }>(
      'select error_date from device_errors where device_id = $1 order by error_date desc limit 1',
      [busiest.DeviceStorageID],
    );
    expect(new Date(busiest.DeviceErrors[0].ErrorDate).getTime()).toBe(newest.rows[0].error_date.getTime());
  });

  it('lists the pending registrations and the versions', async () => {
    const pendings = (await call(api, 'GET', `${base}/pendings/getAllPendings`, { token })).body.data;
    expect(pendings.length).toBe(await count('select count(*)::int as n from pending_registrations'));
    expect(pendings.length).toBeGreaterThan(0);
    const versions = (await call(api, 'GET', `${base}/versions/getAllVersions`, { token })).body.data;
    expect(versions.length).toBe(await count('select count(*)::int as n from versions'));
    const et = versions.filter((v: { VersionType: string }) => v.VersionType === 'ET').map((v: { VersionNO: string }) => v.VersionNO);
    expect(et).toEqual(['1.10.0', '1.8.2']);
  });

  it('reads each list with a few statements, whatever the number of sites and devices', async () => {
    // The token check takes 3 statements; each list adds 1 (devices: 3), however long it is.
    const spy = vi.spyOn(api.db, 'query');
    try {
      for (const path of ['/sites/getAllSites', '/devices/getAllDevices', '/pendings/getAllPendings', '/versions/getAllVersions']) {
        spy.mockClear();
        expect((await call(api, 'GET', `${base}${path}`, { token })).status).toBe(200);
        expect(spy.mock.calls.length, path).toBeLessThanOrEqual(6);
      }
    } finally {
      spy.mockRestore();
    }
  });
});
