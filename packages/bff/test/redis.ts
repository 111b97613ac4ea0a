// Whether the tests' Redis answers (127.0.0.1:6379, or TEST_REDIS_URL): the Redis suites run when it
// does and are skipped, saying so, when it does not.
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export async function redisAnswers(url: string = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
