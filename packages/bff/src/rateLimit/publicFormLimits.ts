// Per-address limits on the forms anyone can submit without a session (sign-in, password reset,
// self-registration). The bot check stops scripts; these stop a person or a farm of solved
// challenges from flooding one form: each reset and registration sends an e-mail and a
// registration stores a site and an account. The REST service throttles failed sign-ins per
// username; the sign-in limit here counts failures per address, across usernames (credential
// stuffing), so a clinic's staff signing in behind one address are never slowed down.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type PublicFormAction = 'signInFailure' | 'passwordReset' | 'registration';

export interface PublicFormLimit {
  /** Attempts allowed per address in the window. */
  points: number;
  windowSeconds: number;
}

export const PUBLIC_FORM_LIMITS: Record<PublicFormAction, PublicFormLimit> = {
  signInFailure: { points: 50, windowSeconds: 15 * 60 },
  passwordReset: { points: 10, windowSeconds: 60 * 60 },
  registration: { points: 10, windowSeconds: 60 * 60 },
};

/**
 * The key of an address: IPv4 as is; IPv6 by its /64 network, which one subscriber usually holds
 * whole, so stepping through its addresses does not reset the count. IPv4-mapped IPv6 reads as IPv4.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

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
export function createPublicFormLimiter(limits: Record<PublicFormAction, PublicFormLimit> = PUBLIC_FORM_LIMITS): PublicFormLimiter {
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
