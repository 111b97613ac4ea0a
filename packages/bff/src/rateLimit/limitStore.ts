// The Redis connection that the per-address limits share between BFF instances (REDIS_URL).
// Commands fail fast rather than queue: a limit check must never hold a request up, and the
// limiter counts in memory while Redis is away (publicFormLimits.ts). The outage is logged once
// when it starts and once when it ends, with the server's address only (no caller's address).
import { Redis } from 'ioredis';
import { createPublicFormLimiter, type PublicFormAction, type PublicFormLimit, type PublicFormLimiter } from './publicFormLimits';

/** How long a limit check waits for Redis before it counts in memory instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long the start waits for a first connection before it goes on without one. */
const FIRST_CONNECT_MS = 5_000;

/** What is logged about the connection (a pino logger fits). */
export interface LimitStoreLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SharedPublicFormLimits {
  limiter: PublicFormLimiter;
  /** Whether Redis answers a PING within the command time limit (the BFF's /ready reports it). */
  ping(): Promise<boolean>;
  /** Ends the connection (at shutdown). */
  close(): Promise<void>;
}

/** Where Redis is, for logs: the host and port, never a password. */
export function describeRedis(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unreadable REDIS_URL)';
  }
}

/**
 * REDIS_URL (main.ts readRedisUrl checks its form). An unreachable server does not stop the start:
 * the limits are counted per instance until it answers.
 */
export async function connectPublicFormLimits(
  url: string,
  logger: LimitStoreLog,
  options: { keyPrefix?: string; limits?: Partial<Record<PublicFormAction, PublicFormLimit>> } = {},
): Promise<SharedPublicFormLimits> {
  const where = describeRedis(url);
  const redis = new Redis(url.trim(), {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: FIRST_CONNECT_MS,
    // Keep trying, at most every 2 s: the limits go back to Redis as soon as it answers.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.error(
      { redis: where, err: { message: error.message } },
      'Redis unavailable: per-address limits are counted per instance until it answers',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ redis: where }, 'Redis answers again: per-address limits are shared');
  });

  // The first connection or its first failure, whichever comes first: a refused connection does not hold the start up.
  const ready = new Promise<boolean>((resolve) => {
    const settle = (answer: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(answer);
    };
    const onReady = () => settle(true);
    const onError = () => settle(false);
    const timer = setTimeout(() => settle(false), FIRST_CONNECT_MS);
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
  if (await ready) logger.info({ redis: where }, 'per-address limits shared in Redis');
  else if (!down) {
    down = true;
    logger.error({ redis: where }, 'Redis unavailable: per-address limits are counted per instance until it answers');
  }

  return {
    limiter: createPublicFormLimiter(options.limits, { redis, keyPrefix: options.keyPrefix }),
    ping: () =>
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    async close() {
      redis.removeAllListeners('error');
      redis.on('error', () => undefined);
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
