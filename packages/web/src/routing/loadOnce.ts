// Code and catalogs fetched on demand load once per page, whoever asks first, and the
// others share that load. A failed load (offline, or a chunk gone after a deployment) is forgotten,
// so the next call tries again instead of failing for the rest of the page's life.

/** Between tries of a load that failed while something waits for it (offline, the portal out of reach). */
export const LOAD_RETRY_MS = 5_000;

/** `load` run at most once at a time and once in all after it succeeds; its promise is shared. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  const once = loadOncePer<null, T>(() => load());
  return () => once(null);
}

/** The same, once per key (a language's catalog). */
export function loadOncePer<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loads = new Map<K, Promise<T>>();
  return (key) => {
    let loading = loads.get(key);
    if (!loading) {
      loading = load(key).catch((error: unknown) => {
        loads.delete(key);
        throw error;
      });
      loads.set(key, loading);
    }
    return loading;
  };
}
