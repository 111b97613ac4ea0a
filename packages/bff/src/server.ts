// The BFF's HTTP server: /graphql (Apollo on Fastify), /health and /ready, the signed report downloads, the
// visit report PDFs, the public terms of use and privacy policy PDFs, GraphiQL in demo mode, and
// the built web app with an index.html fallback, all from one origin.
import { sessionIdentities } from './session/sessionIdentities';
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { costLimitPlugin, PARSE_OPTIONS, queryArmor, variablesTooDeep, variablesTooDeepError } from './security/queryLimits';
import { loadPersistedDocuments, resolvePersistedDocument, type PersistedDocuments } from './security/persistedDocuments';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { createLogger, RequestLogController } from './logging';
import { createBotCheck, type BotCheck } from './botCheck/botCheck';
import { publicBotCheckConfig, type BotCheckConfig } from './botCheck/botCheckConfig';
import { IDLE_TIMEOUT_MINUTES } from '@portal/domain/constants';
import { createPublicFormLimiter, type PublicFormLimiter } from './rateLimit/publicFormLimits';
import { isHttpsUrl } from './safeSettings';
import { buildContext, isLoopbackRequest, type BffContext } from './context';
import { formatError } from './errors/formatError';
import { requestLogPlugin } from './errors/requestLogPlugin';
import { inputGuardPlugin } from './errors/inputGuardPlugin';
import { createRestTransport } from './rest/http';
import { CallerBusyError, createFairShare, type FairShareOptions } from './rest/fairShare';
import { tokenFromRequest } from './session/cookie';
import { wholeListCache } from './upstream/wholeLists';
import { memoryLegacySessions, type LegacySessionStore } from './upstream/legacySessions';
import { upstreamProfileSource, type UpstreamProfileSource, type UpstreamSetting } from './upstream/upstreamProfile';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { buildExecutableSchema } from './schema/executableSchema';
import { registerGraphiQLAssets, sendGraphiQLPage, wantsGraphiQL } from './web/graphiql';
import { registerHealth, type Readiness } from './web/health';
import { registerOpenApiDocument } from './web/openApiDocument';
import { registerReportDownloads } from './web/reportDownloads';
import { registerVisitReportPdf } from './web/visitReport/visitReportRoute';
import { registerAuditExport } from './web/auditExport';
import { registerFhirExport } from './web/fhir/fhirExportRoute';
import { registerFhirBulkExport } from './web/fhir/bulkExportRoutes';
import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { registerLegalDocuments } from './web/legalDocuments/legalDocumentsRoute';
import { registerSecurityHeaders } from './web/securityHeaders';
import { isClientRoute, registerSpa, sendSpaIndex } from './web/spa';
import { createBffMetrics, registerMetrics } from './metrics/bffMetrics';
import { persistedOperationNames } from './metrics/graphqlMetrics';

/**
 * A user's GraphQL operations running at once: as many as the web app sends on a page's first load
 * while alone, two while others are active; 100 more wait their turn, past that 429.
 */
export const OPERATION_SHARE = { inFlight: 8, sharedInFlight: 2, queue: 100 } as const;

/** GraphQL answers of at least this many bytes are compressed (smaller ones gain less than the work). */
export const GRAPHQL_COMPRESSION_THRESHOLD = 1024;
/** Answers up to this many bytes are compressed in one call, larger ones through a stream. */
export const GRAPHQL_SYNC_COMPRESSION_LIMIT = 256 * 1024;
export interface BffServerOptions {
  /** The REST service's origin (REST_API_URL). */
  restApiUrl: string;
  /**
   * Demo conveniences (DEMO_MODE=1 only): GraphiQL, introspection, 'Did you mean' suggestions, the
   * dev mailbox (to loopback callers only), the x-upstream-calls header.
   */
  demoMode: boolean;
  /** The address browsers use (PUBLIC_URL): when https, the cookie is Secure and every answer carries HSTS. */
  publicUrl?: string | null;
  /** The built web app (packages/web/dist); null or absent serves only the API. */
  webDistDir?: string | null;
  /** A pino logger; false for none (tests). Default: pino at LOG_LEVEL (info). */
  logger?: Logger | false;
  /** Introspection outside demo mode (INTROSPECTION=1). Default: on in demo mode only. */
  introspection?: boolean;
  /**
   * COOKIE_SECURE: true marks the cookie Secure even over plain HTTP (TLS ended by a proxy); false
   * (set on purpose) lets production run on plain http. Either way an https publicUrl or request
   * makes it Secure.
   */
  cookieSecure?: boolean;
  /**
   * Trust X-Forwarded-* from reverse proxies (TRUST_PROXY), so https is seen as https and the
   * caller's address is the client's: a number of proxy hops (1 = the nearest, which appends the
   * address it saw, so a client cannot choose it) or the proxies' addresses (CIDR list).
   */
  trustProxy?: boolean | number | string;
  /** Time limit of a REST write in milliseconds (REST_TIMEOUT_MS). Default 10000. */
  restTimeoutMs?: number;
  /** Time limit of a REST read in milliseconds (REST_READ_TIMEOUT_MS). Default 3000. */
  restReadTimeoutMs?: number;
  /** Each user's share of REST: calls in flight and queued (rest/fairShare.ts). Default 6 (2 while others are active) and 500. */
  fairShare?: FairShareOptions;
  /** Each user's GraphQL operations running at once and queued. Default OPERATION_SHARE. */
  operationShare?: FairShareOptions;
  /**
   * UPSTREAM_PROFILE: `auto` (default) asks the upstream what it serves (GET /capabilities: the
   * bundled REST service names its extensions; a clinic's §7 backend has no such call); `legacy`
   * or `portal` decides it.
   */
  upstreamProfile?: UpstreamSetting;
  /** How long a §7 backend's whole list is reused per user (ms). Default WHOLE_LIST_REUSE_MS (10 s). */
  wholeListReuseMs?: number;
  /** Where the sign-in answers of a §7 backend's sessions are kept (REDIS_URL: Redis). Default: this process's memory. */
  legacySessions?: LegacySessionStore;
  /** What /ready reports besides REST: whether the process is stopping, Redis. Default: never stopping. */
  readiness?: Readiness;
  /** The clock of age, category and visit periods (tests share the REST service's); default the system's. */
  now?: () => Date;
  /** The bot-check settings (BOT_CHECK_*): appInfo.botCheck and the CSP follow them. Default provider 'none'. */
  botCheckConfig?: BotCheckConfig;
  /** The verifier of sign-in and password-reset tokens. Default: createBotCheck(botCheckConfig) with this logger. */
  botCheck?: BotCheck;
  /** Per-address limits on password resets and registrations (the REST service limits sign-ins). Default: createPublicFormLimiter(). */
  publicForms?: PublicFormLimiter;
  /** The idle time after which the REST service ends a session (SESSION_IDLE_MINUTES), told to the browser by appInfo. Default 40. */
  sessionIdleMinutes?: number;
  /** The web app's operations by id. Default: persisted-documents.json (relay-compiler writes it). */
  persistedDocuments?: PersistedDocuments;
  /** METRICS_TOKEN: GET /metrics answers `Bearer <token>` only; null or absent: callers on this machine only. */
  metricsToken?: string | null;
}

const hopsOf = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildBffServer(options: BffServerOptions): Promise<FastifyInstance> {
  const logger = options.logger === false ? pino({ enabled: false }) : (options.logger ?? createLogger());
  const botCheckConfig: BotCheckConfig = options.botCheckConfig ?? { provider: 'none' };
  const botCheck = options.botCheck ?? createBotCheck(botCheckConfig, { logger });
  // The browser runs the widget that appInfo names: a verifier of another provider would block everyone.
  if (botCheck.provider !== botCheckConfig.provider) {
    throw new Error(
      `botCheck verifies ${botCheck.provider} but botCheckConfig names ${botCheckConfig.provider}: pass both for one provider`,
    );
  }
  const botCheckPublic = publicBotCheckConfig(botCheckConfig);
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // A hop count as proxy-addr's function: trust the nearest `n` proxies, never the client's own entries.
    trustProxy: typeof options.trustProxy === 'number' ? hopsOf(options.trustProxy) : (options.trustProxy ?? false),
    // Signed report-link tokens run past the default 100-character limit.
    routerOptions: { maxParamLength: 256 },
    // Unique across instances and restarts: the REST audit trail and both services' logs name it.
    genReqId: () => randomUUID(),
    logController: new RequestLogController(),
  });
  const persistedDocuments = options.persistedDocuments ?? loadPersistedDocuments();
  const metrics = createBffMetrics({ operationNames: persistedOperationNames(persistedDocuments.values()) });
  registerMetrics(app, metrics, { token: options.metricsToken ?? null });
  let upstream: UpstreamProfileSource | null = null;
  const transport = createRestTransport({
    baseUrl: options.restApiUrl,
    timeoutMs: options.restTimeoutMs,
    readTimeoutMs: options.restReadTimeoutMs,
    fairShare: options.fairShare,
    observe: (call) => {
      metrics.observeUpstream(call);
      // Unreachable, it may come back as another backend: its profile is asked again.
      if (call.outcome === 'network') upstream?.markStale();
    },
  });
  metrics.watchCircuit(transport);
  upstream = upstreamProfileSource({ setting: options.upstreamProfile ?? 'auto', transport, log: logger });
  await upstream.refresh();
  const introspection = options.introspection ?? options.demoMode;
  const httpsPublicUrl = isHttpsUrl(options.publicUrl);

  await registerSecurityHeaders(app, { botCheckProvider: botCheckConfig.provider, hsts: httpsPublicUrl });
  // GraphQL answers (a page of patients is ~10 KB of JSON) leave compressed; the web app's files
  // are compressed at build time (spa.ts), so only JSON is compressed here, at a quick level.
  await app.register(fastifyCompress, {
    threshold: GRAPHQL_COMPRESSION_THRESHOLD,
    customTypes: /^application\/(graphql-response\+)?json\b/,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    // In one call up to 256 KiB (a patient record with its 100 visits is ~100 KB): here a zlib
    // stream cost 2.2 ms of which 1.6 on the event loop, one call 0.7 ms. Larger answers stream.
    syncThreshold: GRAPHQL_SYNC_COMPRESSION_LIMIT,
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyCookie);

  // Depth, aliases, tokens, directives and cost bounded before anything runs.
  const armor = queryArmor({ suggestions: options.demoMode });
  const apollo = new ApolloServer<BffContext>({
    schema: buildExecutableSchema(),
    validationRules: armor.validationRules,
    parseOptions: PARSE_OPTIONS,
    // One operation per request: a batch would multiply every limit.
    allowBatchedHttpRequests: false,
    // Apollo's automatic persisted queries would register any document a client sends.
    persistedQueries: false,
    csrfPrevention: true,
    introspection,
    hideSchemaDetailsFromClientErrors: !introspection,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    formatError,
    logger,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No answer is cacheable (cache-control: no-store, set below): Apollo's per-field cache hints would only cost time.
      ApolloServerPluginCacheControlDisabled(),
      requestLogPlugin({ exposeUpstreamCalls: options.demoMode }),
      inputGuardPlugin(),
      ...armor.plugins,
      costLimitPlugin(),
      metrics.graphqlPlugin,
    ],
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
    await transport.close();
  });

  const cookieSecure = options.cookieSecure === true || httpsPublicUrl;
  const contextOptions = {
    transport,
    demoMode: options.demoMode,
    cookieSecure,
    now: options.now,
    botCheck,
    botCheckPublic,
    publicForms: options.publicForms ?? createPublicFormLimiter(),
    idleTimeoutMinutes: options.sessionIdleMinutes ?? IDLE_TIMEOUT_MINUTES,
    identities: sessionIdentities(),
    upstream,
    wholeLists: wholeListCache({ reuseMs: options.wholeListReuseMs }),
    legacySessions:
      options.legacySessions ?? memoryLegacySessions({ idleMs: (options.sessionIdleMinutes ?? IDLE_TIMEOUT_MINUTES) * 60_000 }),
  };
  const operationLanes = createFairShare({ ...OPERATION_SHARE, ...options.operationShare });
  const graphql = fastifyApolloHandler<BffContext>(apollo, {
    context: async (request, reply) => buildContext(request, reply, contextOptions),
  });
  app.route<{ Reply: string }>({
    method: ['GET', 'POST'],
    url: '/graphql',
    // A client on this machine (the web app's tests, a script, a proxy that names no one it
    // forwards for) gets its answers as they are: on loopback bytes cost nothing and compressing
    // them costs 0.1-0.7 ms. @fastify/compress skips requests that carry this header.
    onRequest: async (request) => {
      if (isLoopbackRequest(request)) request.headers['x-no-compression'] = 'loopback';
    },
    handler: async function (request, reply) {
      if (options.demoMode && wantsGraphiQL(request)) return sendGraphiQLPage(reply);
      upstream.refreshIfStale();
      const params = (request.method === 'GET' ? request.query : request.body) as { variables?: unknown } | null | undefined;
      const refused =
        params && typeof params === 'object' && variablesTooDeep(params.variables)
          ? variablesTooDeepError()
          : resolvePersistedDocument(request, persistedDocuments, { onlyPersistedForCookies: !options.demoMode });
      if (refused) {
        return reply
          .code(400)
          .header('cache-control', 'no-store')
          .header('content-type', 'application/json; charset=utf-8')
          .send(JSON.stringify({ errors: [refused] }));
      }
      // Answers may hold health information: never cached by browsers or proxies.
      void reply.header('cache-control', 'no-store');
      // Each user's operations run a few at a time (fewer while others are active): a flood of
      // heavy queries from one user waits on itself instead of taking the BFF's CPU from everyone.
      const { token } = tokenFromRequest(request);
      const caller = token ? contextOptions.identities.callerKey(token) : `address:${request.ip}`;
      try {
        return await operationLanes.run(caller, async () => graphql.call(this, request, reply));
      } catch (error) {
        if (!(error instanceof CallerBusyError)) throw error;
        return reply
          .code(429)
          .header('content-type', 'application/json; charset=utf-8')
          .send(
            JSON.stringify({
              errors: [
                { message: ERROR_MESSAGES.connectionTimedOut, extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'TOO_MANY_REQUESTS' } },
              ],
            }),
          );
      }
    },
  });

  if (options.demoMode) registerGraphiQLAssets(app);
  if (options.demoMode) registerOpenApiDocument(app, options.restApiUrl);
  registerHealth(app, transport, options.readiness, () => upstream.current().name === 'legacy');
  registerReportDownloads(app, options.restApiUrl);
  registerVisitReportPdf(app, apollo, contextOptions);
  registerAuditExport(app, { ...contextOptions, restApiUrl: options.restApiUrl });
  registerFhirExport(app, apollo, { ...contextOptions, publicUrl: options.publicUrl });
  registerFhirBulkExport(app, apollo, { ...contextOptions, publicUrl: options.publicUrl });
  registerLegalDocuments(app);

  const spa = options.webDistDir ? await registerSpa(app, options.webDistDir, { sourceMaps: options.demoMode }) : false;
  app.setNotFoundHandler(async (request, reply) => {
    if (spa && isClientRoute(request)) return sendSpaIndex(reply);
    return reply.code(404).send({ error: 'Not Found' });
  });

  return app;
}
