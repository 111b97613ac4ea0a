// Per-address limits on the forms anyone can submit without a session (password reset,
// self-registration). The bot check stops scripts; these stop a person or a farm of solved
// challenges from flooding one form: each reset and registration sends an e-mail and a
// registration stores a site and an account. Failed sign-ins are the REST service's to count
// (per username and address, per address, per username: README "Sessions and sign-in limits"),
// in its database, where every BFF instance shares them and a clinic's staff are never locked
// out by others' mistakes at the same address.
//
// With REDIS_URL the counts live in Redis (limitStore.ts), so every BFF instance counts against
// one limit. While Redis does not answer, each instance counts in its own memory (the insurance
// limiter) instead of refusing: see the README "Running several instances" for why.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { addressKey } from '@portal/domain/clientAddress';

export type PublicFormAction = 'passwordReset' | 'registration' | 'emailChange';

export interface PublicFormLimit {
  /** Attempts allowed per address in the window. */
  points: number;
  windowSeconds: number;
}

export const PUBLIC_FORM_LIMITS: Record<PublicFormAction, PublicFormLimit> = {
  passwordReset: { points: 10, windowSeconds: 60 * 60 },
  registration: { points: 10, windowSeconds: 60 * 60 },
  /** Confirmations of a new e-mail address (each checks a password). */
  emailChange: { points: 10, windowSeconds: 60 * 60 },
};

/** The key of an address (IPv6: its /64), shared with the REST service's sign-in limits. */
export { addressKey };

export interface PublicFormLimiter {
  /** Whether `address` has used up `action` for now (counts nothing). */
  isLimited(action: PublicFormAction, address: string): Promise<boolean>;
  /** Counts one attempt; false when it is over the limit (the attempt must be refused). */
  take(action: PublicFormAction, address: string): Promise<boolean>;
}

/** Where the counts are shared between instances. */
export interface SharedLimitStore {
  redis: Redis;
  /** Prefix of every key (default `portal:limits:`): instances of one portal share it. */
  keyPrefix?: string;
}

export const DEFAULT_LIMIT_KEY_PREFIX = 'portal:limits:';

/**
 * Without `shared`: in memory, per BFF process (one process serves the portal), forgotten on
 * restart, on purpose. With it: in Redis, one count for all instances, and in this process's memory
 * while Redis is unreachable (each instance then allows the limit, which still bounds a flood).
 */
export function createPublicFormLimiter(
  given: Partial<Record<PublicFormAction, PublicFormLimit>> = {},
  shared?: SharedLimitStore,
): PublicFormLimiter {
  // Tests set the forms they exercise; the others keep their defaults.
  const limits: Record<PublicFormAction, PublicFormLimit> = { ...PUBLIC_FORM_LIMITS, ...given };
  const limiterOf = (action: string, limit: PublicFormLimit): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: action, points: limit.points, duration: limit.windowSeconds });
    if (!shared) return memory;
    return new RateLimiterRedis({
      storeClient: shared.redis,
      keyPrefix: `${shared.keyPrefix ?? DEFAULT_LIMIT_KEY_PREFIX}${action}`,
      points: limit.points,
      duration: limit.windowSeconds,
      // Not connected: straight to the insurance limiter rather than waiting on a reconnect.
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
  const limiters = Object.fromEntries(Object.entries(limits).map(([action, limit]) => [action, limiterOf(action, limit)])) as Record<
    PublicFormAction,
    RateLimiterAbstract
  >;
  return {
    async isLimited(action, address) {
      const state = await limiters[action].get(addressKey(address));
      return state !== null && state.consumedPoints >= limits[action].points;
    },
    async take(action, address) {
      try {
        await limiters[action].consume(addressKey(address));
        return true;
      } catch (refusal) {
        // consume() rejects with the limiter's state when over the limit, with an Error otherwise.
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      }
    },
  };
}

/** No limits: RATE_LIMITS=off (load tests, benchmarks). */
export const unlimitedPublicForms: PublicFormLimiter = {
  isLimited: async () => false,
  take: async () => true,
};
