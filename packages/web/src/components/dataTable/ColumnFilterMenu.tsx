// The per-column filter of §2: a popover listing the column's distinct values as
// checkboxes, with a tri-state "Select all" above them. Nothing chosen filters nothing.
import { Box, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Column, Row } from '@tanstack/react-table';
import { LuFilter } from 'react-icons/lu';
import { columnLabel, distinctValues } from './columnMeta';
import { SelectCheckbox } from './SelectCheckbox';
import { selectAllState, toggleAll } from './triState';
import type { FilterChoice } from './useDataTable';

interface ColumnFilterMenuProps<TRow> {
  column: Column<TRow, unknown>;
  /** Every row of the table, so a value stays listed while it is filtered out. */
  allRows: readonly Row<TRow>[];
  /** The choices and their counts from the server; absent: the distinct values of `allRows`. */
  choices?: readonly FilterChoice[];
}

export function ColumnFilterMenu<TRow>({ column, allRows, choices }: ColumnFilterMenuProps<TRow>) {
  const { t } = useLingui();
  const label = columnLabel(column);
  const describe = column.columnDef.meta?.filterValueLabel ?? ((value: unknown) => String(value));
  const labelled = ({ key, value }: { key: string; value?: unknown }) =>
    key === '' ? (column.columnDef.meta?.emptyValueLabel ?? t`(Empty)`) : describe(value === undefined ? key : value);
  const values: readonly FilterChoice[] = ((choices ?? distinctValues(allRows, column.id)) as readonly FilterChoice[]).map((choice) => ({
    ...choice,
    label: choice.label ?? labelled(choice),
  }));
  const allKeys = values.map((value) => value.key);
  const filter = column.getFilterValue() as string[] | undefined;
  const chosen = filter ?? allKeys;
  const isFiltered = filter !== undefined;

  // Choosing every value is the same as no filter: store it that way.
  const choose = (keys: string[]) => column.setFilterValue(keys.length === allKeys.length ? undefined : keys);

  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton
          aria-label={t`Filter ${label}`}
          size="2xs"
          variant={isFiltered ? 'subtle' : 'ghost'}
          colorPalette={isFiltered ? 'brand' : 'gray'}
          onClick={(event) => event.stopPropagation()}
        >
          <LuFilter aria-hidden="true" />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="72">
            <Popover.Body p="3">
              <Stack gap="2" role="group" aria-label={t`Filter ${label}`}>
                <SelectCheckbox checked={selectAllState(chosen.length, allKeys.length)} onChange={() => choose(toggleAll(chosen, allKeys))}>
                  <Text fontWeight="semibold">{t`Select all`}</Text>
                </SelectCheckbox>
                <Box maxH="64" overflowY="auto" ps="1">
                  <Stack gap="1.5">
                    {values.map(({ key, label: text, count }) => (
                      <SelectCheckbox
                        key={key}
                        checked={chosen.includes(key)}
                        onChange={(checked) => choose(checked ? [...chosen, key] : chosen.filter((k) => k !== key))}
                      >
                        {text}
                        {count !== undefined ? (
                          <Text as="span" color="fg.muted" ms="1.5">
                            ({count})
                          </Text>
                        ) : null}
                      </SelectCheckbox>
                    ))}
                  </Stack>
                </Box>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
