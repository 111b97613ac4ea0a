// The doctor's patient writes over HTTP against the real REST service: create, edit, status (completed
// is final), delete and messages, with §8 failures, fresh counts in the payloads, and isolation:
// another doctor's patient is NOT_FOUND and stays untouched.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { COMPLETED_IS_FINAL_MESSAGE } from '@portal/rest-api/patients/patientsRoutes';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { ERRORS, globalId, signedInClient, writeCalls } from '../../../test/adminWrites';
import { COUNTS, createPatientVia, otherClinicClient, patientInput } from '../../../test/doctorWrites';

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

const CREATE = `mutation($input: CreatePatientInput!) { createPatient(input: $input) {
  patient { id fullName category accountStatus personal { gender birthdate email address { state country } } }
  patientEdge { cursor node { id } } patientCounts { ${COUNTS} } viewer { counts { patients archivedPatients } } ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdatePatientInput!) { updatePatient(input: $input) {
  patient { id firstName category personal { email notes } } patientCounts { children adults } ${ERRORS} } }`;
const DELETE = `mutation($input: DeletePatientInput!) { deletePatient(input: $input) {
  deletedId patientCounts { active } viewer { counts { patients } } ${ERRORS} } }`;
const SET_STATUS = `mutation($input: SetPatientAccountStatusInput!) { setPatientAccountStatus(input: $input) {
  patient { id accountStatus detailsEditable } leftActiveListId patientCounts { active archived pending } viewer { counts { patients archivedPatients } } ${ERRORS} } }`;
const SEND = `mutation($input: SendMessageToPatientsInput!) { sendMessageToPatients(input: $input) { recipientCount emailCount smsCount ${ERRORS} } }`;
const COUNTS_QUERY = `{ doctorWorkspace { patientCounts { ${COUNTS} } patients(first: 100) { edges { node { id } } } } }`;

const counts = async () => (await doctor.gql(COUNTS_QUERY)).body.data.doctorWorkspace;
const fieldKeys = (error: { fieldErrors: { field: string; key: string }[] }) => error.fieldErrors.map((f) => [f.field, f.key]);

describe('createPatient', () => {
  it('adds a pending patient with an edge, and the payload counts and viewer follow', async () => {
    const before = await counts();
    const { body } = await doctor.gql(CREATE, { input: patientInput({ birthdate: '2008-06-15', gender: 'FEMALE', state: '' }) });
    const created = body.data.createPatient;
    expect(created.errors).toEqual([]);
    expect(created.patient).toMatchObject({
      fullName: 'Luca Bianchi',
      category: 'ADULT',
      accountStatus: 'PENDING_PAIRING',
      personal: { gender: 'FEMALE', birthdate: '2008-06-15', address: { state: null, country: 'Italy' } },
    });
    expect(created.patientEdge.node.id).toBe(created.patient.id);
    expect(created.patientCounts).toMatchObject({
      active: before.patientCounts.active + 1,
      pending: before.patientCounts.pending + 1,
      adults: before.patientCounts.adults + 1,
    });
    expect(created.viewer.counts.patients).toBe(before.patientCounts.active + 1);
    const after = await counts();
    expect(after.patients.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(created.patient.id);
  });

  it('refuses §5 problems under "Could not save patient" with input field names, before any REST write', async () => {
    const usNoState = await doctor.gql(CREATE, { input: patientInput({ country: 'U.S.A', state: ' ' }) });
    expect(usNoState.body.data.createPatient).toMatchObject({ patient: null, patientEdge: null, patientCounts: null });
    const [error] = usNoState.body.data.createPatient.errors;
    expect(error).toMatchObject({ __typename: 'ValidationError', title: 'Could not save patient' });
    expect(fieldKeys(error)).toEqual([['state', 'state_req']]);

    const empty = await doctor.gql(CREATE, { input: { birthdate: '2026-06-17', email: 'nope', lastName: 'x'.repeat(21) } });
    expect(fieldKeys(empty.body.data.createPatient.errors[0])).toEqual(
      expect.arrayContaining([
        ['firstName', 'first_name_req'],
        ['lastName', 'max_20'],
        ['birthdate', 'birthdate_future'],
        ['email', 'email_invalid'],
      ]),
    );
    expect(writeCalls(stack).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('refuses platform admins with a PermissionError', async () => {
    const { body } = await admin.gql(CREATE, { input: patientInput() });
    expect(body.data.createPatient.errors).toEqual([
      expect.objectContaining({ __typename: 'PermissionError', title: 'Could not save patient' }),
    ]);
  });
});

describe('updatePatient and setPatientAccountStatus', () => {
  it('edits a patient; the birthdate moves them between children and adults', async () => {
    const p = await createPatientVia(doctor, { birthdate: '2012-04-01' });
    const before = (await counts()).patientCounts;
    const { body } = await doctor.gql(UPDATE, {
      input: { id: p.id, ...patientInput({ firstName: 'Marco', birthdate: '2000-01-01', email: '', notes: 'Patching 2h' }) },
    });
    expect(body.data.updatePatient).toEqual({
      patient: { id: p.id, firstName: 'Marco', category: 'ADULT', personal: { email: null, notes: 'Patching 2h' } },
      patientCounts: { children: before.children - 1, adults: before.adults + 1 },
      errors: [],
    });
    const invalid = await doctor.gql(UPDATE, { input: { id: p.id, firstName: '', lastName: 'Rossi' } });
    expect(invalid.body.data.updatePatient.errors[0]).toMatchObject({ __typename: 'ValidationError', title: 'Could not edit patient' });
    expect(fieldKeys(invalid.body.data.updatePatient.errors[0])).toEqual(
      expect.arrayContaining([
        ['firstName', 'first_name_req'],
        ['birthdate', 'birthdate_req'],
      ]),
    );
  });

  it('completes a patient into the archive for good: the active-list id to drop, fresh counts, then a conflict', async () => {
    const p = await createPatientVia(doctor);
    const active = await doctor.gql(SET_STATUS, { input: { id: p.id, accountStatus: 'ACTIVE' } });
    expect(active.body.data.setPatientAccountStatus).toMatchObject({
      patient: { accountStatus: 'ACTIVE', detailsEditable: true },
      leftActiveListId: null,
      errors: [],
    });
    const before = (await counts()).patientCounts;

    const done = await doctor.gql(SET_STATUS, { input: { id: p.id, accountStatus: 'COMPLETED' } });
    expect(done.body.data.setPatientAccountStatus).toEqual({
      patient: { id: p.id, accountStatus: 'COMPLETED', detailsEditable: false },
      leftActiveListId: p.id,
      patientCounts: { active: before.active - 1, archived: before.archived + 1, pending: before.pending },
      viewer: { counts: { patients: before.active - 1, archivedPatients: before.archived + 1 } },
      errors: [],
    });

    const reopen = await doctor.gql(SET_STATUS, { input: { id: p.id, accountStatus: 'ACTIVE' } });
    expect(reopen.body.data.setPatientAccountStatus.errors).toEqual([
      expect.objectContaining({ __typename: 'ConflictError', title: 'Could not edit patient', messages: [COMPLETED_IS_FINAL_MESSAGE] }),
    ]);
    const edit = await doctor.gql(UPDATE, { input: { id: p.id, ...patientInput() } });
    expect(edit.body.data.updatePatient.errors).toEqual([
      expect.objectContaining({ __typename: 'ConflictError', title: 'Could not edit patient', messages: [COMPLETED_IS_FINAL_MESSAGE] }),
    ]);
    const node = await doctor.gql('query($id: ID!) { node(id: $id) { ... on Patient { accountStatus detailsEditable } } }', { id: p.id });
    expect(node.body.data.node).toEqual({ accountStatus: 'COMPLETED', detailsEditable: false });
  });
});

describe('deletePatient', () => {
  it('deletes the patient, answers its global id and the new counts', async () => {
    const p = await createPatientVia(doctor);
    const before = (await counts()).patientCounts;
    const { body } = await doctor.gql(DELETE, { input: { id: p.id } });
    expect(body.data.deletePatient).toEqual({
      deletedId: p.id,
      patientCounts: { active: before.active - 1 },
      viewer: { counts: { patients: before.active - 1 } },
      errors: [],
    });
    expect((await doctor.gql('query($id: ID!) { node(id: $id) { id } }', { id: p.id })).body.data.node).toBeNull();
  });

  it('a patient already deleted elsewhere is named for @deleteEdge under "Could not delete patient", with the fresh counts', async () => {
    const p = await createPatientVia(doctor);
    // Another tab of the same doctor deletes it first.
    expect((await doctor.gql(DELETE, { input: { id: p.id } })).body.data.deletePatient.errors).toEqual([]);
    const after = (await counts()).patientCounts;
    const again = await doctor.gql(DELETE, { input: { id: p.id } });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.deletePatient).toEqual({
      deletedId: p.id,
      patientCounts: { active: after.active },
      viewer: { counts: { patients: after.active } },
      errors: [
        {
          __typename: 'ConflictError',
          code: 'CONFLICT',
          title: ERROR_TITLES.patientNotDeleted,
          messages: [ERROR_MESSAGES.patientAlreadyDeleted],
          field: null,
        },
      ],
    });
    // An id no form could produce is still NOT_FOUND.
    const malformed = await doctor.gql(DELETE, { input: { id: 'not-an-id' } });
    expect(malformed.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('sendMessageToPatients', () => {
  it('e-mails the selected patients (found in the outbox) and refuses a message without recipients or method', async () => {
    const a = await createPatientVia(doctor, { phoneNumber: null });
    const b = await createPatientVia(doctor);
    const { body } = await doctor.gql(SEND, { input: { patientIds: [a.id, b.id, a.id], method: 'EMAIL' } });
    expect(body.data.sendMessageToPatients).toEqual({ recipientCount: 2, emailCount: 2, smsCount: 0, errors: [] });
    expect(await stack.rest.outbox(a.email)).toHaveLength(1);
    expect(await stack.rest.outbox(b.email)).toHaveLength(1);

    const none = await doctor.gql(SEND, { input: { patientIds: [], method: 'SMS' } });
    expect(none.body.data.sendMessageToPatients).toMatchObject({ recipientCount: null, errors: [{ title: 'Please select recipients' }] });
    const noMethod = await doctor.gql(SEND, { input: { patientIds: [a.id] } });
    const [error] = noMethod.body.data.sendMessageToPatients.errors;
    expect(error).toMatchObject({ __typename: 'ValidationError', title: 'Message was not sent' });
    expect(fieldKeys(error)).toEqual([['method', 'method_req']]);
  });
});

describe("another doctor's patient", () => {
  it('is NOT_FOUND for every write, like an unknown id, and stays untouched', async () => {
    const theirs = await createPatientVia(doctor, { firstName: 'Private' });
    const unknown = globalId('Patient', '00000000-0000-4000-8000-000000000000');
    for (const id of [theirs.id, unknown]) {
      const writes = [
        other.gql(UPDATE, { input: { id, ...patientInput({ firstName: 'Hacked' }) } }),
        other.gql(SET_STATUS, { input: { id, accountStatus: 'COMPLETED' } }),
        other.gql(DELETE, { input: { id } }),
        other.gql(SEND, { input: { patientIds: [id], method: 'EMAIL' } }),
      ];
      const [update, status, remove, send] = await Promise.all(writes);
      for (const { body } of [update, status, send]) {
        expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect(JSON.stringify(body)).not.toContain('Private');
      }
      // A delete reads like one of a patient already deleted: the same answer for theirs and unknown.
      expect(remove.body.data.deletePatient).toMatchObject({
        deletedId: id,
        errors: [{ messages: [ERROR_MESSAGES.patientAlreadyDeleted] }],
      });
      expect(JSON.stringify(remove.body)).not.toContain('Private');
    }
    expect(await stack.rest.outbox(theirs.email)).toHaveLength(0);
    const node = await doctor.gql('query($id: ID!) { node(id: $id) { ... on Patient { firstName accountStatus } } }', { id: theirs.id });
    expect(node.body.data.node).toEqual({ firstName: 'Private', accountStatus: 'PENDING_PAIRING' });
  });
});
