// The page-number window of §2 "Generic data table": every page when there are fewer
// than 7, otherwise the first page, the current page with its neighbours and the last
// page, with a gap marker wherever pages are left out.

/** A page index (0-based) or a gap standing for the pages left out. */
export type PaginationWindowItem = { kind: 'page'; index: number } | { kind: 'gap'; key: string };

/** Below this many pages every page number is shown (so at most 6). */
export const FULL_WINDOW_PAGE_LIMIT = 7;

/**
 * The items of the page-number window.
 * @param pageCount number of pages (0 or 1 gives one page at most)
 * @param currentPage the current page, 0-based; clamped to the valid range
 */
export function paginationWindow(pageCount: number, currentPage: number): PaginationWindowItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  if (count < FULL_WINDOW_PAGE_LIMIT) {
    return Array.from({ length: count }, (_, index) => ({ kind: 'page', index }));
  }
  const last = count - 1;
  const current = Math.min(Math.max(0, Math.floor(currentPage)), last);
  const shown = new Set([0, current - 1, current, current + 1, last].filter((index) => index >= 0 && index <= last));
  const ordered = [...shown].sort((a, b) => a - b);
  const items: PaginationWindowItem[] = [];
  ordered.forEach((index, position) => {
    const previous = ordered[position - 1];
    if (previous !== undefined && index - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}-${index}` });
    items.push({ kind: 'page', index });
  });
  return items;
}
