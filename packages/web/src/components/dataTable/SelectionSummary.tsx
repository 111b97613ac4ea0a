// How many rows are selected, including those the current page, search or filters do not show:
// a selection outlives them (a message goes to every selected row), so the count says so and
// offers to clear it.
import { Button, HStack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

interface SelectionSummaryProps {
  selectedIds: readonly string[];
  /** The ids of the rows on screen now. */
  shownIds: readonly string[];
  onClear: () => void;
}

export function SelectionSummary({ selectedIds, shownIds, onClear }: SelectionSummaryProps) {
  const { t } = useLingui();
  if (selectedIds.length === 0) return null;
  const shown = new Set(shownIds);
  const hidden = selectedIds.filter((id) => !shown.has(id)).length;
  const count = selectedIds.length;
  return (
    <HStack gap="3" fontSize="sm" role="status" data-testid="selection-summary">
      <Text>
        {plural(count, { one: '# selected', other: '# selected' })}
        {hidden > 0 ? (
          <Text as="span" color="fg.muted">
            {' '}
            {t`(${hidden} not shown here)`}
          </Text>
        ) : null}
      </Text>
      <Button size="xs" variant="ghost" onClick={onClear}>
        {t`Clear selection`}
      </Button>
    </HStack>
  );
}
