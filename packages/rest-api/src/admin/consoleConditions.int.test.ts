// §2 search options on the paged console lists (CONTRACT.md "Paged console lists", `conditions`):
// a date column before, after or on a UTC day (a missing date meets none), a number column less
// than, greater than or equal to a number, a text column including a text (case-insensitive, LIKE's
// own characters taken literally); the facets count under the conditions; a condition the list
// cannot read is a 400 with the column_condition_inv key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/accounts';
import { insertDevice, insertSite } from '../seed/records';
import { adminCall, demoSession } from './staffTesting';

let api: TestRestApi;
let token: string;
const base = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;
const serial = (i: number) => `CND-${String(i).padStart(2, '0')}`;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
  const east = await insertSite(api.db, { name: 'Cond_East' });
  const west = await insertSite(api.db, { name: 'CondXWest' });
  // CND-00..CND-09 ran on 1..10 January 2025 at 23:30 UTC; every third is at East; every fifth runs
  // ES app 1.9.3. CND-10 never ran.
  for (let i = 0; i < 10; i += 1) {
    await insertDevice(api.db, {
      deviceId: serial(i),
      siteId: i % 3 === 0 ? east : west,
      lastRun: new Date(Date.UTC(2025, 0, 1 + i, 23, 30)),
      esVersion: i % 5 === 0 ? '1.9.3' : '1.10.0',
    });
  }
  await insertDevice(api.db, { deviceId: serial(10), siteId: west });
});
afterAll(() => api?.close());

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const devices = (conditions: unknown, extra = '') =>
  call(api, 'GET', `${base}/devices/getAllDevices?limit=100&search=CND-&conditions=${json(conditions)}${extra}`, { token });
const serials = (body: { data: { DeviceID: string }[] }) => body.data.map((d) => d.DeviceID).sort();

describe('conditions on a paged console list', () => {
  it('keeps the dates before, after or on a UTC day; a device that never ran meets none', async () => {
    const before = await devices({ LAST_RUN: { comparison: 'LESS', value: '2025-01-03' } });
    expect(before.status).toBe(200);
    expect(serials(before.body)).toEqual([serial(0), serial(1)]);
    expect(before.body.total).toBe(2);
    // 23:30 UTC on 5 January is on the 5th whatever the server's zone.
    expect(serials((await devices({ LAST_RUN: { comparison: 'INCLUDE', value: '2025-01-05' } })).body)).toEqual([serial(4)]);
    expect(serials((await devices({ LAST_RUN: { comparison: 'GREATER', value: '2025-01-08' } })).body)).toEqual([serial(8), serial(9)]);
    const all = (await devices({ LAST_RUN: { comparison: 'LESS', value: '9999-12-31' } })).body;
    expect(serials(all)).not.toContain(serial(10));
    expect(all.total).toBe(10);
  });

  it('counts the facets under the conditions and combines them with the ticked filters', async () => {
    const answer = await devices({ LAST_RUN: { comparison: 'LESS', value: '2025-01-04' } });
    expect(answer.body.facets.SITE).toEqual(
      expect.arrayContaining([
        { value: 'Cond_East', count: 1 },
        { value: 'CondXWest', count: 2 },
      ]),
    );
    expect(answer.body.facets.SITE).toHaveLength(2);
    const both = await devices({ LAST_RUN: { comparison: 'LESS', value: '2025-01-04' } }, `&filters=${json({ SITE: ['CondXWest'] })}`);
    expect(serials(both.body)).toEqual([serial(1), serial(2)]);
  });

  it('looks for a text without case, LIKE characters taken literally, in a version as written', async () => {
    expect(serials((await devices({ ES_APP: { comparison: 'INCLUDE', value: '1.9' } })).body)).toEqual([serial(0), serial(5)]);
    const sites = (value: string) =>
      call(api, 'GET', `${base}/sites/getAllSites?limit=100&conditions=${json({ NAME: { comparison: 'INCLUDE', value } })}`, { token });
    const names = (body: { data: { SiteName: string }[] }) => body.data.map((s) => s.SiteName);
    expect(names((await sites('COND_')).body)).toEqual(['Cond_East']);
    expect(names((await sites('cond')).body)).toEqual(['Cond_East', 'CondXWest']);
  });

  it('compares a number column with a number', async () => {
    const sites = (comparison: string, value: string) =>
      call(api, 'GET', `${base}/sites/getAllSites?limit=100&conditions=${json({ DEVICE_COUNT: { comparison, value } })}`, { token });
    const named = (body: { data: { SiteName: string; NumOfDevices: number }[] }) =>
      body.data.filter((s) => s.SiteName.startsWith('Cond')).map((s) => [s.SiteName, Number(s.NumOfDevices)]);
    expect(named((await sites('GREATER', '4')).body)).toEqual([['CondXWest', 7]]);
    expect(named((await sites('INCLUDE', '4')).body)).toEqual([['Cond_East', 4]]);
    expect(named((await sites('LESS', '4')).body)).toEqual([]);
    const every = (await call(api, 'GET', `${base}/sites/getAllSites?limit=100`, { token })).body.data as { NumOfDevices: number }[];
    expect((await sites('LESS', '4')).body.total).toBe(every.filter((s) => Number(s.NumOfDevices) < 4).length);
  });

  it('keeps the audit events of a UTC day by their time, not their order', async () => {
    const superAdmin = await demoSession(api, 'superAdmin');
    const audit = (conditions: unknown) => adminCall(api, superAdmin, 'GET', `/audit/events?limit=1&conditions=${json(conditions)}`);
    const total = (await adminCall(api, superAdmin, 'GET', '/audit/events?limit=1')).body.total;
    expect(total).toBeGreaterThan(0);
    expect((await audit({ AT: { comparison: 'LESS', value: '2000-01-01' } })).body.total).toBe(0);
    expect((await audit({ AT: { comparison: 'GREATER', value: '2000-01-01' } })).body.total).toBeGreaterThanOrEqual(total);
  });

  it.each([
    ['an unknown column', { COLOUR: { comparison: 'INCLUDE', value: 'red' } }],
    ['a ticked-value column', { SITE: { comparison: 'INCLUDE', value: 'Cond' } }],
    ['less than on a text', { SERIAL_NUMBER: { comparison: 'LESS', value: 'CND' } }],
    ['a day that is none', { LAST_RUN: { comparison: 'LESS', value: '2025-02-30' } }],
    ['a day as the table shows it', { LAST_RUN: { comparison: 'LESS', value: '03/01/2025' } }],
    ['an unknown comparison', { LAST_RUN: { comparison: 'BEFORE', value: '2025-01-03' } }],
  ])('refuses %s with a 400 and the column_condition_inv key', async (_name, conditions) => {
    const answer = await devices(conditions);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ key: 'column_condition_inv' }] });
    expect(answer.body.fields[0].field).toMatch(/^conditions/);
    expect(answer.body.message).toBe(VALIDATION_MESSAGES.column_condition_inv);
  });

  it('refuses a number that is none on a number column', async () => {
    const answer = await call(
      api,
      'GET',
      `${base}/sites/getAllSites?limit=5&conditions=${json({ ECP_COUNT: { comparison: 'LESS', value: 'three' } })}`,
      { token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual([{ field: 'conditions', key: 'column_condition_inv' }]);
  });
});
