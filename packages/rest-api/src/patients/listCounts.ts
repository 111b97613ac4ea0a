// A doctor's list counts (a page's total and its columns' choices, the status toggles' counts)
// cost a scan of their patients; a page's rows do not. Each REST instance keeps the counts it
// computed under what they depend on: the doctor's list version (migration 012: every write to
// their patients moves it, in the write's own transaction, whichever instance made it), the query
// without its page and sort, and the dates its filters compare with. Reading the version is one row
// by key; the doctor's patients are counted again only when it moved. Paging through a list, coming
// back to it, or a second tab costs no scan.
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database';

/** Counts `compute` gives for `key` (of one doctor), from this instance's memory while the doctor's list is unchanged. */
export type CountsCache = <T extends object>(q: Queryable, doctorId: string, key: string, compute: () => Promise<T>) => Promise<T>;

/** No keeping: every call counts (tests of the counts themselves, one-off tools). */
export const countEveryTime: CountsCache = (_q, _doctorId, _key, compute) => compute();

/** Room for the counts of a few thousand lists (a few hundred bytes each). */
const ENTRIES = 5000;

export function listCountsCache(entries = ENTRIES): CountsCache {
  const kept = new LRUCache<string, object>({ max: entries });
  return async <T extends object>(q: Queryable, doctorId: string, key: string, compute: () => Promise<T>) => {
    const version = (await q.query<{ version: string }>('select version::text from doctor_patient_counts where doctor_id = $1', [doctorId]))
      .rows[0]?.version;
    // No patient written yet: nothing to count, nothing worth keeping.
    if (version === undefined) return compute();
    // Counted after the version was read: at worst they include a write that moved it since, never
    // miss one that had (such an entry is only found by a reader that read the older version).
    const slot = `${doctorId}\u0000${version}\u0000${key}`;
    const hit = kept.get(slot);
    if (hit) return hit as T;
    const counts = await compute();
    kept.set(slot, counts);
    return counts;
  };
}
