import { describe, expect, it } from 'vitest';
import { attentionFacts, attentionReasons, noTestBefore, worseningOf, type AttentionFacts } from './attention';
import { attentionThresholdsSchema, DEFAULT_ATTENTION_THRESHOLDS } from './attentionThresholds';
import { ACCOUNT_STATUS } from './enums';
import { check } from './validation';
import type { TestResultRecord, TestType } from './testResults';

const result = (testType: TestType, at: string, values: Record<string, unknown>, outcome = 'test succeeded'): TestResultRecord => ({
  testType,
  storageId: `${testType}-${at}`,
  opticalCorrection: 'SC',
  testResult: outcome,
  beginTestTime: at,
  values,
});
const act = (day: string, dioptres: number, outcome?: string) =>
  result('ACT', `${day}T09:00:00.000Z`, { ResultInDioptersHorizontalValue: dioptres, HorizontalDirection: 'Eso' }, outcome);
const stereo = (day: string, disparity: number) =>
  result('StereoAcuity', `${day}T09:10:00.000Z`, { StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: disparity } });
const fusional = (day: string, convergence: number) =>
  result('FusionalReserve', `${day}T09:20:00.000Z`, { FusionalConvergence: convergence, FusionalDivergence: 8 });
const visit = (day: string, ...results: TestResultRecord[]) => ({ visitDate: `${day}T08:00:00.000Z`, results });

const NOW = new Date('2026-06-15T12:00:00.000Z');
const active = { accountStatus: ACCOUNT_STATUS.active, nextVisitDate: null, createdAt: '2026-01-01T00:00:00.000Z' };
const noFacts: AttentionFacts = { lastTestAt: '2026-06-10T09:00:00.000Z', failed: [], worsened: [] };

describe('attention facts', () => {
  it('compares each measure with the reading before it, keeping only the worse ones', () => {
    const facts = attentionFacts([
      visit('2026-05-01', act('2026-05-01', 20), stereo('2026-05-01', 60), fusional('2026-05-01', 30)),
      visit('2026-03-01', act('2026-03-01', 4), stereo('2026-03-01', 400)),
      visit('2026-06-01', act('2026-06-01', 12), stereo('2026-06-01', -1), fusional('2026-06-01', 31)),
    ]);
    expect(facts.lastTestAt).toBe('2026-06-01T09:20:00.000Z');
    expect(facts.failed).toEqual([]);
    // ACT went from 20 to 12 Δ (better), fusional 30 → 31 (better): only the lost stereo is worse.
    expect(facts.worsened).toEqual([
      {
        measure: 'STEREO_ACUITY',
        correction: 'SC',
        previous: 60,
        latest: null,
        previousDate: '2026-05-01T08:00:00.000Z',
        latestDate: '2026-06-01T08:00:00.000Z',
        worsening: null,
      },
    ]);
  });

  it('keeps a failed test until it is taken again, whatever its outcome then', () => {
    const failedLast = attentionFacts([
      visit('2026-05-01', act('2026-05-01', 8)),
      visit('2026-06-01', act('2026-06-01', 0, 'test failed')),
    ]);
    expect(failedLast.failed).toEqual([
      { testType: 'ACT', correction: 'SC', failedAt: '2026-06-01T09:00:00.000Z', outcome: 'test failed' },
    ]);
    const retaken = attentionFacts([
      visit('2026-06-01', act('2026-06-01', 0, 'test failed'), { ...act('2026-06-01', 8), beginTestTime: '2026-06-01T10:00:00.000Z' }),
    ]);
    expect(retaken.failed).toEqual([]);
  });

  it('reads each visit’s merged result: a pass and a failed retest in one visit is a pass, as the record shows it', () => {
    const failedRetest = result(
      'StereoAcuity',
      '2026-06-01T09:30:00.000Z',
      { StereoAcuityResult: { TestResult: 'test failed' } },
      'test failed',
    );
    const facts = attentionFacts([
      visit('2026-05-01', stereo('2026-05-01', 100)),
      visit('2026-06-01', stereo('2026-06-01', 60), failedRetest),
    ]);
    expect(facts.failed).toEqual([]);
    expect(facts.worsened).toEqual([]);
    // Failed in every attempt of the latest visit that took it: failed, and dated by its last attempt.
    const allFailed = attentionFacts([visit('2026-06-01', { ...failedRetest, beginTestTime: '2026-06-01T09:10:00.000Z' }, failedRetest)]);
    expect(allFailed.failed).toEqual([
      { testType: 'StereoAcuity', correction: 'SC', failedAt: '2026-06-01T09:30:00.000Z', outcome: 'test failed' },
    ]);
  });

  it('reads worsening in the direction of the measure', () => {
    expect(worseningOf('ACT_HORIZONTAL_DEVIATION', 4, 12)).toBe(8);
    expect(worseningOf('FUSIONAL_CONVERGENCE', 30, 22)).toBe(8);
    expect(worseningOf('CHART_VA_LEFT_EYE', 0.1, 0.3)).toBe(0.2);
    expect(worseningOf('STEREO_ACUITY', null, 400)).toBe(0);
    expect(worseningOf('STEREO_ACUITY', 60, null)).toBeNull();
  });
});

describe('attention reasons', () => {
  it('names nothing for a patient who tested lately and is on plan', () => {
    expect(attentionReasons(active, noFacts, DEFAULT_ATTENTION_THRESHOLDS, NOW)).toEqual([]);
  });

  it('gives every reason that applies, in order', () => {
    const reasons = attentionReasons(
      { ...active, nextVisitDate: '2026-06-01T00:00:00.000Z' },
      {
        lastTestAt: '2026-05-01T09:00:00.000Z',
        failed: [{ testType: 'ChartsVA', correction: 'CC', failedAt: '2026-05-01T09:00:00.000Z', outcome: 'test failed' }],
        worsened: [
          {
            measure: 'ACT_HORIZONTAL_DEVIATION',
            correction: 'SC',
            previous: 4,
            latest: 12,
            previousDate: '2026-04-01T08:00:00.000Z',
            latestDate: '2026-05-01T08:00:00.000Z',
            worsening: 8,
          },
          {
            measure: 'CHART_VA_LEFT_EYE',
            correction: 'SC',
            previous: 0.1,
            latest: 0.2,
            previousDate: '2026-04-01T08:00:00.000Z',
            latestDate: '2026-05-01T08:00:00.000Z',
            worsening: 0.1,
          },
        ],
      },
      DEFAULT_ATTENTION_THRESHOLDS,
      NOW,
    );
    expect(reasons.map((r) => r.kind)).toEqual(['OVERDUE', 'NO_RECENT_TEST', 'WORSENED', 'FAILED_NOT_RETAKEN']);
    expect(reasons[0]).toMatchObject({ daysOverdue: 14 });
    expect(reasons[1]).toMatchObject({ daysWithoutTest: 45, thresholdDays: 30, lastTestAt: '2026-05-01T09:00:00.000Z' });
    // The VA change of 0.1 logMAR is under the 0.2 default: only the ACT one is named.
    expect(reasons[2]).toMatchObject({
      measure: 'ACT_HORIZONTAL_DEVIATION',
      previous: 4,
      latest: 12,
      threshold: 5,
      unit: 'PRISM_DIOPTRES',
    });
  });

  it('counts days without a test from the account for a patient who never tested, and only while active', () => {
    const never = { ...noFacts, lastTestAt: null };
    expect(attentionReasons(active, never, DEFAULT_ATTENTION_THRESHOLDS, NOW)[0]).toMatchObject({
      kind: 'NO_RECENT_TEST',
      daysWithoutTest: 165,
    });
    expect(attentionReasons({ ...active, accountStatus: ACCOUNT_STATUS.pendingPairing }, never, DEFAULT_ATTENTION_THRESHOLDS, NOW)).toEqual(
      [],
    );
    const sinceCutoff = noTestBefore(NOW, 30).toISOString();
    expect(attentionReasons(active, { ...noFacts, lastTestAt: sinceCutoff }, DEFAULT_ATTENTION_THRESHOLDS, NOW)).toHaveLength(1);
  });

  it('asks nothing of a completed patient', () => {
    const completed = { ...active, accountStatus: ACCOUNT_STATUS.completed, nextVisitDate: '2026-01-01T00:00:00.000Z' };
    expect(attentionReasons(completed, { ...noFacts, lastTestAt: null }, DEFAULT_ATTENTION_THRESHOLDS, NOW)).toEqual([]);
  });
});

describe('attention thresholds', () => {
  it('accepts the defaults and refuses numbers out of range with the §5-style key', () => {
    expect(check(attentionThresholdsSchema, DEFAULT_ATTENTION_THRESHOLDS).ok).toBe(true);
    const refused = check(attentionThresholdsSchema, { ...DEFAULT_ATTENTION_THRESHOLDS, noTestDays: 2.5, stereoArcsec: 0 });
    expect(refused).toEqual({
      ok: false,
      problems: [
        { field: 'noTestDays', key: 'attention_threshold_inv' },
        { field: 'stereoArcsec', key: 'attention_threshold_inv' },
      ],
    });
    expect(check(attentionThresholdsSchema, {}).ok).toBe(false);
  });
});
