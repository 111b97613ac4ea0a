// The migrations and the storage interface, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReferenceViolation, sqlErrorCode, UNIQUE_VIOLATION, type Database } from './database';
import { appliedMigrations, loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';
import { createScratchPostgres, type ScratchPostgres } from './scratchPostgres';
import { createAccount, insertDevice, insertSite, insertUser } from '../seed/records';

const TABLES = [
  'users',
  'doctors',
  'sites',
  'pending_registrations',
  'devices',
  'device_errors',
  'versions',
  'patient_list_entries',
  'patient_messages',
  'patients',
  'visits',
  'visit_reports',
  'test_results',
  'outbox',
  'outbox_attempts',
  'auth_tokens',
  'two_fa_codes',
  'seed_state',
  'schema_migrations',
  'auth_throttle',
  'sign_in_addresses',
  'result_day_counts',
  'result_bucket_counts',
  'doctor_patient_counts',
  'audit_events',
  'email_changes',
  'authenticator_apps',
  'recovery_codes',
  'portal_settings',
  'report_files',
  'device_reports',
  'patient_attention_facts',
  'patient_measure_worsenings',
  'site_attention_thresholds',
  'bulk_exports',
  'bulk_export_files',
];

async function sqlError(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return sqlErrorCode(error);
  }
  throw new Error('the statement succeeded');
}

function storageSuite(open: () => Promise<{ db: Database; dispose: () => Promise<void> }>) {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await open());
  });
  afterAll(() => dispose?.());

  it('applies every migration once, in order, and records it', async () => {
    const files = loadMigrations();
    expect(files[0]).toMatchObject({ version: 1, name: 'initial' });
    expect(await migrate(db)).toEqual(files.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    expect(await appliedMigrations(db)).toEqual(files.map(({ version, name }) => ({ version, name })));
  });

  it('creates the whole data model', async () => {
    const result = await db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public'`);
    expect(result.rows.map((r) => r.table_name).sort()).toEqual([...TABLES].sort());
  });

  it('returns the same value shapes on every engine', async () => {
    const result = await db.query<Record<string, unknown>>(
      `select '2020-02-29'::date as d, count(*) as n, now() as t, '{"a":[1]}'::jsonb as j, array['x','y']::text[] as arr,
              true as b, 3::smallint as s from (values (1), (2)) v`,
    );
    expect(result.rows[0]).toEqual({ d: '2020-02-29', n: 2, t: expect.any(Date), j: { a: [1] }, arr: ['x', 'y'], b: true, s: 3 });
    expect(result.rowCount).toBe(1);
  });

  it('keeps user e-mails and site names unique whatever their case', async () => {
    await insertUser(db, { email: 'Case@Clinic.example', passwordHash: null, firstName: 'A', lastName: 'B', roles: ['VistaAdmin'] });
    expect(
      await sqlError(insertUser(db, { email: 'case@clinic.EXAMPLE', passwordHash: null, firstName: 'A', lastName: 'B', roles: [] })),
    ).toBe(UNIQUE_VIOLATION);
    await insertSite(db, { name: 'North Clinic' });
    expect(await sqlError(insertSite(db, { name: 'north clinic' }))).toBe(UNIQUE_VIOLATION);
  });

  it('refuses roles the portal does not know', async () => {
    expect(
      await sqlError(insertUser(db, { email: 'x@clinic.example', passwordHash: null, firstName: 'A', lastName: 'B', roles: ['Root'] })),
    ).toBe('23514');
  });

  it('deleting a site deletes its ECPs with their accounts and tokens, and keeps its devices', async () => {
    const siteId = await insertSite(db, { name: 'Closing Clinic' });
    const doctorId = await createAccount(db, {
      email: 'leaving@clinic.example',
      password: null,
      firstName: 'L',
      lastName: 'V',
      roles: ['Doctor'],
      doctor: { siteId },
    });
    const deviceId = await insertDevice(db, { deviceId: 'VB-9001', siteId });
    await db.query(
      `insert into auth_tokens (token_hash, user_id, scope, created_at, last_used_at, expires_at) values ('h1', $1, 'session', now(), now(), now())`,
      [doctorId],
    );
    await db.query('delete from sites where id = $1', [siteId]);
    expect((await db.query('select 1 from users where id = $1', [doctorId])).rowCount).toBe(0);
    expect((await db.query('select 1 from auth_tokens where user_id = $1', [doctorId])).rowCount).toBe(0);
    expect((await db.query<{ site_id: string | null }>('select site_id from devices where id = $1', [deviceId])).rows).toEqual([
      { site_id: null },
    ]);
  });

  it('never deletes patient records as a side effect of deleting a site', async () => {
    const siteId = await insertSite(db, { name: 'Busy Clinic' });
    const doctorId = await createAccount(db, {
      email: 'busy@clinic.example',
      password: null,
      firstName: 'B',
      lastName: 'Y',
      roles: ['Doctor'],
      doctor: { siteId },
    });
    const patient = await db.query<{ id: string }>(
      `insert into patients (doctor_id, first_name, last_name, birthdate) values ($1, 'Pat', 'Ient', '2015-06-01') returning id`,
      [doctorId],
    );
    const refused = await db.query('delete from sites where id = $1', [siteId]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isReferenceViolation(refused)).toBe(true);
    // A patient's own deletion takes their visits, results and reports.
    const visit = await db.query<{ id: string }>(`insert into visits (patient_id, visit_date) values ($1, now()) returning id`, [
      patient.rows[0].id,
    ]);
    await db.query(
      `insert into test_results (visit_id, test_type, optical_correction, begin_test_time, "values") values ($1, 'ACT', 'SC', now(), $2::jsonb)`,
      [visit.rows[0].id, JSON.stringify({ ResultInDioptersHorizontalValue: 4 })],
    );
    await db.query(`insert into visit_reports (visit_id, file_name, storage_key) values ($1, 'r.pdf', 'k')`, [visit.rows[0].id]);
    await db.query('delete from patients where id = $1', [patient.rows[0].id]);
    const left = await db.query<{ n: number }>(
      `select (select count(*) from visits where id = $1) + (select count(*) from test_results where visit_id = $1)
            + (select count(*) from visit_reports where visit_id = $1) as n`,
      [visit.rows[0].id],
    );
    expect(left.rows[0].n).toBe(0);
    await db.query('delete from sites where id = $1', [siteId]);
  });

  it('rolls a transaction back when it throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await insertSite(tx, { name: 'Never Clinic' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await db.query(`select 1 from sites where name = 'Never Clinic'`)).rowCount).toBe(0);
    const id = await db.transaction((tx) => insertSite(tx, { name: 'Kept Clinic' }));
    expect((await db.query('select 1 from sites where id = $1', [id])).rowCount).toBe(1);
  });
}

describe('storage on PGlite (in memory)', () => {
  storageSuite(async () => {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)(
  serverUrl
    ? 'storage on PostgreSQL'
    : 'storage on PostgreSQL (skipped: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  () => {
    storageSuite(async () => {
      const scratch: ScratchPostgres = await createScratchPostgres(serverUrl!, 'migrate_test');
      return { db: scratch.db, dispose: () => scratch.drop() };
    });
  },
);
