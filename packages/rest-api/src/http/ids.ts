// The `ids` query of the by-id reads (CONTRACT.md "By-id reads"): a list call given
// `ids` answers only those rows, in its usual shape, so reading one object costs one indexed
// statement instead of the whole list. One parser for every call that takes it.
import { isUuid } from '../auth/users';
import { badInput } from './errors';

/** At most this many ids per call (the BFF's loaders send their keys in chunks of this size). */
export const MAX_IDS = 100;

/**
 * The ids a by-id read asks for, or null when the query has no `ids` (the call's legacy whole
 * list). Comma-separated (a repeated `ids` counts as one list), trimmed, lower-cased, without
 * repeats; 400 `fill_required` on `query.ids` for none or more than MAX_IDS. An id that is not a
 * UUID names nothing: it is left out here, so it is simply not found (and never reaches a uuid cast).
 */
export function idsQuery(query: unknown): string[] | null {
  const raw = query && typeof query === 'object' ? (query as { ids?: unknown }).ids : undefined;
  if (raw === undefined) return null;
  const text = (Array.isArray(raw) ? raw : [raw]).map(String).join(',');
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || ids.length > MAX_IDS) throw badInput([{ field: 'query.ids', key: 'fill_required' }]);
  return ids.filter(isUuid);
}

/**
 * The ids of a batch call (CONTRACT.md "Batch reads"): as idsQuery, but required, not a way back
 * to a whole list: 400 `fill_required` on `query.ids` without `ids` as well.
 */
export function requiredIdsQuery(query: unknown): string[] {
  const ids = idsQuery(query);
  if (!ids) throw badInput([{ field: 'query.ids', key: 'fill_required' }]);
  return ids;
}
