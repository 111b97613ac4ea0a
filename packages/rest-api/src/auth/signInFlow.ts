// The steps after a proven password (or second factor): a second factor, a password to create,
// or a session. Each step answers the §3 login response.
import { randomInt, createHash, timingSafeEqual } from 'node:crypto';
import type { LoginResponse } from '@portal/domain/auth';
import type { SecondFactorMethod } from '@portal/domain/secondFactor';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { Client } from '../http/client';
import { forbidden } from '../http/errors';
import { twoFaCodeEmail } from '../mail/templates';
import { loadProfile } from './profile';
import { admitCodeEmail, isSecondStepPaused } from './throttle';
import { pruneAttempts, rememberAddress } from './throttleStore';
import { issueToken, pruneExpiredTokens, revokeUserTokens, sessionExpiry, TOKEN_TTL_MS } from './tokens';
import { recordSignIn, type UserRecord } from './users';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function baseResponse(user: UserRecord): Omit<LoginResponse, 'status' | 'token' | 'updatePassword' | 'profile' | 'LastLoginAt'> {
  return { language: user.language, role: user.roles, UserStorageID: user.id };
}

/** A 6-digit code, uniformly drawn; leading zeros are part of it. */
export const newTwoFaCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

// Bound to its token, so a code hash is worthless for any other pending sign-in.
export const hashTwoFaCode = (tokenId: string, code: string) => createHash('sha256').update(`${tokenId}:${code}`, 'utf8').digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Password checked, second factor due: a twofa token, and the code by e-mail, or nothing to send
 * when the code comes from the user's authenticator app. Refused (403, only ever to someone who
 * knows the password) while the account's second step is paused, and past the code e-mails of
 * the hour (SIGN_IN_LIMITS).
 */
export async function startSecondFactor(ctx: AppContext, user: UserRecord, method: SecondFactorMethod = 'email'): Promise<LoginResponse> {
  const now = ctx.clock.now();
  if (await isSecondStepPaused(ctx.db, user.id, now)) throw forbidden(ERROR_MESSAGES.codesPaused);
  if (method === 'app') return startAppSecondFactor(ctx, user, now);
  if (!(await admitCodeEmail(ctx.db, user.id, now))) throw forbidden(ERROR_MESSAGES.tooManyCodes);
  const code = newTwoFaCode();
  const { value, queued } = await ctx.db.transaction(async (tx) => {
    const { value } = await issuePendingSecondStep(tx, user, now, 'email', (id) => hashTwoFaCode(id, code));
    const mail = twoFaCodeEmail({ firstName: user.firstName, code, language: user.language });
    const queued = await ctx.messenger.queueEmail(tx, { to: user.email, subject: mail.subject, text: mail.text });
    return { value, queued };
  });
  ctx.messenger.dispatch(queued);
  return secondStepResponse(user, value, 'email');
}

/** The app's variant: the pending sign-in's row holds no code, only its expiry and attempts. */
async function startAppSecondFactor(ctx: AppContext, user: UserRecord, now: Date): Promise<LoginResponse> {
  const { value } = await ctx.db.transaction((tx) => issuePendingSecondStep(tx, user, now, 'app', () => null));
  return secondStepResponse(user, value, 'app');
}

/** A pending sign-in: its twofa token and its row of code (null for the app) and attempts. */
async function issuePendingSecondStep(
  tx: Queryable,
  user: UserRecord,
  now: Date,
  method: SecondFactorMethod,
  codeHash: (tokenId: string) => string | null,
): Promise<{ value: string }> {
  // Only the newest pending sign-in of a user has a live code.
  await revokeUserTokens(tx, user.id, { scopes: ['twofa'] });
  const { value, record } = await issueToken(tx, { userId: user.id, scope: 'twofa', ttlMs: TOKEN_TTL_MS.twofa, now });
  await tx.query('insert into two_fa_codes (token_id, user_id, code_hash, expires_at, method) values ($1, $2, $3, $4, $5)', [
    record.id,
    user.id,
    codeHash(record.id),
    record.expiresAt,
    method,
  ]);
  return { value };
}

const secondStepResponse = (user: UserRecord, token: string, method: SecondFactorMethod): LoginResponse => ({
  ...baseResponse(user),
  status: '2fa',
  token,
  updatePassword: user.updatePassword,
  LastLoginAt: iso(user.lastLoginAt),
  profile: null,
  SecondFactorMethod: method,
});

/**
 * Opens a session for `client`: records the sign-in and the address it came from (known to the
 * account from now on, see throttle.ts); LastLoginAt answers the previous one.
 */
export async function openSession(ctx: AppContext, q: Queryable, user: UserRecord, client: Client): Promise<LoginResponse> {
  const now = ctx.clock.now();
  await pruneExpiredTokens(q, now);
  await pruneAttempts(q, now);
  const ttlMs = sessionExpiry(now, now, ctx.sessions).getTime() - now.getTime();
  const { value } = await issueToken(q, { userId: user.id, scope: 'session', ttlMs, now, client });
  await rememberAddress(q, user.id, client.addressKey, now);
  const previous = await recordSignIn(q, user.id, now);
  return {
    ...baseResponse(user),
    status: 'pass',
    token: value,
    updatePassword: false,
    LastLoginAt: iso(previous),
    profile: await loadProfile(q, user),
  };
}

/** Every factor proven: a password to create first (updatePassword), or a session. */
export async function completeSignIn(ctx: AppContext, user: UserRecord, client: Client): Promise<LoginResponse> {
  if (!user.updatePassword) return ctx.db.transaction((tx) => openSession(ctx, tx, user, client));
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await revokeUserTokens(tx, user.id, { scopes: ['password'], purposes: ['signin'] });
    const { value } = await issueToken(tx, {
      userId: user.id,
      scope: 'password',
      purpose: 'signin',
      ttlMs: TOKEN_TTL_MS.passwordAfterSignIn,
      now,
    });
    return {
      ...baseResponse(user),
      status: 'pass' as const,
      token: value,
      updatePassword: true,
      LastLoginAt: iso(user.lastLoginAt),
      profile: await loadProfile(tx, user),
    };
  });
}
