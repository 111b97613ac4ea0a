// What a column definition can tell the data table beyond tanstack's own options, and
// the filter functions the table gives every column.
import type { Column, FilterFn, Row, RowData } from '@tanstack/react-table';
import { isColumnCondition, meetsColumnCondition } from '@portal/domain/columnConditionRules';
import { isDateCondition, meetsDateCondition } from '@portal/domain/dateConditionRules';

declare module '@tanstack/react-table' {
  // Names must match tanstack's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Offer a checkbox list of the column's distinct values as a filter. */
    filterable?: boolean;
    /**
     * Offer a condition as the filter instead (§2 search options: before, after or on a day): the
     * column's value is a yyyy-mm-dd date or an ISO timestamp, and its filter value a DateCondition.
     */
    dateFilter?: boolean;
    /**
     * Offer a §2 condition on a number (less than, greater than, equal to) or a text (includes) as
     * the filter instead: its filter value is a ColumnCondition (domain columnCondition.ts).
     */
    conditionFilter?: 'number' | 'text';
    /** How a value reads in the filter list (default: the value as text; empty → "(Empty)"). */
    filterValueLabel?: (value: unknown) => string;
    /** How an empty value reads in the filter list (default "(Empty)"). */
    emptyValueLabel?: string;
    /** Name of the column for assistive technology when the header is not plain text. */
    label?: string;
    /** CSS lengths, e.g. '120px'; minWidth may differ by breakpoint ({ base: '10rem', '2xl': '15rem' }). */
    minWidth?: string | Record<string, string>;
    maxWidth?: string;
    align?: 'start' | 'center' | 'end';
    /** Text that reads left to right on right-to-left pages too (phone numbers, e-mail addresses). */
    ltr?: boolean;
  }
}

/** The key a value is filtered by: distinct values compare as text. */
export const filterKeyOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Rows whose value is one of the chosen keys; an absent filter keeps every row. */
export const inChosenValues: FilterFn<unknown> = (row, columnId, chosen: string[] | undefined) =>
  chosen === undefined || chosen.includes(filterKeyOf(row.getValue(columnId)));

/** A date column's filter value (§2 search options), and a number or text column's (domain, checked without zod). */
export { isColumnCondition, isDateCondition };

/**
 * Every column's filter: a date condition on a date column (domain dateCondition.ts), a number or
 * text condition (columnCondition.ts: a number cell compares as a number, any other as text), else
 * the chosen values.
 */
export const byColumnFilter: FilterFn<unknown> = (row, columnId, filter: unknown, addMeta) => {
  if (isDateCondition(filter)) return meetsDateCondition(row.getValue<string | null>(columnId), filter);
  if (isColumnCondition(filter)) {
    const value = row.getValue<string | number | null>(columnId);
    return meetsColumnCondition(typeof value === 'number' ? 'number' : 'text', value, filter);
  }
  return inChosenValues(row, columnId, filter as string[] | undefined, addMeta);
};

/** Case-insensitive "contains" across every column that has a value. */
export const containsText: FilterFn<unknown> = (row, columnId, query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return filterKeyOf(row.getValue(columnId)).toLocaleLowerCase().includes(needle);
};

/** A column's name for labels: its header when that is text, else meta.label, else its id. */
export function columnLabel<TRow>(column: Column<TRow, unknown>): string {
  const header = column.columnDef.header;
  if (typeof header === 'string') return header;
  return column.columnDef.meta?.label ?? column.id;
}

/** The column's distinct values over all rows (not just the filtered ones), in a stable order. */
export function distinctValues<TRow>(rows: readonly Row<TRow>[], columnId: string): { key: string; value: unknown }[] {
  const seen = new Map<string, unknown>();
  for (const row of rows) {
    const value = row.getValue(columnId);
    const key = filterKeyOf(value);
    if (!seen.has(key)) seen.set(key, value);
  }
  return [...seen]
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => a.key.localeCompare(b.key, undefined, { numeric: true, sensitivity: 'base' }));
}
