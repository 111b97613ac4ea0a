// GET /fhir/Patient/{id}/$everything over HTTP against the real REST service: the demo doctor's
// patient exports a Bundle whose every resource passes Medplum's FHIR R4 validator and whose every
// reference resolves inside it, by cookie or bearer token, recorded in the audit trail; another
// doctor's patient and an unknown id are 404, an admin 403, signed out 401, each as an OperationOutcome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, DiagnosticReport, Encounter, Observation, OperationOutcome } from '@medplum/fhirtypes';
import { ACCOUNTS, DEMO_PASSWORD, signIn, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { addResult, addVisit, createPatientVia, otherClinicClient } from '../../../test/doctorWrites';
import { addVisitViaRest, demoDoctorSession, item, stereoItem } from '../../../test/visitWrites';
import { fhirIssues, unresolvedReferences } from '../../../test/fhirValidation';
import { SESSION_COOKIE } from '../../session/cookie';

const NOW = new Date('2026-06-15T10:00:00.000Z');

let stack: Stack;
let doctor: BffClient;
let patientUid: string;

const everything = (client: { cookie?: string | null; bearer?: string | null } | null, id: string, query = '') =>
  fetch(`${stack.url}/fhir/Patient/${encodeURIComponent(id)}/$everything${query}`, {
    headers: {
      ...(client?.cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(client.cookie)}` } : {}),
      ...(client?.bearer ? { authorization: `Bearer ${client.bearer}` } : {}),
    },
  });

const exportEvents = async (patientId: string) =>
  (
    await stack.rest.db.query<{ actor_id: string; actor_role: string }>(
      `select actor_id, actor_role from audit_events where action = 'EXPORT' and object_type = 'PATIENT' and object_ids @> array[$1::text]`,
      [patientId],
    )
  ).rows;

async function expectOutcome(answer: Response, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
  const outcome = (await answer.json()) as OperationOutcome;
  expect(outcome).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code }] });
  expect(fhirIssues(outcome)).toEqual([]);
}

beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  patientUid = (await createPatientVia(doctor, { socialId: 'BNCLCU12D01F205X' })).uid;
  const session = await demoDoctorSession(stack);
  await addVisitViaRest(stack, session, patientUid, {
    VisitDate: '2026-05-10',
    NextVisit: '2026-07-15',
    TestsResults: [
      item('ACT', {
        ResultInDioptersHorizontalValue: 6,
        ResultInDioptersVerticalValue: 2,
        HorizontalDirection: 'Exo',
        VerticalDirection: 'Right hyper',
      }),
      item('CT', { ResultInDioptersHorizontalValue: 4, HorizontalDirection: 'Eso', IntermittentResult: true }),
      item('FusionalReserve', {
        FusionalConvergence: 18,
        FusionalPositiveRecovery: 12,
        FusionalDivergence: 8,
        FusionalNegativeRecovery: 4,
      }),
      item('ChartsVA', { LeftEyeLogMarValue: 0.3, RightEyeLogMarValue: 0.1, BinocularLogMarValue: 0 }),
      item('AutoVA', { LeftEyeLogMarValue: 0.4, RightEyeLogMarValue: 0.2 }, { correction: 'CC' }),
      item('ChartsCS', { LeftEyeLogMarValue: 1.1, RightEyeLogMarValue: 1.2 }),
      item('AutoCS', { LeftEyeLogMarValue: 1.0 }, { outcome: 'patient moved' }),
      item('Reading', {
        TotalFixationsCount: 120,
        PercentRegressions: 14.5,
        FixationAvgTimeAll: 240,
        ReadingRate: 95,
        TextLevel: 3,
        ReadingLanguage: 'it',
      }),
      item('ColorVision', { ColorVisionResult: 'Normal' }),
      item('Worth4Dot', { Worth4DotResultDescription: 'Fusion' }),
      stereoItem(40),
      stereoItem(-1, { correction: 'CC' }),
    ],
  });
  await addVisitViaRest(stack, session, patientUid, { VisitDate: '2026-06-10', NextVisit: '2026-07-15', TestsResults: [stereoItem(60)] });
});
afterAll(() => stack?.close());

describe('FHIR $everything', () => {
  it('exports the doctor’s patient as a Bundle that validates, resource by resource, with every reference inside it', async () => {
    const answer = await everything(doctor, patientUid);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toBeNull();
    const bundle = (await answer.json()) as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    expect(fhirIssues(bundle)).toEqual([]);
    const resources = bundle.entry!.map((entry) => entry.resource!);
    for (const resource of resources) expect(fhirIssues(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
    expect(unresolvedReferences(bundle)).toEqual([]);

    expect(resources[0]).toMatchObject({ resourceType: 'Patient', id: patientUid, name: [{ family: 'Bianchi', given: ['Luca'] }] });
    expect(resources[0]).toMatchObject({
      identifier: [{ value: patientUid }, { type: { coding: [{ code: 'NI' }] }, value: 'BNCLCU12D01F205X' }],
    });
    expect(resources.filter((r) => r.resourceType === 'Encounter')).toHaveLength(2);
    const reports = resources.filter((r) => r.resourceType === 'DiagnosticReport') as DiagnosticReport[];
    expect(reports).toHaveLength(2);
    const observations = resources.filter((r) => r.resourceType === 'Observation') as Observation[];
    // First visit: chart VA 3 eyes, auto VA 2, chart CS 2, failed auto CS 1, the other 8 results 1 each; second: 1.
    expect(observations).toHaveLength(3 + 2 + 2 + 1 + 8 + 1);
    expect(reports[0].result).toHaveLength(16);
    const rightVa = observations.find((o) => o.code.coding?.some((c) => c.code === '98499-7'));
    expect(rightVa?.valueQuantity).toMatchObject({ value: 0.1, code: '{logMAR}' });
    const act = observations.find((o) => o.code.coding?.[0].code === 'ACT');
    expect(act?.component?.find((c) => c.code.coding?.[0].code === 'horizontal-deviation')?.valueQuantity).toMatchObject({
      value: 6,
      code: "[p'diop]",
    });
    const stereo = observations.filter((o) => o.code.coding?.[0].code === 'STEREO_ACUITY');
    expect(stereo.map((o) => o.valueQuantity?.value ?? o.valueCodeableConcept?.coding?.[0].code)).toEqual([40, 'no-stereo', 60]);

    // The DiagnosticReport's PDF is the portal's own visit report, for the same session.
    const pdf = await fetch(reports[0].presentedForm![0].url!, {
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(doctor.cookie!)}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await exportEvents(patientUid)).toContainEqual({ actor_id: expect.any(String), actor_role: 'DOCTOR' });
  });

  it('downloads as a file with ?download=1 and answers an integrator’s bearer token alike', async () => {
    const integrator = stack.client();
    integrator.bearer = (await signIn(integrator, ACCOUNTS.doctor, DEMO_PASSWORD, 'RESPONSE')).body.data.signIn.accessToken;
    const before = (await exportEvents(patientUid)).length;
    const answer = await everything(integrator, patientUid, '?download=1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="patient-${patientUid}-fhir.json"`);
    expect(((await answer.json()) as Bundle).entry?.[0].resource?.id).toBe(patientUid);
    expect(await exportEvents(patientUid)).toHaveLength(before + 1);
  });

  it('reads a record of more than 100 visits page by page, every visit once, oldest first', { timeout: 60_000 }, async () => {
    const { uid } = await createPatientVia(doctor);
    for (let day = 0; day < 103; day += 1) {
      const visitId = await addVisit(stack.rest, uid, new Date(Date.UTC(2025, 0, 1 + day, 9)));
      if (day % 50 === 0)
        await addResult(stack.rest, visitId, 'StereoAcuity', {
          StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: 100 + day },
        });
    }
    const bundle = (await (await everything(doctor, uid)).json()) as Bundle;
    const starts = bundle
      .entry!.filter((e) => e.resource!.resourceType === 'Encounter')
      .map((e) => (e.resource as Encounter).period!.start!);
    expect(starts).toHaveLength(103);
    expect(new Set(starts).size).toBe(103);
    expect(starts).toEqual([...starts].sort());
    const stereo = bundle
      .entry!.filter((e) => e.resource!.resourceType === 'Observation')
      .map((e) => (e.resource as Observation).valueQuantity?.value);
    expect(stereo).toEqual([100, 150, 200]);
    expect(unresolvedReferences(bundle)).toEqual([]);
  });

  it('answers another doctor’s patient and an unknown id 404, an admin 403 and no session 401, exporting nothing', async () => {
    const before = (await exportEvents(patientUid)).length;
    const other = (await otherClinicClient(stack, 'Dune')).client;
    await expectOutcome(await everything(other, patientUid), 404, 'not-found');
    await expectOutcome(await everything(doctor, '00000000-0000-4000-8000-000000000000'), 404, 'not-found');
    await expectOutcome(await everything(doctor, 'not a FHIR id!'), 404, 'not-found');
    const admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
    await expectOutcome(await everything(admin, patientUid), 403, 'forbidden');
    await expectOutcome(await everything(null, patientUid), 401, 'login');
    // A HEAD would read the record without delivering it: there is none.
    const head = await fetch(`${stack.url}/fhir/Patient/${patientUid}/$everything`, {
      method: 'HEAD',
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(doctor.cookie!)}` },
    });
    expect(head.status).toBe(404);
    expect(await exportEvents(patientUid)).toHaveLength(before);
  });
});
