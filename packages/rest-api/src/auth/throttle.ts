// The sign-in throttles (domain SIGN_IN_LIMITS; README "Sessions and sign-in limits"). Every
// attempt is counted before it is evaluated and given back when it turns out not to be a failure,
// so 80 wrong passwords sent at once are 5 evaluated, not 31.
//
// Passwords are counted three ways, by the username typed (whether or not the account exists, so
// a refusal reveals nothing) and the client's address (IPv6: its /64):
//   - username + address: 5 wrong in 15 minutes pause that pair; other addresses are not affected;
//   - address, any username: 50 in 15 minutes (credential stuffing);
//   - username, any address: 100 in 24 hours (NIST SP 800-63B's ceiling).
// An account is never held back by the last two at an address it completed a sign-in from in the
// last 30 days: a clinic's shared address where others mistype, or an attack on the account from
// elsewhere, leaves its staff able to sign in. Second-factor codes are counted per account across
// codes and sign-ins: 10 wrong in an hour pause the second step for an hour (and tell the user by
// e-mail), and at most 5 codes are e-mailed an hour.
import { KNOWN_ADDRESS_DAYS, SIGN_IN_LIMITS, type AttemptLimit } from '@portal/domain/constants';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { Queryable } from '../db/database';
import { clearAttempts, clearSubject, consumeAttempt, isExhausted, isKnownAddress, refundAttempt, type ThrottleKey } from './throttleStore';

const DAY = 24 * 60 * 60_000;

/** The username as the throttles count it. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export type PasswordAttempt =
  | { admitted: false; message: string }
  | {
      admitted: true;
      /** The password was right: the pair's count is cleared, the others get this attempt back. */
      succeeded(): Promise<void>;
    };

/**
 * Counts a password attempt before it is evaluated; refused (not evaluated) when a limit is used
 * up. A failed attempt needs nothing more: it stays counted.
 */
export async function admitPasswordAttempt(q: Queryable, username: string, addressKey: string, now: Date): Promise<PasswordAttempt> {
  const subject = usernameKey(username);
  const pair: ThrottleKey = { kind: 'password_pair', subject, address: addressKey };
  if (!(await consumeAttempt(q, pair, SIGN_IN_LIMITS.accountAddress, now)).allowed) {
    return { admitted: false, message: ERROR_MESSAGES.tooManyAttempts };
  }
  const taken: ThrottleKey[] = [pair];
  const known = await isKnownAddress(q, subject, addressKey, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY));
  if (!known) {
    const wide: [ThrottleKey, AttemptLimit, string][] = [
      [{ kind: 'password_address', address: addressKey }, SIGN_IN_LIMITS.address, ERROR_MESSAGES.tooManyRequests],
      [{ kind: 'password_account', subject }, SIGN_IN_LIMITS.account, ERROR_MESSAGES.accountPaused],
    ];
    for (const [key, limit, message] of wide) {
      if (!(await consumeAttempt(q, key, limit, now)).allowed) {
        for (const given of taken) await refundAttempt(q, given, now);
        return { admitted: false, message };
      }
      taken.push(key);
    }
  }
  return {
    admitted: true,
    async succeeded() {
      await clearAttempts(q, pair);
      for (const given of taken.slice(1)) await refundAttempt(q, given, now);
    },
  };
}

/** A new password (reset or created): the account starts with no failed passwords or codes. */
export async function clearAccountThrottles(q: Queryable, username: string, userId: string): Promise<void> {
  await clearSubject(q, ['password_pair', 'password_account'], usernameKey(username));
  await clearSubject(q, ['code_failure'], userId);
}

const codeFailures = (userId: string): ThrottleKey => ({ kind: 'code_failure', subject: userId });

/** Whether the second step of this account is paused (too many wrong codes lately). */
export const isSecondStepPaused = (q: Queryable, userId: string, now: Date) =>
  isExhausted(q, codeFailures(userId), SIGN_IN_LIMITS.codeFailures, now);

export type CodeAttempt =
  | { admitted: false }
  | {
      admitted: true;
      /** The code was not a wrong guess (right, or expired): the attempt is given back. */
      notAFailure(): Promise<void>;
      /** This wrong code is the one that reached the limit: the second step pauses now. */
      reachesLimit: boolean;
    };

/** Counts a code attempt against the account before it is evaluated. */
export async function admitCodeAttempt(q: Queryable, userId: string, now: Date): Promise<CodeAttempt> {
  const consumed = await consumeAttempt(q, codeFailures(userId), SIGN_IN_LIMITS.codeFailures, now);
  if (!consumed.allowed) return { admitted: false };
  return {
    admitted: true,
    notAFailure: () => refundAttempt(q, codeFailures(userId), now),
    reachesLimit: consumed.points === SIGN_IN_LIMITS.codeFailures.points,
  };
}

/** Counts a code e-mail; false when the account has had its codes for this hour. */
export async function admitCodeEmail(q: Queryable, userId: string, now: Date): Promise<boolean> {
  return (await consumeAttempt(q, { kind: 'code_email', subject: userId }, SIGN_IN_LIMITS.codeEmails, now)).allowed;
}
