// Two clinicians editing the same patient (optimistic concurrency): the details edit, the next
// visit date and the account status each name the version their form read; the second save made
// from one version is refused with the patient as saved, and a new visit is no edit of the record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { STALE_VERSION } from '@portal/domain/recordVersion';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall, patientBody, signUpPatient } from './patientsTesting';
import { visitBody } from '../visits/visitsTesting';

let api: TestRestApi;
let doctor: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
});
afterAll(() => api?.close());

const profile = (id: string) => `/patients/${id}/profile`;
const save = (id: string, body: Record<string, unknown>) => doctorCall(api, doctor, 'POST', profile(id), body);
const stored = async (id: string) => (await doctorCall(api, doctor, 'GET', profile(id))).body.data;

describe('two edits of a patient from the same version', () => {
  it('refuses the second details edit with 409 and the patient as saved, and writes nothing of it', async () => {
    const created = await signUpPatient(api, doctor);
    expect(created.Version).toBe(1);
    const id = created.UserStorageID;
    const first = await save(id, { ...patientBody({ LastName: 'Rossi' }), Version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ PII: { LastName: 'Rossi' }, Version: 2 });

    const second = await save(id, { ...patientBody({ City: 'Torino' }), Version: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'CONFLICT',
      reason: STALE_VERSION,
      message: ERROR_MESSAGES.changedSinceOpened,
      current: { UserStorageID: id, PII: { LastName: 'Rossi', City: 'Milano' }, Version: 2 },
    });
    expect(await stored(id)).toMatchObject({ PII: { LastName: 'Rossi', City: 'Milano' }, Version: 2 });

    // Without a version (a §7 client) the edit applies to whatever is saved.
    const blind = await save(id, patientBody({ City: 'Torino' }));
    expect(blind.body.data).toMatchObject({ PII: { City: 'Torino' }, Version: 3 });
  });

  it('refuses a stale next visit date and a stale status change alike; each applied one raises the version', async () => {
    const { UserStorageID: id } = await signUpPatient(api, doctor);
    const planned = await save(id, { NextVisitDate: '2026-07-10', Version: 1 });
    expect(planned.body.data).toMatchObject({ NextVisitDate: '2026-07-10T00:00:00.000Z', Version: 2 });

    const staleDate = await save(id, { NextVisitDate: '2026-08-01', Version: 1 });
    expect(staleDate.status).toBe(409);
    expect(staleDate.body.current).toMatchObject({ NextVisitDate: '2026-07-10T00:00:00.000Z', Version: 2 });
    const staleStatus = await save(id, { AccountStatus: ACCOUNT_STATUS.completed, Version: 1 });
    expect(staleStatus.status).toBe(409);
    expect((await stored(id)).AccountStatus).toBe(ACCOUNT_STATUS.pendingPairing);

    const completed = await save(id, { AccountStatus: ACCOUNT_STATUS.completed, Version: 2 });
    expect(completed.body.data).toMatchObject({ AccountStatus: ACCOUNT_STATUS.completed, Version: 3 });
    // Completing a completed patient changes nothing, so the version stays.
    expect((await save(id, { AccountStatus: ACCOUNT_STATUS.completed, Version: 3 })).body.data.Version).toBe(3);
  });
});

describe('what does not raise the version', () => {
  it('a new visit keeping the planned next visit, messages and a read: a details edit from before still applies', async () => {
    const { UserStorageID: id } = await signUpPatient(api, doctor);
    const plan = visitBody().NextVisit;
    expect((await save(id, { NextVisitDate: plan, Version: 1 })).body.data.Version).toBe(2);

    const visit = await doctorCall(api, doctor, 'POST', `/patients/${id}/addNewVisit`, visitBody());
    expect(visit.status).toBe(200);
    const message = await doctorCall(api, doctor, 'POST', '/patients/sendMessages', {
      Method: 'EMAIL',
      PatientsIDs: [id],
      Text: 'See you soon',
    });
    expect(message.status).toBe(200);
    expect(await stored(id)).toMatchObject({ NumOfVisits: 1, LastNotification: expect.any(String), Version: 2 });

    const edit = await save(id, { ...patientBody({ FirstName: 'Marco' }), Version: 2 });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ PII: { FirstName: 'Marco' }, Version: 3 });
  });

  it('but a new visit that moves the planned next visit does: a next-visit save from before it is refused', async () => {
    const { UserStorageID: id } = await signUpPatient(api, doctor);
    const visit = await doctorCall(
      api,
      doctor,
      'POST',
      `/patients/${id}/addNewVisit`,
      visitBody({ NextVisit: '2026-09-01T09:00:00.000Z' }),
    );
    expect(visit.status).toBe(200);
    expect((await stored(id)).Version).toBe(2);
    const stale = await save(id, { NextVisitDate: '2026-06-20', Version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ NextVisitDate: '2026-09-01T09:00:00.000Z', Version: 2 });
  });
});
