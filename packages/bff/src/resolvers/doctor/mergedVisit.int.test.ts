// One merged truth per visit (§4) over HTTP against the real REST service: a visit whose
// stereo test succeeded at 40'' and then failed at 900'', and whose ACT read 10 PD Eso and then
// 0 PD Ortho, shows 40'' and 0 Ortho in the patient record, on the stereo chart and in the visit
// report's data (the PDF's), never "No result" beside a 40'' bar or "10 (Ortho)".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { createPatientVia } from '../../../test/doctorWrites';
import { PATIENT_RECORD, addVisitViaRest, demoDoctorSession, item, stereoItem } from '../../../test/visitWrites';
import { VISIT_REPORT_QUERY } from '../../web/visitReport/visitReportQuery';

const NOW = new Date('2026-06-15T10:00:00.000Z');
let stack: Stack;
let doctor: BffClient;
let patientId: string;

beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  const patient = await createPatientVia(doctor);
  patientId = patient.id;
  await addVisitViaRest(stack, await demoDoctorSession(stack), patient.uid, {
    VisitDate: '2026-06-10',
    NextVisit: '2026-07-15',
    TestsResults: [
      stereoItem(40, { correction: 'CC', at: '2026-06-10T09:00:00Z' }),
      item(
        'StereoAcuity',
        { StereoAcuityResult: { TestResult: 'test failed', DisparityValue: 900 } },
        { correction: 'CC', outcome: 'test failed', at: '2026-06-10T09:05:00Z' },
      ),
      item('ACT', { ResultInDioptersHorizontalValue: 10, HorizontalDirection: 'Eso' }, { at: '2026-06-10T09:10:00Z' }),
      item('ACT', { ResultInDioptersHorizontalValue: 0, HorizontalDirection: 'Ortho' }, { at: '2026-06-10T09:15:00Z' }),
    ],
  });
}, 120_000);
afterAll(() => stack?.close());

describe('the merged visit', () => {
  it('is the same in the record, on the stereo chart and in the visit report', async () => {
    const record = await doctor.gql(PATIENT_RECORD, { id: patientId, unit: null });
    expect(record.body.errors).toBeUndefined();
    const patient = record.body.data.node;
    const visit = patient.visits.edges[0].node;
    const report = await doctor.gql(VISIT_REPORT_QUERY, { id: visit.id });
    expect(report.body.errors).toBeUndefined();

    for (const results of [visit.testResults, report.body.data.node.testResults]) {
      const stereo = results.find((r: { testType: string }) => r.testType === 'STEREO_ACUITY');
      expect(stereo).toMatchObject({ opticalCorrection: 'WITH_GLASSES', succeeded: true, stereoOutcome: 'MEASURED', disparityArcsec: 40 });
      const act = results.find((r: { testType: string }) => r.testType === 'ACT');
      expect(act).toMatchObject({ succeeded: true, horizontalDeviation: 0, horizontalDirection: 'Ortho' });
    }
    expect(patient.stereoAcuity.points).toEqual([
      expect.objectContaining({ withGlasses: expect.objectContaining({ outcome: 'MEASURED', arcsec: 40 }) }),
    ]);
  });
});
