// The Patient type (§3): the REST record with age, category and treatment progress derived here,
// on the request's "today" (context.now) so every field agrees with the filters and counts.
import { recognizeCountry } from '@portal/domain/countries';
import { daysOverdue } from '@portal/domain/nextVisit';
import { ACCOUNT_STATUS, genderKey } from '@portal/domain/enums';
import { ageOn, patientCategory } from '@portal/domain/patients';
import { decidePatientChange } from '@portal/domain/patientStatus';
import { daysInTreatment, treatmentDays, treatmentProgress } from '@portal/domain/treatment';
import type { BffContext } from '../../context';
import { toGlobalId } from '../../graphql/globalId';
import type { PatientRecord } from '../../rest/doctor/patients';
import { recordVersionOf, VERSION_FIELDS } from '../../upstream/recordVersions';

export type PatientModel = PatientRecord & { __typename: 'Patient' };

export const asPatient = (record: PatientRecord): PatientModel => ({ ...record, __typename: 'Patient' });

/** The record with its PII fields beside the others, as VERSION_FIELDS.patient names them. */
export const versionedFieldsOf = (record: PatientRecord) => ({ ...record.PII, ...record });

/** Patient.version: REST's number, else a digest of what the details form, next visit and status change. */
export const patientVersionOf = (record: PatientRecord): string => recordVersionOf(versionedFieldsOf(record), VERSION_FIELDS.patient);

type PersonalRecord = PatientRecord['PII'];

/** PatientPersonalInfo and PatientAddress, read from the REST record's PII. */
export const patientPersonalResolvers = {
  PatientPersonalInfo: {
    firstName: (pii: PersonalRecord) => pii.FirstName,
    lastName: (pii: PersonalRecord) => pii.LastName,
    socialId: (pii: PersonalRecord) => pii.SocialID,
    gender: (pii: PersonalRecord) => genderKey(pii.Gender)?.toUpperCase() ?? null,
    birthdate: (pii: PersonalRecord) => pii.Birthdate,
    email: (pii: PersonalRecord) => pii.Email,
    phoneNumber: (pii: PersonalRecord) => pii.PhoneNumber,
    address: (pii: PersonalRecord) => pii,
    notes: (pii: PersonalRecord) => pii.Notes,
  },
  PatientAddress: {
    street: (pii: PersonalRecord) => pii.Street,
    apartment: (pii: PersonalRecord) => pii.Apartment,
    city: (pii: PersonalRecord) => pii.City,
    state: (pii: PersonalRecord) => pii.State,
    country: (pii: PersonalRecord) => pii.Country,
    countryCode: (pii: PersonalRecord) => recognizeCountry(pii.Country),
    zipCode: (pii: PersonalRecord) => pii.ZIPCode,
  },
};

export const categoryOf = (p: PatientRecord, now: Date) => (p.PII.Birthdate ? patientCategory(p.PII.Birthdate, now) : null);

export const patientResolvers = {
  id: (p: PatientModel) => toGlobalId('Patient', p.UserStorageID),
  internalID: (p: PatientModel) => p.UserStorageID,
  version: (p: PatientModel) => patientVersionOf(p),
  fullName: (p: PatientModel) => `${p.PII.FirstName} ${p.PII.LastName}`.trim(),
  firstName: (p: PatientModel) => p.PII.FirstName,
  lastName: (p: PatientModel) => p.PII.LastName,
  // The REST record's personal part as it is; its fields resolve only when asked for (a list's rows ask for three).
  personal: (p: PatientModel) => p.PII,
  age: (p: PatientModel, _args: unknown, context: BffContext) => (p.PII.Birthdate ? ageOn(p.PII.Birthdate, context.now()) : null),
  category: (p: PatientModel, _args: unknown, context: BffContext) => categoryOf(p, context.now()),
  accountStatus: (p: PatientModel) => p.AccountStatus,
  // §4 completed is final: the same rule the REST service applies to every write.
  detailsEditable: (p: PatientModel) => decidePatientChange(p.AccountStatus, { kind: 'fields' }) === 'apply',
  locked: (p: PatientModel) => p.Enabled === 0,
  missedMoreThanThreshold: (p: PatientModel) => p.Status === 1,
  remoteTesting: (p: PatientModel) => p.RemoteTesting,
  termsOfUseSigned: (p: PatientModel) => p.TermsOfUseSigned,
  lastVisit: (p: PatientModel) => p.LastVisit,
  nextVisitDate: (p: PatientModel) => p.NextVisitDate,
  // A completed patient keeps their last plan, but has no visit to come.
  daysOverdue: (p: PatientModel, _args: unknown, context: BffContext) =>
    p.AccountStatus === ACCOUNT_STATUS.completed ? null : daysOverdue(p.NextVisitDate, context.now()),
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
