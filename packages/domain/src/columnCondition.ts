// §2 "Search filter options: less than (-1), greater than (1), include (0)" on the admin console's
// columns. One condition shape for every list, read by the column's kind:
//   * a date column: before, after or on a UTC day (dateCondition.ts; a missing date meets none);
//   * a number column: less than, greater than or equal to a number (a missing number meets none);
//   * a text column: includes the text, without case (as the search's ILIKE; a missing text meets
//     none); less/greater mean nothing for a text and are refused.
// Each list says which of its columns take a condition and of which kind (ConsoleListSpec.conditions);
// the REST service applies them in SQL (rest-api db/listPage.ts), the legacy profile in memory
// (consoleLists/inMemory) through meetsColumnCondition, so both keep the same rows.
import { z } from 'zod';
import { isIsoDay, meetsDateCondition, type DateComparison, type DateCondition } from './dateCondition';
import { isPlainText } from './inputSafety';
import { postgresLower } from './lists/postgresOrder';

export const COLUMN_COMPARISONS = ['LESS', 'GREATER', 'INCLUDE'] as const;
export type ColumnComparison = (typeof COLUMN_COMPARISONS)[number];

/** The §2 search option each comparison is. */
export const COLUMN_SEARCH_OPTION: Readonly<Record<ColumnComparison, -1 | 0 | 1>> = { LESS: -1, GREATER: 1, INCLUDE: 0 };

export const CONDITION_KINDS = ['date', 'number', 'text'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/** A column's condition: `value` is a yyyy-mm-dd day, a number or a text, as the column's kind reads it. */
export interface ColumnCondition {
  comparison: ColumnComparison;
  value: string;
}

/** The longest text an "includes" condition looks for. */
export const CONDITION_TEXT_MAX_LENGTH = 200;

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

/** The comparisons a kind takes: a text only includes. */
export const comparisonsOf = (kind: ConditionKind): readonly ColumnComparison[] => (kind === 'text' ? ['INCLUDE'] : COLUMN_COMPARISONS);

/** Whether the condition reads for a column of `kind` (a real day, a number, a plain text that is not blank). */
export function isConditionFor(kind: ConditionKind, condition: ColumnCondition): boolean {
  if (!comparisonsOf(kind).includes(condition.comparison)) return false;
  switch (kind) {
    case 'date':
      return isIsoDay(condition.value);
    case 'number':
      return NUMBER.test(condition.value);
    case 'text':
      return condition.value.trim() !== '' && condition.value.length <= CONDITION_TEXT_MAX_LENGTH && isPlainText(condition.value);
  }
}

const DATE_COMPARISON_OF: Readonly<Record<ColumnComparison, DateComparison>> = { LESS: 'BEFORE', GREATER: 'AFTER', INCLUDE: 'ON' };

/** A date column's condition as the day range dateCondition.ts keeps: less is before, greater after, include on. */
export const dateConditionOf = (condition: ColumnCondition): DateCondition => ({
  comparison: DATE_COMPARISON_OF[condition.comparison],
  day: condition.value,
});

/** The SQL operator of a number condition. */
export const NUMBER_OPERATOR: Readonly<Record<ColumnComparison, '<' | '>' | '='>> = { LESS: '<', GREATER: '>', INCLUDE: '=' };

/**
 * Whether a cell meets the condition, as the SQL of rest-api db/listPage.ts decides it: a date by its
 * UTC day, a number by value, a text by a case-insensitive substring; a missing value never does.
 */
export function meetsColumnCondition(
  kind: ConditionKind,
  value: string | number | Date | null | undefined,
  condition: ColumnCondition,
): boolean {
  if (value === null || value === undefined) return false;
  switch (kind) {
    case 'date':
      return typeof value !== 'number' && meetsDateCondition(value, dateConditionOf(condition));
    case 'number': {
      const cell = Number(value);
      const wanted = Number(condition.value);
      if (value === '' || Number.isNaN(cell)) return false;
      return condition.comparison === 'LESS' ? cell < wanted : condition.comparison === 'GREATER' ? cell > wanted : cell === wanted;
    }
    case 'text':
      return postgresLower(String(value)).includes(postgresLower(condition.value.trim()));
  }
}

/** A condition as structured input (the REST query, GraphQL): its comparison and value, checked against a kind later. */
export const columnConditionSchema = z.object({
  comparison: z.enum(COLUMN_COMPARISONS, { error: 'column_condition_inv' }),
  value: z.string({ error: 'column_condition_inv' }).max(CONDITION_TEXT_MAX_LENGTH, 'column_condition_inv'),
});
