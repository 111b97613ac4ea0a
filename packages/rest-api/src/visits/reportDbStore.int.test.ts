// Report files in the database (report_files, migration 018), readable from every
// instance; written with their visit and deleted with the last report that names them, in the same
// transaction; files left on disk moved in once at start. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (with a second pool standing for a second instance).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import type { Queryable } from '../db/database';
import { openPostgres } from '../db/postgres';
import { doctorCall, signUpPatient } from '../patients/patientsTesting';
import { startTestRestApi, type TestRestApi } from '../testing';
import { createDatabaseReportStore } from './reportDbStore';
import { importReportDirectory, openReportStorage, reportStoreKindFromEnv } from './reportStorage';
import { readStoredReport } from './reportStore';
import { openLink, reportUpload, visitBody } from './visitsTesting';

type Report = { ProtocolReportFileName: string; downloadUrl: string };

const fileRows = async (q: Queryable, key: string) =>
  (
    await q.query<{ size: number; contentType: string }>(
      'select size, content_type as "contentType" from report_files where storage_key = $1',
      [key],
    )
  ).rows;

function reportFilesSuite(databaseUrl: string | null) {
  let api: TestRestApi;
  let doctor: DemoSession;
  // Another instance's view of the same database (PostgreSQL: a pool of its own).
  let other: Queryable & { close?: () => Promise<void> };
  beforeAll(async () => {
    api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z'), reportStore: 'database', databaseUrl });
    doctor = await demoSession(api, 'doctor');
    const url = databaseUrl ? (await api.db.query<{ name: string }>('select current_database() as name')).rows[0].name : null;
    other = url ? await openPostgres(Object.assign(new URL(databaseUrl!), { pathname: `/${url}` }).toString(), { max: 2 }) : api.db;
  });
  afterAll(async () => {
    if (other !== api?.db) await other?.close?.();
    await api?.close();
  });

  async function visitWithReports(...files: [string, string][]) {
    const patient = await signUpPatient(api, doctor);
    const answer = await doctorCall(api, doctor, 'POST', `/patients/${patient.UserStorageID}/addNewVisit`, {
      ...visitBody({ VisitReports: files.map(([name, text]) => reportUpload(name, text)) }),
    });
    expect(answer.status).toBe(200);
    const keys = (
      await api.db.query<{ key: string }>(
        `select r.storage_key as key from visit_reports r join visits v on v.id = r.visit_id where v.patient_id = $1 order by r.file_name`,
        [patient.UserStorageID],
      )
    ).rows.map((row) => row.key);
    return { patientId: patient.UserStorageID, reports: answer.body.data.VisitReports as Report[], keys };
  }

  it('writes, replaces, reads and removes files by key, refusing keys that could leave the store', async () => {
    const store = createDatabaseReportStore(api.db);
    const key = 'visit-reports/2026/abc/Report (1).pdf';
    expect(await store.has(key)).toBe(false);
    expect(await store.open(key)).toBeNull();
    await store.put(key, Buffer.from('first'));
    await store.put(key, Buffer.from('second'));
    expect(await store.has(key)).toBe(true);
    expect((await store.open(key))?.size).toBe(6);
    expect((await readStoredReport(createDatabaseReportStore(other), key))?.toString()).toBe('second');
    expect(await fileRows(api.db, key)).toEqual([{ size: 6, contentType: 'application/pdf' }]);
    await store.remove(key);
    await store.remove(key);
    expect(await store.has(key)).toBe(false);
    for (const bad of ['../x.pdf', '/etc/passwd', 'a//b', '.hidden', '']) {
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(/Invalid report storage key/);
    }
  });

  it('keeps binary content byte for byte, and writes nothing when its transaction rolls back', async () => {
    const store = createDatabaseReportStore(api.db);
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await store.put('visit-reports/2026/bin/all.bin', bytes);
    expect(await readStoredReport(store, 'visit-reports/2026/bin/all.bin')).toEqual(bytes);
    await expect(
      api.db.transaction(async (tx) => {
        await store.put('visit-reports/2026/gone/r.pdf', Buffer.from('never kept'), tx);
        expect(await store.has('visit-reports/2026/gone/r.pdf', tx)).toBe(true);
        throw new Error('the visit failed');
      }),
    ).rejects.toThrow('the visit failed');
    expect(await store.has('visit-reports/2026/gone/r.pdf')).toBe(false);
  });

  it('serves the uploaded reports of a visit from the database through their signed links', async () => {
    const { reports, keys } = await visitWithReports(['Protocol_20260615.pdf', '%PDF-1.4 protocol'], ['notes.txt', 'plain notes']);
    expect(keys).toHaveLength(2);
    const pdf = await openLink(api, reports[0].downloadUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.toString('utf8')).toBe('%PDF-1.4 protocol');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await openLink(api, reports[1].downloadUrl)).bytes.toString('utf8')).toBe('plain notes');
    // Readable by any instance: the bytes are in the shared database.
    expect((await readStoredReport(createDatabaseReportStore(other), keys[0]))?.toString()).toBe('%PDF-1.4 protocol');
  });

  it('deletes a patient report files in the deleting transaction, keeping a file another report still names', async () => {
    const { patientId, keys } = await visitWithReports(['a.pdf', 'first'], ['b.pdf', 'second']);
    // Another patient's visit names the second file too (the demo shares files like this).
    const { patientId: otherPatient } = await visitWithReports(['c.pdf', 'third']);
    await api.db.query(
      `insert into visit_reports (visit_id, file_name, storage_key) select id, 'b.pdf', $2 from visits where patient_id = $1 limit 1`,
      [otherPatient, keys[1]],
    );
    // Rolled back: the files are still there.
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query('delete from patients where id = $1', [patientId]);
        expect(await fileRows(tx, keys[0])).toEqual([]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await fileRows(api.db, keys[0])).toHaveLength(1);

    const deleted = await doctorCall(api, doctor, 'DELETE', `/patients/${patientId}/profile`);
    expect(deleted.status).toBe(200);
    expect(await fileRows(other, keys[0])).toEqual([]);
    expect(await fileRows(other, keys[1])).toHaveLength(1);
    expect((await doctorCall(api, doctor, 'DELETE', `/patients/${otherPatient}/profile`)).status).toBe(200);
    expect(await fileRows(other, keys[1])).toEqual([]);
  });

  it('moves the files visit reports name from a directory into the database once, leaving the rest', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'reports-import-'));
    try {
      const { keys } = await visitWithReports(['moved.pdf', 'placeholder']);
      await api.db.query('delete from report_files where storage_key = $1', [keys[0]]);
      const write = (key: string, text: string) => {
        const file = path.join(dir, ...key.split('/'));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
      };
      write(keys[0], 'from disk');
      write('visit-reports/2026/orphan/left.pdf', 'nobody names me');
      write(`${keys[0]}.0123456789ab.part`, 'half');
      write('.DS_Store', 'x');

      expect(await importReportDirectory(api.db, dir)).toEqual({ moved: 1, unreferenced: 1, foreign: 2 });
      expect((await readStoredReport(createDatabaseReportStore(other), keys[0]))?.toString()).toBe('from disk');
      expect(existsSync(path.join(dir, ...keys[0].split('/')))).toBe(false);
      expect(existsSync(path.join(dir, 'visit-reports/2026/orphan/left.pdf'))).toBe(true);
      // Again (another start): nothing left to move.
      expect(await importReportDirectory(api.db, dir)).toEqual({ moved: 0, unreferenced: 1, foreign: 2 });

      const logged: string[] = [];
      const store = await openReportStorage({ reportStore: 'database', reportsDir: dir }, api.db, (_d, m) => logged.push(m));
      expect(store.location).toBe('database');
      expect(logged).toEqual(['files no visit report names were left in the reports directory']);
      expect((await openReportStorage({ reportStore: 'files', reportsDir: dir }, api.db)).location).toBe(dir);
      expect(readdirSync(dir)).toContain('visit-reports');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

describe('report files in the database, on PGlite', () => {
  reportFilesSuite(null);
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)(
  serverUrl
    ? 'report files in the database, on PostgreSQL'
    : 'report files in the database, on PostgreSQL (skipped: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  () => {
    reportFilesSuite(serverUrl ?? null);
  },
);

describe('REPORT_STORE', () => {
  it('defaults to the database with DATABASE_URL unless REPORTS_DIR names a directory, and reads what is written', () => {
    expect(reportStoreKindFromEnv({})).toBe('files');
    expect(reportStoreKindFromEnv({ DATABASE_URL: 'postgres://db/portal' })).toBe('database');
    expect(reportStoreKindFromEnv({ DATABASE_URL: 'postgres://db/portal', REPORTS_DIR: '/srv/reports' })).toBe('files');
    expect(reportStoreKindFromEnv({ REPORT_STORE: 'Database' })).toBe('database');
    expect(reportStoreKindFromEnv({ DATABASE_URL: 'postgres://db/portal', REPORT_STORE: 'files' })).toBe('files');
    expect(() => reportStoreKindFromEnv({ REPORT_STORE: 's3' })).toThrow(/REPORT_STORE must be database or files/);
  });
});
