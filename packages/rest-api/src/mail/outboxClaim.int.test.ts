// The outbox claim and its marking, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// due messages only, leased, a lapsed lease taken over, a mark only by the lease's holder, and two
// workers over many messages delivering each exactly once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../clock';
import type { Database } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { claimDueMessages, listAttempts, outboxBacklog, reportAttempt } from './outboxStore';
import { outboxEngines, outboxRow, queueMessages, type OutboxStorage } from './outboxTesting';
import { createOutboxWorker } from './outboxWorker';
import type { OutboundMessage } from './transport';

const LEASE = 120_000;
const claim = (
  db: Database,
  worker: string,
  now: Date,
  extra: { limit?: number; maxAttempts?: number; channels?: ('EMAIL' | 'SMS')[] } = {},
) =>
  claimDueMessages(db, {
    worker,
    now,
    channels: extra.channels ?? ['EMAIL'],
    limit: extra.limit ?? 50,
    leaseMs: LEASE,
    maxAttempts: extra.maxAttempts ?? 8,
  });

describe.each(outboxEngines())('the outbox claim on $name', (engine) => {
  let storage: OutboxStorage;
  let db: Database;
  beforeAll(async () => {
    storage = await engine.open();
    db = storage.db;
  });
  afterAll(() => storage?.dispose());
  // Each test starts from an empty outbox (the tries go with their messages).
  beforeEach(() => db.query('delete from outbox'));

  it('claims due messages of its channels only, oldest first, and leases them', async () => {
    const clock = createTestClock(new Date('2026-03-01T09:00:00Z'));
    const [older] = await queueMessages(db, new Date(clock.now().getTime() - 2000));
    const [newer] = await queueMessages(db, new Date(clock.now().getTime() - 1000));
    const [sms] = await queueMessages(db, clock.now(), 1, 'SMS');
    const [later] = await queueMessages(db, clock.now());
    await db.query('update outbox set next_attempt_at = $2 where id = $1', [later.id, new Date(clock.now().getTime() + 60_000)]);

    const claimed = await claim(db, 'worker-a', clock.now());
    expect(claimed.map((m) => m.id)).toEqual([older.id, newer.id]);
    expect(claimed.every((m) => m.status === 'sending' && m.attempts === 1)).toBe(true);
    expect(claimed[0].messageId).toBe(older.messageId);
    expect(await outboxRow(db, older.id)).toMatchObject({ claimedBy: 'worker-a', claimedUntil: new Date(clock.now().getTime() + LEASE) });

    // Leased: another worker finds nothing of them; the SMS waits for a worker that sends SMS.
    expect(await claim(db, 'worker-b', clock.now())).toEqual([]);
    expect((await claim(db, 'worker-b', clock.now(), { channels: ['SMS'] })).map((m) => m.id)).toEqual([sms.id]);
    expect(await outboxBacklog(db, clock.now())).toMatchObject({ pending: 4 });

    clock.advance(60_000);
    expect((await claim(db, 'worker-b', clock.now())).map((m) => m.id)).toEqual([later.id]);
  });

  it('takes a lapsed lease over (recording the abandoned try) and fails it after the last try', async () => {
    const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
    const [message] = await queueMessages(db, clock.now());
    const claimedAt = clock.now();
    expect((await claim(db, 'worker-a', clock.now(), { maxAttempts: 2 })).map((m) => m.id)).toEqual([message.id]);

    clock.advance(LEASE - 1);
    expect(await claim(db, 'worker-b', clock.now(), { maxAttempts: 2 })).toEqual([]);
    clock.advance(1);
    const [taken] = await claim(db, 'worker-b', clock.now(), { maxAttempts: 2 });
    expect(taken).toMatchObject({ id: message.id, attempts: 2, messageId: message.messageId });
    expect(await listAttempts(db, message.id)).toEqual([
      expect.objectContaining({ attempt: 1, worker: 'worker-a', startedAt: claimedAt, outcome: 'abandoned' }),
    ]);

    // Its second and last try lapses too: failed, not taken over again.
    clock.advance(LEASE);
    expect(await claim(db, 'worker-c', clock.now(), { maxAttempts: 2 })).toEqual([]);
    expect(await outboxRow(db, message.id)).toMatchObject({ status: 'failed', attempts: 2, claimedBy: null, claimedUntil: null });
    expect((await outboxRow(db, message.id)).error).toMatch(/lease lapsed/);
    expect((await listAttempts(db, message.id)).map((a) => [a.attempt, a.worker, a.outcome])).toEqual([
      [1, 'worker-a', 'abandoned'],
      [2, 'worker-b', 'abandoned'],
    ]);
  });

  it('marks a message only while the worker still holds its lease, so exactly once', async () => {
    const clock = createTestClock(new Date('2026-03-03T09:00:00Z'));
    const [message] = await queueMessages(db, clock.now());
    await claim(db, 'worker-a', clock.now());
    const startedA = clock.now();
    clock.advance(LEASE);
    await claim(db, 'worker-b', clock.now());

    const lateA = { id: message.id, worker: 'worker-a', attempt: 1, startedAt: startedA, finishedAt: clock.now() };
    expect(await reportAttempt(db, lateA, { outcome: 'sent' })).toBe(false);
    expect(await outboxRow(db, message.id)).toMatchObject({ status: 'sending', claimedBy: 'worker-b', deliveredAt: null });

    const b = { id: message.id, worker: 'worker-b', attempt: 2, startedAt: clock.now(), finishedAt: clock.now() };
    expect(await reportAttempt(db, b, { outcome: 'retry', error: '451 busy', nextAttemptAt: new Date(clock.now().getTime() + 5000) })).toBe(
      true,
    );
    expect(await reportAttempt(db, b, { outcome: 'sent' })).toBe(false); // no longer leased to anyone
    expect(await outboxRow(db, message.id)).toMatchObject({ status: 'queued', attempts: 2, error: '451 busy', claimedBy: null });
    expect((await listAttempts(db, message.id)).map((a) => [a.attempt, a.worker, a.outcome])).toEqual([
      [1, 'worker-a', 'abandoned'],
      [1, 'worker-a', 'sent'],
      [2, 'worker-b', 'retry'],
      [2, 'worker-b', 'sent'],
    ]);
  });

  it('lets two workers on the same database deliver each of many messages exactly once', async () => {
    const clock = createTestClock(new Date('2026-03-04T09:00:00Z'));
    const messages = await queueMessages(db, clock.now(), 120);
    const deliveries = new Map<string, string[]>();
    const deliverAs = (worker: string) => async (m: OutboundMessage) => {
      deliveries.set(m.messageId, [...(deliveries.get(m.messageId) ?? []), worker]);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
    };
    const other = await storage.other();
    const workers = [
      createOutboxWorker({ db, clock, transports: { EMAIL: deliverAs('a') }, workerId: 'a', pollMs: null, batchSize: 5 }),
      createOutboxWorker({ db: other, clock, transports: { EMAIL: deliverAs('b') }, workerId: 'b', pollMs: null, batchSize: 5 }),
    ];
    const drain = async (worker: (typeof workers)[number]) => {
      while ((await worker.runOnce()) > 0);
    };
    await Promise.all(workers.map(drain));

    expect(deliveries.size).toBe(messages.length);
    const repeated = [...deliveries].filter(([, by]) => by.length !== 1);
    expect(repeated).toEqual([]);
    expect(new Set([...deliveries.values()].flat())).toEqual(new Set(['a', 'b'])); // both took part
    const rows = await db.query<{ status: string; attempts: number; n: number }>(
      `select status, attempts, count(*)::int as n from outbox where id = any($1::bigint[]) group by status, attempts`,
      [messages.map((m) => m.id)],
    );
    expect(rows.rows).toEqual([{ status: 'sent', attempts: 1, n: messages.length }]);
    const tries = await db.query<{ n: number }>(`select count(*)::int as n from outbox_attempts where outbox_id = any($1::bigint[])`, [
      messages.map((m) => m.id),
    ]);
    expect(tries.rows[0].n).toBe(messages.length);
  });
});

describe('migration 017 on an outbox with messages', () => {
  it('marks delivered messages sent, those that failed once failed, and leaves the rest queued for a worker', async () => {
    const db = await openPglite();
    try {
      await migrate(
        db,
        loadMigrations().filter((m) => m.version < 17),
      );
      await db.exec(`insert into outbox (channel, recipient, body, created_at, delivered_at, error) values
        ('EMAIL', 'sent@clinic.example', 'a', '2026-01-01T10:00:00Z', '2026-01-01T10:00:01Z', null),
        ('EMAIL', 'failed@clinic.example', 'b', '2026-01-01T10:00:00Z', null, 'connect ECONNREFUSED'),
        ('SMS', '+1 555 0100', 'c', '2026-01-01T10:00:00Z', null, null)`);
      await migrate(db);
      const rows = await db.query<{ recipient: string; status: string; attempts: number; next: Date; messageId: string }>(
        'select recipient, status, attempts, next_attempt_at as next, message_id as "messageId" from outbox order by id',
      );
      expect(rows.rows.map((r) => [r.recipient, r.status, r.attempts, r.next.toISOString()])).toEqual([
        ['sent@clinic.example', 'sent', 0, '2026-01-01T10:00:00.000Z'],
        ['failed@clinic.example', 'failed', 0, '2026-01-01T10:00:00.000Z'],
        ['+1 555 0100', 'queued', 0, '2026-01-01T10:00:00.000Z'],
      ]);
      expect(new Set(rows.rows.map((r) => r.messageId)).size).toBe(3);
    } finally {
      await db.close();
    }
  });
});
