// The REST service as a Fastify instance (not listening): the contract its OpenAPI document
// (GET /api/v1/openapi.json, http/openapi.ts) and CONTRACT.md describe.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { systemClock, type Clock } from './clock';
import type { AppContext } from './context';
import { registerCapabilitiesRoute } from './http/capabilities';
import { installSecurityHeaders } from './http/securityHeaders';
import { installOpenApi } from './http/openapi';
import type { Database } from './db/database';
import { registerAccountRoutes } from './auth/accountRoutes';
import { registerPasswordRoutes } from './auth/passwordRoutes';
import { registerEmailChangeRoutes } from './auth/emailChangeRoutes';
import { registerSelfSignupRoutes } from './auth/selfSignupRoutes';
import { registerSignInRoutes } from './auth/signInRoutes';
import { registerSessionRoutes } from './auth/sessionRoutes';
import { registerSecondFactorRoutes } from './auth/secondFactorRoutes';
import { createSecondFactorCrypto } from './auth/secondFactorKey';
import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_SESSION_SETTINGS, type SessionSettings } from './auth/tokens';
import { registerFleetRoutes } from './admin/fleetRoutes';
import { registerStaffRoutes } from './admin/staffRoutes';
import { registerAuditRoutes } from './audit/auditRoutes';
import { registerDevOutboxRoutes } from './dev/outboxRoutes';
import { registerDeviceReportRoutes } from './devices/reportRoutes';
import { registerEyeCareProviderRoutes } from './patients/eyeCareProviderRoutes';
import { registerBulkExportRoutes } from './patients/bulkExportRoutes';
import { installErrorHandling } from './http/errors';
import { installInputGuard } from './http/inputGuard';
import { createRestMetrics, registerMetrics } from './http/metrics';
import { FORWARDED_HEADERS } from '@portal/domain/forwardedHeaders';
import { forwardedRequestId } from '@portal/domain/requestId';
import { forwarderCheck } from './http/forwarders';
import { createMessenger, type Messenger, type OutboxTuning } from './mail/messenger';
import type { Mailer } from './mail/mailer';
import type { SmsProvider } from './mail/sms';
import { registerReportDownloadRoutes } from './visits/reportRoutes';
import { createReportLinks } from './visits/reportLinks';
import { createMemoryReportStore, type ReportStore } from './visits/reportStore';
import type { ReportServices } from './visits/reportServices';
import { documented } from './http/openapi';

export const REST_BASE_PATH = '/api/v1/webapp';

export interface RestAppOptions {
  db: Database;
  /** Serves GET /dev/outbox (the dev mailbox). Off in production. */
  demoMode: boolean;
  /** The portal origin used in e-mailed links, e.g. http://localhost:4000. */
  publicUrl: string;
  /** SMTP delivery; without it messages stay in the outbox only. */
  mailer?: Mailer | null;
  /** An SMS provider (smsHttp.ts); without it text messages stay in the outbox. */
  sms?: SmsProvider | null;
  /** The outbox worker: poll interval, lease..., and how long closing waits for deliveries (10 s). */
  outbox?: OutboxTuning & { drainMs?: number };
  /** Injectable time (tests move it forward). */
  clock?: Clock;
  /** A pino logger, or false for none (the default). */
  logger?: Logger | false;
  /** Visit report files; default in memory (tests that do not care). */
  reports?: ReportStore;
  /** Report download links: HMAC key (random per process when absent), lifetime (300 s) and base URL. */
  reportLinks?: { secret?: string | null; ttlSeconds?: number; baseUrl?: string };
  /** Told of every route as it is registered (the fuzz test walks them all). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Session idle time and maximum lifetime; default 40 minutes and 12 hours. */
  sessions?: SessionSettings;
  /** Besides loopback, the addresses whose forwarded headers are believed (TRUST_FORWARDED_FROM, http/forwarders.ts). */
  trustForwardedFrom?: readonly string[];
  /** SECOND_FACTOR_KEY (32 bytes); random per app when absent (tests: secrets last as long as the app). */
  secondFactorKey?: Buffer;
  /** Resources per file of a FHIR bulk export; default BULK_EXPORT_FILE_RESOURCES (tests ask for a few). */
  bulkExportFileResources?: number;
  /** METRICS_TOKEN: GET /metrics answers `Bearer <token>` only; null or absent: callers on this machine only. */
  metricsToken?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail and SMS through the outbox; `messenger.idle()` waits for deliveries. */
    messenger: Messenger;
  }
}

export function buildRestApp(options: RestAppOptions): FastifyInstance {
  const fromForwarder = forwarderCheck(options.trustForwardedFrom);
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger as FastifyBaseLogger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // Signed report tokens (visits/reportLinks.ts) are ~110 characters; Fastify's default is 100.
    routerOptions: { maxParamLength: 256 },
    // The BFF's request id when it sent one, so one operation reads alike in both services' logs.
    genReqId: (request) =>
      forwardedRequestId(request.headers[FORWARDED_HEADERS.requestId], fromForwarder(request.socket.remoteAddress)) ?? randomUUID(),
  });
  app.decorate('fromForwarder', fromForwarder);
  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  }
  // Before any route: the document is made from every route registered after it.
  installOpenApi(app, { demoMode: options.demoMode });
  const clock = options.clock ?? systemClock;
  const metrics = createRestMetrics({
    db: options.db,
    clock,
    onError: (error) => app.log.warn({ err: error }, 'reading the outbox backlog for /metrics failed'),
  });
  registerMetrics(app, metrics, { token: options.metricsToken ?? null, unmetered: [`${REST_BASE_PATH}/health`] });
  const onAttempt = options.outbox?.onAttempt;
  const messenger = createMessenger({
    db: options.db,
    clock,
    mailer: options.mailer,
    sms: options.sms,
    outbox: {
      ...options.outbox,
      onAttempt: (attempt) => {
        metrics.onOutboxAttempt(attempt);
        onAttempt?.(attempt);
      },
    },
    log: app.log,
  });
  const ctx: AppContext = {
    db: options.db,
    clock,
    messenger,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    demoMode: options.demoMode,
    log: app.log,
    sessions: options.sessions ?? DEFAULT_SESSION_SETTINGS,
    secondFactor: createSecondFactorCrypto(options.secondFactorKey ?? randomBytes(32)),
  };
  const reports: ReportServices = {
    store: options.reports ?? createMemoryReportStore(),
    links: createReportLinks({
      secret: options.reportLinks?.secret,
      ttlSeconds: options.reportLinks?.ttlSeconds ?? 300,
      // The portal origin answers the browser; it forwards this path to the REST service.
      baseUrl: options.reportLinks?.baseUrl ?? `${ctx.publicUrl}${REST_BASE_PATH}/reports`,
      clock,
    }),
  };
  app.decorate('messenger', messenger);

  // An empty JSON body (POST /signout from some clients) reads as no body rather than an error;
  // anything else goes through Fastify's own parser (prototype-poisoning safe).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    jsonParser(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });

  installErrorHandling(app);
  installInputGuard(app);
  installSecurityHeaders(app);

  const health = async () => {
    await options.db.query('select 1');
    return { data: { status: 'ok' } };
  };
  // Health is polled (every 250 ms at start-up): only problems are worth a log line.
  app.get('/health', { ...documented({ capability: 'service', public: true }), logLevel: 'warn' }, health);

  app.register(
    async (api) => {
      api.get('/health', { ...documented({ capability: 'service', public: true }), logLevel: 'warn' }, health);
      registerCapabilitiesRoute(api);
      registerSignInRoutes(api, ctx);
      registerPasswordRoutes(api, ctx);
      registerEmailChangeRoutes(api, ctx);
      registerAccountRoutes(api, ctx);
      registerSessionRoutes(api, ctx);
      registerSecondFactorRoutes(api, ctx);
      registerSelfSignupRoutes(api, ctx);
      registerFleetRoutes(api, ctx);
      registerStaffRoutes(api, ctx);
      registerAuditRoutes(api, ctx);
      registerEyeCareProviderRoutes(api, ctx, reports);
      registerReportDownloadRoutes(api, ctx, reports);
      registerBulkExportRoutes(api, ctx, options.bulkExportFileResources);
      if (options.demoMode) registerDevOutboxRoutes(api, ctx);
    },
    { prefix: REST_BASE_PATH },
  );
  // Devices report in under their own base path (/api/v1/devices), with a per-device key.
  registerDeviceReportRoutes(app, ctx);

  // The outbox worker polls while the service is up; closing lets deliveries in flight finish
  // (up to the drain limit) and leaves the rest queued for another instance.
  app.addHook('onReady', async () => messenger.start());
  app.addHook('onClose', async () => {
    await messenger.close(options.outbox?.drainMs);
    options.mailer?.close?.();
  });
  return app;
}
