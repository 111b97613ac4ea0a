// A result table (§2, §9): RESULT_TABLE_PAGE_SIZE visits a page, newest first, with the data
// table's page controls only when there are more visits than fit one page. (The generic
// DataTable pages by 14 rows, so the few columns here are laid out directly.) Headers and cells
// wrap (long headers in German, long outcomes), so a narrow panel never hides a column.
import { useState, type ReactNode } from 'react';
import { Box, Table, Text } from '@chakra-ui/react';
import { RESULT_TABLE_PAGE_SIZE } from '@portal/domain/constants';
import { DataTablePagination } from '../../components/dataTable/DataTablePagination';

export interface ResultColumn<TRow> {
  key: string;
  header: string;
  cell: (row: TRow) => ReactNode;
}

interface ResultTableProps<TRow> {
  caption: string;
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  columns: readonly ResultColumn<TRow>[];
  emptyText: string;
}

export function ResultTable<TRow>({ caption, rows, rowKey, columns, emptyText }: ResultTableProps<TRow>) {
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(rows.length / RESULT_TABLE_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const pageRows = rows.slice(current * RESULT_TABLE_PAGE_SIZE, (current + 1) * RESULT_TABLE_PAGE_SIZE);
  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root aria-label={caption} size="sm">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} whiteSpace="normal" overflowWrap="break-word" verticalAlign="bottom">
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pageRows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" py="6">
                  <Text color="fg.muted">{emptyText}</Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              pageRows.map((row) => (
                <Table.Row key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key} whiteSpace="normal" overflowWrap="break-word">
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {rows.length > RESULT_TABLE_PAGE_SIZE ? (
        <DataTablePagination pageCount={pageCount} pageIndex={current} onPageChange={setPage} />
      ) : null}
    </Box>
  );
}
