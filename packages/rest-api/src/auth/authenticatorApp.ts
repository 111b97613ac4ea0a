// The authenticator-app second factor: new secrets, codes checked against the time step (RFC 6238,
// ±1 step, never the same or an older step twice), recovery codes, and which method a sign-in uses
// (domain secondFactor.ts decides; this file reads what it needs).
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  normaliseRecoveryCode,
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  secondFactorMethodFor,
  secondFactorRequired,
  TOTP_SETTINGS,
  type SecondFactorMethod,
} from '@portal/domain/secondFactor';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import {
  consumeRecoveryCode,
  countUnusedRecoveryCodes,
  findAuthenticator,
  hasConfirmedAuthenticator,
  readSecondFactorPolicy,
  recordUsedStep,
  replaceRecoveryCodes,
} from './authenticatorStore';
import type { UserRecord } from './users';

const totpFor = (secret: Secret, label: string) =>
  new TOTP({
    issuer: TOTP_SETTINGS.issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
    secret,
  });

/** A new random secret (160 bits) and the otpauth:// URI an app scans, labelled with the username. */
export function newAppSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: TOTP_SETTINGS.secretBytes });
  return { secret: secret.base32, uri: totpFor(secret, email).toString() };
}

export type AppCodeVerdict = 'ok' | 'wrong' | 'replayed' | 'none';

/**
 * Checks a code from the user's app in `tx` (the app's row is locked, so two requests cannot both
 * use one step). `pending` checks the app of an enrolment not yet confirmed. An accepted code's
 * step is recorded: that step and older ones are refused from then on ('replayed').
 */
export async function verifyAppCode(
  ctx: AppContext,
  tx: Queryable,
  userId: string,
  code: string,
  options: { pending?: boolean } = {},
): Promise<AppCodeVerdict> {
  const app = await findAuthenticator(tx, userId, true);
  if (!app || (app.confirmedAt === null) !== (options.pending === true)) return 'none';
  let secret: Secret;
  try {
    secret = Secret.fromBase32(ctx.secondFactor.decryptSecret(userId, app.secretCiphertext));
  } catch {
    // Another SECOND_FACTOR_KEY than the one it was stored under (README): no code can match.
    ctx.log.error({ userId }, 'authenticator secret unreadable');
    return 'none';
  }
  const totp = totpFor(secret, '');
  const timestamp = ctx.clock.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_SETTINGS.window });
  if (delta === null) return 'wrong';
  const step = totp.counter({ timestamp }) + delta;
  if (app.lastUsedStep !== null && step <= app.lastUsedStep) return 'replayed';
  await recordUsedStep(tx, userId, step);
  return 'ok';
}

/** Ten new recovery codes in their printed form; the earlier set stops working. */
export async function issueRecoveryCodes(ctx: AppContext, tx: Queryable, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(''),
  );
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => ctx.secondFactor.recoveryCodeHash(userId, code)),
    ctx.clock.now(),
  );
  return codes.map(formatRecoveryCode);
}

/** Uses one recovery code: how many remain, or null when it is wrong or was used before. */
export async function useRecoveryCode(ctx: AppContext, tx: Queryable, userId: string, code: string): Promise<number | null> {
  const hash = ctx.secondFactor.recoveryCodeHash(userId, normaliseRecoveryCode(code));
  if (!(await consumeRecoveryCode(tx, userId, hash, ctx.clock.now()))) return null;
  return countUnusedRecoveryCodes(tx, userId);
}

/** How this user's sign-in proves a second factor (app, e-mailed code) or null for none. */
export async function secondFactorMethodOf(q: Queryable, user: UserRecord): Promise<SecondFactorMethod | null> {
  const appConfirmed = await hasConfirmedAuthenticator(q, user.id);
  const policy = await readSecondFactorPolicy(q);
  return secondFactorMethodFor({ appConfirmed, emailCodes: user.twoFa, requiredByPolicy: secondFactorRequired(policy, user.roles) });
}
