// The counters of migrations 006-008 and the list entries of 012 after a seed: a big seed turns the 006/007 triggers off and
// counts its rows once at the end (patients.ts); either way the counters must be exactly what the
// triggers give and what a recount from scratch gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteTemplate } from '../db/pglite';
import { DEMO_EMAILS, demoAccountsStep } from './accounts';
import { seedFleet } from './fleet';
import { seedPatients } from './patients';

const now = new Date('2026-03-15T10:30:00Z');
const freshDatabase = pgliteTemplate(async (db) => {
  await migrate(db);
  await db.transaction((tx) => demoAccountsStep.run(tx, { now, options: {} }));
  await seedFleet(db, { now, hashPassword: async (pw) => `test-hash:${pw}` });
});

/** The site admin's patients (same site) through the triggers, then the doctor's patients as asked. */
async function seeded(counters: 'triggers' | 'rebuild'): Promise<Database> {
  const db = await freshDatabase();
  await seedPatients(db, { now, doctorEmail: DEMO_EMAILS.siteAdmin, active: 6, archived: 2, counters: 'triggers' });
  await seedPatients(db, { now, doctorEmail: DEMO_EMAILS.doctor, active: 30, archived: 8, counters });
  return db;
}

const RECOUNT = {
  summaries: `
    select p.email, v.last_visit, v.first_visit, v.first_duration, coalesce(v.visits, 0) as visits, coalesce(t.tests, 0) as tests
      from patients p
      left join (select patient_id, max(visit_date) as last_visit, min(visit_date) as first_visit, count(*)::int as visits,
                        (array_agg(treatment_duration order by visit_date, created_at))[1] as first_duration
                   from visits group by patient_id) v on v.patient_id = p.id
      left join (select y.patient_id, count(*)::int as tests from visits y join test_results r on r.visit_id = y.id group by 1) t
             on t.patient_id = p.id
     order by 1, 2, 3, 4, 5, 6`,
  statistics: `
    with keyed as (select coalesce(d.site_id::text, 'doctor:' || p.doctor_id::text) as k, r.*
                     from test_results r join visits v on v.id = r.visit_id join patients p on p.id = v.patient_id
                     join doctors d on d.user_id = p.doctor_id)
    select 'day' as what, k, (begin_test_time at time zone 'UTC')::date::text as at, count(*)::int as n from keyed group by 2, 3
    union all
    select 'bucket', k, g.graph || ':' || g.bucket, count(*)::int
      from keyed cross join lateral result_graph(test_type, test_result, "values") g group by 2, 3
    order by 1, 2, 3`,
  badges: `select doctor_id::text as d, count(*) filter (where account_status <> 3)::int as active,
                  count(*) filter (where account_status = 3)::int as archived from patients group by 1 order by 1`,
  listEntries: `select email, doctor_id, device_id, account_status, gender, status, enabled, test_count, birthdate, last_visit,
                       first_visit, first_treatment_duration, lower(last_name) as last_key, lower(first_name) as first_key,
                       lower(social_id) as social_key, patient_search_text(first_name, last_name, social_id, email, phone) as search_text,
                       next_visit_date
                  from patients order by email`,
};
const KEPT = {
  summaries: `select email, last_visit, first_visit, first_treatment_duration as first_duration, visit_count as visits, test_count as tests
                from patients order by 1, 2, 3, 4, 5, 6`,
  statistics: `
    select 'day' as what, site_key as k, day::text as at, tests as n from result_day_counts where tests <> 0
    union all
    select 'bucket', site_key, graph || ':' || bucket, measured from result_bucket_counts where measured <> 0
    order by 1, 2, 3`,
  badges: `select doctor_id::text as d, active, archived from doctor_patient_counts where active <> 0 or archived <> 0 order by 1`,
  listEntries: `select p.email, e.doctor_id, e.device_id, e.account_status, e.gender, e.status, e.enabled, e.test_count,
                       e.birthdate, e.last_visit, e.first_visit, e.first_treatment_duration, e.last_key, e.first_key, e.social_key,
                       e.search_text, e.next_visit_date
                  from patient_list_entries e join patients p on p.id = e.id order by p.email`,
};
type Counter = keyof typeof KEPT;
const COUNTERS = Object.keys(KEPT) as Counter[];
const read = async (db: Database, sql: string) => (await db.query(sql)).rows;
const counterTriggers = `select t.tgname, t.tgenabled from pg_trigger t
  where t.tgname in ('patients_visit_summary', 'patients_result_summary', 'test_results_statistics') order by 1`;

describe('the counters after seeding patients', () => {
  let rebuilt: Database;
  let triggered: Database;

  beforeAll(async () => {
    rebuilt = await seeded('rebuild');
    triggered = await seeded('triggers');
  }, 60_000);
  afterAll(async () => {
    await rebuilt?.close();
    await triggered?.close();
  });

  it.each(COUNTERS)('%s: counted once at the end, equal to a recount from scratch', async (counter) => {
    const kept = await read(rebuilt, KEPT[counter]);
    expect(kept.length).toBeGreaterThan(1);
    expect(kept).toEqual(await read(rebuilt, RECOUNT[counter]));
  });

  it.each(COUNTERS)('%s: through the triggers, equal to a recount from scratch', async (counter) => {
    expect(await read(triggered, KEPT[counter])).toEqual(await read(triggered, RECOUNT[counter]));
  });

  // Patient ids differ between the two seeds, so patients are compared by their content (e-mail...);
  // the doctors and sites come from the same template.
  it.each(COUNTERS)('%s: the same both ways (same seed, same content)', async (counter) => {
    expect(await read(rebuilt, KEPT[counter])).toEqual(await read(triggered, KEPT[counter]));
  });

  it('turns the triggers back on: later visits and results are counted again', async () => {
    expect(await read(rebuilt, counterTriggers)).toEqual([
      { tgname: 'patients_result_summary', tgenabled: 'O' },
      { tgname: 'patients_visit_summary', tgenabled: 'O' },
      { tgname: 'test_results_statistics', tgenabled: 'O' },
    ]);
    const patient = (await rebuilt.query<{ id: string }>(`select id from patients order by email limit 1`)).rows[0].id;
    const visit = await rebuilt.query<{ id: string }>(
      `insert into visits (patient_id, visit_date, treatment_duration) values ($1, '2026-03-16T09:00:00Z', 6) returning id`,
      [patient],
    );
    await rebuilt.query(
      `insert into test_results (visit_id, test_type, optical_correction, test_result, begin_test_time, "values")
       values ($1, 'ACT', 'SC', 'test succeeded', '2026-03-16T09:05:00Z', '{"ResultInDioptersHorizontalValue": 7}')`,
      [visit.rows[0].id],
    );
    for (const counter of COUNTERS) expect(await read(rebuilt, KEPT[counter])).toEqual(await read(rebuilt, RECOUNT[counter]));
  });

  it('leaves nothing behind, triggers on, when the seeding transaction fails', async () => {
    const db = await freshDatabase();
    try {
      await expect(
        db.transaction(async (tx) => {
          await seedPatients(tx, { now, doctorEmail: DEMO_EMAILS.doctor, active: 5, archived: 1, counters: 'rebuild' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await read(db, 'select count(*)::int as n from patients')).toEqual([{ n: 0 }]);
      expect((await read(db, counterTriggers)).map((t) => t.tgenabled)).toEqual(['O', 'O', 'O']);
    } finally {
      await db.close();
    }
  });
});
