import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEASURE_SPECS, progressSummary, summarise, type ProgressReading } from './progressSummary';
import type { TestResultRecord, TestType } from './testResults';

const result = (
  testType: TestType,
  at: string,
  values: Record<string, unknown>,
  correction: 'SC' | 'CC' = 'SC',
  outcome = 'test succeeded',
): TestResultRecord => ({
  testType,
  storageId: `${testType}-${at}`,
  opticalCorrection: correction,
  testResult: outcome,
  beginTestTime: at,
  values,
});

const act = (day: string, dioptres: number, direction: string, outcome?: string) =>
  result('ACT', `${day}T09:00:00.000Z`, { ResultInDioptersHorizontalValue: dioptres, HorizontalDirection: direction }, 'SC', outcome);
const stereo = (day: string, disparity: number) =>
  result('StereoAcuity', `${day}T09:00:00.000Z`, { StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: disparity } }, 'CC');
const va = (day: string, left: number, right: number) =>
  result('ChartsVA', `${day}T09:00:00.000Z`, { LeftEyeLogMarValue: left, RightEyeLogMarValue: right, BinocularLogMarValue: null });
const visit = (day: string, ...results: TestResultRecord[]) => ({ visitDate: `${day}T08:00:00.000Z`, results });

describe('progressSummary', () => {
  it('reads an esotropia that turns into a smaller exo as better, with first, best and latest', () => {
    const [summary, ...rest] = progressSummary([
      visit('2026-03-01', act('2026-03-01', 4, 'Exo')),
      visit('2026-01-01', act('2026-01-01', 12, 'Eso')),
      visit('2026-02-01', act('2026-02-01', 2, 'Eso')),
    ]);
    expect(rest).toEqual([]);
    expect(summary).toMatchObject({
      measure: 'ACT_HORIZONTAL_DEVIATION',
      correction: 'SC',
      unit: 'PRISM_DIOPTRES',
      first: { value: 12, deviationDirection: 'Eso', visitDate: '2026-01-01T08:00:00.000Z' },
      best: { value: 2, visitDate: '2026-02-01T08:00:00.000Z' },
      latest: { value: 4, deviationDirection: 'Exo' },
      change: -8,
      direction: 'BETTER',
    });
    expect(summary.series.map((r) => r.value)).toEqual([12, 2, 4]);
  });

  it('reads each visit through the merged result: a failed retest changes nothing, a failed-only visit has no reading', () => {
    const [summary] = progressSummary([
      visit('2026-01-01', act('2026-01-01', 10, 'Exo'), {
        ...act('2026-01-01', 30, 'Exo', 'test failed'),
        beginTestTime: '2026-01-01T10:00:00.000Z',
      }),
      visit('2026-02-01', act('2026-02-01', 20, 'Exo', 'test failed')),
    ]);
    expect(summary.series).toHaveLength(1);
    expect(summary.latest.value).toBe(10);
    expect(summary.direction).toBe('UNCHANGED');
  });

  it('keeps a change within retest noise unchanged, per measure', () => {
    const [right, left] = progressSummary([visit('2026-01-01', va('2026-01-01', 0.6, 0.1)), visit('2026-04-01', va('2026-04-01', 0.3, 0))]);
    expect(right).toMatchObject({ measure: 'CHART_VA_RIGHT_EYE', change: -0.1, direction: 'UNCHANGED' });
    expect(left).toMatchObject({ measure: 'CHART_VA_LEFT_EYE', change: -0.3, direction: 'BETTER' });
    const [one] = progressSummary([visit('2026-01-01', stereo('2026-01-01', 60)), visit('2026-02-01', stereo('2026-02-01', 100))]);
    expect(one).toMatchObject({ measure: 'STEREO_ACUITY', correction: 'CC', change: 40, direction: 'UNCHANGED' });
    const [two] = progressSummary([visit('2026-01-01', stereo('2026-01-01', 400)), visit('2026-02-01', stereo('2026-02-01', 200))]);
    expect(two.direction).toBe('BETTER');
  });

  it('ranks no stereo below any disparity and has no number for the change', () => {
    const [summary] = progressSummary([
      visit('2026-01-01', stereo('2026-01-01', -1)),
      visit('2026-02-01', stereo('2026-02-01', 800)),
      visit('2026-03-01', stereo('2026-03-01', 400)),
    ]);
    expect(summary).toMatchObject({ first: { value: null }, best: { value: 400 }, change: null, direction: 'BETTER' });
  });

  it('reads fusional breaks as higher is better, and leaves out measures never taken', () => {
    const fusional = (day: string, convergence: number) =>
      result('FusionalReserve', `${day}T09:00:00.000Z`, {
        FusionalConvergence: convergence,
        FusionalPositiveRecovery: 4,
        FusionalDivergence: 0,
        FusionalNegativeRecovery: 0,
      });
    const summaries = progressSummary([visit('2026-01-01', fusional('2026-01-01', 8)), visit('2026-02-01', fusional('2026-02-01', 20))]);
    expect(summaries.map((s) => [s.measure, s.direction])).toEqual([['FUSIONAL_CONVERGENCE', 'BETTER']]);
    expect(progressSummary([])).toEqual([]);
  });

  const readings = fc.array(
    fc.record({ value: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 2000 })), deviationDirection: fc.constant(null) }),
    { minLength: 1, maxLength: 12 },
  );
  const dated = (values: Omit<ProgressReading, 'visitDate'>[]) =>
    values.map((r, i) => ({ ...r, visitDate: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }));

  it('property: best is never worse than first or latest, and reversing the course swaps better and worse', () => {
    fc.assert(
      fc.property(readings, (values) => {
        const series = dated(values);
        const forward = summarise('STEREO_ACUITY', 'SC', series);
        const rank = (r: ProgressReading) => (r.value === null ? Infinity : r.value);
        expect(rank(forward.best)).toBeLessThanOrEqual(Math.min(rank(forward.first), rank(forward.latest)));
        const backward = summarise('STEREO_ACUITY', 'SC', dated([...values].reverse()));
        const swap = { BETTER: 'WORSE', WORSE: 'BETTER', UNCHANGED: 'UNCHANGED' } as const;
        expect(backward.direction).toBe(swap[forward.direction]);
      }),
    );
  });

  it('property: changes inside the tolerance are unchanged, outside follow the measure sense', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (a, b) => {
        const series = dated([
          { value: a, deviationDirection: 'Exo' },
          { value: b, deviationDirection: 'Exo' },
        ]);
        const act = summarise('ACT_HORIZONTAL_DEVIATION', 'SC', series);
        const fus = summarise('FUSIONAL_CONVERGENCE', 'SC', series);
        expect(act.change).toBe(b - a);
        if (Math.abs(b - a) < 5) expect([act.direction, fus.direction]).toEqual(['UNCHANGED', 'UNCHANGED']);
        else expect([act.direction, fus.direction]).toEqual(b < a ? ['BETTER', 'WORSE'] : ['WORSE', 'BETTER']);
      }),
    );
    expect(MEASURE_SPECS.CHART_VA_LEFT_EYE.significant(0.5, 0.3)).toBe(true);
  });
});
