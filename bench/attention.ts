// Attention list benchmark: SEED_PATIENTS patients (default 5000; a fifth archived) for
// doctor@demo.example in an in-memory PGlite, then the REST store's page of the list (p50/p95 over
// RUNS reads), most urgent first with the whole list's counts per reason: the first page and the
// next, one reason's first page, after a few patients took new results (their facts are recomputed
// first), and the worst case, a list where almost nobody needs attention.
// Run: npx tsx bench/attention.ts   (SEED_PATIENTS=50000 for the goal size)
import { DEFAULT_ATTENTION_THRESHOLDS, type AttentionThresholds } from '../packages/domain/src/attentionThresholds';
import { readAttentionPage, type AttentionPosition } from '../packages/rest-api/src/attention/attentionPageStore';
import type { AttentionReasonKind } from '../packages/domain/src/attention';
import { recomputeDoctorAttentionFacts, refreshStaleAttentionFacts } from '../packages/rest-api/src/attention/attentionFactsStore';
import { hashPassword } from '../packages/rest-api/src/auth/passwords';
import { migrate } from '../packages/rest-api/src/db/migrate';
import { openPglite } from '../packages/rest-api/src/db/pglite';
import { DEMO_EMAILS, demoAccountsStep } from '../packages/rest-api/src/seed/accounts';
import { seedFleet } from '../packages/rest-api/src/seed/fleet';
import { seedPatients } from '../packages/rest-api/src/seed/patients';

const total = Number(process.env.SEED_PATIENTS ?? 5000);
const runs = Number(process.env.RUNS ?? 30);
const archived = Math.round(total / 5);
const now = new Date();
const ms = (start: number) => performance.now() - start;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

async function measure(label: string, read: () => Promise<unknown>) {
  await read();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await read();
    times.push(ms(start));
  }
  console.log(`${label.padEnd(48)} p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${percentile(times, 0.95).toFixed(1)} ms`);
}

const db = await openPglite();
try {
  await migrate(db);
  await db.transaction((tx) => demoAccountsStep.run(tx, { now, options: {} }));
  await seedFleet(db, { now, hashPassword });
  let t = performance.now();
  const summary = await seedPatients(db, { now, doctorEmail: DEMO_EMAILS.doctor, active: total - archived, archived });
  console.log(`seeded ${total} patients, ${summary.testResults} results, facts included: ${(ms(t) / 1000).toFixed(1)} s`);
  t = performance.now();
  const recomputed = await db.transaction((tx) => recomputeDoctorAttentionFacts(tx, summary.doctorId));
  console.log(`recomputing every patient's facts (${recomputed}): ${(ms(t) / 1000).toFixed(1)} s`);

  const page = (thresholds: AttentionThresholds, after: AttentionPosition | null = null, reason?: AttentionReasonKind) =>
    readAttentionPage(db, summary.doctorId, thresholds, { first: 20, after, reason }, now);
  const first = await page(DEFAULT_ATTENTION_THRESHOLDS);
  console.log(`first page: ${first.entries.length} entries, more: ${first.hasNextPage}, counts ${JSON.stringify(first.counts)}`);
  await measure('first page of 20 (defaults)', () => page(DEFAULT_ATTENTION_THRESHOLDS));
  await measure('second page of 20', () => page(DEFAULT_ATTENTION_THRESHOLDS, first.end));
  await measure('first page of 20, reason WORSENED', () => page(DEFAULT_ATTENTION_THRESHOLDS, null, 'WORSENED'));

  const tested = await db.query<{ id: string }>('select patient_id as id from patient_attention_facts where doctor_id = $1 limit 20', [
    summary.doctorId,
  ]);
  await measure('20 patients tested since, then the first page', async () => {
    await db.query('update patient_attention_facts set stale = true, version = version + 1 where patient_id = any($1::uuid[])', [
      tested.rows.map((row) => row.id),
    ]);
    await db.transaction((tx) => refreshStaleAttentionFacts(tx, summary.doctorId));
    return page(DEFAULT_ATTENTION_THRESHOLDS);
  });

  // Worst case: nobody overdue, everyone tested lately, nothing worse enough, nothing failed.
  await db.query(`update patients set next_visit_date = $2 where doctor_id = $1`, [summary.doctorId, new Date(now.getTime() + 86_400_000)]);
  await db.query('update patient_attention_facts set last_test_at = $2, has_failed = false where doctor_id = $1', [summary.doctorId, now]);
  const lenient = { noTestDays: 365, actDeviation: 50, stereoArcsec: 2000, visualAcuityLogMar: 1, fusionalBreak: 50 };
  const empty = await page(lenient);
  console.log(`worst case: ${empty.entries.length} entries`);
  // Planner statistics from before the change: each rule looks common, so its branch reads the name order.
  await measure('worst case, statistics of the seeded list', () => page(lenient));
  // As PostgreSQL's autovacuum (or an ANALYZE) would leave them: each rule is read through its own index.
  await db.query('analyze patient_list_entries, patient_attention_facts, patient_measure_worsenings');
  await measure('worst case, statistics up to date', () => page(lenient));
} finally {
  await db.close();
}
