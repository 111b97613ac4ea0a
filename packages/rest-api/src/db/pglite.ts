// Embedded PostgreSQL (PGlite, WebAssembly): persisted in a directory, or in memory for tests.
import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';
import { captureTemplate, type TemplateReset } from './templateReset';

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
 * An in-memory PGlite prepared once per process (e.g. migrated) and then copied for each caller.
 * Loading a copy from the snapshot starts a new WebAssembly PostgreSQL: about a second of CPU each,
 * the largest part of an integration file's set-up. A copy closed cleanly is instead
 * put back as the prepared state (templateReset.ts) and handed to the next caller: the same rows,
 * sequences and schema as a new copy, in a few milliseconds.
 */
export function pgliteTemplate(prepare: (db: Database) => Promise<void>): () => Promise<Database> {
  let snapshot: Promise<Blob> | null = null;
  let reset: Promise<TemplateReset> | null = null;
  const idle: PGlite[] = [];
  const lend = (pg: PGlite) =>
    leased(pg, async () => {
      const state = await reset;
      // A copy that cannot be put back (its schema changed, a statement failed) is closed instead.
      const restored = state !== null && idle.length < IDLE_COPIES && (await state.restore(fromPglite(pg)).catch(() => false));
      if (restored) keepIdle(idle, pg);
      else await pg.close();
    });
  return async () => {
    const reused = takeIdle(idle);
    if (reused) return lend(reused);
    if (snapshot) return lend(await PGlite.create({ loadDataDir: await snapshot, parsers }));
    // The first caller prepares the original, keeps it, and leaves its snapshot for the others.
    let settle!: { resolve: (dump: Blob) => void; reject: (error: unknown) => void };
    snapshot = new Promise<Blob>((resolve, reject) => (settle = { resolve, reject }));
    snapshot.catch(() => undefined);
    try {
      const pg = await PGlite.create(IN_MEMORY, { parsers });
      await prepare(fromPglite(pg));
      reset = captureTemplate(wrap(pg));
      reset.catch(() => undefined);
      await reset;
      settle.resolve(await pg.dumpDataDir('none'));
      return lend(pg);
    } catch (error) {
      snapshot = null;
      reset = null;
      settle.reject(error);
      throw error;
    }
  };
}

/** Copies kept ready per template and process: tests start one or two storages at a time. */
const IDLE_COPIES = 3;
/**
 * A copy nobody took back for this long is closed: a migrated copy holds about 200 MB, and a
 * worker that has finished a file's template (or paused between files) need not keep it.
 */
const IDLE_CLOSE_MS = 5_000;
const closers = new WeakMap<PGlite, ReturnType<typeof setTimeout>>();

function keepIdle(idle: PGlite[], pg: PGlite) {
  idle.push(pg);
  const timer = setTimeout(() => {
    const at = idle.indexOf(pg);
    if (at === -1) return;
    idle.splice(at, 1);
    void pg.close().catch(() => undefined);
  }, IDLE_CLOSE_MS);
  // A test process ends when its work does, not when the last idle copy's timer fires.
  timer.unref?.();
  closers.set(pg, timer);
}

function takeIdle(idle: PGlite[]): PGlite | undefined {
  const pg = idle.pop();
  if (pg) clearTimeout(closers.get(pg));
  return pg;
}

/**
 * `pg` for one caller: close() gives it back through `release` once the caller's statements have
 * settled; a statement after that fails as on a closed database, so a late write of one test can
 * never land in the next one's storage.
 */
function leased(pg: PGlite, release: () => Promise<void>): Database {
  let closing: Promise<void> | null = null;
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: () => Promise<T>): Promise<T> => {
    if (closing) return Promise.reject(new Error('PGlite is closed'));
    const promise = work();
    running.add(promise);
    const done = () => running.delete(promise);
    promise.then(done, done);
    return promise;
  };
  const base = wrap(pg);
  return {
    engine: 'pglite',
    query: (sql, params) => track(() => base.query(sql, params)),
    exec: (sql) => track(() => base.exec(sql)),
    transaction: (fn) => track(() => pg.transaction((tx) => fn(wrap(tx)))),
    close: () =>
      (closing ??= (async () => {
        await Promise.allSettled([...running]);
        await release();
      })()),
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
