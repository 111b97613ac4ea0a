// Date conditions without their zod schema (dateCondition.ts): what a screen needs to apply and
// show a condition, without the checks' code.

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

/** Whether `value` is a condition dateConditionSchema accepts (checked without zod, for the web's first screens). */
export function isDateCondition(value: unknown): value is DateCondition {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { comparison, day } = value as Record<string, unknown>;
  return (DATE_COMPARISONS as readonly unknown[]).includes(comparison) && typeof day === 'string' && isIsoDay(day);
}
