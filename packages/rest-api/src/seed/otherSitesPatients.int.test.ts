// The demo's other clinics have patients with tests, so the demo doctor's statistics compare their
// site with a Global that is not the same numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession } from '../admin/staffTesting';
import { doctorCall } from '../patients/patientsTesting';
import { DEMO_SITE_ID } from './accounts';
import { OTHER_SITE_PATIENTS, OTHER_SITES_WITH_PATIENTS } from './otherSitesPatients';

let api: TestRestApi;
beforeAll(async () => {
  api = await startTestRestApi({ seed: 'all' });
});
afterAll(() => api?.close());

describe('the demo seed', () => {
  it('gives patients with tests to clinicians of three other clinics', async () => {
    const perSite = await api.db.query<{ n: number }>(
      `select count(*)::int as n from patients p join doctors d on d.user_id = p.doctor_id
        where d.site_id <> $1 group by d.site_id`,
      [DEMO_SITE_ID],
    );
    expect(perSite.rows.map((row) => row.n)).toEqual(
      Array.from({ length: OTHER_SITES_WITH_PATIENTS }, () => OTHER_SITE_PATIENTS.active + OTHER_SITE_PATIENTS.archived),
    );
  });

  it("shows the demo doctor a Global that differs from their site's own figures", async () => {
    const doctor = await demoSession(api, 'doctor');
    const graph = (await doctorCall(api, doctor, 'GET', '/getAllACTGraphData')).body.data as { mySiteCount: number; globalCount: number }[];
    const mine = graph.reduce((sum, bucket) => sum + bucket.mySiteCount, 0);
    const global = graph.reduce((sum, bucket) => sum + bucket.globalCount, 0);
    expect(global).toBeGreaterThan(mine);
    expect(graph.some((bucket) => bucket.globalCount !== bucket.mySiteCount)).toBe(true);
  });
});
