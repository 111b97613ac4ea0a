// In front of a clinic's §7 backend the BFF learns who a session token belongs to from the sign-in
// answer alone: §7 has no call that names a token's owner. The answer's user record is kept here
// for the session's life (idle time, renewed on use) and forgotten at sign-out: in Redis with
// REDIS_URL, so every BFF instance knows every session, else in this process's memory. Tokens are
// kept as digests, so the store holds no usable session.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { selfSchema, type SelfRecord } from '../rest/auth';

export interface LegacySessionStore {
  /** The user record of a session token, or null for one the BFF never saw or has forgotten. */
  get(token: string): Promise<SelfRecord | null>;
  set(token: string, record: SelfRecord): Promise<void>;
  forget(token: string): Promise<void>;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
const KEY_PREFIX = 'portal:legacy-session:';

/** One process's sessions: up to `max`, each dropped after `idleMs` without use. */
export function memoryLegacySessions(options: { idleMs: number; max?: number }): LegacySessionStore {
  const sessions = new LRUCache<string, SelfRecord>({ max: options.max ?? 50_000, ttl: options.idleMs, updateAgeOnGet: true });
  return {
    get: async (token) => sessions.get(digest(token)) ?? null,
    set: async (token, record) => void sessions.set(digest(token), record),
    forget: async (token) => void sessions.delete(digest(token)),
  };
}

/** Every instance's sessions in Redis, each expiring `idleMs` after its last use. */
export function redisLegacySessions(redis: Redis, options: { idleMs: number }): LegacySessionStore {
  return {
    async get(token) {
      const text = await redis.getex(`${KEY_PREFIX}${digest(token)}`, 'PX', options.idleMs);
      if (!text) return null;
      const parsed = selfSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    },
    async set(token, record) {
      await redis.set(`${KEY_PREFIX}${digest(token)}`, JSON.stringify(record), 'PX', options.idleMs);
    },
    async forget(token) {
      await redis.del(`${KEY_PREFIX}${digest(token)}`);
    },
  };
}
