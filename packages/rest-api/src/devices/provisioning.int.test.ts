// An admin registers a device and is shown its key once; the key works until it is
// rotated (the old one refused at once) or revoked; every report lands in the device's timeline;
// each key write is audited; nobody at a site holds device keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_KEY_PREFIX_LENGTH, DEVICE_OFFLINE_DAYS, DEVICE_SERIAL_TAKEN } from '@portal/domain/deviceProvisioning';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SITE_ID } from '../seed/accounts';
import { hashDeviceKey } from './deviceKeys';
import { DEVICE_API_BASE_PATH } from './reportRoutes';

let api: TestRestApi;
let adminToken: string;
let siteAdminToken: string;
let doctorToken: string;
let otherSiteId: string;
const ADMIN = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  adminToken = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
  siteAdminToken = (await signIn(api, DEMO_EMAILS.siteAdmin, DEMO_PASSWORD)).token;
  doctorToken = (await signIn(api, DEMO_EMAILS.doctor, DEMO_PASSWORD)).token;
  otherSiteId = (
    await api.db.query<{ id: string }>(
      `insert into sites (name, email, country, city, street) values ('Other Clinic', 'o@other.example', 'IT', 'Roma', 'Via 1') returning id`,
    )
  ).rows[0].id;
});
afterAll(() => api?.close());

async function report(key: string, overrides: Record<string, unknown> = {}) {
  const response = await fetch(`${api.url}${DEVICE_API_BASE_PATH}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Device ${key}` },
    body: JSON.stringify({
      LastRun: new Date(api.clock.now().getTime() - 60_000).toISOString(),
      SystemStatus: 'OK',
      ESVersion: '2.4.1',
      WindowsVersion: '10.0.19045',
      ETFirmwareVersion: '1.10.0',
      EmitterFirmwareVersion: '3.1.0',
      TVVersion: null,
      ...overrides,
    }),
  });
  return response.status;
}

const auditOf = async (deviceId: string) =>
  (
    await api.db.query<{ action: string; actor_role: string }>(
      `select action, actor_role from audit_events where $1 = any(object_ids) and action like 'DEVICE_%' order by seq`,
      [deviceId],
    )
  ).rows.map((r) => `${r.action}:${r.actor_role}`);

describe('a device provisioned by an admin', () => {
  it('registers, reports, rotates and revokes, each key refused at once and each write audited', async () => {
    const registered = await call(api, 'POST', `${ADMIN}/devices/register`, {
      token: adminToken,
      body: { DeviceID: 'VB-P1', SiteStorageID: otherSiteId, Location: 'Room 2' },
    });
    expect(registered.status).toBe(200);
    const { DeviceStorageID: id, Key: key, KeyPrefix: prefix } = registered.body.data;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(prefix).toBe(key.slice(0, DEVICE_KEY_PREFIX_LENGTH));
    // Stored hashed: the key itself is nowhere in the row.
    const row = (await api.db.query<Record<string, string>>('select * from devices where id = $1', [id])).rows[0];
    expect(row.api_key_hash).toBe(hashDeviceKey(key));
    expect(Object.values(row)).not.toContain(key);

    expect(await report(key, { Errors: [{ ErrorDate: new Date(api.clock.now().getTime() - 120_000).toISOString(), Error: 'Lens' }] })).toBe(
      200,
    );

    const rotated = await call(api, 'POST', `${ADMIN}/devices/${id}/rotateKey`, { token: adminToken });
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.data.Key;
    expect(newKey).not.toBe(key);
    expect(await report(key)).toBe(401);
    expect(await report(newKey, { SystemStatus: 'Camera fault' })).toBe(200);

    const revoked = await call(api, 'POST', `${ADMIN}/devices/${id}/revokeKey`, { token: adminToken });
    expect(revoked.status).toBe(200);
    expect(await report(newKey)).toBe(401);
    expect(await auditOf(id)).toEqual(['DEVICE_REGISTER:ADMIN', 'DEVICE_KEY_ROTATE:ADMIN', 'DEVICE_KEY_REVOKE:ADMIN']);

    // The listing shows the key's state without the key.
    const listed = await call(api, 'GET', `${ADMIN}/devices/getAllDevices?ids=${id}`, { token: adminToken });
    expect(listed.body.data.Devices[0]).toMatchObject({ DeviceID: 'VB-P1', KeyPrefix: null, KeyRevokedAt: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toContain(newKey);

    // Both accepted reports are in the timeline, newest first, paged by the database.
    const timeline = await call(api, 'GET', `${ADMIN}/devices/${id}/reports?limit=1`, { token: adminToken });
    expect(timeline.status).toBe(200);
    expect(timeline.body.total).toBe(2);
    expect(timeline.body.data).toHaveLength(1);
    expect(timeline.body.data[0]).toMatchObject({ SystemStatus: 'Camera fault', ESVersion: '2.4.1', TVVersion: null, Errors: [] });
    expect(timeline.body.LastSeen).toEqual(expect.any(String));
    const older = await call(api, 'GET', `${ADMIN}/devices/${id}/reports?limit=1&offset=1`, { token: adminToken });
    expect(older.body.data[0]).toMatchObject({ SystemStatus: 'OK', Errors: [{ Error: 'Lens' }] });
  });

  it('has no system status until its first report, never a default OK', async () => {
    const registered = await call(api, 'POST', `${ADMIN}/devices/register`, {
      token: adminToken,
      body: { DeviceID: 'VB-P2', SiteStorageID: otherSiteId },
    });
    const { DeviceStorageID: id, Key: key } = registered.body.data;
    const before = await call(api, 'GET', `${ADMIN}/devices/getAllDevices?ids=${id}`, { token: adminToken });
    expect(before.body.data.Devices[0]).toMatchObject({ DeviceID: 'VB-P2', SystemStatus: null, LastRun: null });
    expect(await report(key)).toBe(200);
    const after = await call(api, 'GET', `${ADMIN}/devices/getAllDevices?ids=${id}`, { token: adminToken });
    expect(after.body.data.Devices[0]).toMatchObject({ SystemStatus: 'OK' });
  });

  it('refuses a taken serial, an unknown site and a bad body, storing nothing', async () => {
    const before = (await api.db.query<{ n: number }>('select count(*)::int as n from devices')).rows[0].n;
    const taken = await call(api, 'POST', `${ADMIN}/devices/register`, {
      token: adminToken,
      body: { DeviceID: 'VB-1001', SiteStorageID: DEMO_SITE_ID },
    });
    expect(taken).toMatchObject({ status: 409, body: { message: DEVICE_SERIAL_TAKEN } });
    const unknownSite = await call(api, 'POST', `${ADMIN}/devices/register`, {
      token: adminToken,
      body: { DeviceID: 'VB-P9', SiteStorageID: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownSite.status).toBe(404);
    const blank = await call(api, 'POST', `${ADMIN}/devices/register`, {
      token: adminToken,
      body: { DeviceID: ' ', SiteStorageID: DEMO_SITE_ID },
    });
    expect(blank.status).toBe(400);
    expect((await api.db.query<{ n: number }>('select count(*)::int as n from devices')).rows[0].n).toBe(before);
  });

  it('is not for anyone at a site: a site admin or doctor cannot register, rotate or revoke, on any site', async () => {
    const device = (await api.db.query<{ id: string }>(`select id from devices where device_id = 'VB-1001'`)).rows[0].id;
    for (const [token, uid] of [
      [siteAdminToken, DEMO_ACCOUNT_IDS.siteAdmin],
      [doctorToken, DEMO_ACCOUNT_IDS.doctor],
    ]) {
      for (const SiteStorageID of [otherSiteId, DEMO_SITE_ID]) {
        const answer = await call(api, 'POST', `/VistaAdmins/${uid}/devices/register`, {
          token,
          body: { DeviceID: 'VB-X', SiteStorageID },
        });
        expect(answer.status).toBe(403);
      }
      expect((await call(api, 'POST', `/VistaAdmins/${uid}/devices/${device}/rotateKey`, { token })).status).toBe(403);
      expect((await call(api, 'POST', `/VistaAdmins/${uid}/devices/${device}/revokeKey`, { token })).status).toBe(403);
    }
    expect((await api.db.query(`select 1 from devices where device_id = 'VB-X'`)).rows).toHaveLength(0);
  });

  it("lets a site admin read their own site's device timeline, and not another site's", async () => {
    const own = (await api.db.query<{ id: string }>(`select id from devices where device_id = 'VB-1001'`)).rows[0].id;
    const other = (await api.db.query<{ id: string }>(`select id from devices where device_id = 'VB-P1'`)).rows[0].id;
    const path = (id: string) => `/eyeCareProviders/${DEMO_ACCOUNT_IDS.siteAdmin}/devices/${id}/reports`;
    expect((await call(api, 'GET', path(own), { token: siteAdminToken })).status).toBe(200);
    expect((await call(api, 'GET', path(other), { token: siteAdminToken })).status).toBe(404);
    expect(
      (await call(api, 'GET', `/eyeCareProviders/${DEMO_ACCOUNT_IDS.doctor}/devices/${own}/reports`, { token: doctorToken })).status,
    ).toBe(403);
  });

  it('counts devices not heard of for more than DEVICE_OFFLINE_DAYS beside the fleet counters', async () => {
    const counters = async () => (await call(api, 'GET', `${ADMIN}/devices/getDeviceCounters`, { token: adminToken })).body.data;
    const before = await counters();
    await api.db.query(`update devices set last_seen_at = $1 where device_id = 'VB-P1'`, [
      new Date(api.clock.now().getTime() - (DEVICE_OFFLINE_DAYS + 1) * DAY),
    ]);
    expect(await counters()).toMatchObject({ total: before.total, offline: before.offline + 1 });
  });
});
