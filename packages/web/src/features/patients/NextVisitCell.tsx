// The active table's Next visit cell: the planned day as dd/mm/yyyy and, once that day
// has passed, the date in red with "5 days overdue" beside it: in words too, not colour only
// (WCAG 1.4.1). One line where the table has room; in a narrow table (German or French at 1280 px)
// the words go under the date rather than push the Status column under the sticky actions.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { formatDate } from '../../i18n/dates';

interface NextVisitCellProps {
  date: string | null | undefined;
  /** Whole days past the planned day (1 the day after it); null when not overdue. */
  daysOverdue: number | null | undefined;
}

export function NextVisitCell({ date, daysOverdue }: NextVisitCellProps) {
  const day = formatDate(date);
  if (daysOverdue === null || daysOverdue === undefined) {
    return (
      <Text as="span" fontVariantNumeric="tabular-nums">
        {day}
      </Text>
    );
  }
  return (
    <HStack columnGap="2" rowGap="1" flexWrap="wrap">
      <Text as="span" color="fg.error" fontWeight="medium" fontVariantNumeric="tabular-nums">
        {day}
      </Text>
      <Badge size="sm" variant="subtle" colorPalette="red" whiteSpace="nowrap">
        {plural(daysOverdue, { one: '# day overdue', other: '# days overdue' })}
      </Badge>
    </HStack>
  );
}
