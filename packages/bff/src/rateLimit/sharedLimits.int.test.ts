// With REDIS_URL, the per-address limits are one count for every BFF instance;
// while Redis does not answer, each instance counts in its own memory (never refuses everyone,
// never lets everyone through). Needs Redis at 127.0.0.1:6379 (TEST_REDIS_URL to change it);
// skipped with a line saying so when it does not answer.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { readRedisUrl } from '../main';
import { connectPublicFormLimits, describeRedis } from './limitStore';
import { createPublicFormLimiter } from './publicFormLimits';
import { TEST_REDIS_URL, redisAnswers } from '../../test/redis';

const REDIS_URL = TEST_REDIS_URL;

const available = await redisAnswers();
if (!available) console.warn(`shared limits: skipped, Redis does not answer at ${describeRedis(REDIS_URL)}`);

const silent = { info: () => undefined, error: () => undefined };
const limits = { passwordReset: { points: 3, windowSeconds: 60 }, registration: { points: 2, windowSeconds: 60 } };

describe.skipIf(!available)(available ? 'per-address limits in Redis' : 'per-address limits in Redis (skipped: no Redis)', () => {
  // A prefix of its own per test: runs never see each other's counts.
  const used: string[] = [];
  const prefix = () => {
    const made = `portal-test:${randomBytes(6).toString('hex')}:`;
    used.push(made);
    return made;
  };
  const clients: Redis[] = [];
  // Connected before use: a client not yet ready counts in memory (the last test shows that).
  const client = async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    await redis.ping();
    return redis;
  };
  afterAll(async () => {
    const [cleaner] = clients;
    for (const made of used) {
      const keys = await cleaner.keys(`${made}*`);
      if (keys.length) await cleaner.del(...keys);
    }
    for (const redis of clients) await redis.quit();
  });

  it('gives two instances sharing one Redis one limit per address', async () => {
    const keyPrefix = prefix();
    const first = createPublicFormLimiter(limits, { redis: await client(), keyPrefix });
    const second = createPublicFormLimiter(limits, { redis: await client(), keyPrefix });
    expect(await first.take('passwordReset', '203.0.113.7')).toBe(true);
    expect(await second.take('passwordReset', '203.0.113.7')).toBe(true);
    expect(await first.take('passwordReset', '203.0.113.7')).toBe(true);
    // The fourth, on either instance, is one too many.
    expect(await second.take('passwordReset', '203.0.113.7')).toBe(false);
    expect(await first.isLimited('passwordReset', '203.0.113.7')).toBe(true);
    // Another address, another form: counts of their own.
    expect(await second.take('passwordReset', '198.51.100.2')).toBe(true);
    expect(await second.isLimited('registration', '203.0.113.7')).toBe(false);
  });

  it('counts concurrent attempts on both instances exactly once each', async () => {
    const keyPrefix = prefix();
    const [first, second] = [
      createPublicFormLimiter(limits, { redis: await client(), keyPrefix }),
      createPublicFormLimiter(limits, { redis: await client(), keyPrefix }),
    ];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).take('registration', '192.0.2.40')));
    expect(answers.filter(Boolean)).toHaveLength(limits.registration.points);
  });

  it('counts in memory while its connection is down, and in Redis again once it is back', async () => {
    const keyPrefix = prefix();
    const redis = await client();
    const limiter = createPublicFormLimiter(limits, { redis, keyPrefix });
    expect(await limiter.take('registration', '192.0.2.60')).toBe(true);
    redis.disconnect();
    // In memory: this instance's own count starts afresh, and still stops at the limit.
    expect(await limiter.take('registration', '192.0.2.60')).toBe(true);
    expect(await limiter.take('registration', '192.0.2.60')).toBe(true);
    expect(await limiter.take('registration', '192.0.2.60')).toBe(false);
    await redis.connect();
    // Back in Redis, where one attempt was counted before the drop.
    expect(await limiter.take('registration', '192.0.2.60')).toBe(true);
    expect(await limiter.take('registration', '192.0.2.60')).toBe(false);
  });

  it('connects from REDIS_URL, shares the count, and closes', async () => {
    const keyPrefix = prefix();
    const one = await connectPublicFormLimits(REDIS_URL, silent, { keyPrefix, limits });
    const two = await connectPublicFormLimits(REDIS_URL, silent, { keyPrefix, limits });
    try {
      expect(await one.limiter.take('registration', '2001:db8:5:6::1')).toBe(true);
      // The same /64 through the other instance.
      expect(await two.limiter.take('registration', '2001:db8:5:6::ff')).toBe(true);
      expect(await two.limiter.take('registration', '2001:db8:5:6::2')).toBe(false);
      expect(await one.limiter.isLimited('registration', '2001:db8:5:6::3')).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('per-address limits while Redis does not answer', () => {
  it('counts in this instance memory, and says so once in the log', async () => {
    const logged: string[] = [];
    const log = {
      info: (_: object, m: string) => void logged.push(`info ${m}`),
      error: (_: object, m: string) => void logged.push(`error ${m}`),
    };
    const started = Date.now();
    // Port 9 (discard) refuses: the start goes on without waiting, and the connection never becomes ready.
    const shared = await connectPublicFormLimits('redis://127.0.0.1:9', log, { keyPrefix: prefix9() });
    try {
      for (let i = 0; i < 10; i++) expect(await shared.limiter.take('registration', '203.0.113.50')).toBe(true);
      expect(await shared.limiter.take('registration', '203.0.113.50')).toBe(false);
      expect(await shared.limiter.isLimited('registration', '203.0.113.50')).toBe(true);
      expect(await shared.limiter.isLimited('registration', '203.0.113.51')).toBe(false);
      // Fails over at once, not after a timeout per call.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(logged.filter((line) => line.startsWith('error Redis unavailable'))).toHaveLength(1);
    } finally {
      await shared.close();
    }
  }, 15_000);
});

describe('REDIS_URL', () => {
  it('is optional, must be a redis address, and is logged without its password', () => {
    expect(readRedisUrl(undefined)).toBeNull();
    expect(readRedisUrl(' ')).toBeNull();
    expect(readRedisUrl(' rediss://:secret@cache.example:6380/2 ')).toBe('rediss://:secret@cache.example:6380/2');
    for (const value of ['cache.example:6379', 'http://cache.example', 'redis://'])
      expect(() => readRedisUrl(value), value).toThrow(/REDIS_URL/);
    expect(describeRedis('rediss://user:secret@cache.example:6380/2')).toBe('rediss://cache.example:6380/2');
  });
});

function prefix9() {
  return `portal-test:${randomBytes(6).toString('hex')}:`;
}
