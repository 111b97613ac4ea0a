// The multi-sort cycle of §2 "Generic data table": each click on a header moves that
// column through descending → ascending → unsorted. Earlier sorts are kept, so the
// order of the list is the priority of the sorts.
import type { ColumnSort, SortingState } from '@tanstack/react-table';

export type SortDirection = 'desc' | 'asc' | 'none';

/** The direction a column is sorted in within a sorting state. */
export function sortDirectionOf(sorting: SortingState, columnId: string): SortDirection {
  const sort = sorting.find((entry) => entry.id === columnId);
  if (!sort) return 'none';
  return sort.desc ? 'desc' : 'asc';
}

/** The direction after one more click: desc → asc → none → desc. */
export function nextSortDirection(direction: SortDirection): SortDirection {
  if (direction === 'none') return 'desc';
  if (direction === 'desc') return 'asc';
  return 'none';
}

/**
 * The sorting state after a click on a column's header.
 * @param keepOthers keep the other columns' sorts (multi-sort); when false the clicked
 *   column becomes the only sort.
 */
export function nextSortState(sorting: SortingState, columnId: string, keepOthers = true): SortingState {
  const next = nextSortDirection(sortDirectionOf(sorting, columnId));
  const others = keepOthers ? sorting : sorting.filter((entry) => entry.id === columnId);
  if (next === 'none') return others.filter((entry) => entry.id !== columnId);
  const updated: ColumnSort = { id: columnId, desc: next === 'desc' };
  // A column already in the list keeps its priority; a new one is sorted after the others.
  if (others.some((entry) => entry.id === columnId)) {
    return others.map((entry) => (entry.id === columnId ? updated : entry));
  }
  return [...others, updated];
}
