// The demo seed registers devices and sends their state through receiveDeviceReport: the data
// an administrator sees is what the device-facing path stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_NAME } from '../seed/accounts';
import { seedFleet, type FleetSummary } from '../seed/fleet';
import { issueDeviceKey } from './deviceKeys';
import { DEVICE_API_BASE_PATH } from './reportRoutes';

let api: TestRestApi;
let summary: FleetSummary;
let token: string;
const count = async (sql: string, params: unknown[] = []) => (await api.db.query<{ n: number }>(sql, params)).rows[0].n;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  // A marked clear text instead of argon2 keeps the fleet seed quick here.
  summary = await seedFleet(api.db, { now: api.clock.now(), hashPassword: async (p) => `test-hash:${p}` });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

const listDevices = async () =>
  (await call(api, 'GET', `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}/devices/getAllDevices`, { token })).body.data.Devices as Record<
    string,
    any
  >[];

describe('the demo seed through the device reports', () => {
  it('gives every seeded device a key and its reported state, errors included', async () => {
    expect(await count('select count(*)::int as n from devices where api_key_hash is null')).toBe(0);
    expect(summary.created.devices).toBe(9);
    expect(summary.created.deviceErrors).toBe(await count('select count(*)::int as n from device_errors'));

    const byId: Record<string, Record<string, any>> = Object.fromEntries((await listDevices()).map((d) => [d.DeviceID, d]));
    expect(Object.keys(byId)).toHaveLength(10);
    expect(byId['VB-1001']).toMatchObject({
      SiteName: DEMO_SITE_NAME,
      Location: 'Exam room 1',
      SystemStatus: 'OK',
      ESVersion: '2.4.1',
      WindowsVersion: '10.0.19045',
      ETFirmwareVersion: '1.8.2',
      EmitterFirmwareVersion: '3.1.0',
      TVVersion: '15.49.2',
      TeamViewerID: '1 284 551 903',
      DeviceErrors: [],
    });
    expect(byId['VB-1003']).toMatchObject({
      SiteName: DEMO_SITE_NAME,
      SystemStatus: 'Error',
      ESVersion: '1.10.0',
      ETFirmwareVersion: '1.10.0',
    });
    expect(byId['VB-1003'].DeviceErrors).toHaveLength(25);
    expect(await count('select count(*)::int as n from device_errors where device_id = $1', [byId['VB-1003'].DeviceStorageID])).toBe(32);
    expect(byId['VB-1005']).toMatchObject({ SystemStatus: 'error', ETFirmwareVersion: '1.8.2', EmitterFirmwareVersion: '2.5.1' });
    expect(byId['VB-1005'].DeviceErrors).toHaveLength(9);
    for (const device of Object.values(byId)) {
      expect(device.LastRun && device.TeamViewerID && device.DateOfActivation).toBeTruthy();
      expect(new Date(device.LastRun).getTime()).toBeGreaterThan(new Date(device.DateOfActivation).getTime());
    }
  });

  it('lets a seeded device report over HTTP once it is given a new key', async () => {
    const [device] = (await listDevices()).filter((d) => d.DeviceID === 'VB-1004');
    const key = await issueDeviceKey(api.db, device.DeviceStorageID);
    const response = await fetch(`${api.url}${DEVICE_API_BASE_PATH}/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Device ${key}` },
      body: JSON.stringify({
        LastRun: api.clock.now().toISOString(),
        SystemStatus: 'Error',
        ESVersion: device.ESVersion,
        WindowsVersion: device.WindowsVersion,
        ETFirmwareVersion: device.ETFirmwareVersion,
        EmitterFirmwareVersion: device.EmitterFirmwareVersion,
        TVVersion: device.TVVersion,
        Errors: [{ ErrorDate: api.clock.now().toISOString(), Error: 'Camera disconnected' }],
      }),
    });
    expect(response.status).toBe(200);
    const [after] = (await listDevices()).filter((d) => d.DeviceID === 'VB-1004');
    expect(after).toMatchObject({ SystemStatus: 'Error', TeamViewerID: device.TeamViewerID, Location: device.Location });
    expect(after.DeviceErrors).toEqual([{ ErrorDate: api.clock.now().toISOString(), Error: 'Camera disconnected' }]);
  });
});
