// A §7 backend answers a list only whole (getallpatients, getAllECP, getAllSites…): the BFF pages,
// sorts, filters and searches it itself. Each whole list is fetched once and reused for a few
// seconds by the same user, so turning a page or typing in the search box does not fetch it again;
// the user's own writes drop their lists at once, so they never see a list without their change.
// Lists are kept per user (their uid is in every key): one user never reads another's copy.
import { LRUCache } from 'lru-cache';

/** How long a user's whole list is reused. */
export const WHOLE_LIST_REUSE_MS = 10_000;

export interface WholeListCache {
  /** The list under `key` of the user `uid`: the copy fetched in the last few seconds, else `fetch()` (once however many ask at once). */
  get<T>(uid: string, key: string, fetch: () => Promise<T>): Promise<T>;
  /** Drops every list of `uid` (after their own write). */
  forgetUser(uid: string): void;
}

export function wholeListCache(options: { reuseMs?: number; maxLists?: number } = {}): WholeListCache {
  const lists = new LRUCache<string, { value: Promise<unknown> }>({
    max: options.maxLists ?? 2_000,
    ttl: options.reuseMs ?? WHOLE_LIST_REUSE_MS,
  });
  const keyOf = (uid: string, key: string) => `${uid}\u0000${key}`;
  return {
    get<T>(uid: string, key: string, fetch: () => Promise<T>): Promise<T> {
      const at = keyOf(uid, key);
      const held = lists.get(at);
      if (held) return held.value as Promise<T>;
      const value = fetch();
      lists.set(at, { value });
      // A failed fetch is not kept: the next request asks again.
      value.catch(() => {
        if (lists.get(at)?.value === value) lists.delete(at);
      });
      return value;
    },
    forgetUser(uid) {
      const prefix = `${uid}\u0000`;
      for (const key of [...lists.keys()]) if (key.startsWith(prefix)) lists.delete(key);
    },
  };
}
