// A page of the attention list, most urgent first, with the counts of the whole list per reason.
// Ordering by urgency and counting the whole list read every listed patient, so one statement reads
// the doctor's active patients once with their kept facts (migrations 020, 031) and the worsenings
// that reach a threshold (through their index), scores each listed one with the domain's urgency
// formula (attentionUrgency.ts) written in SQL, counts them per reason and cuts the page at its
// keyset position (a top-N sort). The page's rows and facts are then read by id and the domain
// names each entry's reasons, most urgent first.
import { attentionReasons, noTestBefore, type AttentionReason, type AttentionReasonKind } from '@portal/domain/attention';
import { THRESHOLD_OF_MEASURE, type AttentionThresholds } from '@portal/domain/attentionThresholds';
import { byUrgency, URGENCY_WEIGHTS as W } from '@portal/domain/attentionUrgency';
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { overdueBefore } from '@portal/domain/nextVisit';
import { PROGRESS_MEASURES } from '@portal/domain/progressSummary';
import type { Queryable } from '../db/database';
import { SELECT_PATIENTS, toPatient, type PatientRecord, type PatientRow } from '../patients/patientsStore';
import { readPageFacts, toAttentionFacts } from './attentionPageFacts';

/** Where an entry stands in the list's order: urgency (descending), last name, first name (lower case), id. */
export type AttentionPosition = readonly [urgency: number, lastKey: string, firstKey: string, id: string];

export interface AttentionEntry {
  Patient: PatientRecord;
  /** Most urgent first. */
  Reasons: AttentionReason[];
  /** The entry's urgency (domain attentionUrgency), as the list was ordered by. */
  Urgency: number;
  /** The entry's place in the list: a page after it starts with the next entry. */
  Position: AttentionPosition;
}

export type AttentionCounts = { total: number } & Record<AttentionReasonKind, number>;

export interface AttentionPage {
  entries: AttentionEntry[];
  /** The last entry's position (the next page's `after`); null for an empty page. */
  end: AttentionPosition | null;
  hasNextPage: boolean;
  /** The whole list's patients, and per reason, whatever the page and the reason asked for. */
  counts: AttentionCounts;
}

/** A rounding margin, as the domain's reachesThreshold allows. */
const EPSILON = 1e-9;
const DAY_MS = 86_400_000;

const iso = (value: Date | string) => new Date(value).toISOString();

interface Matched {
  counts: AttentionCounts;
  page: { id: string; lastKey: string; firstKey: string; urgency: number }[];
}

export async function readAttentionPage(
  q: Queryable,
  doctorId: string,
  thresholds: AttentionThresholds,
  page: { first: number; after: AttentionPosition | null; reason?: AttentionReasonKind },
  now: Date,
): Promise<AttentionPage> {
  const params: unknown[] = [doctorId, overdueBefore(now), noTestBefore(now, thresholds.noTestDays), now.getTime()];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Whole days from an instant to now, on whole milliseconds as the domain's Date arithmetic.
  const daysSince = (column: string) => `floor(($4::float8 - round(date_part('epoch', ${column}) * 1000)) / ${DAY_MS})`;
  const recency = (column: string) => `(${W.recentDays} - least(greatest(${daysSince(column)}, 0), ${W.recentDays}))`;
  const thresholdOf = PROGRESS_MEASURES.map((measure) => [measure, param(thresholds[THRESHOLD_OF_MEASURE[measure]])] as const);
  const reaches = thresholdOf.map(([measure, t]) => `(w.measure = '${measure}' and w.worsening >= ${t}::float8 - ${EPSILON})`).join(' or ');
  const threshold = `case w.measure ${thresholdOf.map(([measure, t]) => `when '${measure}' then ${t}::float8`).join(' ')} end`;
  const multiple = `case when w.worsening is null then ${W.worsenedMaxMultiple}::float8 else least(w.worsening / ${threshold}, ${W.worsenedMaxMultiple}::float8) end`;
  const noTestDays = param(thresholds.noTestDays);
  const nowDay = param(Math.floor(now.getTime() / DAY_MS));
  const since = 'coalesce(f.last_test_at, f.created_at)';
  const FLAG = { OVERDUE: 's.overdue', NO_RECENT_TEST: 's.no_test', WORSENED: 's.worse', FAILED_NOT_RETAKEN: 's.failed' } as const;
  let after = '';
  if (page.after) {
    const [urgency, lastKey, firstKey, id] = page.after.map(param);
    after = `and (s.urgency < ${urgency}::int or (s.urgency = ${urgency}::int and (s.last_key, s.first_key, s.id) > (${lastKey}, ${firstKey}, ${id}::uuid)))`;
  }
  const reason = page.reason ? `and ${FLAG[page.reason]}` : '';
  const limit = param(page.first + 1);
  const matched = await q.query<Matched>(
    `with worse as materialized (
       select w.patient_id, max(floor(${W.worsenedPerThreshold}::float8 * ${multiple}) + ${recency('w.latest_date')}) as points
         from patient_measure_worsenings w
        where w.doctor_id = $1 and (w.worsening is null or ${reaches})
        group by w.patient_id),
     scored as materialized (
       select p.id, p.last_key, p.first_key, c.overdue, c.no_test, x.patient_id is not null as worse, f.has_failed as failed,
              (case when c.overdue
                    then ${W.overdueBase} + ${W.overduePerDay} * (${nowDay}::int - ((p.next_visit_date at time zone 'UTC')::date - date '1970-01-01'))
                    else 0 end
             + case when c.no_test
                    then ${W.noTestBase} + floor(least(greatest(${daysSince(since)} - ${noTestDays}::int, 0), ${W.noTestMaxDays}) / ${W.noTestDaysPerPoint})
                    else 0 end
             + coalesce(x.points, 0)
             + case when f.has_failed
                    then ${W.failedBase} + ${recency('f.last_failed_at')}
                         + ${W.failedPerMore} * least(greatest(jsonb_array_length(f.failed) - 1, 0), ${W.failedMoreMax})
                    else 0 end)::int as urgency
         from patient_list_entries p
         join patient_attention_facts f on f.patient_id = p.id
         left join worse x on x.patient_id = p.id
         cross join lateral (select coalesce(p.next_visit_date < $2, false) as overdue,
                                    (p.account_status = ${ACCOUNT_STATUS.active} and ${since} <= $3) as no_test) c
        where p.doctor_id = $1 and p.account_status <> ${ACCOUNT_STATUS.completed}
          and (c.overdue or c.no_test or f.has_failed or x.patient_id is not null))
     select (select json_build_object('total', count(*), 'OVERDUE', count(*) filter (where s.overdue),
                    'NO_RECENT_TEST', count(*) filter (where s.no_test), 'WORSENED', count(*) filter (where s.worse),
                    'FAILED_NOT_RETAKEN', count(*) filter (where s.failed)) from scored s) as counts,
            coalesce((select json_agg(json_build_object('id', s.id, 'lastKey', s.last_key, 'firstKey', s.first_key, 'urgency', s.urgency)
                                      order by s.urgency desc, s.last_key, s.first_key, s.id)
                        from (select s.* from scored s where true ${reason} ${after}
                               order by s.urgency desc, s.last_key, s.first_key, s.id limit ${limit}) s), '[]'::json) as page`,
    params,
  );
  const { counts, page: rows } = matched.rows[0];
  const hasNextPage = rows.length > page.first;
  const ids = rows.slice(0, page.first);
  if (ids.length === 0) return { entries: [], end: null, hasNextPage: false, counts };
  const idList = ids.map((row) => row.id);
  const [patients, facts] = await Promise.all([
    q.query<PatientRow>(`${SELECT_PATIENTS} where p.id = any($1::uuid[])`, [idList]),
    readPageFacts(q, idList),
  ]);
  const patientById = new Map(patients.rows.map((row) => [row.UserStorageID, row]));
  const entries = ids.flatMap(({ id, lastKey, firstKey, urgency }) => {
    const row = patientById.get(id);
    const fact = facts.get(id);
    if (!row || !fact) return [];
    const patient = {
      accountStatus: row.AccountStatus,
      nextVisitDate: row.NextVisitDate ? iso(row.NextVisitDate) : null,
      createdAt: iso(fact.createdAt),
    };
    const reasons = byUrgency(attentionReasons(patient, toAttentionFacts(fact), thresholds, now), now);
    const position: AttentionPosition = [urgency, lastKey, firstKey, id];
    return reasons.length > 0 ? [{ Patient: toPatient(row, now), Reasons: reasons, Urgency: urgency, Position: position }] : [];
  });
  const last = ids[ids.length - 1];
  return { entries, end: [last.urgency, last.lastKey, last.firstKey, last.id], hasNextPage, counts };
}
