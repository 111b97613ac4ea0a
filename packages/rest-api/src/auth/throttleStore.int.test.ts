// The sign-in throttles hold across REST instances. Each count is one
// INSERT ... ON CONFLICT DO UPDATE (and each refund one UPDATE), never a read then a write, so two
// instances with pools of their own on one PostgreSQL database count every attempt once. On
// PGlite (one process) the same statements are checked from one handle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS, type AttemptLimit } from '@portal/domain/constants';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { createScratchPostgres, type ScratchPostgres } from '../db/scratchPostgres';
import { admitPasswordAttempt } from './throttle';
import { consumeAttempt, refundAttempt } from './throttleStore';

const NOW = new Date('2026-05-04T10:00:00Z');
const LIMIT: AttemptLimit = { points: 7, windowMinutes: 15, pauseMinutes: 15 };

function throttleSuite(open: () => Promise<{ instances: [Database, Database]; dispose: () => Promise<void> }>) {
  let instances: [Database, Database];
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ instances, dispose } = await open());
    await migrate(instances[0]);
  });
  afterAll(() => dispose?.());
  const on = (i: number) => instances[i % 2];

  it('counts 60 concurrent attempts on two instances as 1 to 60, allowing the limit exactly', async () => {
    const key = { kind: 'password_pair' as const, subject: 'raced@clinic.example', address: '203.0.113.9' };
    const counted = await Promise.all(Array.from({ length: 60 }, (_, i) => consumeAttempt(on(i), key, LIMIT, NOW)));
    expect(counted.map((c) => c.points).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(counted.filter((c) => c.allowed)).toHaveLength(LIMIT.points);
    // 60 concurrent refunds give back exactly 60, never below 0.
    await Promise.all(Array.from({ length: 70 }, (_, i) => refundAttempt(on(i), key, NOW)));
    expect((await consumeAttempt(instances[0], key, LIMIT, NOW)).points).toBe(1);
  });

  it('admits 5 of 40 concurrent wrong passwords for one username and address, whichever instance takes them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => admitPasswordAttempt(on(i), 'Spread@Clinic.example', '198.51.100.4', NOW)),
    );
    expect(answers.filter((a) => a.admitted)).toHaveLength(SIGN_IN_LIMITS.accountAddress.points);
  });

  it('admits the per-address limit exactly across usernames, and gives back the refused pairs', async () => {
    const total = SIGN_IN_LIMITS.address.points + 12;
    const answers = await Promise.all(
      Array.from({ length: total }, (_, i) => admitPasswordAttempt(on(i), `user${i}@clinic.example`, '192.0.2.77', NOW)),
    );
    expect(answers.filter((a) => a.admitted)).toHaveLength(SIGN_IN_LIMITS.address.points);
    const pairs = await instances[1].query<{ points: number }>(
      `select points from auth_throttle where kind = 'password_pair' and address = '192.0.2.77'`,
    );
    // Refused by the address limit: their pair's count was given back.
    expect(pairs.rows.filter((row) => row.points === 0)).toHaveLength(12);
  });
}

describe('sign-in throttles on PGlite (one process)', () => {
  throttleSuite(async () => {
    const db = await openPglite();
    return { instances: [db, db], dispose: () => db.close() };
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)(
  serverUrl
    ? 'sign-in throttles on PostgreSQL, two instances'
    : 'sign-in throttles on PostgreSQL, two instances (skipped: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  () => {
    throttleSuite(async () => {
      const scratch: ScratchPostgres = await createScratchPostgres(serverUrl!, 'throttle_test');
      // A pool of its own, as another REST process would have.
      const other = await openPostgres(scratch.url, { max: 5 });
      return {
        instances: [scratch.db, other],
        dispose: async () => {
          await other.close();
          await scratch.drop();
        },
      };
    });
  },
);
