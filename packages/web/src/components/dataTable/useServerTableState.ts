// A table whose server pages, sorts and filters: the page, the sort and the column
// filters live here, and every change asks the server (through `fetch`) for the rows it needs.
import { useState } from 'react';
import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';

export interface ServerTablePosition {
  pageIndex: number;
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
}

export const FIRST_PAGE: ServerTablePosition = { pageIndex: 0, sorting: [], columnFilters: [] };

/**
 * The table state (from `initial` on mount: a remembered filter) and what the data table needs to drive it; `fetch` asks the server for the new
 * state (the caller runs it in a transition, so the current page stays until the next one arrives).
 */
export function useServerTableState(fetch: (state: ServerTablePosition) => void, initial: () => ServerTablePosition = () => FIRST_PAGE) {
  const [state, setState] = useState<ServerTablePosition>(initial);
  const change = (next: ServerTablePosition) => {
    setState(next);
    fetch(next);
  };
  return {
    state,
    /** Back to the first page, the sort and filters kept (a new search or toggle). */
    firstPage: () => ({ ...state, pageIndex: 0 }),
    setFirstPage: () => setState((current) => ({ ...current, pageIndex: 0 })),
    onPageIndexChange: (pageIndex: number) => change({ ...state, pageIndex }),
    onSortingChange: (sorting: SortingState) => change({ ...state, sorting, pageIndex: 0 }),
    onColumnFiltersChange: (columnFilters: ColumnFiltersState) => change({ ...state, columnFilters, pageIndex: 0 }),
  };
}
