// How a date column's condition reads (§2 search options: less than, greater than, include, as
// before, after and on a day): the comparison's name in the filter and the active condition under
// the column's header, with the day as dd/mm/yyyy.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DATE_COMPARISONS, type DateComparison, type DateCondition } from '@portal/domain/dateConditionRules';
import { formatDate } from '../../i18n/dates';

const COMPARISON_LABELS: Record<DateComparison, MessageDescriptor> = {
  BEFORE: msg({ message: 'Before', context: 'date condition' }),
  AFTER: msg({ message: 'After', context: 'date condition' }),
  ON: msg({ message: 'On', context: 'date condition' }),
};

/** The comparisons in the order the filter offers them, each named in the current language. */
export const comparisonOptions = (i18n: I18n) =>
  DATE_COMPARISONS.map((comparison) => ({ value: comparison, label: i18n._(COMPARISON_LABELS[comparison]) }));

/** "Before 15/01/2026", "After 15/01/2026", "On 15/01/2026". */
export function describeDateCondition(i18n: I18n, condition: DateCondition): string {
  const date = formatDate(condition.day);
  switch (condition.comparison) {
    case 'BEFORE':
      return i18n._(msg`Before ${date}`);
    case 'AFTER':
      return i18n._(msg`After ${date}`);
    default:
      return i18n._(msg`On ${date}`);
  }
}
