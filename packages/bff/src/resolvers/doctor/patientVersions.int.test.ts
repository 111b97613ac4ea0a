// Two clinicians changing the same patient, through GraphQL against the real REST service: the
// details edit, the next visit date and the account status each send the version their screen
// read; the second made from one version gets an EditConflictError with the patient as saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { createPatientVia, patientInput } from '../../../test/doctorWrites';

const NOW = new Date('2026-06-15T10:00:00.000Z');

let stack: Stack;
let first: BffClient;
let second: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
  // The same doctor in two browsers: two sessions, each with what it read.
  first = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  second = (await signedInClient(stack, ACCOUNTS.doctor)).client;
});
afterAll(() => stack?.close());

const READ = `query($id: ID!) { node(id: $id) { ... on Patient { version lastName nextVisitDate accountStatus } } }`;
const CURRENT = `... on EditConflictError { current { id ... on Patient { version lastName personal { address { city } } nextVisitDate accountStatus } } }`;
const UPDATE = `mutation($input: UpdatePatientInput!) { updatePatient(input: $input) {
  patient { id version lastName personal { address { city } } } errors { __typename code title messages ${CURRENT} } } }`;
const SET_NEXT = `mutation($input: SetNextVisitDateInput!) { setNextVisitDate(input: $input) {
  patient { id version nextVisitDate } errors { __typename code title messages ${CURRENT} } } }`;
const SET_STATUS = `mutation($input: SetPatientAccountStatusInput!) { setPatientAccountStatus(input: $input) {
  patient { id version accountStatus } errors { __typename ${CURRENT} } } }`;

const opened = async (client: BffClient, id: string) => (await client.gql(READ, { id })).body.data.node;

describe('a patient saved by someone else since it was read', () => {
  it('refuses the second details edit from the same version with the patient as saved, and writes nothing of it', async () => {
    const patient = await createPatientVia(first);
    const { email } = patient;
    const read = await opened(first, patient.id);
    expect(await opened(second, patient.id)).toEqual(read);

    const saved = await first.gql(UPDATE, {
      input: { ...patientInput({ email, lastName: 'Rossi' }), id: patient.id, expectedVersion: read.version },
    });
    expect(saved.body.data.updatePatient.errors).toEqual([]);
    const now = saved.body.data.updatePatient.patient;
    expect(now.version).not.toBe(read.version);

    const stale = await second.gql(UPDATE, {
      input: { ...patientInput({ email, city: 'Torino' }), id: patient.id, expectedVersion: read.version },
    });
    expect(stale.body.data.updatePatient).toEqual({
      patient: null,
      errors: [
        {
          __typename: 'EditConflictError',
          code: 'CONFLICT',
          title: ERROR_TITLES.patientNotEdited,
          messages: [ERROR_MESSAGES.changedSinceOpened],
          current: {
            id: patient.id,
            version: now.version,
            lastName: 'Rossi',
            personal: { address: { city: 'Milano' } },
            nextVisitDate: NOW.toISOString(),
            accountStatus: 'PENDING_PAIRING',
          },
        },
      ],
    });
    expect(await opened(first, patient.id)).toMatchObject({ version: now.version, lastName: 'Rossi' });
    // Saved again from the version shown, it applies.
    const again = await second.gql(UPDATE, {
      input: { ...patientInput({ email, lastName: 'Rossi', city: 'Torino' }), id: patient.id, expectedVersion: now.version },
    });
    expect(again.body.data.updatePatient.patient).toMatchObject({ lastName: 'Rossi', personal: { address: { city: 'Torino' } } });
  });

  it('refuses a stale next visit date and a stale status change, each with the date and status saved now', async () => {
    const patient = await createPatientVia(first);
    const read = await opened(first, patient.id);
    const planned = await first.gql(SET_NEXT, {
      input: { patientId: patient.id, nextVisitDate: '2026-07-10', expectedVersion: read.version },
    });
    const now = planned.body.data.setNextVisitDate.patient;
    expect(now.nextVisitDate).toBe('2026-07-10T00:00:00.000Z');

    const staleDate = await second.gql(SET_NEXT, {
      input: { patientId: patient.id, nextVisitDate: '2026-08-01', expectedVersion: read.version },
    });
    expect(staleDate.body.data.setNextVisitDate.patient).toBeNull();
    expect(staleDate.body.data.setNextVisitDate.errors).toEqual([
      expect.objectContaining({
        __typename: 'EditConflictError',
        current: expect.objectContaining({ version: now.version, nextVisitDate: '2026-07-10T00:00:00.000Z' }),
      }),
    ]);
    const staleStatus = await second.gql(SET_STATUS, {
      input: { id: patient.id, accountStatus: 'COMPLETED', expectedVersion: read.version },
    });
    expect(staleStatus.body.data.setPatientAccountStatus).toEqual({
      patient: null,
      errors: [{ __typename: 'EditConflictError', current: expect.objectContaining({ accountStatus: 'PENDING_PAIRING' }) }],
    });
    const completed = await second.gql(SET_STATUS, { input: { id: patient.id, accountStatus: 'COMPLETED', expectedVersion: now.version } });
    expect(completed.body.data.setPatientAccountStatus.patient).toMatchObject({ accountStatus: 'COMPLETED' });
  });
});
