// Seeding benchmark: SEED_PATIENTS patients (default 5000; a fifth archived) for doctor@demo.example
// into an in-memory PGlite, with the seconds each phase takes and the rows per table.
// Run: npx tsx bench/seed.ts   (or SEED_PATIENTS=20000 npx tsx bench/seed.ts)
import { hashPassword } from '../packages/rest-api/src/auth/passwords';
import { migrate } from '../packages/rest-api/src/db/migrate';
import { openPglite } from '../packages/rest-api/src/db/pglite';
import { DEMO_EMAILS, demoAccountsStep } from '../packages/rest-api/src/seed/accounts';
import { seedFleet } from '../packages/rest-api/src/seed/fleet';
import { seedPatients } from '../packages/rest-api/src/seed/patients';

const total = Number(process.env.SEED_PATIENTS ?? 5000);
const archived = Math.round(total / 5);
const now = new Date();
const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(2);

const db = await openPglite();
try {
  let t = performance.now();
  await migrate(db);
  console.log(`migrate                      ${seconds(t)} s`);
  t = performance.now();
  await db.transaction((tx) => demoAccountsStep.run(tx, { now, options: {} }));
  await seedFleet(db, { now, hashPassword });
  console.log(`accounts + fleet (argon2id)  ${seconds(t)} s`);
  t = performance.now();
  const summary = await seedPatients(db, { now, doctorEmail: DEMO_EMAILS.doctor, active: total - archived, archived });
  console.log(`patients: ${total} (${total - archived} active, ${archived} archived)  ${seconds(t)} s`);
  console.log(`  ${summary.visits} visits, ${summary.testResults} test results, ${summary.visitReports} visit reports`);

  const tables = [
    'sites',
    'users',
    'doctors',
    'devices',
    'device_errors',
    'versions',
    'pending_registrations',
    'patients',
    'visits',
    'visit_reports',
    'test_results',
  ];
  const counts = await db.query<{ name: string; rows: number }>(
    tables.map((name) => `select '${name}' as name, count(*)::int as rows from ${name}`).join(' union all '),
  );
  console.log('rows per table:');
  for (const { name, rows } of counts.rows) console.log(`  ${name.padEnd(22)} ${String(rows).padStart(8)}`);
  const size = await db.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size');
  console.log(`database size ${size.rows[0].size}`);
} finally {
  await db.close();
}
