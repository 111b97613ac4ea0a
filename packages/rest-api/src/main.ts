// The REST service process: reads the environment, migrates, seeds the demo once, creates the
// first super admin (ADMIN_EMAIL) on a database without one, listens, and stops gracefully on
// SIGINT/SIGTERM: /ready fails at once, requests are served for SHUTDOWN_DELAY_MS while balancers
// move away, then it stops accepting, lets requests and outbox deliveries finish (up to 10 s), and
// closes the database.
import { buildRestApp } from './app';
import { loadConfig, productionProblems, unsafeSettingsMessage } from './config';
import { migrate } from './db/migrate';
import { describeStorage, openDatabase } from './db/open';
import { refreshStatisticsPeriodically } from './db/statistics';
import { createLogger } from './logger';
import { createSmtpMailer } from './mail/mailer';
import { createHttpSmsProvider } from './mail/smsHttp';
import { demoSeedSteps, seedDemo } from './seed/seedDemo';
import { openReportStorage } from './visits/reportStorage';
import { demoSecondFactorKey } from './auth/secondFactorKey';
import { ensureFirstSuperAdmin } from './admin/firstSuperAdmin';
import { systemClock } from './clock';
import { registerReadiness } from './http/readiness';

/** How long requests and outbox deliveries in flight get once the service stops accepting. */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Production refuses unsafe settings before touching storage; main's catch prints the list.
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(unsafeSettingsMessage(problems));
  const log = createLogger({ level: config.logLevel });
  const storage = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  log.info({ storage: describeStorage(storage), demoMode: config.demoMode }, 'opening storage');
  const db = await openDatabase(storage);
  // Only demo mode gets here without SECOND_FACTOR_KEY (productionProblems): its key lives in DATA_DIR.
  const secondFactorKey = config.secondFactorKey ?? demoSecondFactorKey(config.dataDir);

  const applied = await migrate(db);
  if (applied.length) log.info({ versions: applied }, 'migrations applied');
  // After the migrations: the database store needs report_files, and moves in files left on disk.
  const reports = await openReportStorage(config, db, (details, message) => log.info(details, message));
  log.info({ reportStore: reports.location }, 'report files');
  if (config.seedDemo) {
    const report = await seedDemo(db, { steps: demoSeedSteps(config.seedPatients), reports, log: (m) => log.debug(m) });
    if (report.applied.length) log.info({ steps: report.applied }, 'demo data seeded');
  }

  const stopStatistics = refreshStatisticsPeriodically(db, {
    onError: (error) => log.warn({ err: error }, 'refreshing planner statistics failed'),
  });

  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
  const sms = config.sms ? createHttpSmsProvider(config.sms) : null;
  const app = buildRestApp({
    db,
    demoMode: config.demoMode,
    publicUrl: config.publicUrl,
    mailer,
    sms,
    // The outbox worker delivers with every instance; SIGTERM gives its deliveries 10 s.
    outbox: { pollMs: config.outboxPollMs, leaseMs: config.outboxLeaseMs, drainMs: DRAIN_MS },
    logger: log,
    reports,
    reportLinks: { secret: config.reportLinkSecret, ttlSeconds: config.reportLinkTtlSeconds, baseUrl: config.reportLinkBaseUrl },
    sessions: config.sessions,
    secondFactorKey,
    metricsToken: config.metricsToken,
    trustForwardedFrom: config.trustForwardedFrom,
  });

  const readiness = registerReadiness(app, db);

  const stop = async (signal: string) => {
    if (readiness.stopping) return;
    readiness.stop();
    log.info({ signal, delayMs: config.shutdownDelayMs }, 'stopping: /ready answers 503, serving until the delay is over');
    try {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      log.info('no longer accepting; finishing requests and deliveries in flight');
      // A request that never ends must not keep the process (and its database connections) alive.
      const overdue = setTimeout(() => {
        log.error({ drainMs: DRAIN_MS }, 'requests still in flight after the drain limit: exiting');
        process.exit(1);
      }, DRAIN_MS + 2_000);
      overdue.unref();
      stopStatistics();
      await app.close(); // stops accepting, finishes requests and (up to DRAIN_MS) outbox deliveries
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
    if (config.firstSuperAdmin) {
      const ctx = { db, clock: systemClock, publicUrl: config.publicUrl, messenger: app.messenger };
      await ensureFirstSuperAdmin(ctx, config.firstSuperAdmin, { emailLink: mailer !== null, log });
    }
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
