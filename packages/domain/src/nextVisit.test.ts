import { describe, expect, it } from 'vitest';
import { daysOverdue, overdueBefore } from './nextVisit';

const now = new Date('2026-06-15T10:30:00Z');

describe('overdue next visits', () => {
  it.each([
    ['2026-06-15T00:00:00Z', null],
    ['2026-06-20T00:00:00Z', null],
    ['2026-06-14T00:00:00Z', 1],
    ['2026-06-14T23:59:59Z', 1],
    ['2026-05-16T00:00:00Z', 30],
  ])('planned %s: %s day(s) overdue', (planned, days) => {
    expect(daysOverdue(planned, now)).toBe(days);
  });

  it('has nothing to say without a plan', () => {
    expect(daysOverdue(null, now)).toBeNull();
    expect(daysOverdue('not a date', now)).toBeNull();
  });

  it('counts from the start of the day, in UTC', () => {
    expect(overdueBefore(now).toISOString()).toBe('2026-06-15T00:00:00.000Z');
  });
});
