// Translated names of the patient enums (§3): gender, account status, and the time and status filters of §2
// (with Overdue, for a planned next visit day that has passed).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { VisitPeriodValue } from './patientFilterStorage';

export const GENDER_LABELS: Record<string, MessageDescriptor> = {
  MALE: msg`Male`,
  FEMALE: msg`Female`,
  OTHER: msg`Other`,
};

export const ACCOUNT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  PENDING_PAIRING: msg`Pending pairing`,
  ACTIVE: msg`Active`,
  COMPLETED: msg`Completed`,
};

export const VISIT_PERIOD_OPTIONS: ReadonlyArray<{ value: VisitPeriodValue; label: MessageDescriptor }> = [
  { value: 'ALL', label: msg`All` },
  { value: 'DAY', label: msg`Today` },
  { value: 'WEEK', label: msg`Last week` },
  { value: 'MONTH', label: msg`Last month` },
  { value: 'YEAR', label: msg`Last year` },
];

export type PatientStatusValue = 'ALL' | 'CHILDREN' | 'ADULTS' | 'PENDING' | 'LOCKED' | 'TESTED' | 'OVERDUE';

/** Each status toggle with the PatientCounts field its number comes from. */
export const STATUS_OPTIONS: ReadonlyArray<{
  value: PatientStatusValue;
  label: MessageDescriptor;
  count: 'active' | 'children' | 'adults' | 'pending' | 'locked' | 'tested' | 'overdue';
}> = [
  { value: 'ALL', label: msg`All patients`, count: 'active' },
  { value: 'CHILDREN', label: msg`Children`, count: 'children' },
  { value: 'ADULTS', label: msg`Adults`, count: 'adults' },
  // Context: the admin tab 'Pending' (users awaiting approval) reads differently in Hebrew.
  { value: 'PENDING', label: msg({ message: 'Pending', context: 'patient pairing' }), count: 'pending' },
  { value: 'LOCKED', label: msg`Locked`, count: 'locked' },
  { value: 'TESTED', label: msg`Tested`, count: 'tested' },
  // The planned next visit day has passed.
  { value: 'OVERDUE', label: msg`Overdue`, count: 'overdue' },
];
