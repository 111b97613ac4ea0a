// POST /patients/{id}/exports: the doctor's export of their own patient's record is
// one EXPORT event in the audit trail; a format it does not know is 400, another doctor's patient
// and an unknown id 404 and a platform admin 403, none of them recorded as an export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall, otherClinicDoctor, signUpPatient } from './patientsTesting';

let api: TestRestApi;
let doctor: DemoSession;
let patientId: string;

const exportsOf = async (id: string) =>
  (
    await api.db.query<{ actor: string; role: string; ids: string[] }>(
      `select actor_id as actor, actor_role as role, object_ids as ids from audit_events
        where action = 'EXPORT' and object_type = 'PATIENT' and object_ids @> array[$1::text] order by seq`,
      [id],
    )
  ).rows;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
  patientId = (await signUpPatient(api, doctor, { FirstName: 'Ada', LastName: 'Byron' })).UserStorageID;
});
afterAll(() => api?.close());

describe('patient exports', () => {
  it('records the doctor’s export of their own patient as one EXPORT event', async () => {
    const answer = await doctorCall(api, doctor, 'POST', `/patients/${patientId.toUpperCase()}/exports`, { Format: 'FHIR_R4' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { UserStorageID: patientId, Format: 'FHIR_R4', recorded: true } });
    expect(await exportsOf(patientId)).toEqual([{ actor: doctor.uid, role: 'DOCTOR', ids: [patientId] }]);
  });

  it('refuses an unknown format, another doctor’s patient, an unknown id and a platform admin, recording nothing', async () => {
    const before = (await exportsOf(patientId)).length;
    const badFormat = await doctorCall(api, doctor, 'POST', `/patients/${patientId}/exports`, { Format: 'CSV' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.fields).toEqual([{ field: 'Format', key: 'fill_required' }]);
    expect((await doctorCall(api, doctor, 'POST', `/patients/${patientId}/exports`, {})).status).toBe(400);
    const other = await otherClinicDoctor(api, 'Dune');
    expect((await doctorCall(api, other, 'POST', `/patients/${patientId}/exports`, { Format: 'FHIR_R4' })).status).toBe(404);
    expect((await doctorCall(api, doctor, 'POST', '/patients/not-a-uuid/exports', { Format: 'FHIR_R4' })).status).toBe(404);
    const admin = await demoSession(api, 'admin');
    expect((await doctorCall(api, admin, 'POST', `/patients/${patientId}/exports`, { Format: 'FHIR_R4' })).status).toBe(403);
    expect(await exportsOf(patientId)).toHaveLength(before);
  });
});
