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
function conditions(doctorId: string, query: PatientPageQuery, now: Date, facet: 'gender' | 'missed' | null = null) {
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
  if (facet !== 'missed' && query.missed) {
    const parts = [];
    if (query.missed.includes(true)) parts.push('p.status = 1');
    if (query.missed.includes(false)) parts.push('p.status is distinct from 1');
    where.push(parts.length > 0 ? `(${parts.join(' or ')})` : 'false');
  }
  if (facet !== 'gender' && query.genders) {
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
  const byGender = conditions(doctorId, query, now, 'gender');
  const byMissed = conditions(doctorId, query, now, 'missed');
  const [page, total, genders, missed] = await Promise.all([
    q.query<PatientRow>(`${SELECT_PATIENTS} where ${where} order by ${order.join(', ')} limit ${limit} offset ${offset}`, params),
    q.query<{ n: number }>(
      `select count(*)::int as n from patients p where ${where}`,
      params.slice(0, params.length - 2), // without limit and offset, the last two
    ),
    q.query<{ value: number | null; count: number }>(
      `select p.gender as value, count(*)::int as count from patients p where ${byGender.where} group by p.gender order by p.gender nulls last`,
      byGender.params,
    ),
    q.query<{ value: boolean; count: number }>(
      `select (p.status = 1) is true as value, count(*)::int as count from patients p where ${byMissed.where} group by 1 order by 1`,
      byMissed.params,
    ),
  ]);
  return { rows: page.rows.map((row) => toPatient(row, now)), total: total.rows[0].n, genders: genders.rows, missed: missed.rows };
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
