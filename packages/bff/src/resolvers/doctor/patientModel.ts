// The Patient type (§3): the REST record with age, category and treatment progress derived here,
// on the request's "today" (context.now) so every field agrees with the filters and counts.
import { genderKey } from '@portal/domain/enums';
import { ageOn, patientCategory } from '@portal/domain/patients';
import type { BffContext } from '../../context';
import { toGlobalId } from '../../graphql/globalId';
import type { PatientRecord } from '../../rest/doctor/patients';

export type PatientModel = PatientRecord & { __typename: 'Patient' };

export const asPatient = (record: PatientRecord): PatientModel => ({ ...record, __typename: 'Patient' });

const DAY_MS = 24 * 60 * 60 * 1000;
/** §2: a treatment month is 30 days. */
const DAYS_PER_TREATMENT_MONTH = 30;

const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

export const categoryOf = (p: PatientRecord, now: Date) => (p.PII.Birthdate ? patientCategory(p.PII.Birthdate, now) : null);

export const treatmentDays = (p: PatientRecord) =>
  p.TreatmentDuration === null ? null : Math.round(p.TreatmentDuration * DAYS_PER_TREATMENT_MONTH);

/** Whole calendar days (UTC) from the first visit to the last one. */
export const daysInTreatment = (p: PatientRecord) =>
  p.FirstVisit && p.LastVisit ? Math.max(0, Math.round((utcDay(p.LastVisit) - utcDay(p.FirstVisit)) / DAY_MS)) : null;

export function treatmentProgress(p: PatientRecord): number | null {
  const planned = treatmentDays(p);
  const done = daysInTreatment(p);
  if (planned === null || done === null) return null;
  if (planned <= 0) return 100;
  return Math.min(100, Math.round((100 * done) / planned));
}

export const patientResolvers = {
  id: (p: PatientModel) => toGlobalId('Patient', p.UserStorageID),
  internalID: (p: PatientModel) => p.UserStorageID,
  fullName: (p: PatientModel) => `${p.PII.FirstName} ${p.PII.LastName}`.trim(),
  firstName: (p: PatientModel) => p.PII.FirstName,
  lastName: (p: PatientModel) => p.PII.LastName,
  personal: (p: PatientModel) => ({
    firstName: p.PII.FirstName,
    lastName: p.PII.LastName,
    socialId: p.PII.SocialID,
    gender: genderKey(p.PII.Gender)?.toUpperCase() ?? null,
    birthdate: p.PII.Birthdate,
    email: p.PII.Email,
    phoneNumber: p.PII.PhoneNumber,
    address: {
      street: p.PII.Street,
      apartment: p.PII.Apartment,
      city: p.PII.City,
      state: p.PII.State,
      country: p.PII.Country,
      zipCode: p.PII.ZIPCode,
    },
    notes: p.PII.Notes,
  }),
  age: (p: PatientModel, _args: unknown, context: BffContext) => (p.PII.Birthdate ? ageOn(p.PII.Birthdate, context.now()) : null),
  category: (p: PatientModel, _args: unknown, context: BffContext) => categoryOf(p, context.now()),
  accountStatus: (p: PatientModel) => p.AccountStatus,
  locked: (p: PatientModel) => p.Enabled === 0,
  missedMoreThanThreshold: (p: PatientModel) => p.Status === 1,
  remoteTesting: (p: PatientModel) => p.RemoteTesting,
  termsOfUseSigned: (p: PatientModel) => p.TermsOfUseSigned,
  lastVisit: (p: PatientModel) => p.LastVisit,
  nextVisitDate: (p: PatientModel) => p.NextVisitDate,
  addedAt: (p: PatientModel) => p.VisitDate,
  lastNotification: (p: PatientModel) => p.LastNotification,
  visitCount: (p: PatientModel) => p.NumOfVisits,
  testCount: (p: PatientModel) => p.NumOfTests,
  deviceId: (p: PatientModel) => p.DeviceID,
  dateOfActivation: (p: PatientModel) => p.DateOfActivation,
  treatmentDays: (p: PatientModel) => treatmentDays(p),
  daysInTreatment: (p: PatientModel) => daysInTreatment(p),
  treatmentProgress: (p: PatientModel) => treatmentProgress(p),
};
