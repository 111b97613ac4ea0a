// The sessions of a §7 backend's users, as the BFF keeps them: forgotten after the idle time and at
// sign-out, keyed by a digest of the token; in Redis one instance's session is every instance's.
// The Redis half needs Redis at 127.0.0.1:6379 (TEST_REDIS_URL) and is skipped, saying so, without it.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { SelfRecord } from '../rest/auth';
import { memoryLegacySessions, redisLegacySessions } from './legacySessions';
import { TEST_REDIS_URL, redisAnswers } from '../../test/redis';

const REDIS_URL = TEST_REDIS_URL;
const record: SelfRecord = {
  scope: 'session',
  UserStorageID: 'u1',
  role: ['Doctor'],
  language: 'en',
  LastLoginAt: null,
  TermsOfUseSigned: true,
  profile: null,
};

const available = await redisAnswers();
if (!available) console.warn('legacy sessions in Redis: skipped, Redis does not answer');

describe('legacy sessions in memory', () => {
  it('keeps a session until it is forgotten or idle too long', async () => {
    const sessions = memoryLegacySessions({ idleMs: 50 });
    await sessions.set('token-a', record);
    expect(await sessions.get('token-a')).toEqual(record);
    expect(await sessions.get('token-b')).toBeNull();
    await sessions.forget('token-a');
    expect(await sessions.get('token-a')).toBeNull();
    await sessions.set('token-c', record);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await sessions.get('token-c')).toBeNull();
  });
});

describe.skipIf(!available)('legacy sessions in Redis', () => {
  const clients: Redis[] = [];
  afterAll(() => clients.forEach((client) => client.disconnect()));
  it('shares a session between instances, by a digest of its token, until sign-out', async () => {
    const [a, b] = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    clients.push(a, b);
    const token = randomBytes(24).toString('base64url');
    await redisLegacySessions(a, { idleMs: 60_000 }).set(token, record);
    const other = redisLegacySessions(b, { idleMs: 60_000 });
    expect(await other.get(token)).toEqual(record);
    expect(await a.keys(`*${token}*`)).toEqual([]);
    await other.forget(token);
    expect(await redisLegacySessions(a, { idleMs: 60_000 }).get(token)).toBeNull();
  });
});
