import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID, DEMO_SITE_NAME } from '../seed/accounts';
import { insertDevice } from '../seed/records';
import { DEVICE_ERROR_ROWS } from './devicesStore';

let api: TestRestApi;
let token: string;
const base = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

const devices = () => call(api, 'GET', `${base}/devices/getAllDevices`, { token });
const addVersion = (VersionType: string, VersionNO: string) =>
  call(api, 'POST', `${base}/versions/addNewVersion`, {
    token,
    body: { VersionType, VersionNO, VersionURL: `https://u.example/${VersionNO}` },
  });

describe('GET /devices/getAllDevices', () => {
  it('answers each device in the §3 shape, and no latest version before any exists', async () => {
    const answer = await devices();
    expect(answer.status).toBe(200);
    expect(answer.body.data.LastSystemVersion).toEqual({ WIN: null, ESAPP: null, ET: null, EMITTER: null, TV: null });
    expect(answer.body.data.Devices).toHaveLength(1);
    const device = answer.body.data.Devices[0];
    expect(device).toMatchObject({
      DeviceID: 'VB-1001',
      SiteStorageID: DEMO_SITE_ID,
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
    expect(device.DeviceStorageID).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(device.DateOfActivation).getTime()).toBeLessThan(new Date(device.LastRun).getTime());
  });

  it('picks the latest version of each type numerically: 1.10.0 over 1.9.3', async () => {
    for (const no of ['1.9.3', '1.10.0', '1.2']) expect((await addVersion('ESAPP', no)).status).toBe(200);
    for (const no of ['10.0.19045', '10.0.9999']) expect((await addVersion('WIN', no)).status).toBe(200);
    const answer = await devices();
    expect(answer.body.data.LastSystemVersion).toEqual({ WIN: '10.0.19045', ESAPP: '1.10.0', ET: null, EMITTER: null, TV: null });
  });

  it('gives each device its 25 newest errors, newest first; a device without a site has no site name', async () => {
    const now = api.clock.now().getTime();
    const [demo] = (await devices()).body.data.Devices;
    // 30 errors in shuffled order of time: the 5 oldest must not be answered.
    const errors = Array.from({ length: 30 }, (_, k) => ({
      at: new Date(now - ((k * 7) % 30) * HOUR - HOUR).toISOString(),
      text: `Error ${(k * 7) % 30}`,
    }));
    await api.db.query(
      `insert into device_errors (device_id, error_date, error)
       select $1, e.at, e.text from jsonb_to_recordset($2::jsonb) as e(at timestamptz, text text)`,
      [demo.DeviceStorageID, JSON.stringify(errors)],
    );
    const spare = await insertDevice(api.db, { deviceId: 'VB-2001', siteId: null, systemStatus: 'error' });
    await api.db.query(`insert into device_errors (device_id, error_date, error) values ($1, $2, 'Emitter not detected')`, [
      spare,
      new Date(now),
    ]);

    const answer = await devices();
    const byId = Object.fromEntries(answer.body.data.Devices.map((d: { DeviceID: string }) => [d.DeviceID, d]));
    const listed = byId['VB-1001'].DeviceErrors;
    expect(listed).toHaveLength(DEVICE_ERROR_ROWS);
    expect(listed.map((e: { Error: string }) => e.Error)).toEqual(Array.from({ length: 25 }, (_, i) => `Error ${i}`));
    expect(Object.keys(listed[0]).sort()).toEqual(['Error', 'ErrorDate']);
    expect(byId['VB-2001']).toMatchObject({ SiteStorageID: null, SiteName: null, SystemStatus: 'error' });
    expect(byId['VB-2001'].DeviceErrors).toEqual([{ ErrorDate: new Date(now).toISOString(), Error: 'Emitter not detected' }]);
  });
});
