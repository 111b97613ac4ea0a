// The per-patient facts of the attention list (migration 020): recomputed with the domain's rules
// (domain attention.ts attentionFacts) for the patients whose tests changed since they were last
// computed. A new result marks its patient stale in its own transaction; a read of the doctor's
// list brings the stale ones up to date first, a batch at a time.
import { attentionFacts, type AttentionFacts } from '@portal/domain/attention';
import type { TestResultRecord } from '@portal/domain/testResults';
import type { Queryable } from '../db/database';

/** Patients recomputed per statement group: their visits and results are read in one statement. */
const BATCH = 500;

interface StoredVisits {
  patientId: string;
  doctorId: string;
  version: number;
  visits: { visitDate: string; results: TestResultRecord[] | null }[];
}

/** Every visit with its results of the stale patients among `ids`, with the version read. */
async function readVisits(q: Queryable, ids: readonly string[]): Promise<StoredVisits[]> {
  const result = await q.query<StoredVisits>(
    `select f.patient_id::text as "patientId", f.doctor_id::text as "doctorId", f.version,
            coalesce((select json_agg(json_build_object(
                       'visitDate', to_char(v.visit_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                       'results', (select json_agg(json_build_object(
                                     'testType', r.test_type, 'storageId', coalesce(r.storage_id, r.id::text),
                                     'opticalCorrection', r.optical_correction, 'testResult', r.test_result,
                                     'beginTestTime', to_char(r.begin_test_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                     'values', r."values"))
                                     from test_results r where r.visit_id = v.id)))
                        from visits v where v.patient_id = f.patient_id), '[]'::json) as visits
       from patient_attention_facts f
      where f.patient_id = any($1::uuid[])`,
    [ids],
  );
  return result.rows;
}

/** The latest failed attempt (the urgency's recency of a failed test), null without one. */
const lastFailedAt = (facts: AttentionFacts): string | null =>
  facts.failed.reduce<string | null>(
    (latest, test) => (latest === null || Date.parse(test.failedAt) > Date.parse(latest) ? test.failedAt : latest),
    null,
  );

/** Writes a batch's facts; clears `stale` only where no result arrived since `version` was read. */
async function writeFacts(
  q: Queryable,
  computed: readonly { patientId: string; doctorId: string; version: number; facts: AttentionFacts }[],
): Promise<void> {
  const ids = computed.map((entry) => entry.patientId);
  await q.query(
    `update patient_attention_facts f
        set last_test_at = c."lastTestAt", failed = c.failed, has_failed = jsonb_array_length(c.failed) > 0,
            last_failed_at = c."lastFailedAt", stale = (f.version <> c.version)
       from jsonb_to_recordset($1::jsonb) as c("patientId" uuid, version integer, "lastTestAt" timestamptz, failed jsonb,
                                               "lastFailedAt" timestamptz)
      where f.patient_id = c."patientId"`,
    [
      JSON.stringify(
        computed.map(({ patientId, version, facts }) => ({
          patientId,
          version,
          lastTestAt: facts.lastTestAt,
          failed: facts.failed,
          lastFailedAt: lastFailedAt(facts),
        })),
      ),
    ],
  );
  await q.query('delete from patient_measure_worsenings where patient_id = any($1::uuid[])', [ids]);
  const worsened = computed.flatMap(({ patientId, doctorId, facts }) =>
    facts.worsened.map((change) => ({ patientId, doctorId, ...change })),
  );
  if (worsened.length === 0) return;
  await q.query(
    `insert into patient_measure_worsenings (patient_id, doctor_id, measure, correction, previous, latest, previous_date, latest_date, worsening)
     select w."patientId", w."doctorId", w.measure, w.correction, w.previous, w.latest, w."previousDate", w."latestDate", w.worsening
       from jsonb_to_recordset($1::jsonb) as w("patientId" uuid, "doctorId" uuid, measure text, correction text, previous double precision,
                                                latest double precision, "previousDate" timestamptz, "latestDate" timestamptz,
                                                worsening double precision)
     on conflict (patient_id, measure, correction) do update
       set previous = excluded.previous, latest = excluded.latest, previous_date = excluded.previous_date,
           latest_date = excluded.latest_date, worsening = excluded.worsening`,
    [JSON.stringify(worsened)],
  );
}

/** Recomputes the facts of `ids` (any patients; those without a facts row are skipped). */
export async function refreshAttentionFacts(q: Queryable, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const patients = await readVisits(q, ids.slice(start, start + BATCH));
    if (patients.length === 0) continue;
    await writeFacts(
      q,
      patients.map((patient) => ({
        patientId: patient.patientId,
        doctorId: patient.doctorId,
        version: patient.version,
        facts: attentionFacts(patient.visits.map((visit) => ({ visitDate: visit.visitDate, results: visit.results ?? [] }))),
      })),
    );
  }
}

/**
 * Brings the doctor's stale facts up to date (usually the few patients tested since the last read),
 * in id order so that a row kept stale by a result arriving meanwhile is not read again here.
 */
export async function refreshStaleAttentionFacts(q: Queryable, doctorId: string): Promise<number> {
  let refreshed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const stale = await q.query<{ id: string }>(
      `select patient_id::text as id from patient_attention_facts
        where doctor_id = $1 and stale and patient_id > $2::uuid order by patient_id limit $3`,
      [doctorId, after, BATCH],
    );
    if (stale.rows.length === 0) return refreshed;
    await refreshAttentionFacts(
      q,
      stale.rows.map((row) => row.id),
    );
    refreshed += stale.rows.length;
    if (stale.rows.length < BATCH) return refreshed;
    after = stale.rows[stale.rows.length - 1].id;
  }
}

/** Recomputes every fact of the doctor's patients (after a bulk load that wrote around the stale trigger). */
export async function recomputeDoctorAttentionFacts(q: Queryable, doctorId: string): Promise<number> {
  await q.query('update patient_attention_facts set stale = true, version = version + 1 where doctor_id = $1', [doctorId]);
  const refreshed = await refreshStaleAttentionFacts(q, doctorId);
  // Fresh planner statistics after a bulk load (embedded PGlite has no autovacuum): the page's
  // branches choose between the name order and each rule's index by them.
  await q.query('analyze patient_list_entries, patient_attention_facts, patient_measure_worsenings');
  return refreshed;
}
