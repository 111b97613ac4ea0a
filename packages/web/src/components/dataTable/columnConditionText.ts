// How a number or text column's condition reads (§2 search options: less than, greater than,
// include): the comparison's name in the filter, and the active condition under the column's header.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { comparisonsOf, type ColumnComparison, type ColumnCondition } from '@portal/domain/columnConditionRules';

/** The kinds a number or text column's filter reads its condition as (a date column has its own menu). */
export type ConditionFilterKind = 'number' | 'text';

const NUMBER_LABELS: Record<ColumnComparison, MessageDescriptor> = {
  LESS: msg({ message: 'Less than', context: 'number condition' }),
  GREATER: msg({ message: 'Greater than', context: 'number condition' }),
  INCLUDE: msg({ message: 'Equal to', context: 'number condition' }),
};

/** The comparisons a kind offers, in order, each named in the current language. */
export const conditionOptions = (i18n: I18n, kind: ConditionFilterKind) =>
  comparisonsOf(kind).map((comparison) => ({
    value: comparison,
    label: kind === 'text' ? i18n._(msg({ message: 'Includes', context: 'text condition' })) : i18n._(NUMBER_LABELS[comparison]),
  }));

/** "Less than 3", "Greater than 3", "Equal to 3", "Includes “north”". */
export function describeColumnCondition(i18n: I18n, kind: ConditionFilterKind, condition: ColumnCondition): string {
  const { value } = condition;
  if (kind === 'text') return i18n._(msg`Includes “${value}”`);
  switch (condition.comparison) {
    case 'LESS':
      return i18n._(msg`Less than ${value}`);
    case 'GREATER':
      return i18n._(msg`Greater than ${value}`);
    default:
      return i18n._(msg`Equal to ${value}`);
  }
}
