// The audit trail: reads and writes of health data leave an event with who, what,
// which ids, the request id and the client's address, in the write's own transaction; the trail is
// append-only and hash-chained, and the verifier finds an edited or removed event. No PHI in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall, otherClinicDoctor, patientBody, signUpPatient } from '../patients/patientsTesting';
import { verifyAuditChain } from './auditChain';
import { readAuditChain } from './auditStore';
import { CLIENT_ADDRESS_HEADER, REQUEST_ID_HEADER } from './auditRequest';

let api: TestRestApi;
let doctor: DemoSession;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
});
afterAll(() => api?.close());

interface EventRow {
  actor_id: string | null;
  actor_role: string;
  site_id: string | null;
  action: string;
  object_type: string | null;
  object_ids: string[];
  request_id: string | null;
  address: string | null;
}
const eventsOf = async (patientId: string) =>
  (
    await api.db.query<EventRow>(
      `select actor_id::text, actor_role, site_id::text, action, object_type, object_ids, request_id, address
         from audit_events where object_ids @> array[$1::text] order by seq`,
      [patientId],
    )
  ).rows;

describe('the audit trail', () => {
  it('records the creation, each read and each change of a patient, with the BFF’s request id and client address', async () => {
    const patient = await signUpPatient(api, doctor, { FirstName: 'Audited' });
    const id = patient.UserStorageID;
    const read = await call(api, 'GET', `/eyeCareProviders/${doctor.uid}/patients/${id}/profile`, {
      token: doctor.token,
      headers: { [REQUEST_ID_HEADER]: 'req-abc-123', [CLIENT_ADDRESS_HEADER]: '203.0.113.7' },
    });
    expect(read.status).toBe(200);
    expect(
      (
        await doctorCall(api, doctor, 'POST', `/patients/${id}/profile`, {
          ...patientBody({ FirstName: 'Audited', LastName: 'Again' }),
          UserStorageID: id,
        })
      ).status,
    ).toBe(200);
    expect((await doctorCall(api, doctor, 'GET', `/patients/${id}/getVisitsData`)).status).toBe(200);

    const events = await eventsOf(id);
    expect(events.map((e) => e.action)).toEqual(['CREATE', 'READ_RECORD', 'UPDATE', 'READ_RECORD']);
    const site = (await api.db.query<{ site: string }>('select site_id::text as site from doctors where user_id = $1', [doctor.uid]))
      .rows[0].site;
    expect(events[1]).toMatchObject({
      actor_id: doctor.uid,
      actor_role: 'DOCTOR',
      site_id: site,
      object_type: 'PATIENT',
      object_ids: [id],
      request_id: 'req-abc-123',
      address: '203.0.113.7',
    });
    // Ids only: nothing the patient is called.
    const all = JSON.stringify(await api.db.query('select * from audit_events'));
    expect(all).not.toContain('Audited');
  });

  it('records a refused change nowhere: the event is in the write’s transaction', async () => {
    const patient = await signUpPatient(api, doctor);
    const before = (await eventsOf(patient.UserStorageID)).length;
    const refused = await doctorCall(api, doctor, 'POST', `/patients/${patient.UserStorageID}/profile`, {
      ...patientBody({ FirstName: '' }),
      UserStorageID: patient.UserStorageID,
    });
    expect(refused.status).toBe(400);
    expect((await eventsOf(patient.UserStorageID)).length).toBe(before);
  });

  it('records searches and pages with the ids shown, never the search text', async () => {
    const answer = await doctorCall(api, doctor, 'GET', '/patients?limit=5&search=audited');
    expect(answer.status).toBe(200);
    const last = (await api.db.query<EventRow>('select action, object_ids from audit_events order by seq desc limit 1')).rows[0];
    expect(last.action).toBe('SEARCH');
    expect(last.object_ids).toEqual(answer.body.data.map((p: { UserStorageID: string }) => p.UserStorageID));
    expect(JSON.stringify(last)).not.toContain('audited');
  });

  it('tells a doctor who opened or changed their patient’s record, one line per opening, and nobody else', async () => {
    const patient = await signUpPatient(api, doctor, { FirstName: 'Watched' });
    const id = patient.UserStorageID;
    // One page opening reads the profile and the visits: one line.
    await doctorCall(api, doctor, 'GET', `/patients/${id}/profile`);
    await doctorCall(api, doctor, 'GET', `/patients/${id}/getVisitsData`);
    await doctorCall(api, doctor, 'GET', `/patients/visits?ids=${id}`);
    const log = await doctorCall(api, doctor, 'GET', `/patients/${id}/accessLog`);
    expect(log.status).toBe(200);
    expect(log.body.data.map((e: { Action: string }) => e.Action)).toEqual(['READ_RECORD', 'CREATE']);
    expect(log.body.data[0]).toMatchObject({ ObjectType: 'PATIENT', ActorRole: 'DOCTOR' });
    expect(log.body.data[0].ActorLastName).toEqual(expect.any(String));
    const other = await otherClinicDoctor(api, 'Prying');
    expect((await doctorCall(api, other, 'GET', `/patients/${id}/accessLog`)).status).toBe(404);
    expect((await doctorCall(api, doctor, 'GET', `/patients/${id}/accessLog?limit=500`)).status).toBe(400);
  });

  it('records sign-ins and failed sign-ins by account id, never the username typed', async () => {
    const user = (await api.db.query<{ id: string }>(`select id::text from users where email = 'admin@demo.example'`)).rows[0].id;
    expect((await call(api, 'POST', '/signin', { body: { Email: 'admin@demo.example', Password: 'Wrong!Pass1' } })).status).toBe(401);
    expect((await call(api, 'POST', '/signin', { body: { Email: 'nobody@nowhere.example', Password: 'Wrong!Pass1' } })).status).toBe(401);
    expect((await call(api, 'POST', '/signin', { body: { Email: 'admin@demo.example', Password: 'Portal!2026' } })).status).toBe(200);
    const events = (
      await api.db.query<EventRow & { outcome: string }>(
        `select actor_id::text, actor_role, action, object_ids, outcome from audit_events where action in ('SIGN_IN', 'SIGN_IN_FAILED') order by seq desc limit 3`,
      )
    ).rows.reverse();
    expect(events).toMatchObject([
      { action: 'SIGN_IN_FAILED', actor_role: 'ANONYMOUS', actor_id: null, object_ids: [user], outcome: 'FAILURE' },
      { action: 'SIGN_IN_FAILED', actor_role: 'ANONYMOUS', object_ids: [], outcome: 'FAILURE' },
      { action: 'SIGN_IN', actor_role: 'ADMIN', actor_id: user, object_ids: [user], outcome: 'SUCCESS' },
    ]);
    expect(JSON.stringify(events)).not.toContain('nowhere.example');
  });

  it('records the administrators’ writes in their transaction: a refused write leaves no event', async () => {
    const admin = await demoSession(api, 'admin');
    const site = {
      SiteName: 'Audited Clinic',
      SiteEmail: 'audited@clinic.example',
      SiteCountry: 'IT',
      SiteCity: 'Roma',
      SiteStreet: 'Via Appia 1',
      SiteApartment: '1',
    };
    const created = await call(api, 'POST', `/VistaAdmins/${admin.uid}/site/signup`, { token: admin.token, body: site });
    expect(created.status).toBe(200);
    const id = created.body.data.SiteStorageID as string;
    const duplicate = await call(api, 'POST', `/VistaAdmins/${admin.uid}/site/signup`, { token: admin.token, body: site });
    expect(duplicate.status).toBe(409);
    const events = (
      await api.db.query<EventRow>(
        `select actor_id::text, actor_role, action, object_type, object_ids from audit_events where object_type = 'SITE'`,
      )
    ).rows;
    expect(events).toEqual([{ actor_id: admin.uid, actor_role: 'ADMIN', action: 'CREATE', object_type: 'SITE', object_ids: [id] }]);
  });

  it('is append-only: updates, deletes and truncation are refused', async () => {
    await expect(api.db.query(`update audit_events set action = 'LIST'`)).rejects.toThrow(/append-only/);
    await expect(api.db.query('delete from audit_events')).rejects.toThrow(/append-only/);
    await expect(api.db.query('truncate audit_events')).rejects.toThrow(/append-only/);
  });

  it('verifies the chain, and finds an edited or removed event', async () => {
    const intact = await verifyAuditChain(api.db);
    expect(intact).toMatchObject({ ok: true });
    expect(intact.checked).toBeGreaterThan(9);
    // Read in sequence order past 9 (numbers, not text: 10 after 9).
    const seqs = (await readAuditChain(api.db, 0, 100)).map((row) => row.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    // Someone with the database owner's rights switches the guard off and edits a row...
    await api.db.exec('alter table audit_events disable trigger audit_events_append_only');
    const victim = (await api.db.query<{ seq: string }>('select seq::text from audit_events order by seq limit 1 offset 2')).rows[0].seq;
    await api.db.query(`update audit_events set actor_id = null where seq = $1`, [victim]);
    expect(await verifyAuditChain(api.db)).toMatchObject({ ok: false, brokenAt: Number(victim), reason: 'HASH_MISMATCH' });
    // ...or removes it: the next event's link breaks.
    await api.db.query('delete from audit_events where seq = $1', [victim]);
    const removed = await verifyAuditChain(api.db);
    expect(removed).toMatchObject({ ok: false, reason: 'LINK_BROKEN' });
    expect((removed as { brokenAt: number }).brokenAt).toBeGreaterThan(Number(victim));
    await api.db.exec('alter table audit_events enable trigger audit_events_append_only');
  });
});
