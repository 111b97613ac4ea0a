// `pnpm --filter @portal/bff start`: the BFF from environment settings.
//   PORT (4000), HOST (127.0.0.1 in demo mode, else 0.0.0.0), REST_API_URL
//   (http://127.0.0.1:${REST_PORT || 4100}), WEB_DIST_DIR (../web/dist from this package; empty:
//   API only), DEMO_MODE (off unless 1; NODE_ENV plays no part), PUBLIC_URL (https: Secure cookie
//   and HSTS), INTROSPECTION=1, COOKIE_SECURE (1: always Secure; false: plain http on purpose),
//   TRUST_PROXY (1, a hop count or proxy CIDRs; see trustProxyFromEnv),
//   REST_TIMEOUT_MS (10000: a write's time limit), REST_READ_TIMEOUT_MS (3000), SHUTDOWN_DELAY_MS
//   (5000 outside demo mode, 0 in it: how long SIGTERM keeps serving with /ready at 503 before it
//   stops accepting; in-flight requests then get up to 10 s), LOG_LEVEL (info), BOT_CHECK_* (see botCheck/botCheckConfig.ts; a
//   half-configured bot check stops the process at start-up), RATE_LIMITS=off (no per-address
//   limits on resets and registrations; for load tests; sign-ins are limited by the REST service),
//   SESSION_IDLE_MINUTES (40; the REST service's, told to the browser by appInfo),
//   REDIS_URL (the per-address limits shared by every instance; unset: in this process's memory),
//   UPSTREAM_PROFILE (auto: ask the upstream what it serves; legacy: a clinic's backend with §7's
//   calls only; portal: the bundled REST service),
//   REST_CALLS_PER_USER (2: each user's REST calls in flight at once while others are active; 6
//   alone; the rest wait in the user's lane),
//   METRICS_TOKEN (GET /metrics for `Bearer <token>`; unset: for callers on this machine only).
// Outside demo mode, unsafe settings (safeSettings.ts) stop the process with one message.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLogger } from './logging';
import { FAIR_SHARE_DEFAULTS } from './rest/fairShare';
import { readUpstreamSetting, type UpstreamSetting } from './upstream/upstreamProfile';
import { redisLegacySessions } from './upstream/legacySessions';
import { Redis } from 'ioredis';
import { IDLE_TIMEOUT_MINUTES } from '@portal/domain/constants';
import { createBotCheck } from './botCheck/botCheck';
import { BotCheckConfigError, botCheckConfigFromEnv } from './botCheck/botCheckConfig';
import { connectPublicFormLimits } from './rateLimit/limitStore';
import { unlimitedPublicForms } from './rateLimit/publicFormLimits';
import { productionProblems, productionWarnings, readFlag, readPublicUrl, SettingsError, unsafeSettingsMessage } from './safeSettings';
import { buildBffServer, type BffServerOptions } from './server';
import { metricsTokenProblem } from '@portal/domain/metrics';

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/**
 * TRUST_PROXY: '1'/'true' trusts the one proxy in front (the address it appends to
 * X-Forwarded-For, never what the client wrote there), a number that many hops, anything else a
 * comma-separated list of proxy addresses or CIDRs. Unset or '0': no proxy is trusted.
 */
export function trustProxyFromEnv(value: string | undefined): number | string | false {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) || false;
  if (text === '' || ['false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (flag(text) === true) return 1;
  return text;
}

/** SESSION_IDLE_MINUTES as the REST service reads it (1 to 1440); undefined when unset. */
export function readIdleMinutes(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const minutes = Number(text);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) {
    throw new SettingsError(`SESSION_IDLE_MINUTES must be a whole number from 1 to 1440 (got "${value}")`);
  }
  return minutes;
}

/** A duration setting in ms: a whole number from `min` to 10 minutes; `fallback` when unset. */
export function readMilliseconds(value: string | undefined, name: string, fallback: number, min = 0): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < min || ms > 600_000)
    throw new SettingsError(`${name} must be a whole number of milliseconds from ${min} to 600000 (got "${value}")`);
  return ms;
}

/** UPSTREAM_PROFILE: auto (default), legacy or portal. */
function readUpstreamProfile(value: string | undefined): UpstreamSetting {
  try {
    return readUpstreamSetting(value);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
}

/** A whole number setting from `min` to `max`, or `fallback` when unset. */
export function readCount(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const count = Number(text);
  if (!Number.isInteger(count) || count < min || count > max)
    throw new SettingsError(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  return count;
}

/** How long in-flight requests get after the BFF stops accepting, before it exits anyway. */
export const DRAIN_MS = 10_000;

/** REDIS_URL: null when unset; a redis:// or rediss:// address otherwise. */
export function readRedisUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!/^rediss?:\/\/[^/]/i.test(text)) throw new SettingsError('REDIS_URL must be a redis:// or rediss:// address');
  return text;
}

/** METRICS_TOKEN: null when unset; refused when too short to stand alone (domain/metrics.ts). */
export function readMetricsToken(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const problem = metricsTokenProblem(text);
  if (problem) throw new SettingsError(problem);
  return text;
}

export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): BffServerOptions & { port: number; host: string; redisUrl: string | null; shutdownDelayMs: number } {
  // Every setting is read before any is refused, so one start names all that is wrong.
  const problems: string[] = [];
  const read = <T>(reader: () => T, fallback: T): T => {
    try {
      return reader();
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      problems.push(error.message);
      return fallback;
    }
  };
  // Safe by default: demo mode only when asked for, never because NODE_ENV is not exactly 'production'.
  const demoMode = read(() => readFlag(env.DEMO_MODE, 'DEMO_MODE'), undefined) ?? false;
  const webDistDir = env.WEB_DIST_DIR === undefined ? fileURLToPath(new URL('../../web/dist', import.meta.url)) : env.WEB_DIST_DIR || null;
  const options = {
    port: Number(env.PORT || 4000),
    // A demo answers this machine only unless HOST says otherwise; production sits behind a balancer.
    host: env.HOST?.trim() || (demoMode ? '127.0.0.1' : '0.0.0.0'),
    restApiUrl: env.REST_API_URL || `http://127.0.0.1:${env.REST_PORT || 4100}`,
    webDistDir,
    demoMode,
    publicUrl: read(() => readPublicUrl(env.PUBLIC_URL), null),
    introspection: demoMode || flag(env.INTROSPECTION) === true,
    cookieSecure: read(() => readFlag(env.COOKIE_SECURE, 'COOKIE_SECURE'), undefined),
    trustProxy: read(() => trustProxyFromEnv(env.TRUST_PROXY), false),
    restTimeoutMs: read(() => readMilliseconds(env.REST_TIMEOUT_MS, 'REST_TIMEOUT_MS', 10_000, 100), 10_000),
    restReadTimeoutMs: read(() => readMilliseconds(env.REST_READ_TIMEOUT_MS, 'REST_READ_TIMEOUT_MS', 3_000, 100), 3_000),
    fairShare: {
      sharedInFlight: read(
        () => readCount(env.REST_CALLS_PER_USER, 'REST_CALLS_PER_USER', FAIR_SHARE_DEFAULTS.sharedInFlight, 1, 64),
        FAIR_SHARE_DEFAULTS.sharedInFlight,
      ),
    },
    // A balancer needs a few probe periods to see /ready fail; a demo or test has none to wait for.
    shutdownDelayMs: read(() => readMilliseconds(env.SHUTDOWN_DELAY_MS, 'SHUTDOWN_DELAY_MS', demoMode ? 0 : 5_000), 5_000),
    botCheckConfig: read(() => botCheckConfigFromEnv(env), undefined),
    ...(flag(env.RATE_LIMITS) === false || env.RATE_LIMITS === 'off' ? { publicForms: unlimitedPublicForms } : {}),
    sessionIdleMinutes: read(() => readIdleMinutes(env.SESSION_IDLE_MINUTES), undefined),
    redisUrl: read(() => readRedisUrl(env.REDIS_URL), null),
    upstreamProfile: read(() => readUpstreamProfile(env.UPSTREAM_PROFILE), undefined),
    metricsToken: read(() => readMetricsToken(env.METRICS_TOKEN), null),
  };
  if (problems.length > 0) {
    const unsafe = productionProblems(options);
    throw new SettingsError(
      [
        'settings that cannot be used:',
        ...problems.map((p) => `  - ${p}`),
        ...(unsafe.length > 0 ? [unsafeSettingsMessage(unsafe)] : []),
      ].join('\n'),
    );
  }
  return options;
}

async function main() {
  const { port, host, redisUrl, shutdownDelayMs, ...options } = optionsFromEnv();
  const problems = productionProblems(options);
  if (problems.length > 0) throw new SettingsError(unsafeSettingsMessage(problems));
  const logger = createLogger();
  for (const warning of productionWarnings(options)) logger.warn(warning);
  const botCheck = createBotCheck(options.botCheckConfig ?? { provider: 'none' }, { logger });
  // RATE_LIMITS=off wins over REDIS_URL: nothing to share.
  const sharedLimits = redisUrl && !options.publicForms ? await connectPublicFormLimits(redisUrl, logger) : null;
  let closing = false;
  const readiness = { stopping: () => closing, ...(sharedLimits ? { redis: () => sharedLimits.ping() } : {}) };
  // In front of a §7 backend every instance must know every session: its owner is kept in Redis
  // (connected on first use: the bundled REST service names its sessions itself).
  const sessionRedis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
  sessionRedis?.on('error', (error: Error) => logger.warn({ err: error }, 'Redis for legacy sessions unavailable'));
  const idleMs = (options.sessionIdleMinutes ?? IDLE_TIMEOUT_MINUTES) * 60_000;
  const app = await buildBffServer({
    ...options,
    logger,
    botCheck,
    readiness,
    ...(sharedLimits ? { publicForms: sharedLimits.limiter } : {}),
    ...(sessionRedis ? { legacySessions: redisLegacySessions(sessionRedis, { idleMs }) } : {}),
  });
  app.addHook('onClose', async () => {
    sessionRedis?.disconnect();
  });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await sharedLimits?.close().catch(() => undefined);
    throw error;
  }
  logger.info(
    {
      host,
      port,
      publicUrl: options.publicUrl,
      restApiUrl: options.restApiUrl,
      demoMode: options.demoMode,
      webDistDir: options.webDistDir,
    },
    'BFF ready',
  );

  // SIGTERM: /ready fails at once, requests are served for SHUTDOWN_DELAY_MS while balancers move
  // away, then the server stops accepting and in-flight requests get up to DRAIN_MS.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, delayMs: shutdownDelayMs }, 'BFF stopping: /ready answers 503, serving until the delay is over');
    const stop = async () => {
      await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs));
      logger.info('BFF no longer accepting; finishing requests in flight');
      const overdue = setTimeout(() => {
        logger.error({ drainMs: DRAIN_MS }, 'BFF requests still in flight after the drain limit: exiting');
        process.exit(1);
      }, DRAIN_MS);
      overdue.unref();
      await app.close();
      await sharedLimits?.close();
    };
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'BFF did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

const isEntryPoint = () => {
  try {
    return !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
};

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    // A bad or unsafe setting is an operator's mistake: say which, without a stack trace.
    if (error instanceof BotCheckConfigError || error instanceof SettingsError) console.error(`BFF not started: ${error.message}`);
    else console.error(error);
    process.exit(1);
  });
}
