// The patient record over HTTP against the real REST service: merged results, the stereo chart, VA in
// every unit and the default unit, and a constant number of upstream calls however many visits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otherClinicDoctor } from '@portal/rest-api/patients/patientsTesting';
import type { DemoSession } from '@portal/rest-api/admin/staffTesting';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { createPatientVia } from '../../../test/doctorWrites';
import { PATIENT_RECORD, addVisitViaRest, demoDoctorSession, item, stereoItem } from '../../../test/visitWrites';

const NOW = new Date('2026-06-15T10:00:00.000Z');
const NEXT = '2026-07-15';

let stack: Stack;
let doctor: BffClient;
let session: DemoSession;

beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  session = await demoDoctorSession(stack);
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const readRecord = async (client: BffClient, id: string, unit: string | null = null) => {
  const { body } = await client.gql(PATIENT_RECORD, { id, unit });
  expect(body.errors).toBeUndefined();
  return body.data.node;
};

describe('results', () => {
  it('merges two ACT tests of a visit: the second one’s zero does not overwrite', async () => {
    const patient = await createPatientVia(doctor);
    await addVisitViaRest(stack, session, patient.uid, {
      VisitDate: '2026-06-10',
      NextVisit: NEXT,
      TestsResults: [
        item(
          'ACT',
          { ResultInDioptersHorizontalValue: 6, ResultInDioptersVerticalValue: 0, HorizontalDirection: 'Exo' },
          { at: '2026-06-10T09:15:00Z' },
        ),
        item(
          'ACT',
          { ResultInDioptersHorizontalValue: 0, ResultInDioptersVerticalValue: 3, VerticalDirection: 'Right hyper' },
          { at: '2026-06-10T09:25:00Z' },
        ),
        item('ColorVision', { ColorVisionResult: 'Normal' }, { correction: 'CC' }),
      ],
    });
    const record = await readRecord(doctor, patient.id);
    const visit = record.visits.edges[0].node;
    expect(visit).toMatchObject({
      testCount: 3,
      testTypes: ['ACT', 'COLOR_VISION'],
      treatmentDurationMonths: 6,
      nextVisit: '2026-07-15T00:00:00.000Z',
    });
    expect(visit.testResults.find((r: { testType: string }) => r.testType === 'ACT')).toEqual({
      __typename: 'ActResult',
      testType: 'ACT',
      opticalCorrection: 'WITHOUT_GLASSES',
      succeeded: true,
      outcome: 'test succeeded',
      beginTestTime: '2026-06-10T09:25:00.000Z',
      horizontalDeviation: 6,
      verticalDeviation: 3,
      horizontalDirection: 'Exo',
      verticalDirection: 'Right hyper',
      intermittent: null,
      selectedByUser: null,
    });
    expect(visit.testResults.find((r: { testType: string }) => r.testType === 'COLOR_VISION')).toMatchObject({
      opticalCorrection: 'WITH_GLASSES',
      result: 'Normal',
      normal: true,
    });
    expect(record).toMatchObject({ testsAtLastVisit: ['ACT', 'COLOR_VISION'], reportsAvailable: true, visitCount: 1, testCount: 3 });
  });

  it('charts stereo oldest first with the §9 offsets, yMax the largest + 0.5, or 60 when all zero', async () => {
    const patient = await createPatientVia(doctor);
    await addVisitViaRest(stack, session, patient.uid, {
      VisitDate: '2026-04-01',
      NextVisit: NEXT,
      TestsResults: [stereoItem(900, { at: '2026-04-01T09:00:00Z' })],
    });
    await addVisitViaRest(stack, session, patient.uid, {
      VisitDate: '2026-05-01',
      NextVisit: NEXT,
      TestsResults: [stereoItem(-1, { at: '2026-05-01T09:00:00Z' }), stereoItem(40, { correction: 'CC', at: '2026-05-01T09:05:00Z' })],
    });
    await addVisitViaRest(stack, session, patient.uid, {
      VisitDate: '2026-06-01',
      NextVisit: NEXT,
      TestsResults: [stereoItem(20, { outcome: 'test failed', at: '2026-06-01T09:00:00Z' })],
    });
    const { stereoAcuity, lastVisitByTest } = await readRecord(doctor, patient.id);
    expect(stereoAcuity.yMax).toBe(1000.5);
    expect(
      stereoAcuity.points.map((p: any) => [
        p.visitDate.slice(0, 10),
        p.withoutGlasses.outcome,
        p.withoutGlasses.plotted,
        p.withGlasses.plotted,
      ]),
    ).toEqual([
      // Not tested with glasses at the first visit: no bar there (not taken), not "no result".
      ['2026-04-01', 'MEASURED', 1000.5, 0],
      ['2026-05-01', 'NO_STEREO', 1000.5, 40.5],
      ['2026-06-01', 'NO_RESULT', 1001.5, 0],
    ]);
    expect(lastVisitByTest).toEqual([{ testType: 'STEREO_ACUITY', lastVisit: '2026-06-01T00:00:00.000Z' }]);

    const flat = await createPatientVia(doctor);
    await addVisitViaRest(stack, session, flat.uid, {
      VisitDate: '2026-06-01',
      NextVisit: NEXT,
      TestsResults: [stereoItem(0, { at: '2026-06-01T09:00:00Z' })],
    });
    expect((await readRecord(doctor, flat.id)).stereoAcuity.yMax).toBe(60);
  });
});

describe('visual acuity', () => {
  let patientId: string;
  beforeAll(async () => {
    const patient = await createPatientVia(doctor);
    patientId = patient.id;
    await addVisitViaRest(stack, session, patient.uid, {
      VisitDate: '2026-06-10',
      NextVisit: NEXT,
      TestsResults: [
        item('ChartsVA', { LeftEyeLogMarValue: 0.3, RightEyeLogMarValue: 0, BinocularLogMarValue: -0.3 }, { at: '2026-06-10T09:00:00Z' }),
      ],
    });
  });

  it.each([
    ['LOG_MAR', { value: 0.3, label: '0.3' }],
    ['METER', { value: 12, label: '6/12' }],
    ['FEET', { value: 40, label: '20/40' }],
    ['DECIMAL', { value: 0.5, label: '0.5' }],
  ])('converts logMAR 0.3 to %s', async (unit, expected) => {
    const record = await readRecord(doctor, patientId, unit);
    expect(record.visits.edges[0].node.testResults[0].leftEye).toEqual(expected);
  });

  it("defaults to the doctor's DefaultVAUnit (the demo doctor's is feet), and to logMAR without one", async () => {
    const record = await readRecord(doctor, patientId);
    expect(record.defaultVaScale).toBe('FEET');
    expect(record.visits.edges[0].node.testResults[0]).toMatchObject({ rightEye: { label: '20/20' }, binocular: { label: '20/10' } });

    const other = await otherClinicDoctor(stack.rest, 'Lake');
    const otherClient = (await signedInClient(stack, other.email)).client;
    const patient = await createPatientVia(otherClient);
    await addVisitViaRest(stack, other, patient.uid, {
      VisitDate: '2026-06-10',
      NextVisit: NEXT,
      TestsResults: [item('ChartsVA', { RightEyeLogMarValue: 1.3 })],
    });
    const theirs = await readRecord(otherClient, patient.id);
    expect(theirs.defaultVaScale).toBe('LOG_MAR');
    expect(theirs.visits.edges[0].node.testResults[0].rightEye).toEqual({ value: 1.3, label: '1.3' });
  });
});

describe('upstream calls', () => {
  const ALL_TESTS = (day: string) => [
    item('ACT', { ResultInDioptersHorizontalValue: 4 }, { at: `${day}T09:00:00Z` }),
    item('ACT', { ResultInDioptersHorizontalValue: 0 }, { at: `${day}T09:05:00Z` }),
    item('CT', {}, { correction: 'CC', at: `${day}T09:10:00Z` }),
    item('FusionalReserve', { FusionalConvergence: 20 }, { at: `${day}T09:15:00Z` }),
    item('ChartsVA', { LeftEyeLogMarValue: 0.2 }, { at: `${day}T09:20:00Z` }),
    item('AutoVA', { LeftEyeLogMarValue: 0.1 }, { at: `${day}T09:25:00Z` }),
    item('Reading', { ReadingRate: 120 }, { at: `${day}T09:30:00Z` }),
    item('Worth4Dot', { Worth4DotResultDescription: 'Fusion' }, { at: `${day}T09:35:00Z` }),
    stereoItem(60, { at: `${day}T09:40:00Z` }),
  ];

  async function patientWithVisits(count: number) {
    const patient = await createPatientVia(doctor);
    for (let i = 0; i < count; i += 1) {
      const day = new Date(Date.UTC(2025, 6 + i, 1)).toISOString().slice(0, 10);
      await addVisitViaRest(stack, session, patient.uid, { VisitDate: day, NextVisit: NEXT, TestsResults: ALL_TESTS(day) });
    }
    return patient;
  }

  it('reads the whole record with the same calls for 1 visit and for 12', async () => {
    const one = await patientWithVisits(1);
    const twelve = await patientWithVisits(12);

    stack.proxy.reset();
    const small = await readRecord(doctor, one.id);
    const smallCalls = [...stack.proxy.calls];
    stack.proxy.reset();
    const large = await readRecord(doctor, twelve.id);
    const largeCalls = [...stack.proxy.calls];

    expect(small.visits.totalCount).toBe(1);
    expect(large.visits.totalCount).toBe(12);
    expect(large.visits.edges.flatMap((e: any) => e.node.testResults)).toHaveLength(12 * 8);
    expect(large.stereoAcuity.points).toHaveLength(12);
    const shape = (calls: string[]) => calls.map((c) => c.replace(/[0-9a-f-]{36}/g, '{id}'));
    expect(shape(largeCalls)).toEqual(shape(smallCalls));
    // The session, the patient by id and one batch of visits.
    expect(largeCalls.filter((c) => c.endsWith('/patients/visits'))).toHaveLength(1);
    expect(largeCalls.filter((c) => c.endsWith('/patients/profiles'))).toHaveLength(1);
    expect(largeCalls.length).toBeLessThanOrEqual(3);
  });

  it('adds progress at a glance from the visits already loaded: the same calls with it as without', async () => {
    const patient = await patientWithVisits(3);
    const withProgress = PATIENT_RECORD.replace(
      'reportsAvailable',
      'reportsAvailable progress { measure opticalCorrection direction change first { value } best { value } latest { value } series { visitDate value } }',
    );
    stack.proxy.reset();
    const plain = await doctor.gql(PATIENT_RECORD, { id: patient.id, unit: null });
    const plainCalls = [...stack.proxy.calls];
    stack.proxy.reset();
    const { body, headers } = await doctor.gql(withProgress, { id: patient.id, unit: null });
    expect(body.errors).toBeUndefined();
    expect(stack.proxy.calls).toEqual(plainCalls);
    expect(headers.get('x-upstream-calls')).toBe(plain.headers.get('x-upstream-calls'));
    expect(headers.get('x-upstream-calls')).toBe(String(plainCalls.length));
    const progress = body.data.node.progress;
    expect(progress.map((m: any) => `${m.measure}/${m.opticalCorrection}`)).toEqual([
      'ACT_HORIZONTAL_DEVIATION/WITHOUT_GLASSES',
      'STEREO_ACUITY/WITHOUT_GLASSES',
      'CHART_VA_LEFT_EYE/WITHOUT_GLASSES',
      'FUSIONAL_CONVERGENCE/WITHOUT_GLASSES',
    ]);
    // The merged ACT (4 then a 0 that does not overwrite) at every visit: unchanged.
    expect(progress[0]).toMatchObject({ direction: 'UNCHANGED', change: 0, first: { value: 4 }, latest: { value: 4 } });
    expect(progress[0].series).toHaveLength(3);
  });

  it('reads the profile and the visits at once, and no visits for a query that does not show them', async () => {
    const patient = await patientWithVisits(2);
    await readRecord(doctor, patient.id);
    stack.proxy.reset();
    await readRecord(doctor, patient.id);
    const calls = stack.proxy.calls;
    const profile = calls.findIndex((c) => c.endsWith('/patients/profiles'));
    const visits = calls.findIndex((c) => c.endsWith('/patients/visits'));
    expect(calls.filter((c) => c.endsWith('/patients/profiles') || c.endsWith('/patients/visits'))).toHaveLength(2);
    // Whichever reached REST second arrived while the first was still open.
    const [earlier, later] = profile < visits ? [profile, visits] : [visits, profile];
    expect(stack.proxy.alongside[later]).toContain(calls[earlier]);

    stack.proxy.reset();
    const { body } = await doctor.gql('query($id: ID!) { node(id: $id) { ... on Patient { fullName } } }', { id: patient.id });
    expect(body.data.node.fullName).toBeTruthy();
    expect(stack.proxy.calls.filter((c) => c.endsWith('/patients/visits'))).toEqual([]);
  });
});
