// Per-address limits on the forms anyone can submit without a session (password reset,
// self-registration). The bot check stops scripts; these stop a person or a farm of solved
// challenges from flooding one form: each reset and registration sends an e-mail and a
// registration stores a site and an account. Failed sign-ins are the REST service's to count
// (per username and address, per address, per username: README "Sessions and sign-in limits"),
// in its database, where every BFF instance shares them and a clinic's staff are never locked
// out by others' mistakes at the same address.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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

/**
 * In memory, per BFF process: one process serves the portal; several behind a balancer each
 * allow the limit, which still bounds a flood. Forgotten on restart, on purpose.
 */
export function createPublicFormLimiter(given: Partial<Record<PublicFormAction, PublicFormLimit>> = {}): PublicFormLimiter {
  // Tests set the forms they exercise; the others keep their defaults.
  const limits: Record<PublicFormAction, PublicFormLimit> = { ...PUBLIC_FORM_LIMITS, ...given };
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([action, limit]) => [
      action,
      new RateLimiterMemory({ keyPrefix: action, points: limit.points, duration: limit.windowSeconds }),
    ]),
  ) as Record<PublicFormAction, RateLimiterMemory>;
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
