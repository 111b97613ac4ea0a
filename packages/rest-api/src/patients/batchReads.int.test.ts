// The batch reads of a doctor's patients (CONTRACT.md "Batch reads"; extensions, not in §7): for up
// to 100 patients, one call answers by patient id what `/patients/{id}/profile`, `/accessLog` and
// `/messages` answer one by one; unknown, malformed and other doctors' ids are left out; no ids or
// more than 100 is 400; the audit trail gets one event where the single call writes one; and the
// static paths are never taken for a patient id (nor a patient's path for a batch).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { MAX_IDS } from '../http/ids';
import { doctorCall, otherClinicDoctor, patientBody, signUpPatient } from './patientsTesting';

let api: TestRestApi;
let doctor: DemoSession;
let other: DemoSession;
/** Three of the demo doctor's patients: A opened and changed, B opened, C only created. */
let ids: string[];
/** A patient of another clinic's doctor. */
let foreign: string;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
  other = await otherClinicDoctor(api);
  const [a, b, c] = [
    await signUpPatient(api, doctor, { FirstName: 'Anna', LastName: 'Batch' }),
    await signUpPatient(api, doctor, { FirstName: 'Bruno', LastName: 'Batch', PhoneNumber: '' }),
    await signUpPatient(api, doctor, { FirstName: 'Carla', LastName: 'Batch', Birthdate: '1990-01-31' }),
  ];
  ids = [a.UserStorageID, b.UserStorageID, c.UserStorageID];
  foreign = (await signUpPatient(api, other, { FirstName: 'Fabio' })).UserStorageID;
  // Within one minute, by the same doctor: each patient's own reads are merged, never across patients.
  await doctorCall(api, doctor, 'GET', `/patients/${ids[0]}/profile`);
  await doctorCall(api, doctor, 'GET', `/patients/${ids[1]}/profile`);
  await doctorCall(api, doctor, 'GET', `/patients/${ids[0]}/getVisitsData`);
  const edit = await doctorCall(api, doctor, 'POST', `/patients/${ids[0]}/profile`, {
    ...patientBody({ FirstName: 'Anna', LastName: 'Batched' }),
    UserStorageID: ids[0],
  });
  expect(edit.status).toBe(200);
  // Messages: three to A (one per minute), one to B, none to C.
  for (const text of ['First {firstName}', 'Second {firstName}', 'Third {firstName}']) {
    await doctorCall(api, doctor, 'POST', '/patients/sendMessages', { Method: 'EMAIL', PatientsIDs: [ids[0], ids[1]], Text: text });
    api.clock.advance(60_000);
  }
  await doctorCall(api, doctor, 'POST', '/patients/sendMessages', { Method: 'EMAIL', PatientsIDs: [ids[0]], Text: 'Only A' });
  await doctorCall(api, other, 'POST', '/patients/sendMessages', { Method: 'EMAIL', PatientsIDs: [foreign], Text: 'Foreign' });
  await api.outbox();
}, 120_000);
afterAll(() => api?.close());

const get = (path: string, session = doctor) => doctorCall(api, session, 'GET', path);
const idList = (list: readonly string[]) => encodeURIComponent(list.join(','));
const tooMany = () => Array.from({ length: MAX_IDS + 1 }, () => randomUUID());

const auditCount = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from audit_events')).rows[0].n;
const lastAudit = async () =>
  (
    await api.db.query<{ actor: string; role: string; action: string; type: string; ids: string[] }>(
      `select actor_id::text as actor, actor_role as role, action, object_type as type, object_ids as ids
         from audit_events order by seq desc limit 1`,
    )
  ).rows[0];

/** 400 `fill_required` on `query.ids` for no `ids`, an empty one, only commas, and more than 100 (with `extra` as well). */
async function expectIdsRequired(path: string, extra = '') {
  for (const query of ['', '?ids=', '?ids=,,', `?ids=${idList(tooMany())}`]) {
    const target = `${path}${query}${extra ? `${query ? '&' : '?'}${extra}` : ''}`;
    const answer = await get(target);
    expect(answer.status, target).toBe(400);
    expect(answer.body.fields).toEqual([{ field: 'query.ids', key: 'fill_required' }]);
  }
}

describe('GET /eyeCareProviders/{uid}/patients/profiles?ids=', () => {
  it('answers each patient exactly as /patients/{id}/profile does, in the order asked', async () => {
    const singles = [];
    for (const id of ids) singles.push((await get(`/patients/${id}/profile`)).body.data);
    // Another order, one id repeated and one in capitals: each patient once, where first asked.
    const asked = [ids[2], ids[0], ids[2], ids[1].toUpperCase()];
    const batch = await get(`/patients/profiles?ids=${idList(asked)}`);
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual({ data: [singles[2], singles[0], singles[1]] });
    expect(batch.body.data[1].PII.LastName).toBe('Batched');
  });

  it('leaves out other doctors’ patients, unknown and malformed ids', async () => {
    const answer = await get(`/patients/profiles?ids=${idList([foreign, ids[1], randomUUID(), 'nonsense', `${ids[0]}x`])}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((p: { UserStorageID: string }) => p.UserStorageID)).toEqual([ids[1]]);
    expect((await get(`/patients/profiles?ids=${idList(ids)}`, other)).body).toEqual({ data: [] });
    expect((await get(`/patients/profiles?ids=nonsense`)).body).toEqual({ data: [] });
    // Exactly 100 ids is allowed.
    const hundred = await get(`/patients/profiles?ids=${idList([ids[0], ...tooMany().slice(0, MAX_IDS - 1)])}`);
    expect(hundred.status).toBe(200);
    expect(hundred.body.data).toHaveLength(1);
  });

  it('wants 1 to 100 ids', async () => {
    await expectIdsRequired('/patients/profiles');
  });

  it('records one READ_RECORD of the patients found, as the single call records its one', async () => {
    const before = await auditCount();
    await get(`/patients/profiles?ids=${idList([ids[1], foreign, ids[0]])}`);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toEqual({ actor: doctor.uid, role: 'DOCTOR', action: 'READ_RECORD', type: 'PATIENT', ids: [ids[1], ids[0]] });
    // A refused call records nothing.
    await get('/patients/profiles?ids=');
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('GET /eyeCareProviders/{uid}/patients/accessLog?ids=&limit=', () => {
  it('answers each patient’s log exactly as /patients/{id}/accessLog does, with the same limit', async () => {
    for (const limit of [undefined, 1, 2, 100]) {
      const query = limit === undefined ? '' : `&limit=${limit}`;
      const singles: Record<string, unknown> = {};
      for (const id of ids) {
        const single = await get(`/patients/${id}/accessLog${query ? `?${query.slice(1)}` : ''}`);
        expect(single.status).toBe(200);
        singles[id] = single.body.data;
      }
      const batch = await get(`/patients/accessLog?ids=${idList([ids[2], ids[0], ids[1].toUpperCase()])}${query}`);
      expect(batch.status).toBe(200);
      expect(batch.body).toEqual({ data: singles });
    }
    // A's log has its edit, its openings and its creation; B's reads (in the same minute as A's) stay B's.
    const log = (await get(`/patients/accessLog?ids=${ids[0]},${ids[1]}`)).body.data;
    const actions = (id: string) => log[id].map((e: { Action: string }) => e.Action);
    expect(actions(ids[0])).toEqual(expect.arrayContaining(['UPDATE', 'READ_RECORD']));
    expect(actions(ids[0]).at(-1)).toBe('CREATE');
    expect(actions(ids[1])).not.toContain('UPDATE');
    expect(actions(ids[1])).toEqual(expect.arrayContaining(['READ_RECORD', 'CREATE']));
    expect((await get(`/patients/accessLog?ids=${ids[0]}&limit=2`)).body.data[ids[0]]).toHaveLength(2);
  });

  it('has a key for each of the doctor’s patients asked for only', async () => {
    const answer = await get(`/patients/accessLog?ids=${idList([foreign, ids[2], randomUUID(), 'nonsense'])}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data)).toEqual([ids[2]]);
    expect((await get(`/patients/accessLog?ids=${idList(ids)}`, other)).body).toEqual({ data: {} });
  });

  it('wants 1 to 100 ids and the single call’s limit (1-100)', async () => {
    await expectIdsRequired('/patients/accessLog');
    await expectIdsRequired('/patients/accessLog', 'limit=5');
    for (const limit of ['0', '101', '500', 'x', '1.5']) {
      const answer = await get(`/patients/accessLog?ids=${ids[0]}&limit=${limit}`);
      expect(answer.status, limit).toBe(400);
      expect((await get(`/patients/${ids[0]}/accessLog?limit=${limit}`)).status).toBe(400);
    }
  });

  it('records nothing, as the single call', async () => {
    const before = await auditCount();
    await get(`/patients/${ids[0]}/accessLog`);
    await get(`/patients/accessLog?ids=${idList(ids)}`);
    expect(await auditCount()).toBe(before);
  });
});

describe('GET /eyeCareProviders/{uid}/patients/messages?ids=&limit=&offset=', () => {
  it('answers each patient’s page exactly as /patients/{id}/messages does', async () => {
    for (const query of ['', 'limit=1', 'limit=2&offset=1', 'offset=3', 'limit=100&offset=50']) {
      const singles: Record<string, unknown> = {};
      for (const id of ids) {
        const single = await get(`/patients/${id}/messages${query ? `?${query}` : ''}`);
        expect(single.status).toBe(200);
        singles[id] = single.body;
      }
      const batch = await get(`/patients/messages?ids=${idList([ids[1], ids[2], ids[0].toUpperCase()])}${query ? `&${query}` : ''}`);
      expect(batch.status).toBe(200);
      expect(batch.body).toEqual({ data: singles });
    }
    const all = (await get(`/patients/messages?ids=${idList(ids)}`)).body.data;
    expect(all[ids[0]].total).toBe(4);
    expect(all[ids[0]].data.map((m: { Body: string }) => m.Body.split('\n')[0])).toEqual([
      'Only A',
      'Third Anna',
      'Second Anna',
      'First Anna',
    ]);
    expect(all[ids[1]].total).toBe(3);
    expect(all[ids[2]]).toEqual({ data: [], total: 0 });
    // Past the end of a history: no rows, the total still counted.
    expect((await get(`/patients/messages?ids=${ids[0]}&offset=10`)).body.data[ids[0]]).toEqual({ data: [], total: 4 });
  });

  it('leaves out other doctors’ patients, unknown and malformed ids', async () => {
    const answer = await get(`/patients/messages?ids=${idList([foreign, ids[0], randomUUID(), 'nonsense'])}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data)).toEqual([ids[0]]);
    const theirs = await get(`/patients/messages?ids=${idList([...ids, foreign])}`, other);
    expect(Object.keys(theirs.body.data)).toEqual([foreign]);
    expect(theirs.body.data[foreign].data[0].Body).toContain('Foreign');
  });

  it('wants 1 to 100 ids and the single call’s page', async () => {
    await expectIdsRequired('/patients/messages');
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=x']) {
      expect((await get(`/patients/messages?ids=${ids[0]}&${query}`)).status, query).toBe(400);
      expect((await get(`/patients/${ids[0]}/messages?${query}`)).status, query).toBe(400);
    }
  });

  it('records one READ_RECORD of the patients found, as the single call records its one', async () => {
    const before = await auditCount();
    await get(`/patients/${ids[2]}/messages`);
    expect(await lastAudit()).toMatchObject({ action: 'READ_RECORD', type: 'PATIENT', ids: [ids[2]] });
    await get(`/patients/messages?ids=${idList([ids[2], foreign, ids[0]])}`);
    expect(await auditCount()).toBe(before + 2);
    expect(await lastAudit()).toEqual({ actor: doctor.uid, role: 'DOCTOR', action: 'READ_RECORD', type: 'PATIENT', ids: [ids[2], ids[0]] });
    await get('/patients/messages?ids=');
    await get(`/patients/messages?ids=${ids[0]}&limit=0`);
    expect(await auditCount()).toBe(before + 2);
  });
});

describe('the batch paths beside /patients/{id}/...', () => {
  it('routes the static paths to the batch calls and a patient id to the single calls', async () => {
    // Without ids, a batch path answers its own 400, not a patient "accessLog" or "profiles" not found.
    for (const path of ['/patients/accessLog', '/patients/messages', '/patients/profiles', '/patients/visits']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.fields).toEqual([{ field: 'query.ids', key: 'fill_required' }]);
    }
    // The single calls still take every id, ids looking like the batch segments included.
    expect((await get(`/patients/${ids[0]}/accessLog?ids=${ids[1]}`)).body.data).toEqual(
      (await get(`/patients/${ids[0]}/accessLog`)).body.data,
    );
    expect((await get(`/patients/${ids[0]}/profile`)).body.data.UserStorageID).toBe(ids[0]);
    for (const segment of ['accessLog', 'messages', 'profiles', 'visits']) {
      expect((await get(`/patients/${segment}/accessLog`)).status, segment).toBe(404);
      expect((await get(`/patients/${segment}/messages`)).status, segment).toBe(404);
      expect((await get(`/patients/${segment}/profile`)).status, segment).toBe(404);
    }
  });

  it('lets in exactly whom the single calls let in', async () => {
    const admin = await demoSession(api, 'admin');
    for (const path of [`/patients/profiles?ids=${ids[0]}`, `/patients/accessLog?ids=${ids[0]}`, `/patients/messages?ids=${ids[0]}`]) {
      expect((await call(api, 'GET', `/eyeCareProviders/${doctor.uid}${path}`)).status, path).toBe(401);
      expect((await call(api, 'GET', `/eyeCareProviders/${doctor.uid}${path}`, { token: other.token })).status, path).toBe(403);
      expect((await call(api, 'GET', `/eyeCareProviders/${admin.uid}${path}`, { token: admin.token })).status, path).toBe(403);
    }
  });
});
