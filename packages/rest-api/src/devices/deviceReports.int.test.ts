import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { signIn } from '../testHttp';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID } from '../seed/accounts';
import { hashDeviceKey, issueDeviceKey } from './deviceKeys';
import { registerDevice } from './deviceReports';
import { DEVICE_API_BASE_PATH } from './reportRoutes';

let api: TestRestApi;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
});
afterAll(() => api?.close());

/** POST /api/v1/devices/report with `Authorization: <authorization>` (none when null). */
async function report(authorization: string | null, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  const response = await fetch(`${api.url}${DEVICE_API_BASE_PATH}/report`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}
const asDevice = (key: string) => `Device ${key}`;

const hoursAgo = (hours: number) => new Date(api.clock.now().getTime() - hours * HOUR).toISOString();
const reportBody = (overrides: Record<string, unknown> = {}) => ({
  LastRun: hoursAgo(1),
  SystemStatus: 'OK',
  ESVersion: '2.4.1',
  WindowsVersion: '10.0.19045',
  ETFirmwareVersion: '1.10.0',
  EmitterFirmwareVersion: '3.1.0',
  TVVersion: '15.49.2',
  ...overrides,
});

async function stored(serial: string): Promise<Record<string, any>> {
  const device = await api.db.query<Record<string, any> & { id: string }>(
    `select id, last_run, system_status, es_version, windows_version, et_firmware_version, emitter_firmware_version, tv_version,
            teamviewer_id, location from devices where device_id = $1`,
    [serial],
  );
  const errors = await api.db.query<{ error_date: Date; error: string }>(
    'select error_date, error from device_errors where device_id = $1 order by error_date, error',
    [device.rows[0].id],
  );
  return { ...device.rows[0], errors: errors.rows.map((e) => `${e.error_date.toISOString()} ${e.error}`) };
}

let serials = 0;
async function newDevice() {
  const serial = `VB-T${++serials}`;
  const device = await registerDevice(api.db, { DeviceID: serial, siteId: DEMO_SITE_ID, location: 'Exam room 9' });
  if (!device) throw new Error('not registered');
  return { serial, ...device };
}

describe('registering a device', () => {
  it('stores only the SHA-256 of a 32-byte key; a new key ends the old one', async () => {
    const device = await newDevice();
    expect(Buffer.from(device.key, 'base64url')).toHaveLength(32);
    const row = await api.db.query<{ api_key_hash: string }>('select api_key_hash from devices where id = $1', [device.DeviceStorageID]);
    expect(row.rows[0].api_key_hash).toBe(hashDeviceKey(device.key));
    expect(await registerDevice(api.db, { DeviceID: device.serial, siteId: null })).toBeNull();

    const newKey = await issueDeviceKey(api.db, device.DeviceStorageID);
    expect(newKey).not.toBe(device.key);
    expect((await report(asDevice(device.key), reportBody())).status).toBe(401);
    expect((await report(asDevice(newKey!), reportBody())).status).toBe(200);
    expect(await issueDeviceKey(api.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('POST /api/v1/devices/report', () => {
  it('records the run, status, versions and errors; a repeated report adds no error twice', async () => {
    const device = await newDevice();
    const errors = [
      { ErrorDate: hoursAgo(3), Error: 'Eye tracker calibration failed' },
      { ErrorDate: hoursAgo(2), Error: 'Emitter not detected' },
      { ErrorDate: hoursAgo(2), Error: 'Emitter not detected' },
    ];
    const body = reportBody({
      SystemStatus: 'Warning',
      ETFirmwareVersion: '1.8.2',
      TVVersion: null,
      TeamViewerID: '1 555 000 111',
      Errors: errors,
    });
    const answer = await report(asDevice(device.key), body);
    expect(answer).toEqual({ status: 200, body: { data: { DeviceID: device.serial, received: true } } });

    const first = await stored(device.serial);
    expect(first).toMatchObject({
      system_status: 'Warning',
      es_version: '2.4.1',
      windows_version: '10.0.19045',
      et_firmware_version: '1.8.2',
      emitter_firmware_version: '3.1.0',
      tv_version: null,
      teamviewer_id: '1 555 000 111',
      location: 'Exam room 9',
    });
    expect((first.last_run as Date).toISOString()).toBe(body.LastRun);
    expect(first.errors).toEqual([`${errors[0].ErrorDate} ${errors[0].Error}`, `${errors[1].ErrorDate} ${errors[1].Error}`]);

    // A retry of the same report, then a newer one repeating the older errors plus one new entry.
    expect((await report(asDevice(device.key), body)).status).toBe(200);
    const newer = reportBody({
      LastRun: hoursAgo(0.5),
      Location: null,
      Errors: [...errors, { ErrorDate: hoursAgo(0.5), Error: 'Emitter not detected' }],
    });
    expect((await report(asDevice(device.key), newer)).status).toBe(200);
    const after = await stored(device.serial);
    expect(after).toMatchObject({
      system_status: 'OK',
      et_firmware_version: '1.10.0',
      tv_version: '15.49.2',
      teamviewer_id: '1 555 000 111',
      location: null,
    });
    expect(after.errors).toHaveLength(3);

    // Each stored report is in the audit trail, written by the device itself.
    const events = await api.db.query<{ role: string; actor: string | null; action: string }>(
      `select actor_role as role, actor_id as actor, action from audit_events
        where object_type = 'DEVICE' and object_ids = array[(select id::text from devices where device_id = $1)] order by seq`,
      [device.serial],
    );
    expect(events.rows).toEqual(Array.from({ length: 3 }, () => ({ role: 'DEVICE', actor: null, action: 'UPDATE' })));
  });

  it('stores each error once when copies of a report arrive at the same time (the device row is locked)', async () => {
    const device = await newDevice();
    const errors = Array.from({ length: 20 }, (_, k) => ({ ErrorDate: hoursAgo(k + 1), Error: 'Camera disconnected' }));
    const answers = await Promise.all(Array.from({ length: 4 }, () => report(asDevice(device.key), reportBody({ Errors: errors }))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await stored(device.serial)).errors).toHaveLength(20);
  });

  it('does not let a late report overwrite a newer state, but keeps its errors', async () => {
    const device = await newDevice();
    await report(asDevice(device.key), reportBody({ LastRun: hoursAgo(1), SystemStatus: 'OK' }));
    const late = reportBody({
      LastRun: hoursAgo(5),
      SystemStatus: 'Error',
      Errors: [{ ErrorDate: hoursAgo(5), Error: 'Camera disconnected' }],
    });
    expect((await report(asDevice(device.key), late)).status).toBe(200);
    const after = await stored(device.serial);
    expect(after.system_status).toBe('OK');
    expect((after.last_run as Date).toISOString()).toBe(hoursAgo(1));
    expect(after.errors).toEqual([`${hoursAgo(5)} Camera disconnected`]);
  });

  it('answers 401, the same way, for a missing, malformed or unknown key or a user token; nothing is stored', async () => {
    const device = await newDevice();
    const session = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
    const before = await stored(device.serial);
    const refusals = await Promise.all(
      [null, device.key, `Bearer ${device.key}`, `Bearer ${session}`, asDevice(session), asDevice(`${device.key}x`), 'Device '].map(
        (auth) => report(auth, reportBody({ SystemStatus: 'Error', Errors: [{ ErrorDate: hoursAgo(1), Error: 'Intruder' }] })),
      ),
    );
    for (const answer of refusals) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(refusals[0].body);
    }
    expect(refusals[0].body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await stored(device.serial)).toEqual(before);
  });

  it("writes only the key's own device: another device's key cannot write this one", async () => {
    const [mine, other] = [await newDevice(), await newDevice()];
    const before = await stored(mine.serial);
    const body = reportBody({ SystemStatus: 'Error', Errors: [{ ErrorDate: hoursAgo(1), Error: 'Forged' }] });

    // Naming this device with the other's key is refused; without a name the report is the other device's.
    const named = await report(asDevice(other.key), { ...body, DeviceID: mine.serial });
    expect(named.status).toBe(403);
    expect((await stored(other.serial)).errors).toEqual([]);
    const unnamed = await report(asDevice(other.key), body);
    expect(unnamed.body.data.DeviceID).toBe(other.serial);
    expect(await stored(mine.serial)).toEqual(before);
    expect((await stored(other.serial)).errors).toEqual([`${hoursAgo(1)} Forged`]);
    expect((await report(asDevice(mine.key), { ...reportBody(), DeviceID: mine.serial })).status).toBe(200);
  });

  it('answers 400 with the field keys for a bad body and stores nothing, valid errors included', async () => {
    const device = await newDevice();
    await report(asDevice(device.key), reportBody());
    const before = await stored(device.serial);
    const bad = reportBody({
      LastRun: 'yesterday',
      SystemStatus: 'x'.repeat(51),
      ESVersion: '2.4.1-rc',
      Errors: [
        { ErrorDate: hoursAgo(1), Error: 'A valid entry' },
        { ErrorDate: hoursAgo(1), Error: '' },
      ],
    });
    const answer = await report(asDevice(device.key), bad);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_USER_INPUT');
    expect(answer.body.fields).toEqual([
      { field: 'LastRun', key: 'report_time_inv' },
      { field: 'SystemStatus', key: 'max_50' },
      { field: 'ESVersion', key: 'version_no_inv' },
      { field: 'Errors.1.Error', key: 'fill_required' },
    ]);
    const tooMany = Array.from({ length: 101 }, (_, k) => ({ ErrorDate: hoursAgo(k), Error: 'Camera disconnected' }));
    expect((await report(asDevice(device.key), reportBody({ Errors: tooMany }))).body.fields).toEqual([
      { field: 'Errors', key: 'fill_required' },
    ]);
    expect((await report(asDevice(device.key), 'not an object')).status).toBe(400);
    expect(await stored(device.serial)).toEqual(before);
  });
});
