// The demo's visit reports over the whole demo data (seed 'all'): every seeded report has its file,
// and the demo doctor downloads one through the link getVisitsData gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall } from '../patients/patientsTesting';
import { openLink } from '../visits/visitsTesting';
import { writeDemoReportFiles } from './reportFiles';

let api: TestRestApi;
let doctor: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: 'all', now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
});
afterAll(() => api?.close());

describe('demo report files', () => {
  it('exist for every seeded report, and writing them again writes nothing', async () => {
    const keys = (await api.db.query<{ key: string }>('select storage_key as key from visit_reports')).rows.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await api.reports.has(key)).toBe(true);
    expect(await writeDemoReportFiles(api.db, api.reports)).toBe(0);
  });

  it("download as PDFs naming the patient and the visit, from the demo doctor's visit history", async () => {
    const { rows } = await api.db.query<{ patientId: string; name: string }>(
      `select p.id as "patientId", p.first_name || ' ' || p.last_name as name
         from visit_reports r join visits v on v.id = r.visit_id join patients p on p.id = v.patient_id
        where p.doctor_id = $1 order by v.visit_date desc limit 1`,
      [doctor.uid],
    );
    const visits = (await doctorCall(api, doctor, 'GET', `/patients/${rows[0].patientId}/getVisitsData`)).body.data;
    const visit = visits.find((v: { VisitReports: unknown[] }) => v.VisitReports.length > 0);
    const report = visit.VisitReports[0];
    expect(report.ProtocolReportFileName).toMatch(/^(Protocol|Reading)Report_\d{8}_\d{4}\.pdf$/);
    const file = await openLink(api, report.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = file.bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const d = new Date(visit.VisitDate);
    const day = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    expect(text).toContain(`Visit: ${day}`);
    expect(text).toContain(`Tests \\(${visit.TestsResults.length}\\)`);
    expect(text).toContain(`(Patient: ${rows[0].name})`);
  });
});
