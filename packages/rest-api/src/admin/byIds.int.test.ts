// The by-id reads (CONTRACT.md "By-id reads"): each of the six provider-admin list calls
// given `ids` answers exactly those rows in its legacy shape and order, over the whole demo fleet;
// unknown, foreign and malformed ids are simply absent; none or more than 100 is 400; who may call
// is exactly as without `ids`; and the read costs as many statements as the list, filtered by id.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_SUCH_USER_MESSAGE } from '@portal/domain/auth';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_SITE_ID } from '../seed/accounts';
import { MAX_IDS } from '../http/ids';
import { adminCall, demoSession, type DemoSession } from './staffTesting';

let api: TestRestApi;
let superAdmin: DemoSession;
let admin: DemoSession;
let siteAdmin: DemoSession;
let doctor: DemoSession;

interface ListCall {
  path: string;
  /** The storage id of a row of the answer. */
  idKey: string;
  /** The rows of an answer's data (devices: data.Devices). */
  rows: (data: any) => any[];
  /** The answer's data for `rows` (devices keep LastSystemVersion). */
  shape: (legacy: any, rows: any[]) => unknown;
  /** Super admins only (§6). */
  superOnly?: boolean;
}

const plain = { rows: (data: any) => data as any[], shape: (_legacy: any, rows: any[]) => rows };
const CALLS: readonly ListCall[] = [
  { path: '/sites/getAllSites', idKey: 'SiteStorageID', ...plain },
  { path: '/doctors/getAllECP', idKey: 'UserStorageID', ...plain },
  {
    path: '/devices/getAllDevices',
    idKey: 'DeviceStorageID',
    rows: (data) => data.Devices,
    shape: (legacy, rows) => ({ Devices: rows, LastSystemVersion: legacy.LastSystemVersion }),
  },
  { path: '/versions/getAllVersions', idKey: 'SystemVersionID', ...plain },
  { path: '/pendings/getAllPendings', idKey: 'id', ...plain },
  { path: '/admins/getAllAdmins', idKey: 'UserStorageID', ...plain, superOnly: true },
];

const withIds = (path: string, ids: readonly string[] | string) =>
  `${path}?ids=${encodeURIComponent(typeof ids === 'string' ? ids : ids.join(','))}`;

/** The legacy whole list's data. */
async function legacy(list: ListCall) {
  const answer = await adminCall(api, superAdmin, 'GET', list.path);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  api = await startTestRestApi({ seed: 'all' });
  superAdmin = await demoSession(api, 'superAdmin');
  admin = await demoSession(api, 'admin');
  siteAdmin = await demoSession(api, 'siteAdmin');
  doctor = await demoSession(api, 'doctor');
});
afterAll(() => api?.close());

describe.each(CALLS)('GET $path?ids=', (list) => {
  it('answers exactly the rows asked for, in the legacy shape and order', async () => {
    const data = await legacy(list);
    const all = list.rows(data);
    expect(all.length).toBeGreaterThanOrEqual(2);
    // Asked in another order than the list's, with one id repeated and one in capitals.
    const picked = [all[all.length - 1], all[0], ...(all.length > 2 ? [all[Math.floor(all.length / 2)]] : [])];
    const ids = picked.map((row) => row[list.idKey] as string);
    const asked = [...ids, ids[0], ids[1].toUpperCase()];
    const answer = await adminCall(api, superAdmin, 'GET', withIds(list.path, asked));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: list.shape(
        data,
        all.filter((row) => ids.includes(row[list.idKey])),
      ),
    });
  });

  it('answers every row of the list by id (its counts and linked ids included) when asked for all', async () => {
    const data = await legacy(list);
    const all = list.rows(data);
    expect(all.length).toBeLessThanOrEqual(MAX_IDS);
    const answer = await adminCall(
      api,
      superAdmin,
      'GET',
      withIds(
        list.path,
        all.map((row) => row[list.idKey]),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data });
  });

  it('leaves out unknown, foreign and malformed ids', async () => {
    const data = await legacy(list);
    const [known] = list.rows(data);
    // A patient's, another kind's (a site for the others, the demo doctor for sites), a fresh UUID, not a UUID.
    const patient = (await api.db.query<{ id: string }>('select id from patients limit 1')).rows[0].id;
    const foreign = list.path === '/sites/getAllSites' ? DEMO_ACCOUNT_IDS.doctor : DEMO_SITE_ID;
    const others = [patient, foreign, randomUUID(), 'not-a-uuid', "1' or '1'='1", ' '];
    const answer = await adminCall(api, superAdmin, 'GET', withIds(list.path, [...others, known[list.idKey]]));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: list.shape(data, [known]) });

    const none = await adminCall(api, superAdmin, 'GET', withIds(list.path, others));
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: list.shape(data, []) });
  });

  it('refuses none or more than 100 ids with 400 fill_required on query.ids; 100 are fine', async () => {
    const refusal = { code: 'BAD_USER_INPUT', fields: [{ field: 'query.ids', key: 'fill_required' }] };
    for (const ids of ['', ',', ' , ,', Array.from({ length: MAX_IDS + 1 }, () => randomUUID()).join(',')]) {
      const answer = await adminCall(api, superAdmin, 'GET', withIds(list.path, ids));
      expect(answer.status, JSON.stringify(ids.slice(0, 20))).toBe(400);
      expect(answer.body).toMatchObject(refusal);
    }
    const hundred = await adminCall(
      api,
      superAdmin,
      'GET',
      withIds(
        list.path,
        Array.from({ length: MAX_IDS }, () => randomUUID()),
      ),
    );
    expect(hundred.status).toBe(200);
    // The same id 101 times is one id.
    const repeated = await adminCall(api, superAdmin, 'GET', withIds(list.path, Array(MAX_IDS + 1).fill(randomUUID())));
    expect(repeated.status).toBe(200);
  });

  it('lets in exactly whom the list lets in, before looking at the ids', async () => {
    const [known] = list.rows(await legacy(list));
    const ids = withIds(list.path, [known[list.idKey]]);
    const tooMany = withIds(
      list.path,
      Array.from({ length: MAX_IDS + 1 }, () => randomUUID()),
    );
    for (const path of [ids, tooMany, `${list.path}?ids=`]) {
      for (const session of [siteAdmin, doctor]) {
        const own = await adminCall(api, session, 'GET', path);
        expect(own.status).toBe(403);
        expect(own.body).toMatchObject({ code: 'FORBIDDEN', message: ERROR_MESSAGES.permissionDenied });
        expect((await call(api, 'GET', `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}${path}`, { token: session.token })).status).toBe(403);
      }
      // A platform admin on another admin's uid, or on a uid naming nobody; no session at all.
      expect((await call(api, 'GET', `/VistaAdmins/${DEMO_ACCOUNT_IDS.superAdmin}${path}`, { token: admin.token })).status).toBe(403);
      const nobody = await call(api, 'GET', `/VistaAdmins/${randomUUID()}${path}`, { token: admin.token });
      expect(nobody.status).toBe(404);
      expect(nobody.body.message).toBe(NO_SUCH_USER_MESSAGE);
      expect((await call(api, 'GET', `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}${path}`)).status).toBe(401);
    }
    // Platform admins read every list but the admins', which is for super admins only, with ids or without.
    const asAdmin = await adminCall(api, admin, 'GET', ids);
    const asAdminLegacy = await adminCall(api, admin, 'GET', list.path);
    expect(asAdmin.status).toBe(list.superOnly ? 403 : 200);
    expect(asAdminLegacy.status).toBe(asAdmin.status);
    if (!list.superOnly) expect(list.rows(asAdmin.body.data)).toHaveLength(1);
  });

  it('costs the statements the whole list costs, each filtered by the ids', async () => {
    const [known] = list.rows(await legacy(list));
    const spy = vi.spyOn(api.db, 'query');
    try {
      expect((await adminCall(api, superAdmin, 'GET', list.path)).status).toBe(200);
      const whole = spy.mock.calls.map(([sql]) => String(sql));
      spy.mockClear();
      expect((await adminCall(api, superAdmin, 'GET', withIds(list.path, [known[list.idKey]]))).status).toBe(200);
      const byId = spy.mock.calls.map(([sql]) => String(sql));
      expect(byId).toHaveLength(whole.length);
      // The statements that read the list's rows (not the session's) select by id; devices: the rows and their errors.
      const filtered = byId.filter((sql) => /= any\(\$\d::uuid\[\]\)/.test(sql));
      expect(filtered).toHaveLength(list.path === '/devices/getAllDevices' ? 2 : 1);
      for (const sql of filtered) expect(whole).not.toContain(sql);
    } finally {
      spy.mockRestore();
    }
  });
});
