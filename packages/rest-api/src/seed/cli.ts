// `pnpm --filter @portal/rest-api seed`: migrate and seed the demo data into the configured storage.
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { describeStorage, openDatabase } from '../db/open';
import { openReportStorage } from '../visits/reportStorage';
import { seedDemo } from './seedDemo';

const config = loadConfig();
const storage = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
const db = await openDatabase(storage);
try {
  await migrate(db);
  const reports = await openReportStorage(config, db, (details, message) => console.log(`  ${message}`, details));
  const report = await seedDemo(db, { reports, log: (m) => console.log(`  ${m}`) });
  console.log(`Seeded ${describeStorage(storage)}: ${report.applied.length} step(s) applied, ${report.skipped.length} already there.`);
} finally {
  await db.close();
}
