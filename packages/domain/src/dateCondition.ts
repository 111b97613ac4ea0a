// §2 "Search filter options: less than (-1), greater than (1), include (0)": the old table filter
// compared a cell with the search value. On a date column they read as before, after and on a day.
// Days are UTC calendar days, as the time filter and the overdue rule count them: a timestamp is on
// the day it falls in UTC, and a date column (a birthdate) is its own day. A row without the date
// meets no condition. Each condition keeps a half-open range of days, so a database compares the
// column itself with the range's ends (an index on the column serves it).
import { z } from 'zod';

export const DATE_COMPARISONS = ['BEFORE', 'AFTER', 'ON'] as const;
export type DateComparison = (typeof DATE_COMPARISONS)[number];

/** The §2 search option each comparison stands for: less than, greater than, include. */
export const SEARCH_OPTION_OF: Readonly<Record<DateComparison, -1 | 0 | 1>> = { BEFORE: -1, AFTER: 1, ON: 0 };

/** A day compared with: `day` is yyyy-mm-dd. */
export interface DateCondition {
  comparison: DateComparison;
  day: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd, years 1000-9999 (no 30 February, no year 0). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day after a yyyy-mm-dd day. */
export function nextIsoDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The days a condition keeps, [from, until): an absent end is open. */
export function dayRange(condition: DateCondition): { from: string | null; until: string | null } {
  switch (condition.comparison) {
    case 'BEFORE':
      return { from: null, until: condition.day };
    case 'AFTER':
      return { from: nextIsoDay(condition.day), until: null };
    default:
      return { from: condition.day, until: nextIsoDay(condition.day) };
  }
}

/** The start (00:00 UTC) of a yyyy-mm-dd day, for comparing timestamps with a range's ends. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The UTC day of a value: a yyyy-mm-dd date as it is, a timestamp by where it falls in UTC; null when none. */
export function utcDayOf(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && ISO_DAY.test(value)) return isIsoDay(value) ? value : null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** Whether a value's day meets the condition (a missing or unreadable value never does). */
export function meetsDateCondition(value: string | Date | null | undefined, condition: DateCondition): boolean {
  const day = utcDayOf(value);
  if (day === null) return false;
  const { from, until } = dayRange(condition);
  return (from === null || day >= from) && (until === null || day < until);
}

/** "BEFORE:2026-01-15" → the condition; null when it is not one (unknown comparison, no real day). */
export function parseDateCondition(text: string): DateCondition | null {
  const [comparison, day, ...rest] = text.trim().split(':');
  if (rest.length > 0 || day === undefined) return null;
  if (!(DATE_COMPARISONS as readonly string[]).includes(comparison)) return null;
  return isIsoDay(day) ? { comparison: comparison as DateComparison, day } : null;
}

/** The condition as parseDateCondition reads it. */
export const formatDateCondition = (condition: DateCondition): string => `${condition.comparison}:${condition.day}`;

/** A condition as structured input (GraphQL, the web's filter state), with the §5-style key of its problem. */
export const dateConditionSchema = z.object({
  comparison: z.enum(DATE_COMPARISONS, { error: 'date_filter_inv' }),
  day: z.string({ error: 'date_filter_inv' }).refine(isIsoDay, 'date_filter_inv'),
});
