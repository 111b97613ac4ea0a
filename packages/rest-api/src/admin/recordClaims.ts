// Optimistic concurrency for the console's edits of admins, sites and software versions: the first
// statement of each edit transaction raises the record's version, or refuses a body that names an
// older one (someone else saved since it was read) before anything is written.
import { expectedVersionOf } from '@portal/domain/recordVersion';
import type { Queryable } from '../db/database';
import { claimVersion, type VersionedTable } from '../db/recordVersionStore';
import { notFound, StaleWriteError } from '../http/errors';
import { findSite } from './sitesStore';

/**
 * Raises the version of row `id` of `table` in `tx`. When `body` names an older version than the
 * saved one: 409 with the record as `readCurrent` answers it now (in the contract's shape), or 404
 * when there is no such record. A body without a version (a §7 client) always passes.
 */
export async function claimRecord(
  tx: Queryable,
  table: VersionedTable,
  id: string,
  body: unknown,
  readCurrent: (q: Queryable) => Promise<unknown>,
): Promise<void> {
  if (await claimVersion(tx, table, id, expectedVersionOf(body))) return;
  const current = await readCurrent(tx);
  throw current ? new StaleWriteError(current) : notFound();
}

/** A site's edit (details or backup flag, by a platform admin or its site admin): 409 with the site as saved. */
export const claimSite = (tx: Queryable, id: string, body: unknown) => claimRecord(tx, 'sites', id, body, (q) => findSite(q, id));
