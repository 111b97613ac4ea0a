// Slows password guessing: after SIGN_IN_MAX_FAILURES wrong passwords for one username within
// the window, sign-in for that username pauses, even with the right password.
import {
  SIGN_IN_FAILURE_WINDOW_MINUTES,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_PAUSE_MINUTES,
} from '@portal/domain/constants';
import type { Queryable } from '../db/database';

const MINUTE = 60_000;
const key = (username: string) => username.trim().toLowerCase();

interface ThrottleRow {
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

/** Whether sign-in for this username is paused now. */
export async function isSignInPaused(q: Queryable, username: string, now: Date): Promise<boolean> {
  const result = await q.query<{ blockedUntil: Date | null }>(
    'select blocked_until as "blockedUntil" from sign_in_throttle where username = $1',
    [key(username)],
  );
  const until = result.rows[0]?.blockedUntil;
  return !!until && until.getTime() > now.getTime();
}

/** Counts a wrong password; the one that reaches the limit starts the pause. */
export async function recordSignInFailure(q: Queryable, username: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MINUTES * MINUTE);
  const result = await q.query<ThrottleRow>(
    `insert into sign_in_throttle (username, failures, window_started_at) values ($1, 1, $2)
     on conflict (username) do update set
       failures = case when sign_in_throttle.window_started_at < $3 then 1 else sign_in_throttle.failures + 1 end,
       window_started_at = case when sign_in_throttle.window_started_at < $3 then $2 else sign_in_throttle.window_started_at end
     returning failures, window_started_at as "windowStartedAt", blocked_until as "blockedUntil"`,
    [key(username), now, windowStart],
  );
  if ((result.rows[0]?.failures ?? 0) >= SIGN_IN_MAX_FAILURES) {
    await q.query('update sign_in_throttle set blocked_until = $2, failures = 0, window_started_at = $3 where username = $1', [
      key(username),
      new Date(now.getTime() + SIGN_IN_PAUSE_MINUTES * MINUTE),
      now,
    ]);
  }
}

/** A correct password clears the count. */
export async function clearSignInFailures(q: Queryable, username: string): Promise<void> {
  await q.query('delete from sign_in_throttle where username = $1', [key(username)]);
}
