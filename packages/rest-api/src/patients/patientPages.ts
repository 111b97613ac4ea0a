// A page of a doctor's patient list, searched, filtered and sorted in SQL (issue 13): the page's
// rows, the total behind them, the gender filter's choices with their counts, and the status
// toggles' counts. Each is one indexed statement whatever the list's length.
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import {
  DEFAULT_PATIENT_SORT,
  adultBornOnOrBefore,
  periodStart,
  type PatientPageQuery,
  type PatientSortField,
  type PatientStatusFilter,
} from '@portal/domain/patientList';
import type { Queryable } from '../db/database';
import { SELECT_PATIENTS, toPatient, type PatientRecord, type PatientRow } from './patientsStore';

const SORT_SQL: Record<PatientSortField, string> = {
  LAST_NAME: 'lower(p.last_name)',
  FIRST_NAME: 'lower(p.first_name)',
  SOCIAL_ID: 'lower(p.social_id)',
  BIRTHDATE: 'p.birthdate',
  GENDER: 'p.gender',
  LAST_VISIT: 'p.last_visit',
  DEVICE_ID: 'dv.device_id',
  DATE_OF_ACTIVATION: 'dv.date_of_activation',
  MISSED_VISITS: 'p.status',
  // domain treatment.ts treatmentProgress, in SQL: days from the first to the last visit (UTC) over
  // the planned months of 30 days, capped at 100; null without a plan or a visit.
  TREATMENT_PROGRESS: `(case when p.first_treatment_duration is null or p.first_visit is null then null
    when round(p.first_treatment_duration * 30) <= 0 then 100
    else least(100, round(100.0 * greatest(0, (p.last_visit at time zone 'UTC')::date - (p.first_visit at time zone 'UTC')::date)
                          / round(p.first_treatment_duration * 30))) end)`,
};

/** WHERE clauses and their parameters, numbered from $1; `facet` leaves that column's filter out (its own choices). */
/** `without`: the column filters left out (a facet counts under the other filters only). */
function conditions(doctorId: string, query: PatientPageQuery, now: Date, without: 'gender' | 'missed' | 'both' | null = null) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`p.doctor_id = ${param(doctorId)}`, `(p.account_status = ${ACCOUNT_STATUS.completed}) = ${param(query.archive)}`];
  if (query.search) {
    // §2 search: full name, social ID, e-mail or phone, case-insensitive, anywhere in the text.
    const needle = param(query.search.toLowerCase());
    where.push(`(strpos(lower(p.first_name || ' ' || p.last_name), ${needle}) > 0 or strpos(lower(coalesce(p.social_id, '')), ${needle}) > 0
      or strpos(lower(coalesce(p.email, '')), ${needle}) > 0 or strpos(lower(coalesce(p.phone, '')), ${needle}) > 0)`);
  }
  const start = periodStart(query.period, now);
  if (start) where.push(`p.last_visit >= ${param(start)}`);
  const status = statusCondition(query.status, now, param);
  if (status) where.push(status);
  if (without !== 'missed' && without !== 'both' && query.missed) {
    const parts = [];
    if (query.missed.includes(true)) parts.push('p.status = 1');
    if (query.missed.includes(false)) parts.push('p.status is distinct from 1');
    where.push(parts.length > 0 ? `(${parts.join(' or ')})` : 'false');
  }
  if (without !== 'gender' && without !== 'both' && query.genders) {
    const known = query.genders.filter((g): g is number => g !== null);
    const parts = [`p.gender = any(${param(known)}::int[])`];
    if (query.genders.includes(null)) parts.push('p.gender is null');
    where.push(`(${parts.join(' or ')})`);
  }
  return { where: where.join(' and '), params, param };
}

function statusCondition(status: PatientStatusFilter, now: Date, param: (value: unknown) => string): string | null {
  switch (status) {
    case 'CHILDREN':
      return `p.birthdate > ${param(adultBornOnOrBefore(now))}::date`;
    case 'ADULTS':
      return `p.birthdate <= ${param(adultBornOnOrBefore(now))}::date`;
    case 'PENDING':
      return `p.account_status = ${ACCOUNT_STATUS.pendingPairing}`;
    case 'LOCKED':
      return 'p.enabled = 0';
    case 'TESTED':
      return 'p.test_count > 0';
    default:
      return null;
  }
}

export interface PatientPage {
  rows: PatientRecord[];
  /** Rows matching the search and filters, over every page. */
  total: number;
  /** The gender column's choices under the other filters: code (null: not recorded) and count. */
  genders: { value: number | null; count: number }[];
  /** The Status column's choices under the other filters: missed more than the threshold or not, and count. */
  missed: { value: boolean; count: number }[];
}

export async function readPatientPage(q: Queryable, doctorId: string, query: PatientPageQuery, now: Date): Promise<PatientPage> {
  const { where, params, param } = conditions(doctorId, query, now);
  const sort = query.sort.length > 0 ? query.sort : DEFAULT_PATIENT_SORT;
  const order = [
    ...sort.map((s) => `${SORT_SQL[s.field]} ${s.direction === 'DESC' ? 'desc' : 'asc'}`),
    'lower(p.last_name)',
    'lower(p.first_name)',
    'p.id',
  ];
  const limit = param(query.limit);
  const offset = param(query.offset);
  // The total and both columns' choices from one pass: the rows under every other filter, counted by
  // gender and by missed visits; each count then keeps the groups the other column's filter keeps.
  const unfiltered = conditions(doctorId, query, now, 'both');
  const [page, groups] = await Promise.all([
    q.query<PatientRow>(`${SELECT_PATIENTS} where ${where} order by ${order.join(', ')} limit ${limit} offset ${offset}`, params),
    q.query<{ gender: number | null; missed: boolean; n: number }>(
      `select p.gender as gender, (p.status = 1) is true as missed, count(*)::int as n
         from patients p where ${unfiltered.where} group by 1, 2`,
      unfiltered.params,
    ),
  ]);
  const genderKept = (gender: number | null) => !query.genders || query.genders.includes(gender);
  const missedKept = (missed: boolean) => !query.missed || query.missed.includes(missed);
  const sum = (keep: (group: { gender: number | null; missed: boolean }) => boolean) =>
    groups.rows.filter(keep).reduce((total, group) => total + group.n, 0);
  const genderValues = [...new Set(groups.rows.map((group) => group.gender))].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
  const missedValues = [...new Set(groups.rows.map((group) => group.missed))].sort((a, b) => Number(a) - Number(b));
  return {
    rows: page.rows.map((row) => toPatient(row, now)),
    total: sum((group) => genderKept(group.gender) && missedKept(group.missed)),
    genders: genderValues
      .map((value) => ({ value, count: sum((group) => group.gender === value && missedKept(group.missed)) }))
      .filter((facet) => facet.count > 0),
    missed: missedValues
      .map((value) => ({ value, count: sum((group) => group.missed === value && genderKept(group.gender)) }))
      .filter((facet) => facet.count > 0),
  };
}

export interface PatientCounts {
  active: number;
  archived: number;
  pending: number;
  locked: number;
  children: number;
  adults: number;
  tested: number;
}

/** The badges and status toggles (§2): one pass over the doctor's patients, by index. */
export async function readPatientCounts(q: Queryable, doctorId: string, now: Date): Promise<PatientCounts> {
  const adult = adultBornOnOrBefore(now);
  const active = `p.account_status <> ${ACCOUNT_STATUS.completed}`;
  const result = await q.query<PatientCounts>(
    `select count(*) filter (where ${active})::int as active,
            count(*) filter (where not (${active}))::int as archived,
            count(*) filter (where ${active} and p.account_status = ${ACCOUNT_STATUS.pendingPairing})::int as pending,
            count(*) filter (where ${active} and p.enabled = 0)::int as locked,
            count(*) filter (where ${active} and p.birthdate > $2::date)::int as children,
            count(*) filter (where ${active} and p.birthdate <= $2::date)::int as adults,
            count(*) filter (where ${active} and p.test_count > 0)::int as tested
       from patients p where p.doctor_id = $1`,
    [doctorId, adult],
  );
  return result.rows[0];
}
