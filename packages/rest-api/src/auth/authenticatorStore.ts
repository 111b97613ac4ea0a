// The SQL of the authenticator-app second factor (migration 016): the app's encrypted secret, the
// recovery codes' hashes and the portal's second-factor policy.
import type { SecondFactorPolicy } from '@portal/domain/secondFactor';
import type { Queryable } from '../db/database';

export interface AuthenticatorRow {
  secretCiphertext: string;
  createdAt: Date;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

/** The user's app, pending or confirmed; `lock` holds it to the end of the transaction. */
export async function findAuthenticator(q: Queryable, userId: string, lock = false): Promise<AuthenticatorRow | null> {
  const result = await q.query<AuthenticatorRow>(
    `select secret_ciphertext as "secretCiphertext", created_at as "createdAt", confirmed_at as "confirmedAt",
            last_used_step as "lastUsedStep"
       from authenticator_apps where user_id = $1${lock ? ' for update' : ''}`,
    [userId],
  );
  // int8 arrives as a number (database.ts); steps (about 5.9e7 today) fit one exactly.
  return result.rows[0] ?? null;
}

/** Whether the user has a confirmed app. */
export async function hasConfirmedAuthenticator(q: Queryable, userId: string): Promise<boolean> {
  const result = await q.query('select 1 from authenticator_apps where user_id = $1 and confirmed_at is not null', [userId]);
  return result.rows.length > 0;
}

/** A new pending app (replacing an earlier pending one: a confirmed app is never replaced here). */
export async function savePendingAuthenticator(q: Queryable, userId: string, secretCiphertext: string, now: Date): Promise<boolean> {
  const result = await q.query(
    `insert into authenticator_apps (user_id, secret_ciphertext, created_at) values ($1, $2, $3)
     on conflict (user_id) do update set secret_ciphertext = excluded.secret_ciphertext, created_at = excluded.created_at,
       last_used_step = null
       where authenticator_apps.confirmed_at is null`,
    [userId, secretCiphertext, now],
  );
  return result.rowCount > 0;
}

export async function confirmAuthenticator(q: Queryable, userId: string, now: Date): Promise<void> {
  await q.query('update authenticator_apps set confirmed_at = $2 where user_id = $1', [userId, now]);
}

/** Records the time step of an accepted code (the next must be newer). */
export async function recordUsedStep(q: Queryable, userId: string, step: number): Promise<void> {
  await q.query('update authenticator_apps set last_used_step = $2 where user_id = $1', [userId, step]);
}

/** Removes the app and its recovery codes. */
export async function deleteAuthenticator(q: Queryable, userId: string): Promise<void> {
  await q.query('delete from recovery_codes where user_id = $1', [userId]);
  await q.query('delete from authenticator_apps where user_id = $1', [userId]);
}

/** Replaces the user's recovery codes with these hashes. */
export async function replaceRecoveryCodes(q: Queryable, userId: string, hashes: readonly string[], now: Date): Promise<void> {
  await q.query('delete from recovery_codes where user_id = $1', [userId]);
  await q.query(`insert into recovery_codes (user_id, code_hash, created_at) select $1, hash, $3 from unnest($2::text[]) as hash`, [
    userId,
    hashes,
    now,
  ]);
}

/** Marks the unused code with this hash used; false when there is none (wrong, or used before). */
export async function consumeRecoveryCode(q: Queryable, userId: string, hash: string, now: Date): Promise<boolean> {
  const result = await q.query('update recovery_codes set used_at = $3 where user_id = $1 and code_hash = $2 and used_at is null', [
    userId,
    hash,
    now,
  ]);
  return result.rowCount > 0;
}

export async function countUnusedRecoveryCodes(q: Queryable, userId: string): Promise<number> {
  const result = await q.query<{ count: number }>(
    'select count(*)::int as count from recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return result.rows[0]?.count ?? 0;
}

const POLICY = 'second_factor_policy';

/** The portal's second-factor policy; NONE until a super admin sets one. */
export async function readSecondFactorPolicy(q: Queryable): Promise<SecondFactorPolicy> {
  const result = await q.query<{ value: SecondFactorPolicy }>('select value from portal_settings where name = $1', [POLICY]);
  return result.rows[0]?.value ?? 'NONE';
}

export async function writeSecondFactorPolicy(q: Queryable, policy: SecondFactorPolicy, userId: string, now: Date): Promise<void> {
  await q.query(
    `insert into portal_settings (name, value, updated_at, updated_by) values ($1, $2, $3, $4)
     on conflict (name) do update set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [POLICY, policy, now, userId],
  );
}

/** How a pending sign-in (its twofa token) expects its second factor. */
export async function pendingSignInMethod(q: Queryable, tokenId: string): Promise<'email' | 'app'> {
  const found = await q.query<{ method: 'email' | 'app' }>('select method from two_fa_codes where token_id = $1', [tokenId]);
  return found.rows[0]?.method ?? 'email';
}
