// The REST service process: reads the environment, migrates, seeds the demo once, listens,
// and stops cleanly on SIGINT/SIGTERM.
import { buildRestApp } from './app';
import { loadConfig, productionProblems, unsafeSettingsMessage } from './config';
import { migrate } from './db/migrate';
import { describeStorage, openDatabase } from './db/open';
import { refreshStatisticsPeriodically } from './db/statistics';
import { createLogger } from './logger';
import { createSmtpMailer } from './mail/mailer';
import { demoSeedSteps, seedDemo } from './seed/seedDemo';
import { openReportStore } from './visits/reportStore';

async function main(): Promise<void> {
  const config = loadConfig();
  // Production refuses unsafe settings before touching storage; main's catch prints the list.
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(unsafeSettingsMessage(problems));
  const log = createLogger({ level: config.logLevel });
  const storage = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  log.info({ storage: describeStorage(storage), demoMode: config.demoMode }, 'opening storage');
  const db = await openDatabase(storage);
  const reports = openReportStore(config.reportsDir);

  const applied = await migrate(db);
  if (applied.length) log.info({ versions: applied }, 'migrations applied');
  if (config.seedDemo) {
    const report = await seedDemo(db, { steps: demoSeedSteps(config.seedPatients), reports, log: (m) => log.debug(m) });
    if (report.applied.length) log.info({ steps: report.applied }, 'demo data seeded');
  }

  const stopStatistics = refreshStatisticsPeriodically(db, {
    onError: (error) => log.warn({ err: error }, 'refreshing planner statistics failed'),
  });

  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
  const app = buildRestApp({
    db,
    demoMode: config.demoMode,
    publicUrl: config.publicUrl,
    mailer,
    logger: log,
    reports,
    reportLinks: { secret: config.reportLinkSecret, ttlSeconds: config.reportLinkTtlSeconds, baseUrl: config.reportLinkBaseUrl },
    sessions: config.sessions,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    try {
      stopStatistics();
      await app.close(); // stops accepting, finishes requests and pending deliveries
      await db.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'unclean stop');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
  log.info(`REST service listening on http://${config.host}:${config.port} (${config.demoMode ? 'demo mode' : 'production mode'})`);
}

main().catch((error) => {
  console.error('REST service failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
