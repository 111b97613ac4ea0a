// Demo patients of one doctor: active and archived patients, their visits, visit reports and
// test results of every type (§3; their values come from testResults.ts). Deterministic for a seed
// and `now` (the content: row ids are time-ordered UUIDs, new on every run); built in memory and
// written with multi-row `jsonb_to_recordset` inserts of 2,000 rows each.
//
// The counters of migrations 006 and 007 are kept by statement-level triggers that join each
// statement's rows to visits and patients with hash joins, i.e. a scan of both tables per statement:
// nothing for a visit or a result at a time, quadratic for a bulk load (half of the 29 s that 5,000
// patients took, and more than 25 minutes for 50,000). So a big seed (COUNTER_REBUILD_FROM patients
// on, or `counters: 'rebuild'`) turns those triggers off inside its transaction, writes each new
// patient's summary with the patient row, and has its result inserts tell what they add to the site
// statistics, written once at the end: the same numbers the triggers would have produced
// (counters.int.test.ts compares both ways with a recount from scratch). The badge counters (008)
// keep their trigger: one grouped upsert per patients insert.
import { ACCOUNT_STATUS, GENDERS } from '@portal/domain/enums';
import type { Queryable } from '../db/database';
import { emailPart, MAIL_DOMAINS, nationalId, randomAddress, REGIONS, type Region } from './catalog';
import { DEMO_EMAILS } from './accounts';
import { inTransaction } from './fleet';
import { timeOrderedIds } from './ids';
import { createRandom, DEMO_SEED, type Random } from './random';
import type { SeedStep } from './seedTypes';
import { TEST_TYPES, type TestType } from '@portal/domain/testResults';
import { makeProfile, testOutcome, testValues, type Condition } from './testResults';
import { recomputeDoctorAttentionFacts } from '../attention/attentionFactsStore';

export interface SeedPatientsOptions {
  now: Date;
  doctorEmail: string;
  active: number;
  archived: number;
  /** Defaults to a stream seeded by DEMO_SEED and the doctor's e-mail. */
  random?: Random;
  /**
   * How the counters of migrations 006 and 007 follow the seeded rows: `triggers`, statement by
   * statement as for any insert, or `rebuild`, triggers off during the load and the seeded rows
   * counted once (same result, linear time). Default: `rebuild` from COUNTER_REBUILD_FROM patients.
   */
  counters?: 'triggers' | 'rebuild';
}

/** From this many patients a seed counts its rows once at the end instead of through the triggers. */
export const COUNTER_REBUILD_FROM = 1000;

export interface PatientsSummary {
  doctorId: string;
  active: number;
  pendingPairing: number;
  locked: number;
  missedVisits: number;
  archived: number;
  children: number;
  adults: number;
  visits: number;
  visitReports: number;
  testResults: number;
}

const DAY = 86_400_000;
const MINUTE = 60_000;

type Bucket = 'today' | 'week' | 'month' | 'year' | 'older';
/** Days before today of the last visit, per time filter of the patients table (§9 visitPeriod). */
const BUCKET_DAYS: Record<Exclude<Bucket, 'today'>, [number, number]> = {
  week: [1, 6],
  month: [7, 29],
  year: [30, 364],
  older: [365, 730],
};
const BUCKETS: readonly Bucket[] = ['today', 'week', 'month', 'year', 'older'];
const BUCKET_WEIGHTS: readonly (readonly [Bucket, number])[] = [
  ['today', 8],
  ['week', 17],
  ['month', 25],
  ['year', 35],
  ['older', 15],
];
// The demo clinic is in Boston: mostly US patients, with Italian, British and Israeli families.
const REGION_WEIGHTS: readonly (readonly [Region, number])[] = [
  ['US', 50],
  ['IT', 30],
  ['GB', 10],
  ['IL', 10],
];
/** A doctor's note that fits the patient's condition. */
const NOTES: Record<Condition, readonly string[]> = {
  ci: ['Convergence insufficiency; home exercises 5 days a week.', 'Post-concussion vision symptoms: headaches when reading.'],
  amblyopia: ['Amblyopia; patching 2 hours a day alongside dichoptic training.', 'Amblyopia; glasses full time, review patching.'],
  eso: ['Accommodative esotropia; full-time glasses.', 'Esotropia; parents report eye turns in when tired.'],
  exo: ['Intermittent exotropia, worse when tired.', 'Exotropia; drifts outwards at distance.'],
  reading: ['Reading difficulties reported by school; losing place on the line.', 'Slow reading; parent prefers appointments after 16:00.'],
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();
const startOfUtcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
/** A time in clinic hours (07:00-17:00 UTC, 5-minute slots) on the day of `dayMs`. */
const clinicTime = (random: Random, dayMs: number) => startOfUtcDay(new Date(dayMs)) + (7 * 60 + random.int(0, 119) * 5) * MINUTE;

/** Positions in 0..n-1 that carry a flag: `share` of them, at least one when n allows it. */
function flagged(random: Random, n: number, share: number, excluded: ReadonlySet<number> = new Set()): Set<number> {
  const want = n === 0 ? 0 : Math.max(1, Math.round(n * share));
  const free = random.shuffle(Array.from({ length: n }, (_, i) => i).filter((i) => !excluded.has(i)));
  return new Set(free.slice(0, want));
}

interface Rows {
  patients: Record<string, unknown>[];
  visits: Record<string, unknown>[];
  reports: Record<string, unknown>[];
  results: Record<string, unknown>[];
}

interface PatientPlan {
  archived: boolean;
  pendingPairing: boolean;
  locked: boolean;
  missed: boolean;
  turns18Today: boolean;
  noStereo: boolean;
  bucket: Bucket;
}

function birthdateFor(random: Random, now: Date, plan: PatientPlan, child: boolean): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  // Feb 29 has no anniversary 18 years back: the day before keeps "turned 18 today or just now".
  const eighteenth = isoDate(new Date(Date.UTC(y - 18, m, m === 1 && d === 29 ? 28 : d)));
  if (plan.turns18Today) return eighteenth;
  const age = child ? random.int(5, 17) : random.int(18, 72);
  const birth = isoDate(new Date(Date.UTC(y - age, m, d) - random.int(1, 364) * DAY));
  return birth === eighteenth ? isoDate(new Date(Date.UTC(y - 18, m, d) - DAY)) : birth;
}

function lastVisitTime(random: Random, now: Date, plan: PatientPlan): number {
  if (plan.pendingPairing) return clinicTime(random, now.getTime() - random.int(1, 14) * DAY);
  if (plan.archived) return clinicTime(random, now.getTime() - random.int(30, 500) * DAY);
  if (plan.bucket === 'today') return Math.max(startOfUtcDay(now), now.getTime() - random.int(45, 300) * MINUTE);
  const [min, max] = BUCKET_DAYS[plan.bucket];
  return clinicTime(random, now.getTime() - random.int(min, max) * DAY);
}

function addPatient(rows: Rows, random: Random, now: Date, plan: PatientPlan, devices: readonly string[], nextId: () => string) {
  const resultsBefore = rows.results.length;
  const region = random.weighted(REGION_WEIGHTS);
  const catalog = REGIONS[region];
  const gender = random.weighted([
    [GENDERS.male, 48],
    [GENDERS.female, 49],
    [GENDERS.other, 3],
  ] as const);
  const female = gender === GENDERS.female || (gender === GENDERS.other && random.chance(0.5));
  const firstName = random.pick(female ? catalog.femaleNames : catalog.maleNames);
  const lastName = random.pick(catalog.lastNames);
  const child = plan.turns18Today ? false : random.chance(0.55);
  const birthdate = birthdateFor(random, now, plan, child);
  const address = randomAddress(random, region);
  const patientId = nextId();
  const profile = makeProfile(random, { region, male: gender === GENDERS.male, birthdate, now, noStereo: plan.noStereo });

  const visitCount = plan.pendingPairing ? 1 : plan.archived ? random.int(4, 12) : random.int(1, 12);
  const times = [lastVisitTime(random, now, plan)];
  while (times.length < visitCount) {
    const gap = plan.missed ? random.int(25, 60) : random.int(10, 35);
    times.unshift(clinicTime(random, times[0] - gap * DAY));
  }
  // Active patients are part-way through their course; archived ones finished it.
  const courseDone = plan.archived ? 1 : random.float(0.3, 1);
  const courseMonths = Math.ceil((times[times.length - 1] - times[0]) / (30 * DAY));
  const treatmentMonths = plan.archived ? Math.min(12, Math.max(3, courseMonths)) : random.pick([3, 6, 9, 12]);
  let nextVisit: number | null = null;

  times.forEach((visitTime, k) => {
    const visitId = nextId();
    const last = k === times.length - 1;
    nextVisit = last
      ? plan.archived
        ? null
        : clinicTime(random, visitTime + random.int(7, 35) * DAY)
      : clinicTime(random, visitTime + random.int(14, 28) * DAY);
    rows.visits.push({
      i: visitId,
      p: patientId,
      d: iso(visitTime),
      n: nextVisit === null ? null : iso(nextVisit),
      t: k === 0 ? treatmentMonths : null,
    });
    if (plan.pendingPairing) return; // not paired with a device yet: no tests
    const progress = times.length === 1 ? 0 : (k / (times.length - 1)) * courseDone;
    let clock = visitTime + random.int(5, 15) * MINUTE;
    const performed = k === 0 ? [...TEST_TYPES] : random.sample(TEST_TYPES, random.int(3, 6));
    const tests: [TestType, 'SC' | 'CC'][] = [];
    for (const type of performed) {
      const corrections =
        k === 0
          ? (['SC', 'CC'] as const)
          : random.weighted([
              [['SC', 'CC'], 70],
              [['SC'], 15],
              [['CC'], 15],
            ] as const);
      for (const c of corrections) tests.push([type, c]);
    }
    // A few visits repeat a test (§4 visit aggregation merges them).
    if (random.chance(0.08)) tests.push(random.pick(tests));
    for (const [type, correction] of tests) {
      const outcome = testOutcome(random);
      const begin = Math.min(clock, now.getTime());
      const values = testValues(random, profile, type, correction, progress, outcome);
      rows.results.push({ i: nextId(), v: visitId, t: type, c: correction, r: outcome, b: iso(begin), x: values });
      clock += random.int(2, 7) * MINUTE;
    }
    if (random.chance(0.4)) {
      const stamp = iso(visitTime).replace(/[-:]/g, '').slice(0, 13).replace('T', '_'); // 20260315_0945
      const files = [`ProtocolReport_${stamp}.pdf`];
      if (performed.includes('Reading') && random.chance(0.3)) files.push(`ReadingReport_${stamp}.pdf`);
      for (const file of files) {
        const key = `visit-reports/${stamp.slice(0, 4)}/${random.chars('0123456789abcdef', 32)}/${file}`;
        rows.reports.push({ v: visitId, f: file, k: key, c: iso(Math.min(clock, now.getTime())) });
      }
    }
  });

  rows.patients.push({
    id: patientId,
    device_id: plan.pendingPairing || devices.length === 0 ? null : random.pick(devices),
    first_name: firstName,
    last_name: lastName,
    social_id: random.chance(0.85) ? nationalId(random, region, { firstName, lastName, birthdate, female, city: address.city }) : null,
    email: `${emailPart(firstName)}.${emailPart(lastName)}${random.int(1, 99)}@${random.pick(MAIL_DOMAINS)}`,
    phone: catalog.phone(random),
    street: address.street,
    apartment: address.apartment,
    city: address.city,
    state: address.state,
    country: address.country,
    zip_code: address.zipCode,
    notes: random.chance(0.35) ? random.pick(NOTES[profile.condition]) : null,
    gender,
    birthdate,
    status: plan.missed ? 1 : 0,
    account_status: plan.archived ? ACCOUNT_STATUS.completed : plan.pendingPairing ? ACCOUNT_STATUS.pendingPairing : ACCOUNT_STATUS.active,
    enabled: plan.locked ? 0 : 1,
    next_visit_date: nextVisit === null ? null : iso(nextVisit),
    visit_date: iso(times[times.length - 1]),
    last_notification: random.chance(0.4) ? iso(now.getTime() - random.int(1, 30 * 24 * 60) * MINUTE) : null,
    remote_testing: random.chance(0.15),
    terms_of_use_signed: !plan.pendingPairing,
    created_at: iso(times[0] - random.int(5, 60) * MINUTE),
    // The visit and result summary (migration 006), written only when its triggers are off.
    last_visit: iso(times[times.length - 1]),
    first_visit: iso(times[0]),
    first_treatment_duration: treatmentMonths,
    visit_count: times.length,
    test_count: rows.results.length - resultsBefore,
  });
  return { child: profile.child };
}

const PATIENT_COLUMNS =
  'id uuid, device_id uuid, first_name text, last_name text, social_id text, email text, phone text, street text, apartment text, ' +
  'city text, state text, country text, zip_code text, notes text, gender smallint, birthdate date, status smallint, ' +
  'account_status smallint, enabled smallint, next_visit_date timestamptz, visit_date timestamptz, last_notification timestamptz, ' +
  'remote_testing boolean, terms_of_use_signed boolean, created_at timestamptz';
/** The summary columns the triggers of migration 006 keep; a seed that turns them off writes them itself. */
const SUMMARY_COLUMNS =
  'last_visit timestamptz, first_visit timestamptz, first_treatment_duration integer, visit_count integer, test_count integer';
const names = (columns: string) =>
  columns
    .split(', ')
    .map((c) => c.split(' ')[0])
    .join(', ');
const insertPatients = (columns: string) =>
  `insert into patients (doctor_id, ${names(columns)}) select $2, ${names(columns)} from jsonb_to_recordset($1::jsonb) as r(${columns})`;

const INSERTS = {
  patients: insertPatients(PATIENT_COLUMNS),
  patientsWithSummary: insertPatients(`${PATIENT_COLUMNS}, ${SUMMARY_COLUMNS}`),
  visits: `insert into visits (id, patient_id, visit_date, next_visit, treatment_duration, created_at)
    select i, p, d, n, t, d from jsonb_to_recordset($1::jsonb) as r(i uuid, p uuid, d timestamptz, n timestamptz, t smallint)`,
  reports: `insert into visit_reports (visit_id, file_name, storage_key, created_at)
    select v, f, k, c from jsonb_to_recordset($1::jsonb) as r(v uuid, f text, k text, c timestamptz)`,
  results: `insert into test_results (id, visit_id, test_type, optical_correction, test_result, begin_test_time, "values", created_at)
    select i, v, t, c, r, b, x, b from jsonb_to_recordset($1::jsonb) as r(i uuid, v uuid, t text, c text, r text, b timestamptz, x jsonb)`,
} as const;
/** Rows per statement: large enough to amortise a round trip, small enough to keep parameters a few MB. */
const CHUNK = 2000;

async function insertChunked(tx: Queryable, sql: string, rows: unknown[], extra: unknown[] = []) {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK)), ...extra]);
}

/** The per-statement counter triggers of migrations 006 (patient summaries) and 007 (site statistics). */
const COUNTER_TRIGGERS = [
  ['visits', 'patients_visit_summary'],
  ['test_results', 'patients_result_summary'],
  ['test_results', 'test_results_statistics'],
  // Marks each result's patient for the attention list (migration 020): the seed computes them all at the end.
  ['test_results', 'test_results_attention_facts'],
] as const;

const setCounterTriggers = (tx: Queryable, state: 'enable' | 'disable') =>
  tx.exec(COUNTER_TRIGGERS.map(([table, trigger]) => `alter table ${table} ${state} trigger ${trigger};`).join('\n'));

/**
 * The results insert of a seed that keeps the site statistics (migration 007) itself: it also
 * answers what the trigger would have added for its rows, tests per UTC day and measured results
 * per histogram bucket, with the trigger's expressions and its rule (result_graph).
 */
const INSERT_COUNTED_RESULTS = `with added as (${INSERTS.results} returning begin_test_time, test_type, test_result, "values")
  select (begin_test_time at time zone 'UTC')::date::text as day, null as graph, null::int as bucket, count(*)::int as n
    from added group by 1
  union all
  select null, g.graph, g.bucket, count(*)::int from added cross join lateral result_graph(added.test_type, added.test_result, added."values") g
   group by 2, 3`;

/** What a seed's results add to the site statistics, summed over its inserts and written once. */
class ResultStatistics {
  private readonly days = new Map<string, number>();
  private readonly buckets = new Map<string, { graph: string; bucket: number; n: number }>();

  async insert(tx: Queryable, rows: unknown[]) {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const counted = await tx.query<{ day: string | null; graph: string | null; bucket: number | null; n: number }>(
        INSERT_COUNTED_RESULTS,
        [JSON.stringify(rows.slice(i, i + CHUNK))],
      );
      for (const { day, graph, bucket, n } of counted.rows) {
        if (day !== null) this.days.set(day, (this.days.get(day) ?? 0) + n);
        else if (graph !== null && bucket !== null) {
          const key = `${graph}:${bucket}`;
          const entry = this.buckets.get(key) ?? { graph, bucket, n: 0 };
          entry.n += n;
          this.buckets.set(key, entry);
        }
      }
    }
  }

  /** Adds them under the doctor's site key (the trigger's: the site, or 'doctor:<id>' without one). */
  async write(tx: Queryable, doctorId: string) {
    const siteKey = `(select coalesce(d.site_id::text, 'doctor:' || d.user_id::text) from doctors d where d.user_id = $1)`;
    await tx.query(
      `insert into result_day_counts as c (site_key, day, tests)
       select ${siteKey}, x.day, x.tests from unnest($2::date[], $3::int[]) as x (day, tests)
       on conflict (site_key, day) do update set tests = c.tests + excluded.tests`,
      [doctorId, [...this.days.keys()], [...this.days.values()]],
    );
    const buckets = [...this.buckets.values()];
    await tx.query(
      `insert into result_bucket_counts as c (site_key, graph, bucket, measured)
       select ${siteKey}, x.graph, x.bucket, x.measured from unnest($2::text[], $3::int[], $4::int[]) as x (graph, bucket, measured)
       on conflict (site_key, graph, bucket) do update set measured = c.measured + excluded.measured`,
      [doctorId, buckets.map((b) => b.graph), buckets.map((b) => b.bucket), buckets.map((b) => b.n)],
    );
  }
}

export async function seedPatients(db: Queryable, options: SeedPatientsOptions): Promise<PatientsSummary> {
  const { now } = options;
  const random = options.random ?? createRandom(`${DEMO_SEED}/patients/${options.doctorEmail.toLowerCase()}`);
  return inTransaction(db, async (tx) => {
    const doctor = await tx.query<{ id: string; site_id: string | null }>(
      'select u.id, d.site_id from users u join doctors d on d.user_id = u.id where lower(u.email) = lower($1)',
      [options.doctorEmail],
    );
    if (!doctor.rows[0]) throw new Error(`seedPatients: no doctor with e-mail ${options.doctorEmail}`);
    const { id: doctorId, site_id: siteId } = doctor.rows[0];
    const devices = (await tx.query<{ id: string }>('select id from devices where site_id = $1 order by device_id', [siteId])).rows.map(
      (r) => r.id,
    );

    // Active patients 0-4 are the showcase: one last visit per time filter (§2: today, last week,
    // month, year, all), patient 0 turns 18 today, patient 1 starts without stereo vision.
    const showcase = new Set(BUCKETS.map((_, i) => i));
    const pendingPairing = flagged(random, options.active, 0.06, showcase);
    const missed = flagged(random, options.active, 0.08, pendingPairing);
    const locked = flagged(random, options.active, 0.05, new Set([0]));
    const archivedMissed = flagged(random, options.archived, 0.1);
    const plans: PatientPlan[] = [
      ...Array.from({ length: options.active }, (_, i) => ({
        archived: false,
        pendingPairing: pendingPairing.has(i),
        locked: locked.has(i),
        missed: missed.has(i),
        turns18Today: i === 0,
        noStereo: i === 1,
        bucket: i < BUCKETS.length ? BUCKETS[i] : random.weighted(BUCKET_WEIGHTS),
      })),
      ...Array.from({ length: options.archived }, (_, i) => ({
        archived: true,
        pendingPairing: false,
        locked: false,
        missed: archivedMissed.has(i),
        turns18Today: false,
        noStereo: false,
        bucket: 'older' as Bucket,
      })),
    ];

    const summary: PatientsSummary = {
      doctorId,
      active: options.active,
      pendingPairing: pendingPairing.size,
      locked: locked.size,
      missedVisits: missed.size + archivedMissed.size,
      archived: options.archived,
      children: 0,
      adults: 0,
      visits: 0,
      visitReports: 0,
      testResults: 0,
    };
    const rebuild = (options.counters ?? (plans.length >= COUNTER_REBUILD_FROM ? 'rebuild' : 'triggers')) === 'rebuild';
    const statistics = rebuild ? new ResultStatistics() : null;
    const nextId = timeOrderedIds();
    // Off in this transaction only: a rollback turns them back on, and concurrent writers of these
    // tables wait for the commit (the statement takes a lock that conflicts with inserts).
    if (rebuild) await setCounterTriggers(tx, 'disable');
    try {
      // Patients in batches so memory stays flat at benchmark sizes; each patient has its own stream.
      for (let start = 0; start < plans.length; start += 500) {
        const rows: Rows = { patients: [], visits: [], reports: [], results: [] };
        plans.slice(start, start + 500).forEach((plan, j) => {
          const { child } = addPatient(rows, random.fork(`patient-${start + j}`), now, plan, devices, nextId);
          if (child) summary.children++;
          else summary.adults++;
        });
        await insertChunked(tx, rebuild ? INSERTS.patientsWithSummary : INSERTS.patients, rows.patients, [doctorId]);
        await insertChunked(tx, INSERTS.visits, rows.visits);
        await insertChunked(tx, INSERTS.reports, rows.reports);
        if (statistics) await statistics.insert(tx, rows.results);
        else await insertChunked(tx, INSERTS.results, rows.results);
        summary.visits += rows.visits.length;
        summary.visitReports += rows.reports.length;
        summary.testResults += rows.results.length;
      }
      await statistics?.write(tx, doctorId);
    } catch (error) {
      // A rollback turns them back on anyway; this is for a caller's connection outside a transaction.
      if (rebuild) await setCounterTriggers(tx, 'enable').catch(() => undefined);
      throw error;
    }
    if (rebuild) await setCounterTriggers(tx, 'enable');
    // Fresh planner statistics for the bulk load: embedded PGlite has no autovacuum, and without
    // them the patient list chose nested scans that took minutes for 4000 patients instead of ms.
    await tx.query('analyze patients, visits, visit_reports, test_results');
    // The attention list's facts of every seeded patient, now rather than on the doctor's first read.
    await recomputeDoctorAttentionFacts(tx, doctorId);
    return summary;
  });
}

/** The demo size: doctor@ has 40 active and 10 archived patients. */
export const DEMO_PATIENTS = 50;

/**
 * The seed step for patients: `patients` for doctor@demo.example (a fifth of them archived, e.g.
 * SEED_PATIENTS=5000 for benchmarks) and a small list for siteadmin@demo.example, who is a doctor too.
 */
export function demoPatientsStep(patients: number = DEMO_PATIENTS): SeedStep {
  const archived = Math.round(patients / 5);
  return {
    name: 'demo-patients',
    async run(tx, { now }) {
      await seedPatients(tx, { now, doctorEmail: DEMO_EMAILS.doctor, active: patients - archived, archived });
      await seedPatients(tx, { now, doctorEmail: DEMO_EMAILS.siteAdmin, active: 12, archived: 3 });
    },
  };
}
