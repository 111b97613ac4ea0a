// Versioned SQL migrations (src/db/migrations/NNN_name.sql), applied in order, each once,
// recorded in schema_migrations. The same files serve PGlite and PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;
// Any fixed number: serialises concurrent migrators on one PostgreSQL database.
const MIGRATION_LOCK_KEY = 74_102_026;

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: FILE_PATTERN.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2],
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1].version === m.version) throw new Error(`Two migrations share version ${m.version}`);
  });
  return migrations;
}

/** Applies the migrations not yet recorded; returns the versions it applied. */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const seen = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (seen.rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

export async function appliedMigrations(db: Database): Promise<{ version: number; name: string }[]> {
  const result = await db.query<{ version: number; name: string }>('select version, name from schema_migrations order by version');
  return result.rows;
}
