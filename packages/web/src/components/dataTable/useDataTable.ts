// The table state of the generic data table, held by tanstack: multi-sort, per-column
// value filters, the global search text, 14-row pages and the controlled row selection.
import { useEffect, useMemo, useState } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFn,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useLingui } from '@lingui/react';
import { TABLE_PAGE_SIZE } from '@portal/domain/constants';
import { byColumnFilter, containsText } from './columnMeta';
import { nextSortState } from './sortCycle';

/**
 * A table whose rows the server pages, sorts and filters: the caller holds the page,
 * the sort and the column filters, passes one page of rows, and asks the server again on change.
 */
export interface ServerTableState {
  /** Rows matching the search and filters over every page. */
  totalCount: number;
  /** 0-based. */
  pageIndex: number;
  onPageIndexChange: (pageIndex: number) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  columnFilters: ColumnFiltersState;
  onColumnFiltersChange: (filters: ColumnFiltersState) => void;
  /** The choices of each filterable column, as the server counts them under the other filters. */
  filterChoices: Record<string, readonly FilterChoice[]>;
}

/** One value of a column filter: its key, how it reads and how many rows hold it. */
export interface FilterChoice {
  key: string;
  /** How it reads; absent: the column's filterValueLabel of `value` ("(Empty)" for ''). */
  label?: string;
  /** The row value it stands for (a yes/no column's boolean); absent: the key. */
  value?: unknown;
  count?: number;
}

export interface UseDataTableOptions<TRow> {
  rows: readonly TRow[];
  // tanstack's own idiom: columns of different value types live in one list.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TRow, any>[];
  getRowId: (row: TRow) => string;
  globalFilter?: string;
  selectedRowIds?: readonly string[];
  onSelectedRowIdsChange?: (ids: string[]) => void;
  isRowDisabled?: (row: TRow) => boolean;
  initialSorting?: SortingState;
  /** Server paging, sorting and filtering; without it the table does all three over `rows`. */
  server?: ServerTableState;
}

/** A new array of the same rows for each language: the language is only what makes it new. */
const rowsIn = <T>(rows: readonly T[], _language: string): T[] => [...rows];

const resolve = <T>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

export function useDataTable<TRow>(options: UseDataTableOptions<TRow>) {
  const { rows, columns, getRowId, globalFilter = '', selectedRowIds, onSelectedRowIdsChange, isRowDisabled, server } = options;
  const [localSorting, setLocalSorting] = useState<SortingState>(options.initialSorting ?? []);
  const [localFilters, setLocalFilters] = useState<ColumnFiltersState>([]);
  const [localPagination, setLocalPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: TABLE_PAGE_SIZE });
  const sorting = server ? server.sorting : localSorting;
  const columnFilters = server ? server.columnFilters : localFilters;
  const pagination = server ? { pageIndex: server.pageIndex, pageSize: TABLE_PAGE_SIZE } : localPagination;
  // The server goes back to its first page itself on a new sort or filter (the caller does that).
  const setSorting = (updater: Updater<SortingState>) =>
    server ? server.onSortingChange(resolve(updater, server.sorting)) : setLocalSorting((previous) => resolve(updater, previous));
  const setColumnFilters = (updater: Updater<ColumnFiltersState>) =>
    server
      ? server.onColumnFiltersChange(resolve(updater, server.columnFilters))
      : setLocalFilters((previous) => resolve(updater, previous));
  const setPagination = (updater: Updater<PaginationState>) =>
    server
      ? server.onPageIndexChange(resolve(updater, pagination).pageIndex)
      : setLocalPagination((previous) => resolve(updater, previous));

  // A new search text shows its results from the first page.
  const [searchedText, setSearchedText] = useState(globalFilter);
  if (searchedText !== globalFilter) {
    setSearchedText(globalFilter);
    if (!server) setLocalPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  // tanstack keeps each row's accessor values until the data array changes, so a value a column
  // translates would stay in the old language after a switch: a new array per language reads
  // every row again.
  const { locale } = useLingui().i18n;
  const data = useMemo(() => rowsIn(rows, locale), [rows, locale]);

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selectedRowIds ?? []).map((id) => [id, true])),
    [selectedRowIds],
  );

  const table = useReactTable<TRow>({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    state: { sorting, columnFilters, globalFilter: server ? '' : globalFilter, pagination, rowSelection },
    manualPagination: Boolean(server),
    manualSorting: Boolean(server),
    manualFiltering: Boolean(server),
    ...(server ? { rowCount: server.totalCount } : {}),
    defaultColumn: { filterFn: byColumnFilter as FilterFn<TRow> },
    globalFilterFn: containsText as FilterFn<TRow>,
    getColumnCanGlobalFilter: (column) => Boolean(column.accessorFn),
    enableMultiSort: true,
    enableRowSelection: (row) => Boolean(onSelectedRowIdsChange) && !isRowDisabled?.(row.original),
    // Pages go back to the first one on our own events, not on every new rows array.
    autoResetPageIndex: false,
    onSortingChange: (updater) => {
      setSorting(updater);
      if (!server) setLocalPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      if (!server) setLocalPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: (updater) => setPagination(updater),
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      onSelectedRowIdsChange?.(Object.keys(next).filter((id) => next[id]));
    },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  // Fewer rows (a delete, a narrower filter) must not leave the table on a page past the end.
  const pageCount = table.getPageCount();
  const pageIndex = pagination.pageIndex;
  const onServerPage = server?.onPageIndexChange;
  useEffect(() => {
    const lastPage = Math.max(0, pageCount - 1);
    if (pageIndex <= lastPage) return;
    if (onServerPage) onServerPage(lastPage);
    else setLocalPagination((current) => ({ ...current, pageIndex: lastPage }));
  }, [pageCount, pageIndex, onServerPage]);

  /** A header click: the column moves on in the desc → asc → none cycle, other sorts stay. */
  const cycleSort = (columnId: string) => table.setSorting((previous) => nextSortState(previous, columnId));

  return { table, sorting, cycleSort };
}
