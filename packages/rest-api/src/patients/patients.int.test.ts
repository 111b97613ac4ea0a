// The ECP's patients over HTTP (§7): signup, lists, profile edits, completed status, delete, isolation.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_STATUS, GENDERS } from '@portal/domain/enums';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call } from '../testHttp';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { COMPLETED_IS_FINAL_MESSAGE } from './patientsRoutes';
import { addResult, addVisit, doctorCall, otherClinicDoctor, patientBody, signUpPatient } from './patientsTesting';

let api: TestRestApi;
let doctor: DemoSession;
let other: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
  other = await otherClinicDoctor(api);
});
afterAll(() => api?.close());

const countPatients = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from patients')).rows[0].n;
const keys = (body: { fields?: { key: string }[] }) => (body.fields ?? []).map((f) => f.key);

describe('POST /patients/signup', () => {
  it('creates a pending-pairing patient with empties as null and answers the §3 detail shape', async () => {
    const now = api.clock.now();
    const answer = await doctorCall(api, doctor, 'POST', '/patients/signup', patientBody({ FirstName: ' Luca ', Birthdate: '2008-06-15' }));
    expect(answer.status).toBe(200);
    const p = answer.body.data;
    expect(p).toMatchObject({
      DoctorStorageID: doctor.uid,
      FullName: 'Luca Bianchi',
      Age: 18,
      Category: 'adult',
      Status: 0,
      AccountStatus: ACCOUNT_STATUS.pendingPairing,
      Enabled: 1,
      LastVisit: null,
      VisitDate: now.toISOString(),
      NextVisitDate: now.toISOString(),
      LastNotification: null,
      TermsOfUseSigned: false,
      DeviceID: null,
      DateOfActivation: null,
      TreatmentDuration: null,
      NumOfVisits: 0,
    });
    expect(p.PII).toEqual({
      FirstName: 'Luca',
      LastName: 'Bianchi',
      SocialID: 'BNCLCU10A01F205X',
      Gender: GENDERS.male,
      Birthdate: '2008-06-15',
      Email: expect.stringMatching(/@mail\.example$/),
      PhoneNumber: '+39 02 555 0123',
      Street: 'Via Roma 1',
      Apartment: null,
      City: 'Milano',
      State: null,
      Country: 'Italy',
      ZIPCode: '20121',
      Notes: null,
    });
    const read = await doctorCall(api, doctor, 'GET', `/patients/${p.UserStorageID}/profile`);
    expect(read.body.data).toEqual(p);
  });

  it('accepts personal fields grouped under PII; a child is under 18 the day before the birthday', async () => {
    const { Email, ...rest } = patientBody({ Birthdate: '2008-06-16' });
    const answer = await doctorCall(api, doctor, 'POST', '/patients/signup', { PII: { ...rest, Email } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ Age: 17, Category: 'child', PII: { Email } });
  });

  it('refuses invalid forms with the §5 keys and stores nothing', async () => {
    const before = await countPatients();
    const empty = await doctorCall(api, doctor, 'POST', '/patients/signup', {});
    expect(empty.status).toBe(400);
    expect(keys(empty.body)).toEqual(expect.arrayContaining(['first_name_req', 'last_name_req', 'birthdate_req', 'email_req']));
    const future = await doctorCall(api, doctor, 'POST', '/patients/signup', patientBody({ Birthdate: '2026-06-17' }));
    expect(future.body.fields).toEqual([{ field: 'Birthdate', key: 'birthdate_future' }]);
    const usNoState = await doctorCall(api, doctor, 'POST', '/patients/signup', patientBody({ Country: 'U.S.A', State: ' ' }));
    expect(usNoState.body.fields).toEqual([{ field: 'State', key: 'state_req' }]);
    const long = await doctorCall(api, doctor, 'POST', '/patients/signup', patientBody({ Email: 'nope', LastName: 'x'.repeat(21) }));
    expect(long.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'Email', key: 'email_invalid' },
        { field: 'LastName', key: 'max_20' },
      ]),
    );
    expect(await countPatients()).toBe(before);
  });
});

describe('GET /getallpatients', () => {
  it('lists active patients, or the archive with archive=true, with the last visit and first treatment duration', async () => {
    const active = await signUpPatient(api, doctor, { LastName: 'Aaron' });
    const done = await signUpPatient(api, doctor, { LastName: 'Abbott' });
    await addVisit(api, done.UserStorageID, new Date('2026-01-10T09:00:00Z'), 6);
    await addVisit(api, done.UserStorageID, new Date('2026-03-10T09:00:00Z'));
    await api.db.query('update patients set account_status = 3 where id = $1', [done.UserStorageID]);

    const list = await doctorCall(api, doctor, 'GET', '/getallpatients');
    const archive = await doctorCall(api, doctor, 'GET', '/getallpatients?archive=true');
    const ids = (r: { body: { data: { UserStorageID: string }[] } }) => r.body.data.map((p) => p.UserStorageID);
    expect(ids(list)).toContain(active.UserStorageID);
    expect(ids(list)).not.toContain(done.UserStorageID);
    expect(ids(archive)).toEqual([done.UserStorageID]);
    expect(archive.body.data[0]).toMatchObject({
      LastVisit: '2026-03-10T09:00:00.000Z',
      FirstVisit: '2026-01-10T09:00:00.000Z',
      TreatmentDuration: 6,
      NumOfVisits: 2,
      NumOfTests: 0,
      AccountStatus: 3,
    });
    expect(list.body.data.every((p: { AccountStatus: number }) => p.AccountStatus !== 3)).toBe(true);
  });

  it('reads the list with the same number of statements however many patients and visits there are', async () => {
    const statements = async () => {
      const spy = vi.spyOn(api.db, 'query');
      try {
        expect((await doctorCall(api, doctor, 'GET', '/getallpatients')).status).toBe(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const before = await statements();
    const tested = await signUpPatient(api, doctor);
    for (let i = 0; i < 4; i += 1) {
      const p = i === 0 ? tested : await signUpPatient(api, doctor);
      const visit = await addVisit(api, p.UserStorageID, new Date('2026-05-01T09:00:00Z'), 3);
      await addResult(api, visit, 'ACT', { ResultInDioptersHorizontalValue: 4 });
    }
    const second = await addVisit(api, tested.UserStorageID, new Date('2026-05-20T09:00:00Z'));
    await addResult(api, second, 'CT', {});
    await addResult(api, second, 'CT', {}, 'test failed');
    expect(await statements()).toBe(before);
    const list = await doctorCall(api, doctor, 'GET', '/getallpatients');
    // Tests are counted over every visit, whatever their outcome.
    expect(list.body.data.find((p: { UserStorageID: string }) => p.UserStorageID === tested.UserStorageID)).toMatchObject({
      NumOfVisits: 2,
      NumOfTests: 3,
      FirstVisit: '2026-05-01T09:00:00.000Z',
    });
    expect(before).toBeLessThanOrEqual(6);
  });
});

describe('POST /patients/{id}/profile', () => {
  it('edits the fields by UserStorageID and validates them', async () => {
    const p = await signUpPatient(api, doctor);
    const path = `/patients/${p.UserStorageID}/profile`;
    const edit = await doctorCall(api, doctor, 'POST', path, {
      ...patientBody({ FirstName: 'Marco', Email: '', Notes: 'Patching 2h' }),
      UserStorageID: p.UserStorageID,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data.PII).toMatchObject({ FirstName: 'Marco', Email: null, Notes: 'Patching 2h' });
    const bad = await doctorCall(api, doctor, 'POST', path, { UserStorageID: p.UserStorageID, FirstName: '', LastName: '', Birthdate: '' });
    expect(keys(bad.body)).toEqual(expect.arrayContaining(['first_name_req', 'last_name_req', 'birthdate_req']));
    const wrongId = await doctorCall(api, doctor, 'POST', path, { ...patientBody(), UserStorageID: other.uid });
    expect(wrongId.status).toBe(400);
    expect((await doctorCall(api, doctor, 'GET', path)).body.data.PII.FirstName).toBe('Marco');
  });

  it('sets the next visit date, never in the past', async () => {
    const p = await signUpPatient(api, doctor);
    const path = `/patients/${p.UserStorageID}/profile`;
    const past = await doctorCall(api, doctor, 'POST', path, { UserStorageID: p.UserStorageID, NextVisitDate: '2026-06-13T09:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual([{ field: 'NextVisitDate', key: 'next_visit_past' }]);
    const ok = await doctorCall(api, doctor, 'POST', path, { UserStorageID: p.UserStorageID, NextVisitDate: '2026-07-01T09:30:00.000Z' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.NextVisitDate).toBe('2026-07-01T09:30:00.000Z');
  });

  it('archives on completed, and completed cannot be undone', async () => {
    const p = await signUpPatient(api, doctor);
    const path = `/patients/${p.UserStorageID}/profile`;
    expect(
      (await doctorCall(api, doctor, 'POST', path, { UserStorageID: p.UserStorageID, AccountStatus: 2 })).body.data.AccountStatus,
    ).toBe(2);
    const completed = await doctorCall(api, doctor, 'POST', path, {
      UserStorageID: p.UserStorageID,
      AccountStatus: ACCOUNT_STATUS.completed,
    });
    expect(completed.body.data.AccountStatus).toBe(3);
    const archive = await doctorCall(api, doctor, 'GET', '/getallpatients?archive=true');
    expect(archive.body.data.map((x: { UserStorageID: string }) => x.UserStorageID)).toContain(p.UserStorageID);

    for (const body of [{ AccountStatus: 2 }, { AccountStatus: 1 }, patientBody(), { NextVisitDate: '2026-08-01' }]) {
      const refused = await doctorCall(api, doctor, 'POST', path, { UserStorageID: p.UserStorageID, ...body });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CONFLICT', message: COMPLETED_IS_FINAL_MESSAGE });
    }
    expect((await doctorCall(api, doctor, 'POST', path, { AccountStatus: 3 })).status).toBe(200);
    expect((await doctorCall(api, doctor, 'POST', path, { AccountStatus: 7 })).status).toBe(400);
    expect((await call(api, 'POST', `/eyeCareProviders/${doctor.uid}${path}`, { token: doctor.token, rawBody: '["x"]' })).status).toBe(400);
    expect((await doctorCall(api, doctor, 'GET', path)).body.data.AccountStatus).toBe(3);
  });
});

describe('DELETE /patients/{id}/profile', () => {
  it('deletes the patient with visits, reports and results', async () => {
    const p = await signUpPatient(api, doctor);
    const visit = await addVisit(api, p.UserStorageID, new Date('2026-05-01T09:00:00Z'), 3);
    await addResult(api, visit, 'ACT', { ResultInDioptersHorizontalValue: 4 });
    await api.db.query(`insert into visit_reports (visit_id, file_name, storage_key) values ($1, 'r.pdf', 'k')`, [visit]);
    const answer = await doctorCall(api, doctor, 'DELETE', `/patients/${p.UserStorageID}/profile`);
    expect(answer.body).toEqual({ data: { UserStorageID: p.UserStorageID, deleted: true } });
    const left = await api.db.query<{ n: number }>(
      `select (select count(*) from visits where id = $1) + (select count(*) from test_results where visit_id = $1)
         + (select count(*) from visit_reports where visit_id = $1) as n`,
      [visit],
    );
    expect(Number(left.rows[0].n)).toBe(0);
    expect((await doctorCall(api, doctor, 'GET', `/patients/${p.UserStorageID}/profile`)).status).toBe(404);
  });

  it('removes the report files with the record, keeping a file another visit still refers to', async () => {
    const leaving = await signUpPatient(api, doctor, { FirstName: 'Leaving' });
    const staying = await signUpPatient(api, doctor, { FirstName: 'Staying' });
    const own = 'visit-reports/2026/0a1b2c3d/own.pdf';
    const shared = 'visit-reports/2026/4e5f6a7b/shared.pdf';
    for (const key of [own, shared]) await api.reports.put(key, Buffer.from('%PDF-1.4 report'));
    const leavingVisit = await addVisit(api, leaving.UserStorageID, new Date('2026-05-02T09:00:00Z'), 3);
    const stayingVisit = await addVisit(api, staying.UserStorageID, new Date('2026-05-03T09:00:00Z'), 3);
    await api.db.query(
      `insert into visit_reports (visit_id, file_name, storage_key) values ($1, 'own.pdf', $2), ($1, 'shared.pdf', $3), ($4, 'shared.pdf', $3)`,
      [leavingVisit, own, shared, stayingVisit],
    );
    expect((await doctorCall(api, doctor, 'DELETE', `/patients/${leaving.UserStorageID}/profile`)).status).toBe(200);
    expect(await api.reports.has(own)).toBe(false);
    expect(await api.reports.has(shared)).toBe(true);
    // Another doctor cannot delete (and so cannot remove the files of) this patient.
    expect((await doctorCall(api, other, 'DELETE', `/patients/${staying.UserStorageID}/profile`)).status).toBe(404);
    expect(await api.reports.has(shared)).toBe(true);
  });
});

describe('isolation between doctors and roles', () => {
  it("answers another doctor's patient exactly like an unknown id, and changes nothing", async () => {
    const theirs = await signUpPatient(api, other, { FirstName: 'Secret' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { UserStorageID: theirs.UserStorageID, AccountStatus: 3 }],
      ['DELETE', undefined],
    ] as const) {
      const mine = await doctorCall(api, doctor, method, `/patients/${theirs.UserStorageID}/profile`, body);
      const none = await doctorCall(api, doctor, method, `/patients/${unknown}/profile`, body && { ...body, UserStorageID: unknown });
      expect(mine.status).toBe(404);
      expect(mine.body).toEqual(none.body);
      expect(JSON.stringify(mine.body)).not.toContain('Secret');
    }
    const list = await doctorCall(api, doctor, 'GET', '/getallpatients');
    expect(list.body.data.some((p: { UserStorageID: string }) => p.UserStorageID === theirs.UserStorageID)).toBe(false);
    expect((await doctorCall(api, other, 'GET', `/patients/${theirs.UserStorageID}/profile`)).body.data).toMatchObject({
      AccountStatus: 1,
    });
  });

  it("sends messages to the doctor's own patients only; another's id sends nothing", async () => {
    const mine = await signUpPatient(api, doctor);
    const theirs = await signUpPatient(api, other);
    const mixed = await doctorCall(api, doctor, 'POST', '/patients/sendMessages', {
      Method: 'BOTH',
      PatientsIDs: [mine.UserStorageID, theirs.UserStorageID],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.fields).toEqual([{ field: 'PatientsIDs', key: 'recipients_req' }]);
    expect(await api.outbox(String(mine.PII.Email))).toHaveLength(0);
    expect(await api.outbox(String(theirs.PII.Email))).toHaveLength(0);
    const empty = await doctorCall(api, doctor, 'POST', '/patients/sendMessages', { Method: 'EMAIL', PatientsIDs: [] });
    expect(keys(empty.body)).toContain('recipients_req');

    const sent = await doctorCall(api, doctor, 'POST', '/patients/sendMessages', { Method: 'EMAIL', PatientsIDs: [mine.UserStorageID] });
    expect(sent.body.data).toMatchObject({ Method: 'EMAIL', recipients: 1, emails: 1, sms: 0 });
    expect(await api.outbox(String(mine.PII.Email))).toHaveLength(1);
  });

  it("refuses admins (403), other users' {uid} (403), no session (401) and an unknown {uid} (404)", async () => {
    const admin = await demoSession(api, 'admin');
    expect((await doctorCall(api, admin, 'GET', '/getallpatients')).status).toBe(403);
    expect((await doctorCall(api, admin, 'POST', '/patients/signup', patientBody())).status).toBe(403);
    expect((await doctorCall(api, admin, 'GET', '/getAllSiteTestsCount')).status).toBe(403);
    expect((await call(api, 'GET', `/eyeCareProviders/${doctor.uid}/getallpatients`, { token: admin.token })).status).toBe(403);
    expect((await call(api, 'GET', `/eyeCareProviders/${other.uid}/getallpatients`, { token: doctor.token })).status).toBe(403);
    expect((await call(api, 'GET', `/eyeCareProviders/${doctor.uid}/getallpatients`)).status).toBe(401);
    const ghost = await call(api, 'GET', '/eyeCareProviders/00000000-0000-4000-8000-000000000001/getallpatients', { token: doctor.token });
    expect(ghost.status).toBe(404);
    expect(ghost.body.message).not.toBe(ERROR_MESSAGES.notFound);
  });
});
