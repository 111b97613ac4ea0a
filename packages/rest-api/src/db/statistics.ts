// The embedded PGlite has no autovacuum, so nothing refreshes the planner's statistics as tables
// grow: a list that was instant on the demo data could fall back to plans that take minutes (the
// doctor workspace benchmark found exactly that). A PGlite database is analysed now and then;
// PostgreSQL does this itself.
import type { Database } from './database';

export const STATISTICS_REFRESH_MS = 15 * 60 * 1000;

/** Runs ANALYZE on a PGlite database every `everyMs`; returns the stop function (a no-op for PostgreSQL). */
export function refreshStatisticsPeriodically(
  db: Database,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  if (db.engine !== 'pglite') return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    db.exec('analyze')
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.everyMs ?? STATISTICS_REFRESH_MS);
  // Never the reason the process stays alive.
  timer.unref();
  return () => clearInterval(timer);
}
