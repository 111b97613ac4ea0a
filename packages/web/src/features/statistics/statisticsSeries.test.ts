import { describe, expect, it } from 'vitest';
import { axisTicks, dailyTestsRows, formatPerDay, formatPercent, hasValues, histogramRows, monthLabel } from './statisticsSeries';

const buckets = Array.from({ length: 31 }, (_, index) => ({
  label: index === 30 ? '60+' : `${index * 2}-${index * 2 + 2}`,
  mySite: index === 0 ? 40 : 2,
  global: index === 1 ? 35 : 1,
}));

describe('statistics series', () => {
  it('turns histogram buckets into rows of both series, in order', () => {
    const rows = histogramRows(buckets);
    expect(rows).toHaveLength(31);
    expect(rows[0]).toEqual({ category: '0-2', mySite: 40, global: 1 });
    expect(rows[1]).toEqual({ category: '2-4', mySite: 2, global: 35 });
    expect(rows[30]!.category).toBe('60+');
  });

  it('reads a missing histogram as no rows', () => {
    expect(histogramRows(null)).toEqual([]);
    expect(histogramRows(undefined)).toEqual([]);
    expect(dailyTestsRows(null)).toEqual([]);
  });

  it('shows months as MM/yyyy, oldest first as sent', () => {
    expect(monthLabel('2025-03')).toBe('03/2025');
    expect(monthLabel('March')).toBe('March');
    expect(
      dailyTestsRows([
        { month: '2024-12', mySite: 1.5, global: 2 },
        { month: '2025-01', mySite: 0, global: 3.2 },
      ]),
    ).toEqual([
      { category: '12/2024', mySite: 1.5, global: 2 },
      { category: '01/2025', mySite: 0, global: 3.2 },
    ]);
  });

  it('has values only when a series is above zero somewhere', () => {
    expect(hasValues([])).toBe(false);
    expect(hasValues([{ category: 'a', mySite: 0, global: 0 }])).toBe(false);
    expect(hasValues([{ category: 'a', mySite: 0, global: 0.1 }])).toBe(true);
  });

  it('labels every category of a short axis, and a spaced selection ending with the last of a long one', () => {
    const months = dailyTestsRows(['2025-01', '2025-02', '2025-03'].map((month) => ({ month, mySite: 1, global: 1 })));
    expect(axisTicks(months)).toEqual(['01/2025', '02/2025', '03/2025']);
    const ticks = axisTicks(histogramRows(buckets));
    expect(ticks.length).toBeLessThanOrEqual(9);
    expect(ticks[0]).toBe('0-2');
    expect(ticks[ticks.length - 1]).toBe('60+');
  });

  it('formats percentages whole and daily tests with one decimal', () => {
    expect(formatPercent(12)).toBe('12%');
    expect(formatPerDay(3)).toBe('3.0');
    expect(formatPerDay(2.25)).toBe('2.3');
    expect(formatPerDay(2.5, 'it')).toBe('2,5');
  });
});
