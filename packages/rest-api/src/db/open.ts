// Opens the configured storage: PostgreSQL when a URL is given, otherwise PGlite under DATA_DIR.
import path from 'node:path';
import type { Database } from './database';
import { IN_MEMORY, openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface StorageConfig {
  /** A PostgreSQL connection string (DATABASE_URL); wins over dataDir. */
  databaseUrl?: string | null;
  /** The data directory (PGlite lives in `${dataDir}/pglite`), or 'memory://'. */
  dataDir: string;
}

export function openDatabase(config: StorageConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir === IN_MEMORY ? IN_MEMORY : path.join(config.dataDir, 'pglite'));
}

/** Where the data lives, for logs: never prints a password of the connection string. */
export function describeStorage(config: StorageConfig): string {
  if (config.databaseUrl) return `PostgreSQL ${config.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`;
  return config.dataDir === IN_MEMORY ? 'PGlite in memory' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
}
