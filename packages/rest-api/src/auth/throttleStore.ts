// The storage of the sign-in throttles (auth_throttle, sign_in_addresses; migration 011). One
// attempt is one INSERT ... ON CONFLICT DO UPDATE that answers the new count: the database
// serialises attempts on the row, so however many arrive at once, each sees its own count.
import type { AttemptLimit } from '@portal/domain/constants';
import type { Queryable } from '../db/database';

export type ThrottleKind = 'password_pair' | 'password_address' | 'password_account' | 'code_failure' | 'code_email';

export interface ThrottleKey {
  kind: ThrottleKind;
  subject?: string;
  address?: string;
}

export interface Consumed {
  /** Attempts in the window, this one included. */
  points: number;
  /** Whether this attempt is within the limit (it may go ahead). */
  allowed: boolean;
  /** When the count starts again. */
  windowEndsAt: Date;
}

const MINUTE = 60_000;
const parts = (key: ThrottleKey) => [key.kind, key.subject ?? '', key.address ?? ''] as const;

/**
 * Counts one attempt. A window that has ended starts again at 1. The attempt that reaches the
 * limit extends the window to at least `pauseMinutes` from now, so the pause lasts that long.
 */
export async function consumeAttempt(q: Queryable, key: ThrottleKey, limit: AttemptLimit, now: Date): Promise<Consumed> {
  const windowEnd = new Date(now.getTime() + limit.windowMinutes * MINUTE);
  const pauseEnd = new Date(now.getTime() + limit.pauseMinutes * MINUTE);
  const firstEnd = limit.points <= 1 && pauseEnd > windowEnd ? pauseEnd : windowEnd;
  const result = await q.query<{ points: number; windowEndsAt: Date }>(
    `insert into auth_throttle as t (kind, subject, address, points, window_ends_at) values ($1, $2, $3, 1, $5)
     on conflict (kind, subject, address) do update set
       points = case when t.window_ends_at <= $4 then 1 else t.points + 1 end,
       window_ends_at = case
         when t.window_ends_at <= $4 then $5
         when t.points + 1 = $6 then greatest(t.window_ends_at, $7)
         else t.window_ends_at end
     returning points, window_ends_at as "windowEndsAt"`,
    [...parts(key), now, firstEnd, limit.points, pauseEnd],
  );
  const row = result.rows[0];
  return { points: row.points, allowed: row.points <= limit.points, windowEndsAt: row.windowEndsAt };
}

/** Gives back an attempt that turned out not to count (a success, or one refused by another limit). */
export async function refundAttempt(q: Queryable, key: ThrottleKey, now: Date): Promise<void> {
  await q.query(
    `update auth_throttle set points = greatest(points - 1, 0)
      where kind = $1 and subject = $2 and address = $3 and window_ends_at > $4`,
    [...parts(key), now],
  );
}

/** Forgets a count (a correct password clears its username and address). */
export async function clearAttempts(q: Queryable, key: ThrottleKey): Promise<void> {
  await q.query('delete from auth_throttle where kind = $1 and subject = $2 and address = $3', [...parts(key)]);
}

/** Forgets every count of the given kinds about one subject, whatever the address. */
export async function clearSubject(q: Queryable, kinds: readonly ThrottleKind[], subject: string): Promise<void> {
  await q.query('delete from auth_throttle where subject = $1 and kind = any($2::text[])', [subject, kinds]);
}

/** Whether the limit is used up now (reads only). */
export async function isExhausted(q: Queryable, key: ThrottleKey, limit: AttemptLimit, now: Date): Promise<boolean> {
  const result = await q.query<{ points: number }>(
    'select points from auth_throttle where kind = $1 and subject = $2 and address = $3 and window_ends_at > $4',
    [...parts(key), now],
  );
  return (result.rows[0]?.points ?? 0) >= limit.points;
}

/** Housekeeping: counts whose window ended long ago say nothing. */
export async function pruneAttempts(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from auth_throttle where window_ends_at < $1', [new Date(now.getTime() - 24 * 60 * MINUTE)]);
}

/** Whether the account of `username` completed a sign-in from `addressKey` since `since`. */
export async function isKnownAddress(q: Queryable, username: string, addressKey: string, since: Date): Promise<boolean> {
  const result = await q.query<{ known: boolean }>(
    `select exists (
       select 1 from sign_in_addresses a join users u on u.id = a.user_id
        where lower(u.email) = $1 and a.address_key = $2 and a.last_signed_in_at > $3
     ) as known`,
    [username, addressKey, since],
  );
  return result.rows[0]?.known ?? false;
}

/** Records a completed sign-in of `userId` from `addressKey`. */
export async function rememberAddress(q: Queryable, userId: string, addressKey: string, now: Date): Promise<void> {
  await q.query(
    `insert into sign_in_addresses (user_id, address_key, last_signed_in_at) values ($1, $2, $3)
     on conflict (user_id, address_key) do update set last_signed_in_at = excluded.last_signed_in_at`,
    [userId, addressKey, now],
  );
}
