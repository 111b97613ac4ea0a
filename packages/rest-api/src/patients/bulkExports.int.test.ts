// /eyeCareProviders/{uid}/bulkExports: a doctor's FHIR Bulk Data export of all of
// their patients, written by one claiming instance under a lease. Creating and downloading are
// EXPORT events of the patients; another doctor's export is 404, a platform admin 403; a lapsed
// lease reads as interrupted; exports expire after 24 hours; cancel, and deleting a patient in
// them, delete the files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_EXPORT_INTERRUPTED } from '@portal/domain/bulkExport';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall, otherClinicDoctor, signUpPatient } from './patientsTesting';

let api: TestRestApi;
let doctor: DemoSession;
let patients: string[];

const exportEvents = async () =>
  (
    await api.db.query<{ ids: string[] }>(
      `select object_ids as ids from audit_events where action = 'EXPORT' and object_type = 'PATIENT' and actor_id = $1 order by seq`,
      [doctor.uid],
    )
  ).rows.map((row) => [...row.ids].sort());

const create = (session: DemoSession, types = ['Patient', 'Encounter']) =>
  doctorCall(api, session, 'POST', '/bulkExports', { Types: types });
const line = (id: string) => `${JSON.stringify({ resourceType: 'Patient', id })}\n`;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
  await signUpPatient(api, doctor, { FirstName: 'Ada', LastName: 'Byron' });
  const own = await api.db.query<{ id: string }>('select id from patients where doctor_id = $1 order by id', [doctor.uid]);
  patients = own.rows.map((row) => row.id);
});
afterAll(() => api?.close());

describe('bulk exports', () => {
  it('runs create → claim → chunks → finish → download, recording the create and the download', async () => {
    const created = await create(doctor);
    expect(created.status).toBe(201);
    const id = created.body.data.BulkExportID as string;
    expect(created.body.data).toMatchObject({ Status: 'QUEUED', PatientsTotal: patients.length, PatientsDone: 0 });
    expect(await exportEvents()).toEqual([[...patients].sort()]);

    expect((await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/claim`, { Instance: 'a' })).body.data.Status).toBe('RUNNING');
    // Claimed once: a second instance is refused.
    expect((await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/claim`, { Instance: 'b' })).status).toBe(409);
    const chunk = (instance: string, ids: string[]) =>
      doctorCall(api, doctor, 'POST', `/bulkExports/${id}/chunks`, {
        Instance: instance,
        PatientIDs: ids,
        Files: [{ Type: 'Patient', Ndjson: ids.map(line).join(''), Lines: ids.length }],
      });
    expect((await chunk('b', patients.slice(0, 1))).status).toBe(409);
    const first = await chunk('a', patients.slice(0, 1));
    expect(first.body.data).toMatchObject({
      PatientsDone: 1,
      Files: [
        { Type: 'Patient', Count: 1 },
        { Type: 'Encounter', Count: 0 },
      ],
    });
    expect((await chunk('a', patients.slice(1))).body.data.PatientsDone).toBe(patients.length);
    // Not downloadable before it is done.
    expect((await doctorCall(api, doctor, 'GET', `/bulkExports/${id}/files/Patient`)).status).toBe(404);
    const done = await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/finish`, { Instance: 'a', Status: 'DONE' });
    expect(done.body.data).toMatchObject({ Status: 'DONE', FinishedAt: expect.any(String) });

    // The file itself, streamed chunk by chunk (two chunks here), with its line count.
    const file = await fetch(`${api.baseUrl}/eyeCareProviders/${doctor.uid}/bulkExports/${id}/files/Patient`, {
      headers: { authorization: `Bearer ${doctor.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/fhir\+ndjson/);
    expect(file.headers.get('x-resource-count')).toBe(String(patients.length));
    expect(
      (await file.text())
        .trimEnd()
        .split('\n')
        .map((text) => JSON.parse(text).id),
    ).toEqual(patients);
    expect(await exportEvents()).toEqual([[...patients].sort(), [...patients].sort()]);
    expect((await doctorCall(api, doctor, 'GET', `/bulkExports/${id}/files/Observation`)).status).toBe(404);
  });

  it('refuses another doctor’s patients in a chunk, another doctor’s export and a platform admin', async () => {
    const id = (await create(doctor)).body.data.BulkExportID as string;
    await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/claim`, { Instance: 'a' });
    const other = await otherClinicDoctor(api, 'Dune');
    const stranger = (await signUpPatient(api, other)).UserStorageID;
    const foreign = await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/chunks`, {
      Instance: 'a',
      PatientIDs: [stranger],
      Files: [],
    });
    expect(foreign.status).toBe(404);
    for (const [method, path] of [
      ['GET', `/bulkExports/${id}`],
      ['GET', `/bulkExports/${id}/files/Patient`],
      ['DELETE', `/bulkExports/${id}`],
    ] as const) {
      expect((await doctorCall(api, other, method, path)).status).toBe(404);
    }
    expect((await doctorCall(api, doctor, 'GET', '/bulkExports/not-a-uuid')).status).toBe(404);
    const admin = await demoSession(api, 'admin');
    expect((await create(admin)).status).toBe(403);
    expect((await create(doctor, ['Medication'])).status).toBe(400);
    expect((await create(doctor, [])).status).toBe(400);
  });

  it('reads an export whose instance stopped renewing its lease as interrupted, and refuses that instance', async () => {
    const id = (await create(doctor)).body.data.BulkExportID as string;
    await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/claim`, { Instance: 'a' });
    api.clock.advance(3 * 60_000);
    const status = await doctorCall(api, doctor, 'GET', `/bulkExports/${id}`);
    expect(status.body.data).toMatchObject({ Status: 'FAILED', Error: BULK_EXPORT_INTERRUPTED });
    expect((await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/finish`, { Instance: 'a', Status: 'DONE' })).status).toBe(409);
  });

  it('cancels (deletes with its files), deletes exports holding a deleted patient and expires exports after 24 hours', async () => {
    const id = (await create(doctor)).body.data.BulkExportID as string;
    await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/claim`, { Instance: 'a' });
    await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/chunks`, {
      Instance: 'a',
      PatientIDs: patients,
      Files: [{ Type: 'Patient', Ndjson: patients.map(line).join(''), Lines: patients.length }],
    });
    expect((await doctorCall(api, doctor, 'DELETE', `/bulkExports/${id}`)).status).toBe(200);
    expect((await doctorCall(api, doctor, 'GET', `/bulkExports/${id}`)).status).toBe(404);
    expect((await api.db.query('select 1 from bulk_export_files where export_id = $1', [id])).rowCount).toBe(0);
    // The writer learns of it at its next chunk.
    expect((await doctorCall(api, doctor, 'POST', `/bulkExports/${id}/chunks`, { Instance: 'a', PatientIDs: [], Files: [] })).status).toBe(
      404,
    );

    // Deleting a patient deletes the exports that hold them.
    const holding = (await create(doctor)).body.data.BulkExportID as string;
    await doctorCall(api, doctor, 'POST', `/bulkExports/${holding}/claim`, { Instance: 'a' });
    const gone = (await signUpPatient(api, doctor, { FirstName: 'Gone', LastName: 'Soon' })).UserStorageID;
    await doctorCall(api, doctor, 'POST', `/bulkExports/${holding}/chunks`, { Instance: 'a', PatientIDs: [gone], Files: [] });
    expect((await doctorCall(api, doctor, 'DELETE', `/patients/${gone}/profile`)).status).toBe(200);
    expect((await doctorCall(api, doctor, 'GET', `/bulkExports/${holding}`)).status).toBe(404);

    const old = (await create(doctor)).body.data.BulkExportID as string;
    api.clock.advance(25 * 3_600_000);
    doctor = await demoSession(api, 'doctor');
    expect((await doctorCall(api, doctor, 'GET', `/bulkExports/${old}`)).status).toBe(404);
    expect((await api.db.query('select 1 from bulk_exports where id = $1', [old])).rowCount).toBe(0);
  });
});

describe('bulk export files in parts', () => {
  let small: TestRestApi;
  let session: DemoSession;
  beforeAll(async () => {
    // Three resources a file: a type of six comes as files of whole chunks (3 + 3, or 2 + 1 and 3).
    small = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z'), bulkExportFileResources: 3 });
    session = await demoSession(small, 'doctor');
    await signUpPatient(small, session, { FirstName: 'Ada', LastName: 'Byron' });
  });
  afterAll(() => small?.close());

  it('lists each type’s files and sends each on its own, the whole file still whole', async () => {
    const created = await doctorCall(small, session, 'POST', '/bulkExports', { Types: ['Patient', 'Observation'] });
    const id = created.body.data.BulkExportID as string;
    await doctorCall(small, session, 'POST', `/bulkExports/${id}/claim`, { Instance: 'a' });
    const observations = (ids: string[]) => ids.map((n) => `${JSON.stringify({ resourceType: 'Observation', id: n })}\n`).join('');
    for (const ids of [['o1', 'o2'], ['o3'], ['o4', 'o5', 'o6']]) {
      const chunk = await doctorCall(small, session, 'POST', `/bulkExports/${id}/chunks`, {
        Instance: 'a',
        PatientIDs: [],
        Files: [{ Type: 'Observation', Ndjson: observations(ids), Lines: ids.length }],
      });
      expect(chunk.status).toBe(200);
    }
    const done = await doctorCall(small, session, 'POST', `/bulkExports/${id}/finish`, { Instance: 'a', Status: 'DONE' });
    expect(done.body.data.Files).toEqual([
      { Type: 'Patient', Count: 0, Parts: [] },
      {
        Type: 'Observation',
        Count: 6,
        Parts: [
          { Part: 1, Count: 3 },
          { Part: 2, Count: 3 },
        ],
      },
    ]);

    const download = async (query: string) => {
      const answer = await fetch(`${small.baseUrl}/eyeCareProviders/${session.uid}/bulkExports/${id}/files/Observation${query}`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      const text = answer.status === 200 ? await answer.text() : '';
      return {
        status: answer.status,
        count: answer.headers.get('x-resource-count'),
        ids: text
          .trimEnd()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l).id),
      };
    };
    expect(await download('?part=1')).toEqual({ status: 200, count: '3', ids: ['o1', 'o2', 'o3'] });
    expect(await download('?part=2')).toEqual({ status: 200, count: '3', ids: ['o4', 'o5', 'o6'] });
    expect(await download('')).toEqual({ status: 200, count: '6', ids: ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'] });
    for (const query of ['?part=3', '?part=0', '?part=x', '?part=-1']) expect((await download(query)).status).toBe(404);
    // Each part sent is an EXPORT of the export's patients in the audit trail, like the whole file.
    const events = await small.db.query(`select 1 from audit_events where action = 'EXPORT' and actor_id = $1`, [session.uid]);
    expect(events.rowCount).toBe(4);
  });
});
