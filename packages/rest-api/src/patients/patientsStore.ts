// Storage of a doctor's patients in the §3 detail shape (personal fields under PII). Every read is
// scoped by the doctor: another doctor's patient reads exactly like an unknown id.
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import type { EditPatientForm, NewPatientForm } from '@portal/domain/patients';
import { ageOn, patientCategory } from '@portal/domain/patients';
import type { Queryable } from '../db/database';
import { isUuid } from '../auth/users';

export interface PatientPii {
  FirstName: string;
  LastName: string;
  SocialID: string | null;
  Gender: number | null;
  Birthdate: string | null;
  Email: string | null;
  PhoneNumber: string | null;
  Street: string | null;
  Apartment: string | null;
  City: string | null;
  State: string | null;
  Country: string | null;
  ZIPCode: string | null;
  Notes: string | null;
}

/** §3 Patient as the ECP calls answer it (list rows and detail alike). */
export interface PatientRecord {
  UserStorageID: string;
  DoctorStorageID: string;
  FullName: string;
  PII: PatientPii;
  Age: number | null;
  Category: 'child' | 'adult' | null;
  Status: number;
  AccountStatus: number;
  Enabled: number;
  RemoteTesting: boolean;
  LastVisit: Date | null;
  NextVisitDate: Date | null;
  VisitDate: Date | null;
  LastNotification: Date | null;
  TermsOfUseSigned: boolean;
  DeviceID: string | null;
  DateOfActivation: Date | null;
  TreatmentDuration: number | null;
  NumOfVisits: number;
  /** Test results over all the patient's visits. */
  NumOfTests: number;
  /** The date of the first visit; null before it. */
  FirstVisit: Date | null;
  /** The doctor's site's BackUpData (§3 Site): false hides test reports in the portal; true without a site. */
  SiteBackUpData: boolean;
  /** Raised by each edit of the details, next visit date or account status: an edit made from an older one is refused. */
  Version: number;
}

export type PatientRow = PatientPii & Omit<PatientRecord, 'PII' | 'FullName' | 'Age' | 'Category'>;
type Row = PatientRow;

// One statement for one patient or a whole list. The visit and result summaries live on the patient
// row (migration 006, kept by triggers), so a row costs no aggregate over its visits and results.
export const SELECT_PATIENTS = `
  select p.id as "UserStorageID", p.doctor_id as "DoctorStorageID",
         p.first_name as "FirstName", p.last_name as "LastName", p.social_id as "SocialID", p.gender as "Gender",
         p.birthdate::text as "Birthdate", p.email as "Email", p.phone as "PhoneNumber", p.street as "Street",
         p.apartment as "Apartment", p.city as "City", p.state as "State", p.country as "Country",
         p.zip_code as "ZIPCode", p.notes as "Notes",
         p.status as "Status", p.account_status as "AccountStatus", p.enabled as "Enabled",
         p.remote_testing as "RemoteTesting", p.last_visit as "LastVisit", p.next_visit_date as "NextVisitDate",
         p.visit_date as "VisitDate", p.last_notification as "LastNotification",
         p.terms_of_use_signed as "TermsOfUseSigned", dv.device_id as "DeviceID",
         dv.date_of_activation as "DateOfActivation", p.first_treatment_duration as "TreatmentDuration",
         p.visit_count as "NumOfVisits", p.test_count as "NumOfTests",
         p.first_visit as "FirstVisit", coalesce(ps.backup_data, true) as "SiteBackUpData", p.version as "Version"
    from patients p
    left join devices dv on dv.id = p.device_id
    left join doctors pd on pd.user_id = p.doctor_id
    left join sites ps on ps.id = pd.site_id`;

export function toPatient(row: Row, now: Date): PatientRecord {
  const {
    UserStorageID,
    DoctorStorageID,
    FirstName,
    LastName,
    SocialID,
    Gender,
    Birthdate,
    Email,
    PhoneNumber,
    Street,
    Apartment,
    City,
    State,
    Country,
    ZIPCode,
    Notes,
    ...rest
  } = row;
  const PII = {
    FirstName,
    LastName,
    SocialID,
    Gender,
    Birthdate,
    Email,
    PhoneNumber,
    Street,
    Apartment,
    City,
    State,
    Country,
    ZIPCode,
    Notes,
  };
  return {
    UserStorageID,
    DoctorStorageID,
    FullName: `${FirstName} ${LastName}`,
    PII,
    Age: Birthdate ? ageOn(Birthdate, now) : null,
    Category: Birthdate ? (patientCategory(Birthdate, now) === 'CHILD' ? 'child' : 'adult') : null,
    ...rest,
  };
}

/** Active tab: every patient not completed; archive: completed ones (§2). By last name, first name. */
export async function listPatients(q: Queryable, doctorId: string, archive: boolean, now: Date): Promise<PatientRecord[]> {
  const result = await q.query<Row>(
    `${SELECT_PATIENTS} where p.doctor_id = $1 and (p.account_status = ${ACCOUNT_STATUS.completed}) = $2
      order by lower(p.last_name), lower(p.first_name), p.id`,
    [doctorId, archive],
  );
  return result.rows.map((row) => toPatient(row, now));
}

/** The UUIDs among `ids`, lower-cased, each once (anything else names no row and never reaches a uuid cast). */
const uuidsOf = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].filter(isUuid);

/** Whether `id` names one of the doctor's patients (a cheap ownership check by primary key). */
export async function isDoctorsPatient(q: Queryable, doctorId: string, id: string): Promise<boolean> {
  return (await doctorsPatientsAmong(q, doctorId, [id])).length > 0;
}

/**
 * Which of `ids` name the doctor's patients, in one statement by primary key: those ids (lower
 * case), in the order given; unknown, non-UUID and other doctors' patients' ids are left out.
 */
export async function doctorsPatientsAmong(q: Queryable, doctorId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return [];
  const result = await q.query<{ id: string }>(
    `select p.id::text as id from patients p
      where p.id = any($1::uuid[]) and p.doctor_id = $2 order by array_position($1::uuid[], p.id)`,
    [wanted, doctorId],
  );
  return result.rows.map((row) => row.id);
}

/** The doctor's patient, or null for an unknown id and for another doctor's patient alike. */
export async function findPatient(q: Queryable, doctorId: string, id: string, now: Date): Promise<PatientRecord | null> {
  return (await findPatients(q, doctorId, [id], now))[0] ?? null;
}

/**
 * The doctor's patients among `ids`, in one statement, in the order of `ids`: unknown ids, ids that
 * are not UUIDs and other doctors' patients are left out (and a repeated id is read once).
 */
export async function findPatients(q: Queryable, doctorId: string, ids: readonly string[], now: Date): Promise<PatientRecord[]> {
  const wanted = uuidsOf(ids);
  if (wanted.length === 0) return [];
  const result = await q.query<Row>(
    `${SELECT_PATIENTS} where p.id = any($1::uuid[]) and p.doctor_id = $2 order by array_position($1::uuid[], p.id)`,
    [wanted, doctorId],
  );
  return result.rows.map((row) => toPatient(row, now));
}

/** §7 signup: pending pairing, VisitDate and NextVisitDate set to now. */
export async function insertPatient(q: Queryable, doctorId: string, form: NewPatientForm, now: Date): Promise<string> {
  const result = await q.query<{ id: string }>(
    `insert into patients (doctor_id, first_name, last_name, social_id, gender, birthdate, email, phone, street, apartment,
       city, state, country, zip_code, notes, account_status, visit_date, next_visit_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, ${ACCOUNT_STATUS.pendingPairing}, $16, $16)
     returning id`,
    [doctorId, ...formValues(form), now],
  );
  return result.rows[0].id;
}

const formValues = (f: NewPatientForm | EditPatientForm) => [
  f.FirstName,
  f.LastName,
  f.SocialID ?? null,
  f.Gender ?? null,
  f.Birthdate,
  f.Email ?? null,
  f.PhoneNumber ?? null,
  f.Street ?? null,
  f.Apartment ?? null,
  f.City ?? null,
  f.State ?? null,
  f.Country ?? null,
  f.ZIPCode ?? null,
  f.Notes ?? null,
];

export async function updatePatientFields(q: Queryable, id: string, form: EditPatientForm): Promise<void> {
  await q.query(
    `update patients set first_name = $2, last_name = $3, social_id = $4, gender = $5, birthdate = $6, email = $7, phone = $8,
       street = $9, apartment = $10, city = $11, state = $12, country = $13, zip_code = $14, notes = $15 where id = $1`,
    [id, ...formValues(form)],
  );
}

/** The stored account status, locking the row until the transaction ends (status changes race otherwise). */
export async function lockAccountStatus(q: Queryable, doctorId: string, id: string): Promise<number | null> {
  return (await lockPatient(q, doctorId, id))?.status ?? null;
}

/** The stored account status and version, locking the row until the transaction ends; null for no such patient. */
export async function lockPatient(q: Queryable, doctorId: string, id: string): Promise<{ status: number; version: number } | null> {
  if (!isUuid(id)) return null;
  const result = await q.query<{ status: number; version: number }>(
    'select account_status as status, version from patients where id = $1 and doctor_id = $2 for update',
    [id, doctorId],
  );
  return result.rows[0] ?? null;
}

export async function setAccountStatus(q: Queryable, id: string, status: number): Promise<void> {
  await q.query('update patients set account_status = $2 where id = $1', [id, status]);
}

export async function setNextVisitDate(q: Queryable, id: string, next: Date): Promise<void> {
  await q.query('update patients set next_visit_date = $2 where id = $1', [id, next]);
}

/**
 * Deletes the patient with their visits, reports and results (foreign keys cascade). Null when the
 * doctor has no such patient; else the storage keys of the report files no row refers to any more,
 * for the caller to remove once the deletion is committed (deletion means deletion).
 */
export async function deletePatient(q: Queryable, doctorId: string, id: string): Promise<{ orphanedReportKeys: string[] } | null> {
  if (!isUuid(id)) return null;
  // The statement's snapshot still sees the reports the cascade removes.
  const result = await q.query<{ deleted: number; keys: string[] | null }>(
    `with gone as (delete from patients where id = $1 and doctor_id = $2 returning id)
     select (select count(*)::int from gone) as deleted,
            (select array_agg(distinct r.storage_key)
               from gone join visits v on v.patient_id = gone.id join visit_reports r on r.visit_id = v.id) as keys`,
    [id, doctorId],
  );
  if (!result.rows[0]?.deleted) return null;
  const keys = result.rows[0].keys ?? [];
  if (keys.length === 0) return { orphanedReportKeys: [] };
  // A file another visit still refers to (the demo shares some) stays.
  const unreferenced = await q.query<{ key: string }>(
    `select k.key from unnest($1::text[]) as k(key)
      where not exists (select 1 from visit_reports r where r.storage_key = k.key)`,
    [keys],
  );
  return { orphanedReportKeys: unreferenced.rows.map((row) => row.key) };
}
