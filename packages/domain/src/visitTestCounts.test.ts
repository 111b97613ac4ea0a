import { describe, expect, it } from 'vitest';
import type { TestResultRecord } from './testResults';
import { aggregateVisitResults, visitTestCounts } from './visitAggregation';

const test = (
  testType: TestResultRecord['testType'],
  correction: 'SC' | 'CC',
  at: string,
  outcome = 'test succeeded',
): TestResultRecord => ({
  testType,
  storageId: `${testType}-${correction}-${at}`,
  opticalCorrection: correction,
  testResult: outcome,
  beginTestTime: at,
  values: {},
});

describe('visitTestCounts', () => {
  it('counts the merged results a visit shows, and its attempts apart', () => {
    // 8 attempts: ACT three times without glasses (one failed), stereo twice, VA with and without glasses, colour once.
    const visit = [
      test('ACT', 'SC', '2026-03-02T09:00:00Z'),
      test('ACT', 'SC', '2026-03-02T09:05:00Z', 'test failed'),
      test('ACT', 'SC', '2026-03-02T09:10:00Z'),
      test('StereoAcuity', 'SC', '2026-03-02T09:15:00Z'),
      test('StereoAcuity', 'SC', '2026-03-02T09:20:00Z'),
      test('ChartsVA', 'SC', '2026-03-02T09:25:00Z'),
      test('ChartsVA', 'CC', '2026-03-02T09:30:00Z'),
      test('ColorVision', 'SC', '2026-03-02T09:35:00Z'),
    ];
    expect(visitTestCounts(visit)).toEqual({ results: 5, attempts: 8 });
    expect(visitTestCounts(visit).results).toBe(aggregateVisitResults(visit).length);
    expect(visitTestCounts([])).toEqual({ results: 0, attempts: 0 });
  });
});
