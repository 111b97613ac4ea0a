// The patient record's writes over HTTP against the real REST service: addVisit (the new visit on
// top, the patient's dates and counts fresh in the payload), setNextVisitDate, §5 field errors with
// no REST write, a completed patient, and another doctor's patient as NOT_FOUND, left untouched.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { ERRORS, signedInClient, writeCalls } from '../../../test/adminWrites';
import { createPatientVia, otherClinicClient, setPatientColumns } from '../../../test/doctorWrites';
import { PATIENT_RECORD, addVisitViaRest, demoDoctorSession, item } from '../../../test/visitWrites';

const NOW = new Date('2026-06-15T10:00:00.000Z');

let stack: Stack;
let doctor: BffClient;
let other: BffClient;
let admin: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  other = (await otherClinicClient(stack)).client;
});
afterAll(() => stack?.close());
beforeEach(() => stack.proxy.reset());

const ADD = `mutation($input: AddVisitInput!) { addVisit(input: $input) {
  visit { id internalID visitDate nextVisit treatmentDurationMonths testCount testTypes }
  visitEdge { cursor node { id } }
  patient { id lastVisit nextVisitDate visitCount visits(first: 4) { totalCount edges { node { id } } } }
  ${ERRORS} } }`;
const SET_NEXT = `mutation($input: SetNextVisitDateInput!) { setNextVisitDate(input: $input) { patient { id nextVisitDate } ${ERRORS} } }`;

const fieldKeys = (error: { fieldErrors: { field: string; key: string }[] }) => error.fieldErrors.map((f) => [f.field, f.key]);
const posts = () => writeCalls(stack).filter((c) => c.startsWith('POST'));

describe('addVisit', () => {
  it('adds the visit on top of the history, with the patient fresh in the payload', async () => {
    const patient = await createPatientVia(doctor);
    await addVisitViaRest(stack, await demoDoctorSession(stack), patient.uid, {
      VisitDate: '2026-05-01',
      NextVisit: '2026-06-20',
      TestsResults: [item('ACT', {}, { at: '2026-05-01T09:00:00Z' })],
    });
    const { body } = await doctor.gql(ADD, {
      input: { patientId: patient.id, visitDate: '2026-06-15', treatmentDurationMonths: 3, nextVisit: '2026-07-15' },
    });
    const added = body.data.addVisit;
    expect(added.errors).toEqual([]);
    expect(added.visit).toMatchObject({
      visitDate: '2026-06-15T00:00:00.000Z',
      nextVisit: '2026-07-15T00:00:00.000Z',
      treatmentDurationMonths: 3,
      testCount: 0,
      testTypes: [],
    });
    expect(added.visitEdge.node.id).toBe(added.visit.id);
    expect(added.patient).toMatchObject({
      id: patient.id,
      lastVisit: '2026-06-15T00:00:00.000Z',
      nextVisitDate: '2026-07-15T00:00:00.000Z',
      visitCount: 2,
    });
    expect(added.patient.visits.totalCount).toBe(2);
    expect(added.patient.visits.edges[0].node.id).toBe(added.visit.id);

    const node = await doctor.gql(`query($id: ID!) { node(id: $id) { ... on Visit { internalID treatmentDurationMonths } } }`, {
      id: added.visit.id,
    });
    expect(node.body.data.node).toEqual({ internalID: added.visit.internalID, treatmentDurationMonths: 3 });
  });

  it('refuses §5 problems under "Could not add new visit" with input field names, before any REST write', async () => {
    const patient = await createPatientVia(doctor);
    stack.proxy.reset();
    const wrong = await doctor.gql(ADD, {
      input: { patientId: patient.id, visitDate: '2026-06-17', treatmentDurationMonths: 0, nextVisit: '2026-06-13' },
    });
    const [error] = wrong.body.data.addVisit.errors;
    expect(wrong.body.data.addVisit).toMatchObject({ visit: null, visitEdge: null, patient: null });
    expect(error).toMatchObject({ __typename: 'ValidationError', title: 'Could not add new visit' });
    expect(fieldKeys(error)).toEqual([
      ['visitDate', 'visit_date_future'],
      ['treatmentDurationMonths', 'treatment_duration_inv'],
      ['nextVisit', 'next_visit_past'],
    ]);
    const empty = await doctor.gql(ADD, { input: { patientId: patient.id, visitDate: ' ' } });
    expect(fieldKeys(empty.body.data.addVisit.errors[0])).toEqual([
      ['visitDate', 'visit_date_req'],
      ['nextVisit', 'next_visit_req'],
    ]);
    expect(posts()).toEqual([]);
  });

  it('refuses a completed patient with a ConflictError, and platform admins with a PermissionError', async () => {
    const patient = await createPatientVia(doctor);
    await setPatientColumns(stack, patient.uid, { accountStatus: ACCOUNT_STATUS.completed });
    const input = { patientId: patient.id, visitDate: '2026-06-15', nextVisit: '2026-07-15' };
    const completed = await doctor.gql(ADD, { input });
    expect(completed.body.data.addVisit.errors).toEqual([
      expect.objectContaining({ __typename: 'ConflictError', title: 'Could not add new visit' }),
    ]);
    const byAdmin = await admin.gql(ADD, { input });
    expect(byAdmin.body.data.addVisit.errors).toEqual([
      expect.objectContaining({ __typename: 'PermissionError', title: 'Could not add new visit' }),
    ]);
  });
});

describe('setNextVisitDate', () => {
  it('stores the date, and refuses a past or missing one as a field error with no REST write', async () => {
    const patient = await createPatientVia(doctor);
    const set = await doctor.gql(SET_NEXT, { input: { patientId: patient.id, nextVisitDate: '2026-06-15' } });
    expect(set.body.data.setNextVisitDate).toEqual({ patient: { id: patient.id, nextVisitDate: '2026-06-15T00:00:00.000Z' }, errors: [] });

    stack.proxy.reset();
    const past = await doctor.gql(SET_NEXT, { input: { patientId: patient.id, nextVisitDate: '2026-06-13' } });
    const [error] = past.body.data.setNextVisitDate.errors;
    expect(error).toMatchObject({ __typename: 'ValidationError', title: 'Could not edit patient' });
    expect(fieldKeys(error)).toEqual([['nextVisitDate', 'next_visit_past']]);
    expect(error.fieldErrors[0].message).toBe('Next visit date cannot be in the past');
    const missing = await doctor.gql(SET_NEXT, { input: { patientId: patient.id, nextVisitDate: null } });
    expect(fieldKeys(missing.body.data.setNextVisitDate.errors[0])).toEqual([['nextVisitDate', 'next_visit_req']]);
    expect(posts()).toEqual([]);
  });
});

describe("another doctor's patient", () => {
  it('is NOT_FOUND for both writes and null as a node, like an unknown id, and stays untouched', async () => {
    const patient = await createPatientVia(doctor);
    const added = await doctor.gql(ADD, { input: { patientId: patient.id, visitDate: '2026-06-15', nextVisit: '2026-07-15' } });
    const visitId = added.body.data.addVisit.visit.id;

    const add = await other.gql(ADD, { input: { patientId: patient.id, visitDate: '2026-06-15', nextVisit: '2026-08-01' } });
    expect(add.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const set = await other.gql(SET_NEXT, { input: { patientId: patient.id, nextVisitDate: '2026-08-01' } });
    expect(set.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const nodes = await other.gql(`query($p: ID!, $v: ID!) { p: node(id: $p) { id } v: node(id: $v) { id } }`, {
      p: patient.id,
      v: visitId,
    });
    expect(nodes.body.data).toEqual({ p: null, v: null });
    const theirs = await other.gql(PATIENT_RECORD, { id: patient.id });
    expect(theirs.body.data.node).toBeNull();

    const mine = (await doctor.gql(PATIENT_RECORD, { id: patient.id })).body.data.node;
    expect(mine).toMatchObject({ nextVisitDate: '2026-07-15T00:00:00.000Z', visitCount: 1 });
  });
});

// Last: it moves the clock, which ends the other tests' sessions.
describe('setNextVisitDate on an overdue patient', () => {
  it('answers the new counts with the patient: a new date ends the overdue count at once', async () => {
    const patient = await createPatientVia(doctor);
    const SET = `mutation($input: SetNextVisitDateInput!) { setNextVisitDate(input: $input) {
      patient { daysOverdue } patientCounts { overdue } errors { __typename } } }`;
    await doctor.gql(SET, { input: { patientId: patient.id, nextVisitDate: '2026-06-15' } });
    // Three days later the visit was missed: the patient is overdue, with the others planned then.
    stack.rest.clock.advance(3 * 86_400_000);
    try {
      // Days later the doctor signs in again (the session has ended meanwhile).
      const later = (await signedInClient(stack, ACCOUNTS.doctor)).client;
      const COUNTS = '{ doctorWorkspace { patientCounts { overdue } } }';
      const overdue = (await later.gql(COUNTS)).body.data.doctorWorkspace.patientCounts.overdue as number;
      expect(overdue).toBeGreaterThan(0);
      const set = await later.gql(SET, { input: { patientId: patient.id, nextVisitDate: '2026-07-01' } });
      expect(set.body.data.setNextVisitDate).toEqual({
        patient: { daysOverdue: null },
        patientCounts: { overdue: overdue - 1 },
        errors: [],
      });
    } finally {
      stack.rest.clock.set(NOW);
    }
  });
});
