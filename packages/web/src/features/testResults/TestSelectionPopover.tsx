// The "Tests" popover of the patient record (§2): a search box, select all over the tests the
// search finds, a checkbox per performed test, the disabled "Not performed" group, and the
// check-all (every performed test, whatever the search) and advanced toggles.
import { useState } from 'react';
import { Badge, Button, Input, Popover, Portal, Separator, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { LuListChecks } from 'react-icons/lu';
import { DROPDOWN_SEARCH_MAX } from '@portal/domain/constants';
import { SelectCheckbox } from '../../components/dataTable/SelectCheckbox';
import { selectAllState, toggleAll } from '../../components/dataTable/triState';
import { formatDate } from '../../i18n/dates';
import { TEST_NAMES, type ResultTest } from './testCatalog';
import { limitSearch, matchesSearch, type PerformedTest } from './testSelection';

interface TestSelectionPopoverProps {
  performed: readonly PerformedTest[];
  notPerformed: readonly ResultTest[];
  selected: readonly ResultTest[];
  onSelectedChange: (selected: ResultTest[]) => void;
  advanced: boolean;
  onAdvancedChange: (advanced: boolean) => void;
}

export function TestSelectionPopover(props: TestSelectionPopoverProps) {
  const { performed, notPerformed, selected, onSelectedChange, advanced, onAdvancedChange } = props;
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [search, setSearch] = useState('');
  const nameOf = (test: ResultTest) => i18n._(TEST_NAMES[test]);
  const found = performed.filter((test) => matchesSearch(nameOf(test.testType), search)).map((test) => test.testType);
  const foundNotPerformed = notPerformed.filter((test) => matchesSearch(nameOf(test), search));
  const allPerformed = performed.map((test) => test.testType);
  const chosenFound = found.filter((test) => selected.includes(test)).length;
  const allChecked = allPerformed.length > 0 && allPerformed.every((test) => selected.includes(test));
  const count = selected.length;

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          <LuListChecks aria-hidden="true" />
          {t`Tests`}
          {/* A span may not carry aria-label: the count is read from hidden text. */}
          <Badge colorPalette="brand" variant="subtle" rounded="full" aria-hidden="true">
            {count}
          </Badge>
          <VisuallyHidden>{t`${count} selected`}</VisuallyHidden>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="80" w="80">
            <Popover.Body p="3">
              <Stack gap="3" role="group" aria-label={t`Tests`}>
                <Input
                  size="sm"
                  type="search"
                  aria-label={t`Search tests`}
                  placeholder={t`Search tests`}
                  maxLength={DROPDOWN_SEARCH_MAX}
                  value={search}
                  onChange={(event) => setSearch(limitSearch(event.target.value))}
                />
                <Stack gap="2">
                  <Switch.Root
                    size="sm"
                    checked={allChecked}
                    onCheckedChange={({ checked }) => onSelectedChange(checked ? allPerformed : [])}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{t`Check all`}</Switch.Label>
                  </Switch.Root>
                  <Switch.Root size="sm" checked={advanced} onCheckedChange={({ checked }) => onAdvancedChange(checked)}>
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{t`Advanced`}</Switch.Label>
                  </Switch.Root>
                </Stack>
                <Separator />
                {found.length > 0 ? (
                  <SelectCheckbox
                    checked={selectAllState(chosenFound, found.length)}
                    onChange={() => onSelectedChange(toggleAll(selected, found))}
                  >
                    <Text fontWeight="semibold">{t`Select all`}</Text>
                  </SelectCheckbox>
                ) : null}
                <Stack gap="1.5" maxH="64" overflowY="auto" ps="1" role="group" aria-label={t`Performed tests`}>
                  {found.map((test) => {
                    const lastVisit = formatDate(performed.find((item) => item.testType === test)?.lastVisit);
                    return (
                      <SelectCheckbox
                        key={test}
                        checked={selected.includes(test)}
                        onChange={(checked) => onSelectedChange(checked ? [...selected, test] : selected.filter((item) => item !== test))}
                      >
                        {nameOf(test)}
                        <Text as="span" color="fg.muted" ms="2" fontSize="xs">
                          {lastVisit}
                        </Text>
                      </SelectCheckbox>
                    );
                  })}
                  {found.length === 0 && foundNotPerformed.length === 0 ? (
                    <Text color="fg.muted" fontSize="sm">{t`No test matches the search`}</Text>
                  ) : null}
                </Stack>
                {foundNotPerformed.length > 0 ? (
                  <Stack gap="1.5" role="group" aria-label={t`Not performed`} aria-disabled="true">
                    <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                      {t`Not performed`}
                    </Text>
                    {foundNotPerformed.map((test) => (
                      <SelectCheckbox key={test} checked={false} disabled onChange={() => {}}>
                        {nameOf(test)}
                      </SelectCheckbox>
                    ))}
                  </Stack>
                ) : null}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
