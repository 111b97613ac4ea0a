// Paging a list already in memory (a patient's visits, a site's ECPs and devices, a device's errors):
// the page `first` and `after` ask for, as a Relay connection.
import { connectionFromPage, offsetFromCursor, pageSize, type Page } from '../../graphql/connection';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** The page of `items` that `first` and `after` ask for (first capped at 100). */
export function pageOf<T>(items: readonly T[], args: PageArgs, fallback = 20): Page<T> {
  const size = pageSize(args.first, fallback);
  const offset = args.after ? offsetFromCursor(args.after) + 1 : 0;
  return connectionFromPage(items.slice(offset, offset + size), offset, items.length);
}
