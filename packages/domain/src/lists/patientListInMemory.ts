// A page of a doctor's patient list computed in memory from the whole list (the BFF's legacy mode:
// the old backend answers only GET /eyeCareProviders/{uid}/getallpatients). It gives the same page
// as the REST service's SQL (rest-api patients/patientPages.ts, readPatientPage) for the same query:
// the same tab, search, filters, order (nulls and tie-breakers included), slice, total and column
// choices. The rules come from the domain modules the SQL is built from (patientList, patientSearch,
// dateCondition, nextVisit, treatment, patientStatus); what only the SQL said is in postgresOrder.ts.
import { ACCOUNT_STATUS } from '../enums';
import { meetsDateCondition, utcDayOf } from '../dateCondition';
import { overdueBefore } from '../nextVisit';
import {
  DEFAULT_PATIENT_SORT,
  adultBornOnOrBefore,
  periodStart,
  type PatientDateField,
  type PatientPageQuery,
  type PatientSort,
  type PatientSortField,
  type PatientStatusFilter,
} from '../patientList';
import { patientSearchText, searchNeedle } from '../patientSearch';
import { isCompleted } from '../patientStatus';
import { treatmentProgress } from '../treatment';
import { compareSqlValues, compareUuids, postgresLower, type SqlSortValue } from './postgresOrder';

/** An instant as a record holds it: a Date (the REST store) or its ISO text (a record read from JSON). */
export type InMemoryInstant = Date | string | null;

/**
 * What paging a patient needs, named as the REST PatientRecord (§3 Patient) names it: a PatientRecord,
 * or the same record parsed from JSON (instants as ISO text), is one.
 */
export interface InMemoryPatient {
  UserStorageID: string;
  PII: {
    FirstName: string;
    LastName: string;
    SocialID: string | null;
    /** 1-3 (GENDERS); null: not recorded. */
    Gender: number | null;
    /** yyyy-mm-dd (a timestamp counts by its UTC day). */
    Birthdate: string | null;
    Email: string | null;
    PhoneNumber: string | null;
  };
  /** 1: missed more than 30% of the visits (the Status column, the `missed` filter). */
  Status: number;
  AccountStatus: number;
  /** 0: locked. */
  Enabled: number;
  /** Test results over all visits (the TESTED toggle). */
  NumOfTests: number;
  LastVisit: InMemoryInstant;
  FirstVisit: InMemoryInstant;
  NextVisitDate: InMemoryInstant;
  /** Months planned at the first visit. */
  TreatmentDuration: number | null;
  /** The device's serial, as shown. */
  DeviceID: string | null;
  DateOfActivation: InMemoryInstant;
}

/** The same shape as rest-api PatientPage, with the caller's own rows. */
export interface InMemoryPatientPage<T extends InMemoryPatient = InMemoryPatient> {
  rows: T[];
  /** Rows matching the search and filters, over every page. */
  total: number;
  /** The gender column's choices under the other filters: code (null: not recorded, last) and count, none empty. */
  genders: { value: number | null; count: number }[];
  /** The Status column's choices under the other filters (false first), none empty. */
  missed: { value: boolean; count: number }[];
}

/** Milliseconds of an instant; null when there is none or it does not read as one (SQL would hold no such value). */
function instantMs(value: InMemoryInstant): number | null {
  if (value === null || value === '') return null;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
}

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * SQL's TREATMENT_PROGRESS key: domain treatmentProgress, but a first visit without a last one counts
 * zero days, as SQL's greatest(0, null) does (the store never holds that, a legacy record might).
 */
function progressOf(p: InMemoryPatient): number | null {
  const first = dateOf(instantMs(p.FirstVisit));
  return treatmentProgress({
    TreatmentDuration: p.TreatmentDuration,
    FirstVisit: first,
    LastVisit: dateOf(instantMs(p.LastVisit)) ?? first,
  });
}

/** SORT_SQL of patientPages.ts: each sort field's key, on the narrow copy's columns (migrations 012, 013). */
export const PATIENT_SORT_KEYS: Readonly<Record<PatientSortField, (p: InMemoryPatient) => SqlSortValue>> = {
  LAST_NAME: (p) => postgresLower(p.PII.LastName),
  FIRST_NAME: (p) => postgresLower(p.PII.FirstName),
  SOCIAL_ID: (p) => (p.PII.SocialID === null ? null : postgresLower(p.PII.SocialID)),
  BIRTHDATE: (p) => utcDayOf(p.PII.Birthdate),
  GENDER: (p) => p.PII.Gender,
  LAST_VISIT: (p) => instantMs(p.LastVisit),
  // The serial as written: no lower case, so "B-1" comes before "a-1" (C collation).
  DEVICE_ID: (p) => p.DeviceID,
  DATE_OF_ACTIVATION: (p) => instantMs(p.DateOfActivation),
  MISSED_VISITS: (p) => p.Status,
  TREATMENT_PROGRESS: progressOf,
  NEXT_VISIT: (p) => instantMs(p.NextVisitDate),
};

/** After the chosen sort, ties go by last name key, first name key, then id (pages never overlap). */
const TIE_BREAKERS: readonly PatientSort[] = [
  { field: 'LAST_NAME', direction: 'ASC' },
  { field: 'FIRST_NAME', direction: 'ASC' },
];

/** The text a patient is found by, as the narrow copy stores it: patientSearchText over PostgreSQL's lower(). */
export function storedSearchText(p: InMemoryPatient): string {
  const lower = (text: string | null) => (text === null ? null : postgresLower(text));
  const { FirstName, LastName, SocialID, Email, PhoneNumber } = p.PII;
  return patientSearchText({
    firstName: postgresLower(FirstName),
    lastName: postgresLower(LastName),
    socialId: lower(SocialID),
    email: lower(Email),
    phone: lower(PhoneNumber),
  });
}

/** statusCondition of patientPages.ts: the status toggle's test on one patient, or null (ALL). */
function statusTest(status: PatientStatusFilter, now: Date): ((p: InMemoryPatient) => boolean) | null {
  const adult = adultBornOnOrBefore(now);
  const birthday = (p: InMemoryPatient) => utcDayOf(p.PII.Birthdate);
  switch (status) {
    case 'CHILDREN':
      return (p) => {
        const day = birthday(p);
        return day !== null && day > adult;
      };
    case 'ADULTS':
      return (p) => {
        const day = birthday(p);
        return day !== null && day <= adult;
      };
    case 'PENDING':
      return (p) => p.AccountStatus === ACCOUNT_STATUS.pendingPairing;
    case 'LOCKED':
      return (p) => p.Enabled === 0;
    case 'TESTED':
      return (p) => p.NumOfTests > 0;
    case 'OVERDUE': {
      const before = overdueBefore(now).getTime();
      return (p) => {
        const next = instantMs(p.NextVisitDate);
        return next !== null && next < before;
      };
    }
    default:
      return null;
  }
}

const DATE_VALUES: Readonly<Record<PatientDateField, (p: InMemoryPatient) => InMemoryInstant>> = {
  BIRTHDATE: (p) => p.PII.Birthdate,
  LAST_VISIT: (p) => p.LastVisit,
  NEXT_VISIT: (p) => p.NextVisitDate,
};

/** Every condition of the query but the two column filters (gender, missed): what the choices are counted under. */
function rowTest(query: PatientPageQuery, now: Date): (p: InMemoryPatient) => boolean {
  const needle = query.search ? searchNeedle(query.search) : null;
  const since = periodStart(query.period, now)?.getTime() ?? null;
  const status = statusTest(query.status, now);
  return (p) => {
    if (isCompleted(p.AccountStatus) !== query.archive) return false;
    if (needle !== null && !storedSearchText(p).includes(needle)) return false;
    if (since !== null) {
      const last = instantMs(p.LastVisit);
      if (last === null || last < since) return false;
    }
    if (status && !status(p)) return false;
    return query.dates.every((condition) => meetsDateCondition(DATE_VALUES[condition.field](p), condition));
  };
}

/** The missed-visits value a patient is counted and filtered under (SQL `(p.status = 1) is true`). */
const missedOf = (p: InMemoryPatient) => p.Status === 1;

/**
 * The rows in a page's order: the query's sort (DEFAULT_PATIENT_SORT without one), then the
 * tie-breakers, as readPatientPage's ORDER BY. Keys are computed once per row, not per comparison.
 */
export function sortPatientsInMemory<T extends InMemoryPatient>(rows: readonly T[], sort: readonly PatientSort[]): T[] {
  const keys = [...(sort.length > 0 ? sort : DEFAULT_PATIENT_SORT), ...TIE_BREAKERS];
  const decorated = rows.map((row) => ({ row, values: keys.map(({ field }) => PATIENT_SORT_KEYS[field](row)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const order = compareSqlValues(a.values[i], b.values[i], keys[i].direction);
      if (order !== 0) return order;
    }
    return compareUuids(a.row.UserStorageID, b.row.UserStorageID);
  });
  return decorated.map(({ row }) => row);
}

/** How many rows `query` keeps (its total), without ordering them: what the badges and toggles count. */
export function countPatientsInMemory(rows: readonly InMemoryPatient[], query: PatientPageQuery, now: Date): number {
  const test = rowTest(query, now);
  const genderKept = (gender: number | null) => !query.genders || query.genders.includes(gender);
  const missedKept = (missed: boolean) => !query.missed || query.missed.includes(missed);
  let count = 0;
  for (const p of rows) if (test(p) && genderKept(p.PII.Gender) && missedKept(missedOf(p))) count += 1;
  return count;
}

/**
 * The page `query` asks for out of the doctor's whole list (both tabs, or one: the query's tab is
 * kept either way), on `now` (the time filter, children and adults, overdue). `rows` is not changed.
 */
export function pagePatientsInMemory<T extends InMemoryPatient>(
  rows: readonly T[],
  query: PatientPageQuery,
  now: Date,
): InMemoryPatientPage<T> {
  const matched = rows.filter(rowTest(query, now));
  const genderKept = (gender: number | null) => !query.genders || query.genders.includes(gender);
  const missedKept = (missed: boolean) => !query.missed || query.missed.includes(missed);
  const kept = matched.filter((p) => genderKept(p.PII.Gender) && missedKept(missedOf(p)));

  const genders = new Map<number | null, number>();
  const missed = new Map<boolean, number>();
  for (const p of matched) {
    if (missedKept(missedOf(p))) genders.set(p.PII.Gender, (genders.get(p.PII.Gender) ?? 0) + 1);
    if (genderKept(p.PII.Gender)) missed.set(missedOf(p), (missed.get(missedOf(p)) ?? 0) + 1);
  }
  return {
    rows: sortPatientsInMemory(kept, query.sort).slice(query.offset, query.offset + query.limit),
    total: kept.length,
    genders: [...genders].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b)).map(([value, count]) => ({ value, count })),
    missed: [...missed].sort(([a], [b]) => Number(a) - Number(b)).map(([value, count]) => ({ value, count })),
  };
}
