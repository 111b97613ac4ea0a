// The Audit tab's calls: super admins page the trail (search, ticked filters,
// facets, newest first) and export it as CSV, which is itself recorded; admins and doctors are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { DEMO_ACCOUNT_IDS } from '../seed/accounts';
import { adminCall, demoSession, type DemoSession } from '../admin/staffTesting';

let api: TestRestApi;
let superAdmin: DemoSession;
let admin: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  superAdmin = await demoSession(api, 'superAdmin');
  admin = await demoSession(api, 'admin');
  // A failed sign-in and a lock give the trail events to find.
  await call(api, 'POST', '/signin', { body: { Email: 'doctor@demo.example', Password: 'Wrong!2026' } });
  await adminCall(api, admin, 'POST', `/doctors/${DEMO_ACCOUNT_IDS.newDoctor}/profile`, { Enabled: 0 });
});
afterAll(() => api?.close());

const page = (query: Record<string, string>, session = superAdmin) =>
  adminCall(api, session, 'GET', `/audit/events?${new URLSearchParams(query)}`);

describe('GET /audit/events', () => {
  it('pages the trail newest first with the actor by name, a total and the filters’ values', async () => {
    const answer = await page({ limit: '2' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    const seqs = answer.body.data.map((e: { Seq: string }) => Number(e.Seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(answer.body.total).toBeGreaterThan(2);
    expect(answer.body.facets.ACTION).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'LOCK', count: 1 })]));
  });

  it('filters by ticked values and searches ids and names', async () => {
    const locks = await page({ filters: JSON.stringify({ ACTION: ['LOCK'] }) });
    expect(locks.body.total).toBe(1);
    expect(locks.body.data[0]).toMatchObject({
      Action: 'LOCK',
      ObjectType: 'ECP',
      ObjectIDs: [DEMO_ACCOUNT_IDS.newDoctor],
      ActorID: DEMO_ACCOUNT_IDS.admin,
      ActorRole: 'ADMIN',
      ActorName: expect.any(String),
      Outcome: 'SUCCESS',
    });
    const failed = await page({ filters: JSON.stringify({ ACTION: ['SIGN_IN_FAILED'], OUTCOME: ['FAILURE'] }) });
    expect(failed.body.total).toBeGreaterThanOrEqual(1);
    const byId = await page({ search: DEMO_ACCOUNT_IDS.newDoctor.slice(0, 13) });
    expect(byId.body.data.map((e: { Action: string }) => e.Action)).toContain('LOCK');
  });

  it('refuses admins (FORBIDDEN) and doctors, and bad filters with a 400', async () => {
    expect((await page({}, admin)).status).toBe(403);
    const doctor = await demoSession(api, 'doctor');
    expect((await adminCall(api, doctor, 'GET', '/audit/events')).status).toBe(403);
    expect((await page({ filters: JSON.stringify({ ADDRESS: ['x'] }) })).status).toBe(400);
  });
});

describe('GET /audit/events.csv', () => {
  it('exports what the filters select as CSV, and records the export', async () => {
    const answer = await fetch(
      `${api.baseUrl}/VistaAdmins/${superAdmin.uid}/audit/events.csv?filters=${encodeURIComponent(JSON.stringify({ ACTION: ['LOCK'] }))}`,
      {
        headers: { authorization: `Bearer ${superAdmin.token}` },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await answer.text()).trim().split('\r\n');
    expect(lines[0]).toBe('time_utc,sequence,actor_id,actor,actor_role,site_id,action,object_type,object_ids,outcome,request_id,address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,LOCK,ECP,${DEMO_ACCOUNT_IDS.newDoctor},SUCCESS,`);
    const exports = await page({ filters: JSON.stringify({ ACTION: ['EXPORT'] }) });
    expect(exports.body.data[0]).toMatchObject({ Action: 'EXPORT', ActorID: superAdmin.uid, ActorRole: 'SUPER_ADMIN' });
  });
});
