import { describe, expect, it } from 'vitest';
import type { AttentionReason } from './attention';
import { attentionPageQuerySchema } from './attentionPage';
import { attentionUrgency, byUrgency, compareAttentionRanks, reasonUrgency, recencyPoints } from './attentionUrgency';
import { check } from './validation';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const overdue = (days: number): AttentionReason => ({ kind: 'OVERDUE', nextVisitDate: '2026-01-01T00:00:00.000Z', daysOverdue: days });
const noTest = (days: number, thresholdDays = 30): AttentionReason => ({
  kind: 'NO_RECENT_TEST',
  lastTestAt: daysAgo(days),
  daysWithoutTest: days,
  thresholdDays,
});
const worse = (worsening: number | null, threshold: number, latestDaysAgo: number): AttentionReason => ({
  kind: 'WORSENED',
  measure: worsening === null ? 'STEREO_ACUITY' : 'ACT_HORIZONTAL_DEVIATION',
  correction: 'SC',
  unit: worsening === null ? 'ARCSEC' : 'PRISM_DIOPTRES',
  previous: 4,
  latest: worsening === null ? null : 4 + worsening,
  previousDate: daysAgo(latestDaysAgo + 20),
  latestDate: daysAgo(latestDaysAgo),
  worsening,
  threshold,
});
const failed = (failedDaysAgo: number): AttentionReason => ({
  kind: 'FAILED_NOT_RETAKEN',
  testType: 'ACT',
  correction: 'SC',
  failedAt: daysAgo(failedDaysAgo),
  outcome: 'test failed',
});

describe('the urgency of a reason', () => {
  it('weighs overdue days most: 100 + 3 a day, without a cap', () => {
    expect(reasonUrgency(overdue(1), NOW)).toBe(103);
    expect(reasonUrgency(overdue(686), NOW)).toBe(2158);
  });

  it('weighs a worsening by multiples of its threshold (up to 4; lost stereo is 4), raised by a recent reading', () => {
    expect(reasonUrgency(worse(5, 5, 40), NOW)).toBe(40);
    expect(reasonUrgency(worse(8, 5, 40), NOW)).toBe(64);
    expect(reasonUrgency(worse(50, 5, 40), NOW)).toBe(160);
    expect(reasonUrgency(worse(null, 100, 40), NOW)).toBe(160);
    expect(reasonUrgency(worse(8, 5, 0), NOW)).toBe(94);
    expect(reasonUrgency(worse(8, 5, 10), NOW)).toBe(84);
    // A reading within the rounding margin under its threshold still floors to a whole point.
    expect(reasonUrgency(worse(0.2 - 1e-12, 0.2, 40), NOW)).toBe(39);
  });

  it('weighs a failed test by how recent it is, and a missing test by how long past the threshold', () => {
    expect(reasonUrgency(failed(0), NOW)).toBe(60);
    expect(reasonUrgency(failed(29), NOW)).toBe(31);
    expect(reasonUrgency(failed(400), NOW)).toBe(30);
    expect(reasonUrgency(noTest(30), NOW)).toBe(20);
    expect(reasonUrgency(noTest(45), NOW)).toBe(25);
    expect(reasonUrgency(noTest(500), NOW)).toBe(50);
    expect(reasonUrgency(noTest(70, 60), NOW)).toBe(23);
  });

  it('counts recency in whole days, a future event as today', () => {
    expect([-3, 0, 1, 29, 30, 31].map(recencyPoints)).toEqual([30, 30, 29, 1, 0, 0]);
  });
});

describe("an entry's urgency", () => {
  it('adds its reasons, the largest worsening and the latest failure in full, 5 per further failure (4 at most)', () => {
    expect(attentionUrgency([], NOW)).toBe(0);
    expect(attentionUrgency([overdue(10), noTest(45)], NOW)).toBe(130 + 25);
    expect(attentionUrgency([worse(8, 5, 40), worse(20, 5, 2)], NOW)).toBe(160 + 28);
    expect(attentionUrgency([failed(300), failed(1), failed(200)], NOW)).toBe(59 + 10);
    expect(
      attentionUrgency(
        Array.from({ length: 9 }, () => failed(300)),
        NOW,
      ),
    ).toBe(30 + 20);
  });

  it('puts a patient long overdue before any number of old failed tests', () => {
    const longOverdue = attentionUrgency([overdue(686)], NOW);
    const oldFailures = attentionUrgency([noTest(400), ...Array.from({ length: 12 }, () => failed(500))], NOW);
    expect(longOverdue).toBeGreaterThan(oldFailures);
    // A fresh, large worsening outranks a visit a few days late.
    expect(attentionUrgency([worse(20, 5, 0)], NOW)).toBeGreaterThan(attentionUrgency([overdue(3)], NOW));
  });

  it("orders an entry's reasons most urgent first, ties in the rules' order", () => {
    const reasons = [noTest(45), worse(8, 5, 40), failed(0), failed(0)];
    expect(byUrgency(reasons, NOW).map((r) => r.kind)).toEqual(['WORSENED', 'FAILED_NOT_RETAKEN', 'FAILED_NOT_RETAKEN', 'NO_RECENT_TEST']);
    expect(byUrgency([failed(1), overdue(1)], NOW).map((r) => r.kind)).toEqual(['OVERDUE', 'FAILED_NOT_RETAKEN']);
  });
});

describe("the list's order", () => {
  it('is urgency descending, then last name, first name and id', () => {
    const ranks = [
      { urgency: 40, lastKey: 'adams', firstKey: 'ada', id: '2' },
      { urgency: 200, lastKey: 'zeller', firstKey: 'ada', id: '1' },
      { urgency: 40, lastKey: 'adams', firstKey: 'ada', id: '1' },
      { urgency: 40, lastKey: 'adams', firstKey: 'aaron', id: '9' },
    ];
    expect([...ranks].sort(compareAttentionRanks).map((r) => `${r.urgency}/${r.firstKey}/${r.id}`)).toEqual([
      '200/ada/1',
      '40/aaron/9',
      '40/ada/1',
      '40/ada/2',
    ]);
  });
});

describe('the page query', () => {
  it('takes one of the four reasons, or none', () => {
    expect(check(attentionPageQuerySchema, { reason: 'WORSENED' })).toMatchObject({ ok: true, value: { reason: 'WORSENED', first: 20 } });
    expect(check(attentionPageQuerySchema, { reason: '' })).toMatchObject({ ok: true, value: { reason: undefined } });
    expect(check(attentionPageQuerySchema, { reason: 'worse' })).toMatchObject({
      ok: false,
      problems: [{ field: 'reason', key: 'attention_reason_inv' }],
    });
  });
});
