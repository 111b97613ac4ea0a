// A date column's filter (§2 search options: less than, greater than, include): before, after or
// on a day typed dd/mm/yyyy (or picked from the calendar), applied with Apply or Enter, removed
// with Clear. The trigger is marked while a condition holds, and names it for assistive technology.
import { useState } from 'react';
import { Button, Field, HStack, IconButton, NativeSelect, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { Column } from '@tanstack/react-table';
import { LuFilter } from 'react-icons/lu';
import { isIsoDay, type DateComparison, type DateCondition } from '@portal/domain/dateConditionRules';
import { lazyComponent } from '../deferred/lazyComponent';
import { columnLabel, isDateCondition } from './columnMeta';
import { comparisonOptions, describeDateCondition } from './dateConditionText';

// The date input (its parsing, the form library) loads when the filter opens, not with the table.
const DateInput = lazyComponent(() => import('../form/DateField').then((m) => m.DateInput));

export function DateConditionFilterMenu<TRow>({ column }: { column: Column<TRow, unknown> }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const label = columnLabel(column);
  const filter = column.getFilterValue();
  const active = isDateCondition(filter) ? filter : null;
  const [open, setOpen] = useState(false);
  const [comparison, setComparison] = useState<DateComparison>(active?.comparison ?? 'BEFORE');
  const [day, setDay] = useState(active?.day ?? '');
  // "Enter the date" shows once Apply was tried with text that is no day, not while typing.
  const [tried, setTried] = useState(false);
  const readable = isIsoDay(day);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    // Each opening starts from the condition in force (or a fresh one).
    setComparison(active?.comparison ?? 'BEFORE');
    setDay(active?.day ?? '');
    setTried(false);
  };
  const apply = () => {
    setTried(true);
    if (!readable) return;
    const condition: DateCondition = { comparison, day };
    if (active?.comparison !== condition.comparison || active.day !== condition.day) column.setFilterValue(condition);
    setOpen(false);
  };
  const clear = () => {
    if (active) column.setFilterValue(undefined);
    setOpen(false);
  };
  const summary = active ? describeDateCondition(i18n, active) : null;
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
                <Field.Root>
                  <Field.Label>{t`Condition`}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={comparison} onChange={(event) => setComparison(event.target.value as DateComparison)}>
                      {comparisonOptions(i18n).map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root invalid={tried && !readable}>
                  <Field.Label>{t`Date`}</Field.Label>
                  <DateInput value={day} onChange={setDay} />
                  <Field.ErrorText>{t`Enter the date as dd/mm/yyyy`}</Field.ErrorText>
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
