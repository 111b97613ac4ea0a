// Embedded PostgreSQL (PGlite, WebAssembly): persisted in a directory, or in memory for tests.
import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';

export const IN_MEMORY = 'memory://';

// Keep calendar dates as written (a Date would shift with the time zone), like the pg driver here.
const parsers = { [types.DATE]: (value: string) => value };

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Opens PGlite in `dataDir` (created when missing) or in memory when dataDir is 'memory://'. */
export async function openPglite(dataDir: string = IN_MEMORY): Promise<Database> {
  if (dataDir !== IN_MEMORY) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { parsers });
  return fromPglite(pg);
}

/**
 * An in-memory PGlite prepared once per process (e.g. migrated) and then copied for each caller:
 * loading a copy takes a fraction of a fresh start, which keeps test suites quick.
 */
export function pgliteTemplate(prepare: (db: Database) => Promise<void>): () => Promise<Database> {
  let snapshot: Promise<Blob> | null = null;
  return async () => {
    if (snapshot) {
      const copy = await PGlite.create({ loadDataDir: await snapshot, parsers });
      return fromPglite(copy);
    }
    // The first caller prepares the original, keeps it, and leaves its snapshot for the others.
    let settle!: { resolve: (dump: Blob) => void; reject: (error: unknown) => void };
    snapshot = new Promise<Blob>((resolve, reject) => (settle = { resolve, reject }));
    snapshot.catch(() => undefined);
    try {
      const pg = await PGlite.create(IN_MEMORY, { parsers });
      const db = fromPglite(pg);
      await prepare(db);
      settle.resolve(await pg.dumpDataDir('none'));
      return db;
    } catch (error) {
      snapshot = null;
      settle.reject(error);
      throw error;
    }
  };
}

/** Wraps an open PGlite instance. */
export function fromPglite(pg: PGlite): Database {
  const base = wrap(pg);
  return {
    engine: 'pglite',
    ...base,
    // PGlite runs one statement at a time; its transaction holds that lock until it ends.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
