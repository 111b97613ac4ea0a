// The ECP's visit calls over HTTP (§7): addNewVisit, getVisitsData, getLastVisit in the §3 shape,
// refusals that store nothing, isolation between doctors, and a constant number of statements.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { parseTestResultItem } from '@portal/domain/testResults';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { COMPLETED_IS_FINAL_MESSAGE } from '../patients/patientsRoutes';
import { addResult, addVisit, doctorCall, otherClinicDoctor, signUpPatient } from '../patients/patientsTesting';
import { ACT_ITEM, reportUpload, STEREO_ITEM, visitBody } from './visitsTesting';

let api: TestRestApi;
let doctor: DemoSession;
let other: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
  other = await otherClinicDoctor(api);
});
afterAll(() => api?.close());

const stored = async (patientId: string) =>
  (
    await api.db.query<{ visits: number; results: number; reports: number }>(
      `select count(distinct v.id)::int as visits, count(distinct t.id)::int as results, count(distinct r.id)::int as reports
         from visits v left join test_results t on t.visit_id = v.id left join visit_reports r on r.visit_id = v.id
        where v.patient_id = $1`,
      [patientId],
    )
  ).rows[0];

describe('POST /patients/{id}/addNewVisit', () => {
  it('stores the visit with its results and reports and answers it in the §3 shape, read back alike', async () => {
    const p = await signUpPatient(api, doctor);
    const added = await doctorCall(
      api,
      doctor,
      'POST',
      `/patients/${p.UserStorageID}/addNewVisit`,
      visitBody({
        VisitReports: [reportUpload('../Protocol Report: June.pdf', '%PDF-1.4 fake')],
      }),
    );
    expect(added.status).toBe(200);
    const visit = added.body.data;
    expect(visit).toEqual({
      VisitStorageID: expect.any(String),
      VisitDate: '2026-06-15T09:00:00.000Z',
      NextVisit: '2026-07-01T09:30:00.000Z',
      TreatmentDuration: 6,
      VisitReports: [
        {
          VisitReportID: expect.any(String),
          ProtocolReportFileName: 'Protocol Report_ June.pdf',
          downloadUrl: expect.stringMatching(/^http:\/\/localhost:4000\/api\/v1\/webapp\/reports\/[\w-]+\.[\w-]+$/),
          expiresAt: '2026-06-15T10:05:00.000Z',
        },
      ],
      TestsResults: [
        { ...ACT_ITEM, BeginTestTime: '2026-06-15T09:15:00.000Z' },
        { ...STEREO_ITEM, BeginTestTime: '2026-06-15T09:00:00.000Z' },
      ].sort((a, b) => a.BeginTestTime.localeCompare(b.BeginTestTime)),
    });
    // What comes out can be sent again as it is.
    for (const item of visit.TestsResults) expect(parseTestResultItem(item).ok).toBe(true);

    const all = await doctorCall(api, doctor, 'GET', `/patients/${p.UserStorageID}/getVisitsData`);
    const last = await doctorCall(api, doctor, 'GET', `/patients/${p.UserStorageID}/getLastVisit`);
    const withoutLinks = (v: typeof visit) => ({ ...v, VisitReports: v.VisitReports.map((r: object) => ({ ...r, downloadUrl: 'x' })) });
    expect(all.body.data.map(withoutLinks)).toEqual([withoutLinks(visit)]);
    expect(withoutLinks(last.body.data)).toEqual(withoutLinks(visit));

    const profile = (await doctorCall(api, doctor, 'GET', `/patients/${p.UserStorageID}/profile`)).body.data;
    expect(profile).toMatchObject({
      NextVisitDate: '2026-07-01T09:30:00.000Z',
      VisitDate: '2026-06-15T09:00:00.000Z',
      LastVisit: '2026-06-15T09:00:00.000Z',
      NumOfVisits: 1,
      NumOfTests: 2,
      TreatmentDuration: 6,
      SiteBackUpData: true,
    });
  });

  it('lists visits newest first and answers no last visit before the first', async () => {
    const p = await signUpPatient(api, doctor);
    const path = `/patients/${p.UserStorageID}`;
    expect((await doctorCall(api, doctor, 'GET', `${path}/getLastVisit`)).body).toEqual({ data: null });
    expect((await doctorCall(api, doctor, 'GET', `${path}/getVisitsData`)).body).toEqual({ data: [] });
    for (const VisitDate of ['2026-05-02', '2026-06-10', '2026-04-01']) {
      const answer = await doctorCall(
        api,
        doctor,
        'POST',
        `${path}/addNewVisit`,
        visitBody({ VisitDate, TestsResults: [], TreatmentDuration: '' }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ TreatmentDuration: null, TestsResults: [], VisitReports: [] });
    }
    const all = await doctorCall(api, doctor, 'GET', `${path}/getVisitsData`);
    expect(all.body.data.map((v: { VisitDate: string }) => v.VisitDate)).toEqual([
      '2026-06-10T00:00:00.000Z',
      '2026-05-02T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
    ]);
    expect((await doctorCall(api, doctor, 'GET', `${path}/getLastVisit`)).body.data.VisitDate).toBe('2026-06-10T00:00:00.000Z');
    // The patient's VisitDate stays their latest visit when an older one is added.
    expect((await doctorCall(api, doctor, 'GET', `${path}/profile`)).body.data.VisitDate).toBe('2026-06-10T00:00:00.000Z');
  });

  it('refuses a bad item, naming its index and field, and stores nothing', async () => {
    const p = await signUpPatient(api, doctor);
    const path = `/patients/${p.UserStorageID}/addNewVisit`;
    const refuse = async (body: unknown) => {
      const answer = await doctorCall(api, doctor, 'POST', path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('BAD_USER_INPUT');
      return answer.body as { message: string; messages: string[]; fields: { field: string; key: string }[] };
    };
    const unknownKey = await refuse(visitBody({ TestsResults: [ACT_ITEM, { ...STEREO_ITEM, Colour: 'red' }] }));
    expect(unknownKey.fields).toEqual([{ field: 'TestsResults.1', key: 'TestsResults[1]: Unknown field(s) for StereoAcuity: Colour' }]);
    expect(unknownKey.message).toBe('TestsResults[1]: Unknown field(s) for StereoAcuity: Colour');

    const wrongType = await refuse(visitBody({ TestsResults: [{ ...ACT_ITEM, ResultInDioptersHorizontalValue: 'six' }] }));
    expect(wrongType.message).toMatch(/^TestsResults\[0\]: ACT ResultInDioptersHorizontalValue: /);
    const nested = await refuse(visitBody({ TestsResults: [{ ...STEREO_ITEM, StereoAcuityResult: { DisparityValue: '40' } }] }));
    expect(nested.message).toMatch(/^TestsResults\[0\]: StereoAcuity StereoAcuityResult\.DisparityValue: /);
    const twoTypes = await refuse(visitBody({ TestsResults: [ACT_ITEM, ACT_ITEM, { ...ACT_ITEM, CT: 'ct-1' }] }));
    expect(twoTypes.fields).toEqual([
      { field: 'TestsResults.2', key: expect.stringMatching(/^TestsResults\[2\]: Each test result must name exactly one test type/) },
    ]);
    const badCorrection = await refuse(visitBody({ TestsResults: [{ ...ACT_ITEM, OpticalCorrection: 'XX' }] }));
    expect(badCorrection.message).toBe('TestsResults[0]: ACT OpticalCorrection: OpticalCorrection must be SC or CC');
    expect((await refuse(visitBody({ TestsResults: 'ACT' }))).fields).toEqual([
      { field: 'TestsResults', key: 'TestsResults must be a list of test results' },
    ]);

    const form = await refuse({ TreatmentDuration: 40, NextVisit: '2026-06-01', TestsResults: [{ ...ACT_ITEM, Foo: 1 }] });
    expect(form.fields.map((f) => f.key)).toEqual(
      expect.arrayContaining([
        'visit_date_req',
        'treatment_duration_inv',
        'next_visit_past',
        'TestsResults[0]: Unknown field(s) for ACT: Foo',
      ]),
    );
    // At 10:00 UTC on the 15th it is already the 16th at UTC+14; the 17th is nowhere yet.
    expect((await refuse(visitBody({ VisitDate: '2026-06-17' }))).fields).toEqual([{ field: 'VisitDate', key: 'visit_date_future' }]);

    const badReports = await refuse(
      visitBody({
        VisitReports: [
          reportUpload('ok.pdf', 'x'),
          { ProtocolReportFileName: 'a.pdf', ContentBase64: 'not base64!' },
          { ProtocolReportFileName: '../..', ContentBase64: 'eA==' },
          { ProtocolReportFileName: 'big.pdf', ContentBase64: 'A'.repeat(7 * 1024 * 1024) },
        ],
      }),
    );
    expect(badReports.fields.map((f) => f.field)).toEqual([
      'VisitReports.1.ContentBase64',
      'VisitReports.2.ProtocolReportFileName',
      'VisitReports.3.ContentBase64',
    ]);
    expect(badReports.fields[2].key).toBe('VisitReports[3]: the file is larger than 5 MB');

    expect(await stored(p.UserStorageID)).toEqual({ visits: 0, results: 0, reports: 0 });
    expect((await doctorCall(api, doctor, 'GET', `/patients/${p.UserStorageID}/profile`)).body.data.NextVisitDate).toBe(p.NextVisitDate);
  });

  it('refuses a completed patient (409) and stores nothing', async () => {
    const p = await signUpPatient(api, doctor);
    await doctorCall(api, doctor, 'POST', `/patients/${p.UserStorageID}/profile`, { AccountStatus: ACCOUNT_STATUS.completed });
    const answer = await doctorCall(
      api,
      doctor,
      'POST',
      `/patients/${p.UserStorageID}/addNewVisit`,
      visitBody({
        VisitReports: [reportUpload('r.pdf', 'never kept')],
      }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CONFLICT', message: COMPLETED_IS_FINAL_MESSAGE });
    expect(await stored(p.UserStorageID)).toEqual({ visits: 0, results: 0, reports: 0 });
    // The archive is still readable.
    expect((await doctorCall(api, doctor, 'GET', `/patients/${p.UserStorageID}/getVisitsData`)).body).toEqual({ data: [] });
  });
});

describe('isolation', () => {
  it("answers another doctor's patient exactly like an unknown id on every visit call, and stores nothing", async () => {
    const theirs = await signUpPatient(api, other, { FirstName: 'Secret' });
    await doctorCall(api, other, 'POST', `/patients/${theirs.UserStorageID}/addNewVisit`, visitBody());
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, call, body] of [
      ['GET', 'getVisitsData', undefined],
      ['GET', 'getLastVisit', undefined],
      ['POST', 'addNewVisit', visitBody()],
    ] as const) {
      const mine = await doctorCall(api, doctor, method, `/patients/${theirs.UserStorageID}/${call}`, body);
      const none = await doctorCall(api, doctor, method, `/patients/${unknown}/${call}`, body);
      const junk = await doctorCall(api, doctor, method, `/patients/not-a-uuid/${call}`, body);
      expect(mine.status).toBe(404);
      expect(mine.body).toEqual(none.body);
      expect(junk.body).toEqual(none.body);
    }
    expect((await stored(theirs.UserStorageID)).visits).toBe(1);
    expect((await doctorCall(api, doctor, 'GET', `/patients/${theirs.UserStorageID}/getVisitsData`, undefined)).status).toBe(404);
  });
});

describe('GET /patients/{id}/getVisitsData', () => {
  it('reads any number of visits, results and reports with the same number of statements', async () => {
    const p = await signUpPatient(api, doctor);
    const path = `/patients/${p.UserStorageID}/getVisitsData`;
    const statements = async () => {
      const spy = vi.spyOn(api.db, 'query');
      try {
        expect((await doctorCall(api, doctor, 'GET', path)).status).toBe(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const first = await addVisit(api, p.UserStorageID, new Date('2026-01-10T09:00:00Z'), 6);
    await addResult(api, first, 'ACT', { ResultInDioptersHorizontalValue: 4 });
    const one = await statements();
    for (let i = 0; i < 6; i += 1) {
      const visit = await addVisit(api, p.UserStorageID, new Date(Date.UTC(2026, 1 + i, 3, 9)));
      await addResult(api, visit, 'CT', { ResultInDioptersHorizontalValue: i });
      await addResult(api, visit, 'Worth4Dot', { Worth4DotResultDescription: 'Fusion' }, 'test failed');
      await api.db.query(`insert into visit_reports (visit_id, file_name, storage_key) values ($1, 'r.pdf', $2)`, [visit, `k/${i}/r.pdf`]);
    }
    expect(await statements()).toBe(one);
    expect(one).toBeLessThanOrEqual(6);
    const all = (await doctorCall(api, doctor, 'GET', path)).body.data;
    expect(all).toHaveLength(7);
    // Both results begin at the same time here: their order between them is not part of the contract.
    expect(all[0].TestsResults).toHaveLength(2);
    expect(all[0].TestsResults).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          CT: expect.any(String),
          OpticalCorrection: 'SC',
          TestResult: 'test succeeded',
          ResultInDioptersHorizontalValue: 5,
        }),
        expect.objectContaining({ Worth4Dot: expect.any(String), TestResult: 'test failed', Worth4DotResultDescription: 'Fusion' }),
      ]),
    );
    expect(all[6]).toMatchObject({ VisitDate: '2026-01-10T09:00:00.000Z', TreatmentDuration: 6, NextVisit: null, VisitReports: [] });
  });
});
