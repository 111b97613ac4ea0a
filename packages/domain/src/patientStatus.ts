// §4 "completed is final": a patient's account goes pendingPairing → active → completed, and a
// completed patient (the archive) takes no change and no new visit; completing again changes
// nothing. The REST service decides every write with this, the BFF and the web read it.
import { ACCOUNT_STATUS } from './enums';

/** Said plainly so the clinician knows why nothing changed. */
export const COMPLETED_IS_FINAL_MESSAGE = 'This patient has completed the treatment; a completed patient cannot be changed or reopened';

/** A write to a patient: their status, their fields, their next visit date, or a new visit. */
export type PatientChange = { kind: 'status'; to: number } | { kind: 'fields' } | { kind: 'nextVisit' } | { kind: 'visit' };

/** apply: go ahead; unchanged: nothing to do (completing a completed patient); final: refused, completed is final. */
export type PatientChangeDecision = 'apply' | 'unchanged' | 'final';

export const isCompleted = (accountStatus: number) => accountStatus === ACCOUNT_STATUS.completed;

export function decidePatientChange(accountStatus: number, change: PatientChange): PatientChangeDecision {
  if (!isCompleted(accountStatus)) return 'apply';
  return change.kind === 'status' && isCompleted(change.to) ? 'unchanged' : 'final';
}
