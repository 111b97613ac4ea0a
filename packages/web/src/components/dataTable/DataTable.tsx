// The one data table of the product (§2 "Generic data table"): ECPs, sites, devices,
// admins, versions, pending users, active and archived patients. tanstack holds the
// state (sorting, filters, pages, selection); Chakra renders a real, labelled <table>.
// Cells show what the caller's column definitions render: dates come formatted.
import { Box, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { flexRender, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { LuChevronRight } from 'react-icons/lu';
import { TABLE_PAGE_SIZE } from '@portal/domain/constants';
import { DataTableHeaderCell } from './DataTableHeaderCell';
import { DataTablePagination } from './DataTablePagination';
import { DirectionalIcon } from './DirectionalIcon';
import { RowActionsMenu, type RowAction } from './RowActionsMenu';
import { SelectCheckbox } from './SelectCheckbox';
import { selectAllState, toggleAll } from './triState';
import { useDataTable, type ServerTableState } from './useDataTable';

export type { RowAction } from './RowActionsMenu';
export type { FilterChoice, ServerTableState } from './useDataTable';

/** The row menu stays in view at the end of a table wider than the screen. */
const STICKY_END = { position: 'sticky', insetInlineEnd: 0, zIndex: 1 } as const;

export interface DataTableProps<TRow> {
  rows: readonly TRow[];
  /** tanstack column definitions; `meta` adds filterable, label, minWidth, maxWidth, align. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TRow, any>[];
  getRowId: (row: TRow) => string;
  /** The table's accessible name. */
  'aria-label': string;
  /** How a row is named in labels ("Select …", "Actions for …"); default its id. */
  rowLabel?: (row: TRow) => string;
  /** Search text from the search box outside the table: rows containing it in any column. */
  globalFilter?: string;
  /** Shown when no row is left; default "No available data". */
  emptyText?: string;
  /** Row selection is on when this is given (controlled). */
  onSelectedRowIdsChange?: (ids: string[]) => void;
  selectedRowIds?: readonly string[];
  /** Rows that cannot be selected; select-all skips them. */
  isRowDisabled?: (row: TRow) => boolean;
  /** Opens a row; adds the info-arrow column. */
  onRowClick?: (row: TRow) => void;
  /** The pointer rests on a row (or its open button has the focus), or has left it (null): the page it opens may be fetched ahead. */
  onRowIntent?: (row: TRow | null) => void;
  /** The row's "more" menu; adds the actions column. */
  rowActions?: (row: TRow) => readonly RowAction[];
  /** Greyed rows (locked accounts). */
  isRowMuted?: (row: TRow) => boolean;
  initialSorting?: SortingState;
  /** The server pages, sorts and filters; `rows` is then one page. */
  server?: ServerTableState;
  /** A new page is on its way: the current one stays, dimmed. */
  pending?: boolean;
}

export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const { t } = useLingui();
  const { rows, getRowId, onRowClick, onRowIntent, rowActions, isRowMuted, isRowDisabled, onSelectedRowIdsChange } = props;
  const rowLabel = props.rowLabel ?? getRowId;
  const selectable = Boolean(onSelectedRowIdsChange);
  const selectedIds = props.selectedRowIds ?? [];
  const { table, sorting, cycleSort } = useDataTable({ ...props, rows, getRowId });

  const server = props.server;
  // Select-all covers every row the table holds: the whole filtered list, or the server's page.
  const filteredRows = table.getFilteredRowModel().rows;
  const selectableIds = filteredRows.filter((row) => row.getCanSelect()).map((row) => row.id);
  const selectedSelectable = selectableIds.filter((id) => selectedIds.includes(id)).length;
  const allRows = table.getCoreRowModel().rows;
  const pageRows = table.getRowModel().rows;
  const rowTotal = server ? server.totalCount : filteredRows.length;
  const columnCount = table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (rowActions ? 1 : 0) + (onRowClick ? 1 : 0);

  return (
    <Box>
      {/* Positioned, so visually hidden header texts stay inside the scroll area instead of
          widening the page (a wide table then scrolls alone, also right to left). */}
      <Table.ScrollArea borderWidth="1px" borderRadius="l2" position="relative">
        <Table.Root aria-label={props['aria-label']} size="sm" interactive={Boolean(onRowClick)}>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.subtle">
                {selectable ? (
                  <Table.ColumnHeader w="10">
                    <SelectCheckbox
                      ariaLabel={t`Select all rows`}
                      checked={selectAllState(selectedSelectable, selectableIds.length)}
                      disabled={selectableIds.length === 0}
                      onChange={() => onSelectedRowIdsChange?.(toggleAll(selectedIds, selectableIds))}
                    />
                  </Table.ColumnHeader>
                ) : null}
                {group.headers.map((header) => (
                  <DataTableHeaderCell
                    key={header.id}
                    header={header}
                    sorting={sorting}
                    onSort={cycleSort}
                    allRows={allRows}
                    choices={server?.filterChoices[header.column.id]}
                  />
                ))}
                {rowActions ? (
                  <Table.ColumnHeader w="12" {...STICKY_END} bg="bg.subtle">
                    <Box srOnly>{t`Actions`}</Box>
                  </Table.ColumnHeader>
                ) : null}
                {onRowClick ? (
                  <Table.ColumnHeader w="12">
                    <Box srOnly>{t`Details`}</Box>
                  </Table.ColumnHeader>
                ) : null}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body aria-busy={props.pending || undefined} opacity={props.pending ? 0.6 : undefined} transition="opacity 0.15s">
            {pageRows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} textAlign="center" py="8">
                  <Text color="fg.muted">{props.emptyText ?? t`No available data`}</Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              pageRows.map((row) => {
                const label = rowLabel(row.original);
                const muted = isRowMuted?.(row.original) ?? false;
                return (
                  <Table.Row
                    key={row.id}
                    data-muted={muted ? '' : undefined}
                    aria-selected={selectable ? row.getIsSelected() : undefined}
                    // Greyed yet readable (WCAG AA contrast): muted text on a tinted row.
                    color={muted ? 'fg.muted' : undefined}
                    bg={muted ? 'bg.subtle' : undefined}
                    cursor={onRowClick ? 'pointer' : undefined}
                    onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                    onPointerEnter={onRowIntent ? () => onRowIntent(row.original) : undefined}
                    onPointerLeave={onRowIntent ? () => onRowIntent(null) : undefined}
                  >
                    {selectable ? (
                      <Table.Cell onClick={(event) => event.stopPropagation()}>
                        <SelectCheckbox
                          ariaLabel={t`Select ${label}`}
                          checked={row.getIsSelected()}
                          disabled={isRowDisabled?.(row.original) ?? false}
                          onChange={(checked) => row.toggleSelected(checked)}
                        />
                      </Table.Cell>
                    ) : null}
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      return (
                        <Table.Cell key={cell.id} textAlign={meta?.align ?? 'start'} minW={meta?.minWidth} maxW={meta?.maxWidth}>
                          {meta?.ltr ? (
                            // An element with dir is a bidi isolate: '+39 051…' keeps its order in Hebrew, and the cell its alignment.
                            <span dir="ltr">{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
                          ) : (
                            flexRender(cell.column.columnDef.cell, cell.getContext())
                          )}
                        </Table.Cell>
                      );
                    })}
                    {rowActions ? (
                      // Clicks in the menu (portalled, but bubbling through React) must not open the row.
                      <Table.Cell
                        textAlign="end"
                        onClick={(event) => event.stopPropagation()}
                        {...STICKY_END}
                        bg={muted ? 'bg.subtle' : 'bg.panel'}
                      >
                        <RowActionsMenu actions={rowActions(row.original)} rowLabel={label} />
                      </Table.Cell>
                    ) : null}
                    {onRowClick ? (
                      <Table.Cell textAlign="end">
                        <HStack justify="flex-end">
                          <IconButton
                            aria-label={t`Show details of ${label}`}
                            size="xs"
                            variant="ghost"
                            onFocus={onRowIntent ? () => onRowIntent(row.original) : undefined}
                            onClick={(event) => {
                              event.stopPropagation();
                              onRowClick(row.original);
                            }}
                          >
                            <DirectionalIcon>
                              <LuChevronRight />
                            </DirectionalIcon>
                          </IconButton>
                        </HStack>
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {rowTotal > TABLE_PAGE_SIZE ? (
        <DataTablePagination
          pageCount={table.getPageCount()}
          pageIndex={table.getState().pagination.pageIndex}
          onPageChange={(index) => table.setPageIndex(index)}
        />
      ) : null}
    </Box>
  );
}
