import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS } from './enums';
import { decidePatientChange, type PatientChange } from './patientStatus';

const { pendingPairing, active, completed } = ACCOUNT_STATUS;
const changes: PatientChange[] = [
  { kind: 'status', to: pendingPairing },
  { kind: 'status', to: active },
  { kind: 'status', to: completed },
  { kind: 'fields' },
  { kind: 'nextVisit' },
  { kind: 'visit' },
];

describe('completed is final (§4)', () => {
  it.each([
    [pendingPairing, ['apply', 'apply', 'apply', 'apply', 'apply', 'apply']],
    [active, ['apply', 'apply', 'apply', 'apply', 'apply', 'apply']],
    [completed, ['final', 'final', 'unchanged', 'final', 'final', 'final']],
  ])('a patient in status %i: reopen to pending, to active, complete, edit, next visit, new visit', (status, expected) => {
    expect(changes.map((change) => decidePatientChange(status, change))).toEqual(expected);
  });
});
