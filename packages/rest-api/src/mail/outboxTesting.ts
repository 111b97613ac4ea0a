// Storage for the outbox tests: a migrated PGlite, and a database of its own on the PostgreSQL
// server of TEST_DATABASE_URL when that is set, with a second pool on it so that two workers
// really run side by side (PGlite is one connection: its "two workers" take turns).
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteTemplate } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { createScratchPostgres } from '../db/scratchPostgres';
import { insertOutboxMessage, type OutboxChannel, type OutboxMessage } from './outbox';

export interface OutboxStorage {
  db: Database;
  /** Another connection pool on the same database (PGlite: the same instance). */
  other(): Promise<Database>;
  dispose(): Promise<void>;
}

export interface OutboxEngine {
  name: string;
  open(): Promise<OutboxStorage>;
}

const freshPglite = pgliteTemplate(async (db) => {
  await migrate(db);
});

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function outboxEngines(serverUrl: string | null = process.env.TEST_DATABASE_URL || null): OutboxEngine[] {
  const engines: OutboxEngine[] = [
    {
      name: 'PGlite',
      async open() {
        const db = await freshPglite();
        return { db, other: async () => db, dispose: () => db.close() };
      },
    },
  ];
  if (serverUrl) {
    engines.push({
      name: 'PostgreSQL',
      async open() {
        const scratch = await createScratchPostgres(serverUrl, 'outbox_test');
        const pools: Database[] = [];
        try {
          await migrate(scratch.db);
        } catch (error) {
          await scratch.drop();
          throw error;
        }
        return {
          db: scratch.db,
          async other() {
            const pool = await openPostgres(scratch.url, { max: 4 });
            pools.push(pool);
            return pool;
          },
          async dispose() {
            await Promise.all(pools.map((p) => p.close().catch(() => undefined)));
            await scratch.drop();
          },
        };
      },
    });
  }
  return engines;
}

let serial = 0;

/** Queues `count` messages at `now` (recipients numbered), returned in queue order. */
export async function queueMessages(db: Database, now: Date, count = 1, channel: OutboxChannel = 'EMAIL'): Promise<OutboxMessage[]> {
  const queued: OutboxMessage[] = [];
  for (let i = 0; i < count; i++) {
    serial += 1;
    const recipient = channel === 'EMAIL' ? `person${serial}@clinic.example` : `+39 333 000 ${String(serial).padStart(4, '0')}`;
    queued.push(await insertOutboxMessage(db, { channel, recipient, subject: `Message ${serial}`, body: `Body ${serial}` }, now));
  }
  return queued;
}

/** The outbox row as the worker left it. */
export async function outboxRow(db: Database, id: number) {
  const result = await db.query<{
    status: string;
    attempts: number;
    error: string | null;
    nextAttemptAt: Date;
    deliveredAt: Date | null;
    claimedBy: string | null;
    claimedUntil: Date | null;
  }>(
    `select status, attempts, error, next_attempt_at as "nextAttemptAt", delivered_at as "deliveredAt",
            claimed_by as "claimedBy", claimed_until as "claimedUntil" from outbox where id = $1`,
    [id],
  );
  return result.rows[0];
}
