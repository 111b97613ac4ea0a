// Messages to patients that tell the truth: a channel a patient has no address for is
// reported and queues nothing; every message queued is in the patient's history with its text and
// delivery, and sets LastNotification; a doctor may write the text, placeholders filled per patient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { adminCall, demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall, otherClinicDoctor, signUpPatient } from './patientsTesting';

let api: TestRestApi;
let doctor: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
});
afterAll(() => api?.close());

const history = async (patientId: string, query = '', session = doctor) =>
  doctorCall(api, session, 'GET', `/patients/${patientId}/messages${query}`);

describe('messages to patients', () => {
  it('reports a missing phone, queues only what can be sent, and records it with the patient', async () => {
    const withPhone = await signUpPatient(api, doctor, { FirstName: 'Ada', LastName: 'Byron' });
    const noPhone = await signUpPatient(api, doctor, { FirstName: 'Bea', LastName: 'Cole', PhoneNumber: '' });
    await api.db.query(`update patients set next_visit_date = '2026-07-01T00:00:00Z' where id = $1`, [withPhone.UserStorageID]);
    const sent = await doctorCall(api, doctor, 'POST', '/patients/sendMessages', {
      Method: 'SMS',
      PatientsIDs: [withPhone.UserStorageID, noPhone.UserStorageID],
      Text: '  Dear {firstName} {lastName}, see you on {nextVisit}.  ',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({
      Method: 'SMS',
      recipients: 2,
      emails: 0,
      sms: 1,
      skipped: [{ id: noPhone.UserStorageID, name: 'Bea Cole', channel: 'SMS' }],
    });

    const first = await history(withPhone.UserStorageID);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(1);
    expect(first.body.data[0]).toMatchObject({ Channel: 'SMS', Body: 'Dear Ada Byron, see you on 01/07/2026.' });
    expect(['QUEUED', 'SENT']).toContain(first.body.data[0].Status);
    expect((await history(noPhone.UserStorageID)).body).toEqual({ data: [], total: 0 });

    const notified = await api.db.query<{ id: string; last: Date | null }>(
      'select id, last_notification as last from patients where id = any($1::uuid[])',
      [[withPhone.UserStorageID, noPhone.UserStorageID]],
    );
    const last = Object.fromEntries(notified.rows.map((r) => [r.id, r.last?.toISOString() ?? null]));
    expect(last[withPhone.UserStorageID]).toBe('2026-06-15T10:00:00.000Z');
    expect(last[noPhone.UserStorageID]).toBeNull();

    // The send is in the audit trail, naming only the patient reached (ids, never the text).
    const events = await api.db.query<{ action: string; actor: string; role: string; ids: string[] }>(
      `select action, actor_id as actor, actor_role as role, object_ids as ids from audit_events
        where action = 'MESSAGE_SEND' and object_type = 'PATIENT' order by seq desc limit 1`,
    );
    expect(events.rows).toEqual([{ action: 'MESSAGE_SEND', actor: doctor.uid, role: 'DOCTOR', ids: [withPhone.UserStorageID] }]);
  });

  it('sends the standard reminder without a text, signs an e-mail, and pages the history newest first', async () => {
    const patient = await signUpPatient(api, doctor, { FirstName: 'Cy' });
    await doctorCall(api, doctor, 'POST', '/patients/sendMessages', { Method: 'EMAIL', PatientsIDs: [patient.UserStorageID] });
    api.clock.advance(60_000);
    await doctorCall(api, doctor, 'POST', '/patients/sendMessages', {
      Method: 'EMAIL',
      PatientsIDs: [patient.UserStorageID],
      Text: 'Hello {firstName}',
    });
    const all = (await history(patient.UserStorageID)).body;
    expect(all.total).toBe(2);
    expect(all.data.map((m: { Body: string }) => m.Body.split('\n')[0])).toEqual(['Hello Cy', 'Dear Cy,']);
    const second = (await history(patient.UserStorageID, '?limit=1&offset=1')).body;
    expect(second.data.map((m: { Body: string }) => m.Body.split('\n')[0])).toEqual(['Dear Cy,']);
    expect((await history(patient.UserStorageID, '?limit=0')).status).toBe(400);
  });

  it('refuses a text over 500 characters or with text-direction controls, and lets no admin write one', async () => {
    const patient = await signUpPatient(api, doctor);
    const long = await doctorCall(api, doctor, 'POST', '/patients/sendMessages', {
      Method: 'EMAIL',
      PatientsIDs: [patient.UserStorageID],
      Text: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual([{ field: 'Text', key: 'max_500' }]);
    const bidi = await doctorCall(api, doctor, 'POST', '/patients/sendMessages', {
      Method: 'EMAIL',
      PatientsIDs: [patient.UserStorageID],
      Text: 'a\u202Eb',
    });
    expect(bidi.status).toBe(400);
    expect((await history(patient.UserStorageID)).body.total).toBe(0);

    const admin = await demoSession(api, 'admin');
    const byAdmin = await adminCall(api, admin, 'POST', '/patients/sendMessages', {
      Method: 'EMAIL',
      PatientsIDs: [patient.UserStorageID],
      Text: 'Call me {firstName}',
    });
    // Platform admins message no patient (the access policy): nothing reaches the history.
    expect(byAdmin.status).toBe(403);
    expect((await history(patient.UserStorageID)).body.total).toBe(0);
  });

  it("answers another doctor's patient as unknown", async () => {
    const patient = await signUpPatient(api, doctor);
    const other = await otherClinicDoctor(api);
    expect((await history(patient.UserStorageID, '', other)).status).toBe(404);
    expect((await history('not-an-id')).status).toBe(404);
  });
});
