import { ageOn } from '@portal/domain/patients';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteTemplate } from '../db/pglite';
import { DEMO_EMAILS, demoAccountsStep } from './accounts';
import { seedFleet } from './fleet';
import { seedPatients, type PatientsSummary } from './patients';
import { createRandom, type Random } from './random';
import { TEST_TYPES } from '@portal/domain/testResults';

const now = new Date('2026-03-15T10:30:00Z');
const ACTIVE = 16;
const ARCHIVED = 5;
const DAY = 86_400_000;
const freshDatabase = pgliteTemplate(async (db) => {
  await migrate(db);
});

async function seededDatabase(random?: Random): Promise<{ db: Database; summary: PatientsSummary }> {
  const db = await freshDatabase();
  await db.transaction((tx) => demoAccountsStep.run(tx, { now, options: {} }));
  await seedFleet(db, { now, hashPassword: async (pw) => `test-hash:${pw}` });
  const summary = await seedPatients(db, { now, doctorEmail: DEMO_EMAILS.doctor, active: ACTIVE, archived: ARCHIVED, random });
  return { db, summary };
}

/** Everything seeded for patients except generated ids, as one hash. */
async function contentDigest(db: Database): Promise<string> {
  const result = await db.query<{ digest: string }>(`
    select md5(string_agg(x, E'\\n' order by x)) as digest from (
      select row(p.first_name, p.last_name, p.social_id, p.email, p.phone, p.street, p.apartment, p.city, p.state, p.country,
                 p.zip_code, p.notes, p.gender, p.birthdate, p.status, p.account_status, p.enabled, p.next_visit_date,
                 p.visit_date, p.last_notification, p.remote_testing, p.terms_of_use_signed, p.created_at, dv.device_id)::text as x
        from patients p left join devices dv on dv.id = p.device_id
      union all
      select row(p.email, v.visit_date, v.next_visit, v.treatment_duration)::text from visits v join patients p on p.id = v.patient_id
      union all
      select row(p.email, v.visit_date, t.test_type, t.optical_correction, t.test_result, t.begin_test_time, t."values")::text
        from test_results t join visits v on v.id = t.visit_id join patients p on p.id = v.patient_id
      union all
      select row(p.email, v.visit_date, r.file_name, r.storage_key, r.created_at)::text
        from visit_reports r join visits v on v.id = r.visit_id join patients p on p.id = v.patient_id
    ) as content`);
  return result.rows[0].digest;
}

interface PatientRow {
  id: string;
  birthdate: string;
  gender: number;
  country: string;
  state: string | null;
  status: number;
  account_status: number;
  enabled: number;
  device_id: string | null;
  visit_date: Date;
  next_visit_date: Date | null;
  visits: number;
  last_visit: Date;
  last_next_visit: Date | null;
  first_duration: number | null;
  other_durations: number;
}

const EXPECTED_KEYS: Record<string, string[]> = {
  ACT: [
    'HorizontalDirection',
    'IntermittentResult',
    'ResultInDioptersHorizontalValue',
    'ResultInDioptersVerticalValue',
    'SelectedByUser',
    'VerticalDirection',
  ],
  FusionalReserve: ['FusionalConvergence', 'FusionalDivergence', 'FusionalNegativeRecovery', 'FusionalPositiveRecovery'],
  ChartsVA: ['BinocularLogMarValue', 'LeftEyeLogMarValue', 'RightEyeLogMarValue'],
  Reading: ['FixationAvgTimeAll', 'PercentRegressions', 'ReadingLanguage', 'ReadingRate', 'TextLevel', 'TotalFixationsCount'],
  ColorVision: ['ColorVisionResult'],
  Worth4Dot: ['Worth4DotResultDescription'],
  StereoAcuity: ['StereoAcuityResult'],
};
EXPECTED_KEYS.CT = EXPECTED_KEYS.ACT;
for (const t of ['ChartsCS', 'AutoCS', 'AutoVA']) EXPECTED_KEYS[t] = EXPECTED_KEYS.ChartsVA;

describe('seedPatients', () => {
  let db: Database;
  let summary: PatientsSummary;
  let patients: PatientRow[];

  beforeAll(async () => {
    ({ db, summary } = await seededDatabase());
    patients = (
      await db.query<PatientRow>(
        `
        select p.id, p.birthdate, p.gender, p.country, p.state, p.status, p.account_status, p.enabled, p.device_id,
               p.visit_date, p.next_visit_date, count(v.*)::int as visits,
               max(v.visit_date) as last_visit,
               (array_agg(v.next_visit order by v.visit_date desc))[1] as last_next_visit,
               (array_agg(v.treatment_duration order by v.visit_date))[1] as first_duration,
               count(v.treatment_duration)::int - 1 as other_durations
          from patients p join visits v on v.patient_id = p.id
         where p.doctor_id = $1 group by p.id`,
        [summary.doctorId],
      )
    ).rows;
  });
  afterAll(() => db.close());

  it('makes the requested active and archived patients with pending, locked and missed-visit ones', () => {
    const byStatus = (s: number) => patients.filter((p) => p.account_status === s);
    expect(patients).toHaveLength(ACTIVE + ARCHIVED);
    expect(byStatus(1).length + byStatus(2).length).toBe(ACTIVE);
    expect(byStatus(1).length).toBe(summary.pendingPairing);
    expect(summary.pendingPairing).toBeGreaterThanOrEqual(1);
    expect(byStatus(3)).toHaveLength(ARCHIVED);
    expect(patients.filter((p) => p.account_status !== 3 && p.enabled === 0).length).toBeGreaterThanOrEqual(1);
    expect(byStatus(2).some((p) => p.status === 1)).toBe(true);
    expect(byStatus(3).every((p) => p.device_id !== null && p.next_visit_date === null)).toBe(true);
  });

  it('mixes children, adults (one turning 18 today), genders, U.S. addresses with a state and Italian ones', () => {
    const ages = patients.map((p) => ageOn(p.birthdate, now));
    expect(ages.some((a) => a < 18)).toBe(true);
    expect(ages.some((a) => a >= 18)).toBe(true);
    expect(patients.filter((p) => p.birthdate === '2008-03-15')).toHaveLength(1);
    expect(summary.children + summary.adults).toBe(ACTIVE + ARCHIVED);
    expect(summary.children).toBe(ages.filter((a) => a < 18).length);
    expect(patients.some((p) => p.gender === 1) && patients.some((p) => p.gender === 2)).toBe(true);
    const us = patients.filter((p) => p.country === 'US');
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((p) => p.state)).toBe(true);
    expect(patients.some((p) => p.country === 'IT')).toBe(true);
  });

  it('keeps the patient visit dates consistent with the visits, spread over every time filter', () => {
    for (const p of patients) {
      expect(p.visits).toBeGreaterThanOrEqual(1);
      expect(p.visits).toBeLessThanOrEqual(12);
      expect(p.visit_date.getTime()).toBe(p.last_visit.getTime());
      expect(p.next_visit_date?.getTime() ?? null).toBe(p.last_next_visit?.getTime() ?? null);
      expect(p.first_duration).not.toBeNull();
      expect(p.other_durations).toBe(0);
      expect(p.visit_date.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const daysAgo = patients.filter((p) => p.account_status === 2).map((p) => (now.getTime() - p.visit_date.getTime()) / DAY);
    const today = patients.filter((p) => p.visit_date.toISOString().slice(0, 10) === now.toISOString().slice(0, 10));
    expect(today.length).toBeGreaterThanOrEqual(1);
    expect(daysAgo.some((d) => d >= 1 && d < 7)).toBe(true);
    expect(daysAgo.some((d) => d >= 7 && d < 30)).toBe(true);
    expect(daysAgo.some((d) => d >= 30 && d < 365)).toBe(true);
    expect(daysAgo.some((d) => d >= 365)).toBe(true);
  });

  it('records every test type with and without glasses, with the §3 value fields', async () => {
    const combos = await db.query<{ test_type: string; optical_correction: string }>(
      'select distinct test_type, optical_correction from test_results',
    );
    expect(combos.rowCount).toBe(TEST_TYPES.length * 2);
    const samples = await db.query<{ test_type: string; keys: string[] }>(
      `select distinct test_type, array(select jsonb_object_keys("values") order by 1) as keys from test_results`,
    );
    for (const row of samples.rows) expect(row.keys).toEqual(EXPECTED_KEYS[row.test_type]);

    const outcomes = await db.query<{ ok: number; failed: number }>(
      `select count(*) filter (where test_result = 'test succeeded')::int as ok, count(*) filter (where test_result <> 'test succeeded')::int as failed from test_results`,
    );
    expect(outcomes.rows[0].failed).toBeGreaterThan(0);
    expect(outcomes.rows[0].ok).toBeGreaterThan(outcomes.rows[0].failed * 5);
    expect(outcomes.rows[0].ok + outcomes.rows[0].failed).toBe(summary.testResults);
  });

  it('keeps measurements plausible: LogMAR on its scale, stereo disparities including none and above 800', async () => {
    const logMar = await db.query<{ v: number }>(
      `select (value)::float8 as v from test_results, jsonb_each("values")
        where test_type in ('ChartsVA', 'ChartsCS', 'AutoVA', 'AutoCS') and test_result = 'test succeeded'`,
    );
    for (const { v } of logMar.rows) {
      expect(v).toBeGreaterThanOrEqual(-0.3);
      expect(v).toBeLessThanOrEqual(1.3);
      expect(Math.abs(v * 10 - Math.round(v * 10))).toBeLessThan(1e-9);
    }
    const disparities = await db.query<{ d: number }>(
      `select distinct ("values"->'StereoAcuityResult'->>'DisparityValue')::int as d from test_results
        where test_type = 'StereoAcuity' and test_result = 'test succeeded'`,
    );
    const values = disparities.rows.map((r) => r.d);
    expect(values.every((d) => [40, 60, 100, 200, 400, 800, 1200, 2000, -1].includes(d))).toBe(true);
    expect(values).toContain(-1);
    expect(values.some((d) => d > 800)).toBe(true);
    expect(values.some((d) => d > 0 && d <= 100)).toBe(true);
  });

  it('improves acuity over a course of therapy', async () => {
    const trend = await db.query<{ first: number; last: number }>(`
      with worst as (
        select v.patient_id, v.visit_date,
               greatest((t."values"->>'LeftEyeLogMarValue')::float8, (t."values"->>'RightEyeLogMarValue')::float8) as va,
               rank() over (partition by v.patient_id order by v.visit_date) as first_rank,
               rank() over (partition by v.patient_id order by v.visit_date desc) as last_rank
          from test_results t join visits v on v.id = t.visit_id
         where t.test_type = 'ChartsVA' and t.optical_correction = 'CC' and t.test_result = 'test succeeded')
      select avg(va) filter (where first_rank = 1) as first, avg(va) filter (where last_rank = 1) as last from worst`);
    expect(trend.rows[0].last).toBeLessThan(trend.rows[0].first);
  });

  it('times tests within the visit day and adds report files and repeated tests to some visits', async () => {
    const timing = await db.query<{ outside: number }>(
      `select count(*)::int as outside from test_results t join visits v on v.id = t.visit_id
        where t.begin_test_time < v.visit_date or t.begin_test_time > $1
           or (t.begin_test_time at time zone 'UTC')::date <> (v.visit_date at time zone 'UTC')::date`,
      [now],
    );
    expect(timing.rows[0].outside).toBe(0);
    const reports = await db.query<{ file_name: string; storage_key: string }>('select file_name, storage_key from visit_reports');
    expect(reports.rowCount).toBe(summary.visitReports);
    expect(reports.rowCount).toBeGreaterThan(0);
    for (const r of reports.rows) {
      expect(r.file_name).toMatch(/^(Protocol|Reading)Report_\d{8}_\d{4}\.pdf$/);
      expect(r.storage_key.endsWith(`/${r.file_name}`)).toBe(true);
    }
    const repeated = await db.query('select 1 from test_results group by visit_id, test_type, optical_correction having count(*) > 1');
    expect(repeated.rowCount).toBeGreaterThan(0);
  });

  it('seeds the same content for the same seed and time, and other content for another seed', async () => {
    const same = await seededDatabase();
    const other = await seededDatabase(createRandom('another seed'));
    try {
      expect(same.summary).toEqual(summary);
      expect(await contentDigest(same.db)).toBe(await contentDigest(db));
      expect(await contentDigest(other.db)).not.toBe(await contentDigest(db));
    } finally {
      await same.db.close();
      await other.db.close();
    }
  });

  it('refuses an e-mail that is not a doctor', async () => {
    await expect(seedPatients(db, { now, doctorEmail: DEMO_EMAILS.admin, active: 1, archived: 0 })).rejects.toThrow(/no doctor/);
  });
});
