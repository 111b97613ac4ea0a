// The ECP calls over the whole demo data (seed 'all'): lists and statistics agree with storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall } from './patientsTesting';
import { DEMO_SITE_ID } from '../seed/accounts';

let api: TestRestApi;
let doctor: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: 'all' });
  doctor = await demoSession(api, 'doctor');
});
afterAll(() => api?.close());

const count = async (sql: string, params: unknown[] = []) => Number((await api.db.query<{ n: number }>(sql, params)).rows[0].n);

describe('the demo doctor', () => {
  it('sees active and archived patients as storage holds them, with visits folded in', async () => {
    const active = (await doctorCall(api, doctor, 'GET', '/getallpatients')).body.data;
    const archive = (await doctorCall(api, doctor, 'GET', '/getallpatients?archive=true')).body.data;
    expect(active).toHaveLength(
      await count('select count(*) as n from patients where doctor_id = $1 and account_status <> 3', [doctor.uid]),
    );
    expect(archive).toHaveLength(
      await count('select count(*) as n from patients where doctor_id = $1 and account_status = 3', [doctor.uid]),
    );
    expect(archive.length).toBeGreaterThan(0);
    for (const p of archive)
      expect(p).toMatchObject({ AccountStatus: 3, LastVisit: expect.any(String), TreatmentDuration: expect.any(Number) });
    const visits = await count('select count(*) as n from visits v join patients p on p.id = v.patient_id where p.doctor_id = $1', [
      doctor.uid,
    ]);
    expect([...active, ...archive].reduce((n: number, p: { NumOfVisits: number }) => n + p.NumOfVisits, 0)).toBe(visits);
  });

  it('has statistics that add up to the stored results', async () => {
    const total = (await doctorCall(api, doctor, 'GET', '/getAllSiteTestsCount')).body.data.totalTests;
    // The site's results: the demo's other clinics have patients of their own.
    const siteResults = `select t.* from test_results t join visits v on v.id = t.visit_id join patients p on p.id = v.patient_id
                          join doctors d on d.user_id = p.doctor_id where d.site_id = '${DEMO_SITE_ID}'`;
    expect(total).toBe(await count(`select count(*) as n from (${siteResults}) t`));
    const act = (await doctorCall(api, doctor, 'GET', '/getAllACTGraphData')).body.data as { mySite: number; mySiteCount: number }[];
    const charted = await count(
      `select count(*) as n from (${siteResults}) t where test_type = 'ACT' and test_result = 'test succeeded'
         and jsonb_typeof("values"->'ResultInDioptersHorizontalValue') = 'number'`,
    );
    expect(act.reduce((n, b) => n + b.mySiteCount, 0)).toBe(charted);
    const percent = act.reduce((n, b) => n + b.mySite, 0);
    expect(percent).toBeGreaterThanOrEqual(97);
    expect(percent).toBeLessThanOrEqual(103);
  });
});
