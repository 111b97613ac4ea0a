// The version of each record an edit form changes (migration 023): raised by the edit itself, in
// its transaction, and only when the version the editor read is still the saved one.
import type { Queryable } from './database';

/** The tables whose rows carry a version, by the record kinds that edit them. */
const VERSIONED = { users: 'users', sites: 'sites', versions: 'versions', patients: 'patients' } as const;
export type VersionedTable = keyof typeof VERSIONED;

/**
 * Raises the version of row `id` of `table`, when `expected` is null or still its version: true,
 * else false (someone saved since; nothing changed). One statement, so two editors racing cannot
 * both pass. A row that does not exist answers false too: the caller's own read says not found.
 */
export async function claimVersion(q: Queryable, table: VersionedTable, id: string, expected: number | null): Promise<boolean> {
  const result = await q.query(
    `update ${VERSIONED[table]} set version = version + 1 where id = $1 and ($2::int is null or version = $2::int) returning version`,
    [id, expected],
  );
  return result.rows.length === 1;
}
