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
import { TABLE_PAGE_SIZE } from '@portal/domain/constants';
import { containsText, inChosenValues } from './columnMeta';
import { nextSortState } from './sortCycle';

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
}

const resolve = <T,>(updater: Updater<T>, previous: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;

export function useDataTable<TRow>(options: UseDataTableOptions<TRow>) {
  const { rows, columns, getRowId, globalFilter = '', selectedRowIds, onSelectedRowIdsChange, isRowDisabled } = options;
  const [sorting, setSorting] = useState<SortingState>(options.initialSorting ?? []);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: TABLE_PAGE_SIZE });

  // A new search text shows its results from the first page.
  const [searchedText, setSearchedText] = useState(globalFilter);
  if (searchedText !== globalFilter) {
    setSearchedText(globalFilter);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selectedRowIds ?? []).map((id) => [id, true])),
    [selectedRowIds],
  );

  const table = useReactTable<TRow>({
    data: rows as TRow[],
    columns,
    getRowId: (row) => getRowId(row),
    state: { sorting, columnFilters, globalFilter, pagination, rowSelection },
    defaultColumn: { filterFn: inChosenValues as FilterFn<TRow> },
    globalFilterFn: containsText as FilterFn<TRow>,
    getColumnCanGlobalFilter: (column) => Boolean(column.accessorFn),
    enableMultiSort: true,
    enableRowSelection: (row) => Boolean(onSelectedRowIdsChange) && !isRowDisabled?.(row.original),
    // Pages go back to the first one on our own events, not on every new rows array.
    autoResetPageIndex: false,
    onSortingChange: (updater) => {
      setSorting((previous) => resolve(updater, previous));
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onColumnFiltersChange: (updater) => {
      setColumnFilters((previous) => resolve(updater, previous));
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: (updater) => setPagination((previous) => resolve(updater, previous)),
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
  useEffect(() => {
    const lastPage = Math.max(0, pageCount - 1);
    if (pagination.pageIndex > lastPage) setPagination((current) => ({ ...current, pageIndex: lastPage }));
  }, [pageCount, pagination.pageIndex]);

  /** A header click: the column moves on in the desc → asc → none cycle, other sorts stay. */
  const cycleSort = (columnId: string) => table.setSorting((previous) => nextSortState(previous, columnId));

  return { table, sorting, cycleSort };
}
