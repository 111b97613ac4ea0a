// Bearer tokens: 32 random bytes (base64url) given to the client once, stored only as SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import {
  IDLE_TIMEOUT_MINUTES,
  IDLE_TIMEOUT_MS,
  PASSWORD_LINK_TTL_MINUTES,
  SESSION_MAX_HOURS,
  SESSION_TOUCH_INTERVAL_MS,
  TWO_FA_CODE_TTL_MINUTES,
} from '@portal/domain/constants';
import type { Queryable } from '../db/database';

export type TokenScope = 'session' | 'twofa' | 'password';
export type TokenPurpose = 'signin' | 'reset' | 'invitation';

const MINUTE = 60_000;

/**
 * How long sessions last (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS): a session ends after
 * `idleMinutes` without an authenticated call, and `maxHours` after its sign-in however active.
 */
export interface SessionSettings {
  idleMinutes: number;
  maxHours: number;
}
export const DEFAULT_SESSION_SETTINGS: SessionSettings = { idleMinutes: IDLE_TIMEOUT_MINUTES, maxHours: SESSION_MAX_HOURS };

export const TOKEN_TTL_MS = {
  twofa: TWO_FA_CODE_TTL_MINUTES * MINUTE,
  /** A password token from a sign-in (updatePassword): as long as an idle session. */
  passwordAfterSignIn: IDLE_TIMEOUT_MS,
  /** An e-mailed create-password link (reset or invitation). */
  passwordLink: PASSWORD_LINK_TTL_MINUTES * MINUTE,
} as const;

export interface TokenRecord {
  id: string;
  userId: string;
  scope: TokenScope;
  purpose: TokenPurpose | null;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  /** Where a session was opened from (null for other scopes and sessions before migration 011). */
  clientAddress: string | null;
  userAgent: string | null;
}

export const newTokenValue = () => randomBytes(32).toString('base64url');
export const hashToken = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

const COLUMNS = `id, user_id as "userId", scope, purpose, created_at as "createdAt", last_used_at as "lastUsedAt",
  expires_at as "expiresAt", used_at as "usedAt", client_address as "clientAddress", user_agent as "userAgent"`;

export interface IssueTokenInput {
  userId: string;
  scope: TokenScope;
  purpose?: TokenPurpose | null;
  ttlMs: number;
  now: Date;
  /** The client a session is opened for (shown in the user's list of sessions). */
  client?: { address: string; userAgent: string | null } | null;
}

/** Stores a new token and returns its value (the only time the value exists outside the client). */
export async function issueToken(q: Queryable, input: IssueTokenInput): Promise<{ value: string; record: TokenRecord }> {
  const value = newTokenValue();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  const result = await q.query<TokenRecord>(
    `insert into auth_tokens (token_hash, user_id, scope, purpose, created_at, last_used_at, expires_at, client_address, user_agent)
     values ($1, $2, $3, $4, $5, $5, $6, $7, $8) returning ${COLUMNS}`,
    [
      hashToken(value),
      input.userId,
      input.scope,
      input.purpose ?? null,
      input.now,
      expiresAt,
      input.client?.address ?? null,
      input.client?.userAgent ?? null,
    ],
  );
  return { value, record: result.rows[0] };
}

export async function findToken(q: Queryable, value: string): Promise<TokenRecord | null> {
  const result = await q.query<TokenRecord>(`select ${COLUMNS} from auth_tokens where token_hash = $1`, [hashToken(value)]);
  return result.rows[0] ?? null;
}

export const isUsable = (token: TokenRecord, now: Date) => token.usedAt === null && token.expiresAt.getTime() > now.getTime();

/** When a session opened or used at `now` ends: after the idle time, never past its maximum lifetime. */
export function sessionExpiry(createdAt: Date, now: Date, settings: SessionSettings): Date {
  const cap = createdAt.getTime() + settings.maxHours * 60 * MINUTE;
  return new Date(Math.min(now.getTime() + settings.idleMinutes * MINUTE, cap));
}

/**
 * Starts the idle period of a session again, never past its maximum lifetime; at most once per
 * SESSION_TOUCH_INTERVAL_MS, so a burst of calls costs one write.
 */
export async function extendSession(q: Queryable, token: TokenRecord, now: Date, settings: SessionSettings): Promise<void> {
  if (now.getTime() - token.lastUsedAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
  const expiresAt = sessionExpiry(token.createdAt, now, settings);
  await q.query('update auth_tokens set last_used_at = $2, expires_at = $3 where id = $1', [token.id, now, expiresAt]);
}

/** Single-use tokens are kept, marked used, so a second use can be told apart from a typo. */
export async function markTokenUsed(q: Queryable, tokenId: string, now: Date): Promise<boolean> {
  const result = await q.query('update auth_tokens set used_at = $2 where id = $1 and used_at is null', [tokenId, now]);
  return result.rowCount > 0;
}

export async function deleteToken(q: Queryable, tokenId: string): Promise<void> {
  await q.query('delete from auth_tokens where id = $1', [tokenId]);
}

/** Ends a user's tokens of the given scopes (all scopes when omitted), e.g. after a password change. */
export async function revokeUserTokens(
  q: Queryable,
  userId: string,
  options: { scopes?: TokenScope[]; purposes?: TokenPurpose[] } = {},
): Promise<void> {
  await q.query(
    `delete from auth_tokens where user_id = $1
       and ($2::text[] is null or scope = any($2::text[]))
       and ($3::text[] is null or purpose = any($3::text[]))`,
    [userId, options.scopes ?? null, options.purposes ?? null],
  );
}

/** Housekeeping: expired tokens serve no one (a day's grace keeps used links explainable). */
export async function pruneExpiredTokens(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from auth_tokens where expires_at < $1', [new Date(now.getTime() - 24 * 60 * MINUTE)]);
}
