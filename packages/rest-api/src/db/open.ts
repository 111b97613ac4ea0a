// Opens the configured storage: PostgreSQL when a URL is given, otherwise PGlite under DATA_DIR,
// which one process at a time may open (dataDirLock.ts: taken before anything reads or migrates).
import path from 'node:path';
import { lockDataDir } from './dataDirLock';
import type { Database } from './database';
import { IN_MEMORY, openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface StorageConfig {
  /** A PostgreSQL connection string (DATABASE_URL); wins over dataDir. */
  databaseUrl?: string | null;
  /** The data directory (PGlite lives in `${dataDir}/pglite`), or 'memory://'. */
  dataDir: string;
}

export async function openDatabase(config: StorageConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (config.dataDir === IN_MEMORY) return openPglite(IN_MEMORY);
  // Throws DataDirInUseError (naming the holder) when another process has the directory.
  const lock = lockDataDir(config.dataDir);
  let db: Database;
  try {
    db = await openPglite(path.join(config.dataDir, 'pglite'));
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** Where the data lives, for logs: never prints a password of the connection string. */
export function describeStorage(config: StorageConfig): string {
  if (config.databaseUrl) return `PostgreSQL ${config.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`;
  return config.dataDir === IN_MEMORY ? 'PGlite in memory' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
}
