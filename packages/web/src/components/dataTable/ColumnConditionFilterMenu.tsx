// A number or text column's filter (§2 search options: less than, greater than, include): a number
// less than, greater than or equal to the one typed, or a text that includes the one typed (without
// case), applied with Apply or Enter, removed with Clear. The trigger is marked while a condition
// holds, and names it for assistive technology. A date column has DateConditionFilterMenu.
import { useState } from 'react';
import { Button, Field, HStack, IconButton, Input, NativeSelect, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { Column } from '@tanstack/react-table';
import { LuFilter } from 'react-icons/lu';
import { isConditionFor, type ColumnComparison, type ColumnCondition } from '@portal/domain/columnConditionRules';
import { columnLabel, isColumnCondition } from './columnMeta';
import { conditionOptions, describeColumnCondition, type ConditionFilterKind } from './columnConditionText';

export function ColumnConditionFilterMenu<TRow>({ column, kind }: { column: Column<TRow, unknown>; kind: ConditionFilterKind }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const label = columnLabel(column);
  const filter = column.getFilterValue();
  const active = isColumnCondition(filter) ? filter : null;
  const fresh: ColumnComparison = kind === 'text' ? 'INCLUDE' : 'LESS';
  const [open, setOpen] = useState(false);
  const [comparison, setComparison] = useState<ColumnComparison>(active?.comparison ?? fresh);
  const [value, setValue] = useState(active?.value ?? '');
  // The problem shows once Apply was tried, not while typing.
  const [tried, setTried] = useState(false);
  const condition: ColumnCondition = { comparison, value: value.trim() };
  const readable = isConditionFor(kind, condition);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    // Each opening starts from the condition in force (or a fresh one).
    setComparison(active?.comparison ?? fresh);
    setValue(active?.value ?? '');
    setTried(false);
  };
  const apply = () => {
    setTried(true);
    if (!readable) return;
    if (active?.comparison !== condition.comparison || active.value !== condition.value) column.setFilterValue(condition);
    setOpen(false);
  };
  const clear = () => {
    if (active) column.setFilterValue(undefined);
    setOpen(false);
  };
  const summary = active ? describeColumnCondition(i18n, kind, active) : null;
  const triggerLabel = summary ? t`Filter ${label}: ${summary}` : t`Filter ${label}`;

  return (
    <Popover.Root
      positioning={{ placement: 'bottom-start' }}
      open={open}
      onOpenChange={(details) => openChange(details.open)}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label={triggerLabel}
          title={summary ?? undefined}
          size="2xs"
          variant={active ? 'subtle' : 'ghost'}
          colorPalette={active ? 'brand' : 'gray'}
          data-active={active ? '' : undefined}
          onClick={(event) => event.stopPropagation()}
        >
          <LuFilter aria-hidden="true" />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="72">
            <Popover.Body p="3">
              <Stack
                as="form"
                gap="3"
                role="group"
                aria-label={t`Filter ${label}`}
                onSubmit={(event) => {
                  event.preventDefault();
                  apply();
                }}
              >
                <Text fontWeight="semibold">{label}</Text>
                {kind === 'number' ? (
                  <Field.Root>
                    <Field.Label>{t`Condition`}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={comparison} onChange={(event) => setComparison(event.target.value as ColumnComparison)}>
                        {conditionOptions(i18n, kind).map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                ) : null}
                <Field.Root invalid={tried && !readable}>
                  <Field.Label>{kind === 'number' ? t`Number` : t({ message: 'Includes', context: 'text condition' })}</Field.Label>
                  <Input
                    size="sm"
                    value={value}
                    inputMode={kind === 'number' ? 'decimal' : undefined}
                    onChange={(event) => setValue(event.target.value)}
                  />
                  <Field.ErrorText>
                    {kind === 'number' ? t`Enter a number, such as 3 or 2.5` : t`Enter the text to look for`}
                  </Field.ErrorText>
                </Field.Root>
                <HStack justify="space-between">
                  <Button size="sm" variant="ghost" onClick={clear} disabled={!active}>
                    {t`Clear filter`}
                  </Button>
                  <Button size="sm" type="submit" colorPalette="brand">
                    {t`Apply`}
                  </Button>
                </HStack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
