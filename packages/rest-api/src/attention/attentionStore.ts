// The attention list's page (issue 18) and each site's thresholds. The page is one statement over
// the narrow copy of the doctor's patients (migration 012), read in name order through its active
// index and cut after `first + 1` matches; the rules' conditions are the domain's (attention.ts)
// written over the kept facts (migration 020). The page's rows and facts are then read by id and
// the domain names each entry's reasons.
import { attentionReasons, noTestBefore, type AttentionReason, type FailedTest, type MeasureWorsening } from '@portal/domain/attention';
import { DEFAULT_ATTENTION_THRESHOLDS, THRESHOLD_OF_MEASURE, type AttentionThresholds } from '@portal/domain/attentionThresholds';
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { overdueBefore } from '@portal/domain/nextVisit';
import { PROGRESS_MEASURES, type ProgressMeasure } from '@portal/domain/progressSummary';
import type { Queryable } from '../db/database';
import { SELECT_PATIENTS, toPatient, type PatientRecord, type PatientRow } from '../patients/patientsStore';

/** Where an entry stands in the list's order: last name, first name (lower case), id. */
export type AttentionPosition = readonly [lastKey: string, firstKey: string, id: string];

export interface AttentionEntry {
  Patient: PatientRecord;
  Reasons: AttentionReason[];
  /** The entry's place in the list: a page after it starts with the next entry. */
  Position: AttentionPosition;
}

export interface AttentionPage {
  entries: AttentionEntry[];
  /** The last entry's position (the next page's `after`); null for an empty page. */
  end: AttentionPosition | null;
  hasNextPage: boolean;
}

const THRESHOLD_COLUMNS = `t.no_test_days as "noTestDays", t.act_deviation as "actDeviation", t.stereo_arcsec as "stereoArcsec",
  t.visual_acuity_logmar as "visualAcuityLogMar", t.fusional_break as "fusionalBreak"`;

/** The site's thresholds, or the defaults when it never set them (or there is no site). */
export async function readSiteThresholds(q: Queryable, siteId: string | null): Promise<AttentionThresholds> {
  if (!siteId) return { ...DEFAULT_ATTENTION_THRESHOLDS };
  const result = await q.query<AttentionThresholds>(`select ${THRESHOLD_COLUMNS} from site_attention_thresholds t where t.site_id = $1`, [
    siteId,
  ]);
  return result.rows[0] ?? { ...DEFAULT_ATTENTION_THRESHOLDS };
}

/** A site's thresholds as its site admins edit them, with their version. */
export type VersionedThresholds = AttentionThresholds & { Version: number };

/**
 * The site's thresholds and their version. A site that never set them has no row: its defaults
 * read as version 1, and the first save makes version 2, so a version is always at least 1 (the
 * domain's rule for every record) and two first saves from the defaults still collide.
 */
export async function readVersionedThresholds(q: Queryable, siteId: string): Promise<VersionedThresholds> {
  const result = await q.query<VersionedThresholds>(
    `select ${THRESHOLD_COLUMNS}, t.version as "Version" from site_attention_thresholds t where t.site_id = $1`,
    [siteId],
  );
  return result.rows[0] ?? { ...DEFAULT_ATTENTION_THRESHOLDS, Version: 1 };
}

/**
 * Saves the site's thresholds when `expected` (null: none named) is still their version, raising
 * it; false when someone saved since (nothing written). One statement: of two saves from the same
 * version, the second finds the first's row (or waits for its insert) and its update matches nothing.
 */
export async function writeSiteThresholds(
  q: Queryable,
  siteId: string,
  thresholds: AttentionThresholds,
  by: string,
  now: Date,
  expected: number | null,
): Promise<boolean> {
  const result = await q.query(
    `insert into site_attention_thresholds as t
       (site_id, no_test_days, act_deviation, stereo_arcsec, visual_acuity_logmar, fusional_break, updated_at, updated_by, version)
     select $1, $2, $3, $4, $5, $6, $7, $8, 2
      where $9::int is null or $9::int = 1 or exists (select 1 from site_attention_thresholds s where s.site_id = $1)
     on conflict (site_id) do update
       set no_test_days = excluded.no_test_days, act_deviation = excluded.act_deviation, stereo_arcsec = excluded.stereo_arcsec,
           visual_acuity_logmar = excluded.visual_acuity_logmar, fusional_break = excluded.fusional_break,
           updated_at = excluded.updated_at, updated_by = excluded.updated_by, version = t.version + 1
       where $9::int is null or t.version = $9::int
     returning t.version`,
    [
      siteId,
      thresholds.noTestDays,
      thresholds.actDeviation,
      thresholds.stereoArcsec,
      thresholds.visualAcuityLogMar,
      thresholds.fusionalBreak,
      now,
      by,
      expected,
    ],
  );
  return result.rows.length === 1;
}

/** A rounding margin, as the domain's reachesThreshold allows. */
const EPSILON = 1e-9;

interface FactsRow {
  id: string;
  createdAt: Date;
  lastTestAt: Date | null;
  failed: FailedTest[];
  worsened: (Omit<MeasureWorsening, 'previousDate' | 'latestDate'> & { previousDate: string; latestDate: string })[] | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function readAttentionPage(
  q: Queryable,
  doctorId: string,
  thresholds: AttentionThresholds,
  page: { first: number; after: AttentionPosition | null },
  now: Date,
): Promise<AttentionPage> {
  const params: unknown[] = [doctorId, overdueBefore(now), noTestBefore(now, thresholds.noTestDays)];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Each measure against its own threshold: one index range per measure (doctor, measure, worsening).
  const worse = PROGRESS_MEASURES.map(
    (measure: ProgressMeasure) =>
      `(w.measure = '${measure}' and w.worsening >= ${param(thresholds[THRESHOLD_OF_MEASURE[measure]] - EPSILON)}::float8)`,
  ).join(' or ');
  const after = page.after
    ? `and (p.last_key, p.first_key, p.id) > (${param(page.after[0])}, ${param(page.after[1])}, ${param(page.after[2])}::uuid)`
    : '';
  const limit = param(page.first + 1);
  // One branch per rule, each the page's worth of its patients in name order: the planner reads a
  // rule that many meet through the active list's name index (migration 012) and stops early, and
  // one that few meet through its own index (migration 020), so neither case reads every patient.
  // The tab is written out, not a parameter, so the partial indexes match.
  const active = `p.doctor_id = $1 and p.account_status <> ${ACCOUNT_STATUS.completed} ${after}`;
  const branch = (from: string, where: string) =>
    `(select p.id, p.last_key, p.first_key from ${from} where ${active} and ${where} order by p.last_key, p.first_key, p.id limit ${limit})`;
  const withFacts = 'patient_list_entries p join patient_attention_facts f on f.patient_id = p.id';
  // The worse measures are found by their index (doctor, measure, worsening) first, whatever the
  // planner would guess of the thresholds' ranges: as many as reach a threshold, never every patient.
  const matched = await q.query<{ id: string; lastKey: string; firstKey: string }>(
    `with worse as materialized (
       select distinct w.patient_id from patient_measure_worsenings w where w.doctor_id = $1 and (w.worsening is null or ${worse}))
     select c.id::text as id, c.last_key as "lastKey", c.first_key as "firstKey"
       from (${branch('patient_list_entries p', 'p.next_visit_date < $2')}
             union ${branch(withFacts, `p.account_status = ${ACCOUNT_STATUS.active} and f.doctor_id = $1 and coalesce(f.last_test_at, f.created_at) <= $3`)}
             union ${branch(withFacts, 'f.doctor_id = $1 and f.has_failed')}
             union ${branch('patient_list_entries p join worse x on x.patient_id = p.id', 'true')}) c
      order by c.last_key, c.first_key, c.id
      limit ${limit}`,
    params,
  );
  const hasNextPage = matched.rows.length > page.first;
  const ids = matched.rows.slice(0, page.first);
  if (ids.length === 0) return { entries: [], end: null, hasNextPage: false };
  const idList = ids.map((row) => row.id);
  const [patients, facts] = await Promise.all([
    q.query<PatientRow>(`${SELECT_PATIENTS} where p.id = any($1::uuid[])`, [idList]),
    q.query<FactsRow>(
      `select f.patient_id::text as id, f.created_at as "createdAt", f.last_test_at as "lastTestAt", f.failed,
              (select json_agg(json_build_object('measure', w.measure, 'correction', w.correction, 'previous', w.previous,
                        'latest', w.latest, 'previousDate', w.previous_date, 'latestDate', w.latest_date, 'worsening', w.worsening)
                        order by w.measure, w.correction)
                 from patient_measure_worsenings w where w.patient_id = f.patient_id) as worsened
         from patient_attention_facts f where f.patient_id = any($1::uuid[])`,
      [idList],
    ),
  ]);
  const patientById = new Map(patients.rows.map((row) => [row.UserStorageID, row]));
  const factsById = new Map(facts.rows.map((row) => [row.id, row]));
  const entries = ids.flatMap(({ id, lastKey, firstKey }) => {
    const row = patientById.get(id);
    const fact = factsById.get(id);
    if (!row || !fact) return [];
    const reasons = attentionReasons(
      {
        accountStatus: row.AccountStatus,
        nextVisitDate: row.NextVisitDate ? iso(row.NextVisitDate) : null,
        createdAt: iso(fact.createdAt),
      },
      {
        lastTestAt: fact.lastTestAt ? iso(fact.lastTestAt) : null,
        failed: fact.failed,
        worsened: (fact.worsened ?? []).map((w) => ({ ...w, previousDate: iso(w.previousDate), latestDate: iso(w.latestDate) })),
      },
      thresholds,
      now,
    );
    return reasons.length > 0 ? [{ Patient: toPatient(row, now), Reasons: reasons, Position: [lastKey, firstKey, id] as const }] : [];
  });
  const last = ids[ids.length - 1];
  return { entries, end: [last.lastKey, last.firstKey, last.id], hasNextPage };
}
