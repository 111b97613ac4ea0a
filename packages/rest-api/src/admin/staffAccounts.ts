// What ECP and admin accounts share in the provider-admin calls: unique user names, lock and
// unlock, and the invitation that makes a new account usable.
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { AppContext } from '../context';
import { sqlErrorCode, UNIQUE_VIOLATION, type Queryable } from '../db/database';
import { queuePasswordLink } from '../auth/passwordLinks';
import { revokeUserTokens } from '../auth/tokens';
import type { UserRecord } from '../auth/users';
import { conflict } from '../http/errors';
import type { OutboxMessage } from '../mail/outbox';

/** 409 'Email must be unique' when another account already uses the e-mail, whatever its case. */
export async function requireFreeEmail(q: Queryable, email: string, exceptUserId: string | null = null): Promise<void> {
  const result = await q.query<{ taken: boolean }>(
    'select exists (select 1 from users where lower(email) = lower($1) and ($2::uuid is null or id <> $2::uuid)) as taken',
    [email, exceptUserId],
  );
  if (result.rows[0]?.taken) throw conflict(ERROR_MESSAGES.emailUnique);
}

/** Runs a write that may hit the unique e-mail index (two requests at once): 409 rather than 500. */
export async function uniqueEmailWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlErrorCode(error) === UNIQUE_VIOLATION) throw conflict(ERROR_MESSAGES.emailUnique);
    throw error;
  }
}

/** §4 lock (0) and unlock (1). Locking ends every session, code and link of the account at once. */
export async function setAccountEnabled(q: Queryable, userId: string, enabled: 0 | 1): Promise<void> {
  await q.query('update users set enabled = $2 where id = $1', [userId, enabled]);
  if (enabled === 0) await revokeUserTokens(q, userId);
}

/** The e-mailed create-password link of a new (or re-addressed, still pending) account. */
export function queueInvitation(
  ctx: AppContext,
  q: Queryable,
  user: Pick<UserRecord, 'id' | 'email' | 'firstName' | 'language'>,
  siteName: string | null = null,
): Promise<OutboxMessage> {
  return queuePasswordLink(ctx, q, { user, purpose: 'invitation', siteName });
}

/** A body that holds only `Enabled` (and the version it was read at) is a lock or unlock (§7: "lock sends only Enabled"). */
export const isEnabledOnlyBody = (body: unknown): boolean =>
  !!body &&
  typeof body === 'object' &&
  !Array.isArray(body) &&
  'Enabled' in body &&
  Object.keys(body).every((key) => key === 'Enabled' || key === 'Version');
