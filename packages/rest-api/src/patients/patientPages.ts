// A page of a doctor's patient list, searched, filtered and sorted in SQL: the page's
// rows, the total behind them, the gender filter's choices with their counts, and the status
// toggles' counts. Each is one indexed statement whatever the list's length.
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { dayRange, dayStart } from '@portal/domain/dateCondition';
import {
  DEFAULT_PATIENT_SORT,
  adultBornOnOrBefore,
  periodStart,
  type PatientDateCondition,
  type PatientDateField,
  type PatientPageQuery,
  type PatientSortField,
  type PatientStatusFilter,
} from '@portal/domain/patientList';
import { overdueBefore } from '@portal/domain/nextVisit';
import { searchNeedle } from '@portal/domain/patientSearch';
import type { Queryable } from '../db/database';
import { countEveryTime, type CountsCache } from './listCounts';
import { SELECT_PATIENTS, toPatient, type PatientRecord, type PatientRow } from './patientsStore';

/** What a page is filtered by after its search and sorted by (SORT_SQL), and its id: a search's matches carry these. */
const SORTED_BY = `p.id, p.gender, p.status, p.device_id, p.last_key, p.first_key, p.social_key, p.birthdate, p.last_visit,
  p.first_visit, p.first_treatment_duration, p.next_visit_date`;

const SORT_SQL: Record<PatientSortField, string> = {
  LAST_NAME: 'p.last_key',
  FIRST_NAME: 'p.first_key',
  SOCIAL_ID: 'p.social_key',
  BIRTHDATE: 'p.birthdate',
  GENDER: 'p.gender',
  LAST_VISIT: 'p.last_visit',
  DEVICE_ID: 'dv.device_id',
  DATE_OF_ACTIVATION: 'dv.date_of_activation',
  MISSED_VISITS: 'p.status',
  NEXT_VISIT: 'p.next_visit_date',
  // domain treatment.ts treatmentProgress, in SQL: days from the first to the last visit (UTC) over
  // the planned months of 30 days, capped at 100; null without a plan or a visit.
  TREATMENT_PROGRESS: `(case when p.first_treatment_duration is null or p.first_visit is null then null
    when round(p.first_treatment_duration * 30) <= 0 then 100
    else least(100, round(100.0 * greatest(0, (p.last_visit at time zone 'UTC')::date - (p.first_visit at time zone 'UTC')::date)
                          / round(p.first_treatment_duration * 30))) end)`,
};

/**
 * WHERE clauses over `p`, the narrow copy of the patients (migration 012), and their parameters,
 * numbered from $1. `without`: the column filters left out (a facet counts under the other filters only).
 */
function conditions(doctorId: string, query: PatientPageQuery, now: Date, without: 'gender' | 'missed' | 'both' | null = null) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The tab written out, not a parameter: the partial indexes of the tabs' name order (migration 012) match it.
  const where = [`p.doctor_id = ${param(doctorId)}`, `p.account_status ${query.archive ? '=' : '<>'} ${ACCOUNT_STATUS.completed}`];
  if (query.search) where.push(`strpos(p.search_text, ${param(searchNeedle(query.search))}) > 0`);
  const start = periodStart(query.period, now);
  if (start) where.push(`p.last_visit >= ${param(start)}`);
  const status = statusCondition(query.status, now, param);
  if (status) where.push(status);
  for (const condition of query.dates) where.push(dateCondition(condition, param));
  // The column filters, last: a query without them has the same parameters, fewer.
  const columns: string[] = [];
  if (without !== 'missed' && without !== 'both' && query.missed) {
    const parts = [];
    if (query.missed.includes(true)) parts.push('p.status = 1');
    if (query.missed.includes(false)) parts.push('p.status is distinct from 1');
    columns.push(parts.length > 0 ? `(${parts.join(' or ')})` : 'false');
  }
  if (without !== 'gender' && without !== 'both' && query.genders) {
    const known = query.genders.filter((g): g is number => g !== null);
    const parts = [`p.gender = any(${param(known)}::int[])`];
    if (query.genders.includes(null)) parts.push('p.gender is null');
    columns.push(`(${parts.join(' or ')})`);
  }
  return { where: [...where, ...columns].join(' and '), columns: columns.join(' and ') || 'true', params, param };
}

/** Each date column, and whether it holds a day (a date) or an instant (compared from 00:00 UTC of a day). */
const DATE_COLUMNS: Record<PatientDateField, { column: string; day: boolean }> = {
  BIRTHDATE: { column: 'p.birthdate', day: true },
  LAST_VISIT: { column: 'p.last_visit', day: false },
  NEXT_VISIT: { column: 'p.next_visit_date', day: false },
};

/**
 * Domain dateCondition.ts's range of days, on the column itself (no function of it, so an index on
 * the column serves the range). A patient without the date meets no condition: null compares false.
 */
function dateCondition(condition: PatientDateCondition, param: (value: unknown) => string): string {
  const { column, day } = DATE_COLUMNS[condition.field];
  const bound = (edge: string) => (day ? `${param(edge)}::date` : param(dayStart(edge)));
  const { from, until } = dayRange(condition);
  const parts = [];
  if (from !== null) parts.push(`${column} >= ${bound(from)}`);
  if (until !== null) parts.push(`${column} < ${bound(until)}`);
  return parts.length > 1 ? `(${parts.join(' and ')})` : parts[0];
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
    case 'OVERDUE':
      return `p.next_visit_date < ${param(overdueBefore(now))}`;
    default:
      return null;
  }
}

/** Patients under the filters but the column ones, by gender and by missed visits. */
interface Group {
  gender: number | null;
  missed: boolean;
  n: number;
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

/** What a page's total and choices depend on besides the doctor's list: the query without page and sort, and the dates. */
function totalsKey(query: PatientPageQuery, now: Date): string {
  const dated = query.status === 'CHILDREN' || query.status === 'ADULTS' || query.status === 'OVERDUE';
  return JSON.stringify([
    'totals',
    query.archive,
    query.search ? searchNeedle(query.search) : null,
    periodStart(query.period, now)?.toISOString() ?? null,
    query.status,
    dated ? [adultBornOnOrBefore(now), overdueBefore(now).toISOString()] : null,
    query.genders,
    query.missed,
    query.dates,
  ]);
}

export async function readPatientPage(
  q: Queryable,
  doctorId: string,
  query: PatientPageQuery,
  now: Date,
  cache: CountsCache = countEveryTime,
): Promise<PatientPage> {
  const { where, columns, params, param } = conditions(doctorId, query, now);
  const sort = query.sort.length > 0 ? query.sort : DEFAULT_PATIENT_SORT;
  const order = [
    ...sort.map((s) => `${SORT_SQL[s.field]} ${s.direction === 'DESC' ? 'desc' : 'asc'}`),
    'p.last_key',
    'p.first_key',
    'p.id',
  ];
  const devices = sort.some((s) => SORT_SQL[s.field].startsWith('dv.')) ? 'left join devices dv on dv.id = p.device_id' : '';
  const limit = param(query.limit);
  const offset = param(query.offset);
  // The total and both columns' choices from one pass: the rows under every other filter, counted by
  // gender and by missed visits; each count then keeps the groups the other column's filter keeps.
  // Its parameters are the first of the page's (same conditions, the column filters' last).
  const unfiltered = conditions(doctorId, query, now, 'both');
  const groupsFrom = (source: string, filter: string) =>
    `select p.gender as gender, (p.status = 1) is true as missed, count(*)::int as n from ${source} p where ${filter} group by 1, 2`;
  const pageFrom = (source: string, filter: string) =>
    `select p.id::text as id from ${source} p ${devices} where ${filter} order by ${order.join(', ')} limit ${limit} offset ${offset}`;
  const readPage = async () => (await q.query<{ id: string }>(pageFrom('patient_list_entries', where), params)).rows.map((row) => row.id);
  const key = totalsKey(query, now);
  let ids: string[] | undefined;
  let groups: Group[];
  if (query.search) {
    // A search may match few of many patients: filling a page in name order could then read every
    // one, as counting them does anyway. Unless the counts are kept, one pass does both.
    groups = await cache(q, doctorId, key, async () => {
      const both = await q.query<{ groups: Group[]; ids: string[] }>(
        `with matched as materialized (select ${SORTED_BY} from patient_list_entries p where ${unfiltered.where})
         select (select coalesce(json_agg(g), '[]'::json) from (${groupsFrom('matched', 'true')}) g) as groups,
                array(${pageFrom('matched', columns)}) as ids`,
        params,
      );
      ids = both.rows[0].ids;
      return both.rows[0].groups;
    });
    ids ??= await readPage();
  } else {
    [ids, groups] = await Promise.all([
      readPage(),
      cache(
        q,
        doctorId,
        key,
        async () => (await q.query<Group>(groupsFrom('patient_list_entries', unfiltered.where), unfiltered.params)).rows,
      ),
    ]);
  }
  const genderKept = (gender: number | null) => !query.genders || query.genders.includes(gender);
  const missedKept = (missed: boolean) => !query.missed || query.missed.includes(missed);
  const sum = (keep: (group: { gender: number | null; missed: boolean }) => boolean) =>
    groups.filter(keep).reduce((total, group) => total + group.n, 0);
  const genderValues = [...new Set(groups.map((group) => group.gender))].sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
  const missedValues = [...new Set(groups.map((group) => group.missed))].sort((a, b) => Number(a) - Number(b));
  // The page's rows, read by id and put back in the page's order.
  const rows = ids.length === 0 ? [] : (await q.query<PatientRow>(`${SELECT_PATIENTS} where p.id = any($1::uuid[])`, [ids])).rows;
  const byId = new Map(rows.map((row) => [row.UserStorageID, row]));
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPatient(row, now)] : [];
    }),
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
  /** Active patients whose planned next visit day has passed (domain nextVisit.ts). */
  overdue: number;
}

/** The badges and status toggles (§2): one pass over the narrow copy of the doctor's patients. */
export async function readPatientCounts(
  q: Queryable,
  doctorId: string,
  now: Date,
  cache: CountsCache = countEveryTime,
): Promise<PatientCounts> {
  const adult = adultBornOnOrBefore(now);
  const due = overdueBefore(now);
  const active = `p.account_status <> ${ACCOUNT_STATUS.completed}`;
  const result = await cache(q, doctorId, JSON.stringify(['counts', adult, due.toISOString()]), () =>
    q.query<PatientCounts>(
      `select count(*) filter (where ${active})::int as active,
            count(*) filter (where not (${active}))::int as archived,
            count(*) filter (where ${active} and p.account_status = ${ACCOUNT_STATUS.pendingPairing})::int as pending,
            count(*) filter (where ${active} and p.enabled = 0)::int as locked,
            count(*) filter (where ${active} and p.birthdate > $2::date)::int as children,
            count(*) filter (where ${active} and p.birthdate <= $2::date)::int as adults,
            count(*) filter (where ${active} and p.test_count > 0)::int as tested,
            count(*) filter (where ${active} and p.next_visit_date < $3)::int as overdue
       from patient_list_entries p where p.doctor_id = $1`,
      [doctorId, adult, due],
    ),
  );
  return result.rows[0];
}
