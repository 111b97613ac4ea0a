// Column conditions without their zod schema (columnCondition.ts): what a screen needs to apply
// and show a condition, without the checks' code.
import { isIsoDay, meetsDateCondition, type DateComparison, type DateCondition } from './dateConditionRules';
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

/** Whether `value` is a condition columnConditionSchema accepts (checked without zod, for the web's first screens). */
export function isColumnCondition(value: unknown): value is ColumnCondition {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { comparison, value: text } = value as Record<string, unknown>;
  return (
    (COLUMN_COMPARISONS as readonly unknown[]).includes(comparison) && typeof text === 'string' && text.length <= CONDITION_TEXT_MAX_LENGTH
  );
}
