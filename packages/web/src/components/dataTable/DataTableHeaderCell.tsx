// One column header: a button cycling the sort (desc → asc → none) with its direction
// and, when several columns sort, its priority; plus the column's filter when it has one (ticked
// values, or a §2 condition on a date, number or text, which also reads under the header while it holds).
import { Box, chakra, HStack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { flexRender, type Header, type Row, type SortingState } from '@tanstack/react-table';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { ColumnConditionFilterMenu } from './ColumnConditionFilterMenu';
import { describeColumnCondition } from './columnConditionText';
import { ColumnFilterMenu } from './ColumnFilterMenu';
import { isColumnCondition, isDateCondition } from './columnMeta';
import { DateConditionFilterMenu } from './DateConditionFilterMenu';
import { describeDateCondition } from './dateConditionText';
import type { FilterChoice } from './useDataTable';
import { sortDirectionOf } from './sortCycle';

interface DataTableHeaderCellProps<TRow> {
  header: Header<TRow, unknown>;
  sorting: SortingState;
  onSort: (columnId: string) => void;
  allRows: readonly Row<TRow>[];
  /** The filter's choices as the server counts them; absent: the distinct values of `allRows`. */
  choices?: readonly FilterChoice[];
}

const ARIA_SORT = { desc: 'descending', asc: 'ascending', none: 'none' } as const;

export function DataTableHeaderCell<TRow>({ header, sorting, onSort, allRows, choices }: DataTableHeaderCellProps<TRow>) {
  const { i18n } = useLingui();
  const { column } = header;
  const meta = column.columnDef.meta;
  const canSort = column.getCanSort();
  const direction = sortDirectionOf(sorting, column.id);
  const priority = sorting.findIndex((entry) => entry.id === column.id) + 1;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  const justify = meta?.align === 'end' ? 'flex-end' : meta?.align === 'center' ? 'center' : 'flex-start';
  const canFilter = column.getCanFilter();
  const condition = (meta?.dateFilter || meta?.conditionFilter) && canFilter ? column.getFilterValue() : undefined;
  const conditionText = isDateCondition(condition)
    ? describeDateCondition(i18n, condition)
    : meta?.conditionFilter && isColumnCondition(condition)
      ? describeColumnCondition(i18n, meta.conditionFilter, condition)
      : null;

  return (
    <Table.ColumnHeader
      aria-sort={canSort ? ARIA_SORT[direction] : undefined}
      textAlign={meta?.align ?? 'start'}
      minW={meta?.minWidth}
      maxW={meta?.maxWidth}
      // A long label wraps rather than push the table past its box at 1280 px (German, French,
      // Italian): the last columns then hid under the sticky actions column.
      whiteSpace="normal"
    >
      {/* Label, sort arrow and filter sit close (2 px): German's long single-word labels then fit
          1280 px with every column (4 px each left the table 12 px past its box). */}
      <HStack gap="0.5" justify={justify}>
        {canSort ? (
          <chakra.button
            type="button"
            onClick={() => onSort(column.id)}
            display="inline-flex"
            alignItems="center"
            gap="0.5"
            fontWeight="inherit"
            textAlign="start"
            cursor="pointer"
            borderRadius="l1"
            _hover={{ color: 'fg' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
          >
            {content}
            <Box as="span" aria-hidden="true" color={direction === 'none' ? 'fg.subtle' : 'fg'} display="inline-flex">
              {direction === 'desc' ? <LuArrowDown /> : direction === 'asc' ? <LuArrowUp /> : <LuArrowUpDown />}
              {direction !== 'none' && sorting.length > 1 ? (
                <chakra.sup fontSize="2xs" data-testid="sort-priority">
                  {priority}
                </chakra.sup>
              ) : null}
            </Box>
          </chakra.button>
        ) : (
          content
        )}
        {meta?.dateFilter && canFilter ? <DateConditionFilterMenu column={column} /> : null}
        {meta?.conditionFilter && !meta.dateFilter && canFilter ? (
          <ColumnConditionFilterMenu column={column} kind={meta.conditionFilter} />
        ) : null}
        {meta?.filterable && !meta.dateFilter && !meta.conditionFilter && canFilter ? (
          <ColumnFilterMenu column={column} allRows={allRows} choices={choices} />
        ) : null}
      </HStack>
      {conditionText ? (
        <Text fontSize="xs" fontWeight="normal" color="brand.fg" textAlign={meta?.align ?? 'start'} aria-hidden="true">
          {conditionText}
        </Text>
      ) : null}
    </Table.ColumnHeader>
  );
}
