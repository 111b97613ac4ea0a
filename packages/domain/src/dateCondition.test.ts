import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATE_COMPARISONS,
  SEARCH_OPTION_OF,
  dateConditionSchema,
  dayRange,
  dayStart,
  formatDateCondition,
  isIsoDay,
  meetsDateCondition,
  nextIsoDay,
  parseDateCondition,
  utcDayOf,
  type DateComparison,
} from './dateCondition';

const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true });
const isoDay = day.map((d) => d.toISOString().slice(0, 10));
const comparison = fc.constantFrom<DateComparison>(...DATE_COMPARISONS);

describe('date conditions (§2 search options: less than, greater than, include)', () => {
  it('reads only real calendar days', () => {
    for (const text of ['2026-01-15', '2024-02-29', '1000-01-01', '9999-12-31']) expect(isIsoDay(text)).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '0999-12-31', '15/01/2026', '2026-1-5', '']) {
      expect(isIsoDay(text)).toBe(false);
    }
  });

  it('steps over month, year and leap-day ends', () => {
    expect(nextIsoDay('2026-01-31')).toBe('2026-02-01');
    expect(nextIsoDay('2024-02-28')).toBe('2024-02-29');
    expect(nextIsoDay('2026-12-31')).toBe('2027-01-01');
  });

  it('keeps a half-open range of days: before the day, from the day after, or the day itself', () => {
    expect(dayRange({ comparison: 'BEFORE', day: '2026-01-15' })).toEqual({ from: null, until: '2026-01-15' });
    expect(dayRange({ comparison: 'AFTER', day: '2026-01-15' })).toEqual({ from: '2026-01-16', until: null });
    expect(dayRange({ comparison: 'ON', day: '2026-01-15' })).toEqual({ from: '2026-01-15', until: '2026-01-16' });
  });

  it('counts a timestamp on the UTC day it falls in, to the millisecond', () => {
    const on = { comparison: 'ON', day: '2026-01-15' } as const;
    expect(meetsDateCondition('2026-01-15T00:00:00.000Z', on)).toBe(true);
    expect(meetsDateCondition('2026-01-15T23:59:59.999Z', on)).toBe(true);
    expect(meetsDateCondition('2026-01-14T23:59:59.999Z', on)).toBe(false);
    expect(meetsDateCondition('2026-01-16T00:00:00.000Z', on)).toBe(false);
    // 00:30 in Rome is still the 14th in UTC.
    expect(meetsDateCondition('2026-01-15T00:30:00+01:00', { comparison: 'BEFORE', day: '2026-01-15' })).toBe(true);
    expect(meetsDateCondition(new Date('2026-01-16T00:00:00Z'), { comparison: 'AFTER', day: '2026-01-15' })).toBe(true);
  });

  it('compares a date column as its own day, and never keeps a row without one', () => {
    expect(meetsDateCondition('2010-05-05', { comparison: 'ON', day: '2010-05-05' })).toBe(true);
    expect(meetsDateCondition('2010-05-05', { comparison: 'AFTER', day: '2010-05-05' })).toBe(false);
    for (const c of DATE_COMPARISONS) {
      for (const empty of [null, undefined, '', 'not a date'])
        expect(meetsDateCondition(empty, { comparison: c, day: '2026-01-15' })).toBe(false);
    }
  });

  it('holds exactly one comparison for any dated value, the one §2 names by the sign of the difference', () => {
    fc.assert(
      fc.property(day, isoDay, (value, target) => {
        const held = DATE_COMPARISONS.filter((c) => meetsDateCondition(value, { comparison: c, day: target }));
        expect(held).toHaveLength(1);
        const valueDay = utcDayOf(value)!;
        const sign = valueDay < target ? -1 : valueDay > target ? 1 : 0;
        expect(SEARCH_OPTION_OF[held[0]]).toBe(sign);
      }),
    );
  });

  it('keeps the timestamps from the start of `from` up to, not including, the start of `until`', () => {
    fc.assert(
      fc.property(day, isoDay, comparison, (value, target, c) => {
        const { from, until } = dayRange({ comparison: c, day: target });
        const inRange = (from === null || value >= dayStart(from)) && (until === null || value < dayStart(until));
        expect(meetsDateCondition(value, { comparison: c, day: target })).toBe(inRange);
      }),
    );
  });

  it('parses what it formats and nothing else', () => {
    fc.assert(
      fc.property(comparison, isoDay, (c, d) => {
        expect(parseDateCondition(formatDateCondition({ comparison: c, day: d }))).toEqual({ comparison: c, day: d });
      }),
    );
    for (const text of ['before:2026-01-15', 'LESS:2026-01-15', 'ON:2026-02-30', 'ON:15/01/2026', 'ON', 'ON:2026-01-15:x', '']) {
      expect(parseDateCondition(text)).toBeNull();
    }
  });

  it('checks structured input with the §5-style key', () => {
    expect(dateConditionSchema.safeParse({ comparison: 'ON', day: '2026-01-15' }).success).toBe(true);
    const bad = dateConditionSchema.safeParse({ comparison: 'NEAR', day: '2026-02-30' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(['date_filter_inv', 'date_filter_inv']);
  });
});
