// Search and paging over a whole REST list: the REST list calls have no paging, so the BFF reads a
// list once per operation and serves every connection over it from memory.
import { connectionFromPage, offsetFromCursor, pageSize, type Page } from '../../graphql/connection';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface SearchArgs extends PageArgs {
  search?: string | null;
}

/** Case-insensitive substring over the given text fields; a blank search matches everything. */
export function matchesSearch(search: string | null | undefined, fields: readonly (string | null | undefined)[]): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => typeof field === 'string' && field.toLowerCase().includes(needle));
}

/** The page of `items` that `first` and `after` ask for (first capped at 100). */
export function pageOf<T>(items: readonly T[], args: PageArgs, fallback = 20): Page<T> {
  const size = pageSize(args.first, fallback);
  const offset = args.after ? offsetFromCursor(args.after) + 1 : 0;
  return connectionFromPage(items.slice(offset, offset + size), offset, items.length);
}

/** Search, then page. */
export function searchPage<T>(items: readonly T[], args: SearchArgs, fields: (item: T) => (string | null | undefined)[]): Page<T> {
  return pageOf(
    items.filter((item) => matchesSearch(args.search, fields(item))),
    args,
  );
}
