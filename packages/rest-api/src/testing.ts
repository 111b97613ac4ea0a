// A real REST service for integration tests (this package's and the BFF's): fresh storage,
// migrated, listening on 127.0.0.1 on a free port. PGlite in memory by default; a database of
// its own on the PostgreSQL server of TEST_DATABASE_URL when that is set (dropped on close).
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildRestApp } from './app';
import { createTestClock, type TestClock } from './clock';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { pgliteTemplate } from './db/pglite';
import { createScratchPostgres } from './db/scratchPostgres';
import type { Mailer } from './mail/mailer';
import type { OutboxTuning } from './mail/messenger';
import { listOutbox, type OutboxMessage } from './mail/outbox';
import type { SmsProvider } from './mail/sms';
import { demoAccountsStep } from './seed/accounts';
import { seedDemo } from './seed/seedDemo';
import { createDatabaseReportStore } from './visits/reportDbStore';
import { createMemoryReportStore, type ReportStore } from './visits/reportStore';

export interface TestRestApiOptions {
  /**
   * true: the five demo accounts and their clinic only (quick, stable counts); 'all': every demo
   * seed step (DEMO_SEED_STEPS, includes the bulk demo data once it exists). Default false.
   */
  seed?: boolean | 'all';
  /** Demo mode: serve GET /dev/outbox (to loopback callers). Default false, as in production; tests that read it over HTTP ask. */
  demoMode?: boolean;
  /** Origin used in e-mailed links. Default http://localhost:4000. */
  publicUrl?: string;
  /** Deliver e-mail over SMTP as well (for delivery tests). */
  mailer?: Mailer;
  sms?: SmsProvider;
  /** The outbox worker's tuning (poll interval, lease, jitter); default as in production. */
  outbox?: OutboxTuning;
  /** Where the test clock starts. Default: the real time now. */
  now?: Date;
  /** PostgreSQL server to create the database on; default env TEST_DATABASE_URL, else PGlite. */
  databaseUrl?: string | null;
  /** A pino logger for the service (tests that read what it logs). Default none. */
  logger?: import('pino').Logger;
  /** Session idle time and maximum lifetime; default 40 minutes and 12 hours. */
  sessions?: { idleMinutes: number; maxHours: number };
  /** Where report files live: 'memory' (default) or 'database' (report_files, as with DATABASE_URL). */
  reportStore?: 'memory' | 'database';
  /** Resources per file of a FHIR bulk export (a few: a test export then comes as several files). */
  bulkExportFileResources?: number;
}

export interface TestRestApi {
  /** The origin, e.g. http://127.0.0.1:41234 (the contract's paths are under REST_BASE_PATH). */
  url: string;
  /** `url` + /api/v1/webapp. */
  baseUrl: string;
  db: Database;
  app: FastifyInstance;
  /** The service's clock: advance it to expire codes, links and sessions. */
  clock: TestClock;
  /** The visit report files (in memory unless options.reportStore says otherwise; the seed's demo reports included). */
  reports: ReportStore;
  /** Outbox messages, newest first; only those to `recipient` (any case) when given. Waits for deliveries. */
  outbox(recipient?: string): Promise<OutboxMessage[]>;
  /** The code of the newest 2FA e-mail to `recipient`. */
  twoFaCode(recipient: string): Promise<string>;
  /** The token of the newest create-password link e-mailed to `recipient`. */
  passwordLinkToken(recipient: string): Promise<string>;
  /** Every route the service registered (method and URL pattern). */
  routes: { method: string; url: string }[];
  /** Stops the server and discards the storage. */
  close(): Promise<void>;
}

// Migrated once per process; every test service starts from a copy.
const freshPglite = pgliteTemplate(async (db) => {
  await migrate(db);
});

export async function startTestRestApi(options: TestRestApiOptions = {}): Promise<TestRestApi> {
  const serverUrl = options.databaseUrl === undefined ? process.env.TEST_DATABASE_URL || null : options.databaseUrl;
  // On the suite's server, a copy of the database its global set-up migrated (test/postgresTemplate.ts).
  const template = options.databaseUrl === undefined ? process.env.TEST_DATABASE_TEMPLATE : undefined;
  const scratch = serverUrl ? await createScratchPostgres(serverUrl, 'rest_test', template) : null;
  const db = scratch ? scratch.db : await freshPglite();
  const clock = createTestClock(options.now);
  const reports = options.reportStore === 'database' ? createDatabaseReportStore(db) : createMemoryReportStore();
  const routes: { method: string; url: string }[] = [];
  let app: FastifyInstance | null = null;
  try {
    await migrate(db);
    if (options.seed === 'all') await seedDemo(db, { clock, reports });
    else if (options.seed) await seedDemo(db, { clock, reports, steps: [demoAccountsStep] });
    app = buildRestApp({
      db,
      clock,
      demoMode: options.demoMode ?? false,
      publicUrl: options.publicUrl ?? 'http://localhost:4000',
      mailer: options.mailer ?? null,
      sms: options.sms,
      outbox: options.outbox,
      reports,
      logger: options.logger,
      sessions: options.sessions,
      bulkExportFileResources: options.bulkExportFileResources,
      onRoute: (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
      },
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const url = address.replace('localhost', '127.0.0.1');
    const server = app;

    const outbox = async (recipient?: string) => {
      await server.messenger.idle();
      return (await listOutbox(db, { recipient: recipient ?? null, limit: 200, offset: 0 })).messages;
    };
    const newest = async (recipient: string, pattern: RegExp, what: string) => {
      for (const message of await outbox(recipient)) {
        const match = pattern.exec(message.body);
        if (match) return match[1];
      }
      throw new Error(`No ${what} was sent to ${recipient}`);
    };

    return {
      url,
      baseUrl: `${url}/api/v1/webapp`,
      db,
      app: server,
      clock,
      reports,
      outbox,
      routes,
      twoFaCode: (recipient) => newest(recipient, /(?:sign-in code is|codice di accesso è) (\d{6})/, '2FA code'),
      passwordLinkToken: (recipient) =>
        newest(recipient, /\/create-password\?token=([A-Za-z0-9_%-]+)/, 'create-password link').then(decodeURIComponent),
      async close() {
        await server.close();
        if (scratch) await scratch.drop();
        else await db.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    if (scratch) await scratch.drop().catch(() => undefined);
    else await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * `count` different ports no program on this machine holds right now, as the system hands them out
 * (never fixed ones, which another program may hold): for a test that starts services of its own.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<NetServer>((resolve, reject) => {
          const server = createNetServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
