// Ending a user's sessions: from their own list ("sign out everywhere", one session), and when an
// account fact that proves who they are changes. A new password (reset or created) ends every
// session in passwordRoutes.ts, a lock in admin/staffAccounts.ts (and migration 011's trigger, so
// no path that locks can forget); an e-mail change calls `endSessionsForEmailChange`.
import type { Queryable } from '../db/database';
import { deleteSessions } from './sessionStore';
import { revokeUserTokens } from './tokens';

export { deleteSession as endSession, deleteSessions as endSessions, listSessions } from './sessionStore';

/**
 * Call in the transaction that changes a user's e-mail address (their username): every session
 * ends, and so does every sign-in in progress and every e-mailed link, which went to the old
 * address. `keepSessionTokenId` keeps the session that made the change, when the flow wants the
 * user to stay signed in there (ASVS 7.4.3: the others end). Answers how many sessions ended.
 */
export async function endSessionsForEmailChange(q: Queryable, userId: string, keepSessionTokenId: string | null = null): Promise<number> {
  await revokeUserTokens(q, userId, { scopes: ['twofa', 'password'] });
  return deleteSessions(q, userId, keepSessionTokenId);
}
