// A user's sessions as rows of auth_tokens (scope 'session'): listed for the user, ended by them,
// and ended for them when their password, lock or e-mail changes.
import type { Queryable } from '../db/database';

export interface SessionRow {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  clientAddress: string | null;
  userAgent: string | null;
}

/** How many sessions the list shows at most (the newest by last use). */
export const SESSION_LIST_LIMIT = 100;

/** The live sessions of a user, the most recently used first. */
export async function listSessions(q: Queryable, userId: string, now: Date): Promise<SessionRow[]> {
  const result = await q.query<SessionRow>(
    `select id, created_at as "createdAt", last_used_at as "lastUsedAt", expires_at as "expiresAt",
            client_address as "clientAddress", user_agent as "userAgent"
       from auth_tokens
      where user_id = $1 and scope = 'session' and used_at is null and expires_at > $2
      order by last_used_at desc, created_at desc
      limit ${SESSION_LIST_LIMIT}`,
    [userId, now],
  );
  return result.rows;
}

/** Ends every session of a user but `keepTokenId` (when given); answers how many ended. */
export async function deleteSessions(q: Queryable, userId: string, keepTokenId: string | null = null): Promise<number> {
  const result = await q.query(
    `delete from auth_tokens where user_id = $1 and scope = 'session' and ($2::uuid is null or id <> $2::uuid)`,
    [userId, keepTokenId],
  );
  return result.rowCount;
}

/** Ends one session of a user; false when the user has no such session. */
export async function deleteSession(q: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const result = await q.query(`delete from auth_tokens where id = $1 and user_id = $2 and scope = 'session'`, [sessionId, userId]);
  return result.rowCount > 0;
}
