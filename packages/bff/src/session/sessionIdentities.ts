// Whose a session token is (the user and their role) never changes while the token lives. A BFF
// instance keeps it for a minute after GET /users/self told it, so an operation that only needs to
// know whose patients to ask REST for (the doctor workspace, a patient's record) does not wait for
// that call first. Only facts fixed for the token's life are relied on from here; REST still checks
// the token on every call it answers, so a session ended, expired or locked since is refused there
// (401/403, UNAUTHENTICATED/FORBIDDEN to the client), and signing out here forgets it at once.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Actor } from '@portal/domain/access/actor';

/** How long a token's owner is remembered after REST last said who it was. */
export const IDENTITY_TTL_MS = 60_000;

export interface SessionIdentities {
  /** The actor REST named for this session token within the last minute, if any. */
  recall(token: string): Actor | undefined;
  remember(token: string, actor: Actor): void;
  forget(token: string): void;
  /**
   * Whose share of the REST service a request with this token uses: the user when known (all their
   * sessions share one), else the session itself.
   */
  callerKey(token: string): string;
}

// Tokens are kept as digests: a heap dump of the BFF holds no usable session.
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export function sessionIdentities(options: { ttlMs?: number; max?: number } = {}): SessionIdentities {
  const known = new LRUCache<string, Actor>({ max: options.max ?? 10_000, ttl: options.ttlMs ?? IDENTITY_TTL_MS });
  return {
    recall: (token) => known.get(digest(token)),
    remember: (token, actor) => void known.set(digest(token), actor),
    forget: (token) => void known.delete(digest(token)),
    callerKey: (token) => {
      const key = digest(token);
      const actor = known.get(key);
      return actor ? `user:${actor.userId}` : `session:${key}`;
    },
  };
}
