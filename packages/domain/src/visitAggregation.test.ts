import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stereoChart } from './stereo';
import { isSucceeded, parseTestResultItem, TEST_TYPES, TEST_VALUE_SHAPES, type TestResultRecord, type TestType } from './testResults';
import { aggregateVisitResults, MEASUREMENTS } from './visitAggregation';

const act = (
  at: string,
  horizontal: number | null,
  vertical: number | null,
  outcome = 'test succeeded',
  correction: 'SC' | 'CC' = 'SC',
): TestResultRecord => ({
  testType: 'ACT',
  storageId: `act-${at}`,
  opticalCorrection: correction,
  testResult: outcome,
  beginTestTime: at,
  values: { ResultInDioptersHorizontalValue: horizontal, ResultInDioptersVerticalValue: vertical },
});

describe('aggregateVisitResults (§4)', () => {
  it('merges two ACT tests: the later non-zero value wins, its zero does not overwrite', () => {
    const [merged, ...rest] = aggregateVisitResults([act('2026-03-02T09:20:00Z', 4, 0), act('2026-03-02T09:15:00Z', 6, 2)]);
    expect(rest).toEqual([]);
    expect(merged.values).toEqual({ ResultInDioptersHorizontalValue: 4, ResultInDioptersVerticalValue: 2 });
    expect(merged.beginTestTime).toBe('2026-03-02T09:20:00Z');
  });

  it('keeps corrections apart, and a failed retest neither erases values nor the success', () => {
    const merged = aggregateVisitResults([
      act('2026-03-02T09:15:00Z', 6, 2),
      act('2026-03-02T09:16:00Z', 8, 1, 'test succeeded', 'CC'),
      act('2026-03-02T09:20:00Z', null, null, 'test failed'),
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({
      opticalCorrection: 'SC',
      testResult: 'test succeeded',
      values: { ResultInDioptersHorizontalValue: 6 },
    });
    expect(merged[1]).toMatchObject({ opticalCorrection: 'CC', values: { ResultInDioptersHorizontalValue: 8 } });
  });
});

describe('parseTestResultItem (§3 shape)', () => {
  it('reads an ACT and a stereo item', () => {
    const parsedAct = parseTestResultItem({
      ACT: 'act-1',
      OpticalCorrection: 'SC',
      TestResult: 'test succeeded',
      BeginTestTime: '2026-03-02T09:15:00Z',
      ResultInDioptersHorizontalValue: 6,
      ResultInDioptersVerticalValue: 0,
    });
    expect(parsedAct).toEqual({
      ok: true,
      result: {
        testType: 'ACT',
        storageId: 'act-1',
        opticalCorrection: 'SC',
        testResult: 'test succeeded',
        beginTestTime: '2026-03-02T09:15:00.000Z',
        values: { ResultInDioptersHorizontalValue: 6, ResultInDioptersVerticalValue: 0 },
      },
    });
    const parsedStereo = parseTestResultItem({
      StereoAcuity: 'st-1',
      OpticalCorrection: 'CC',
      TestResult: 'test succeeded',
      BeginTestTime: '2026-03-02T09:15:00Z',
      StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: 40 },
    });
    expect(parsedStereo.ok && parsedStereo.result.values).toEqual({
      StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: 40 },
    });
  });

  it('refuses unknown keys, wrong types, two types and no type', () => {
    const base = { OpticalCorrection: 'SC', TestResult: 'test succeeded', BeginTestTime: '2026-03-02T09:15:00Z' };
    expect(parseTestResultItem({ ACT: 'a', ...base, Colour: 'red' })).toEqual({ ok: false, message: 'Unknown field(s) for ACT: Colour' });
    expect(parseTestResultItem({ ACT: 'a', ...base, ResultInDioptersHorizontalValue: 'six' })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ ACT: 'a', CT: 'c', ...base })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ ...base })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ ACT: 'a', ...base, OpticalCorrection: 'XX' })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ ACT: 'a', ...base, BeginTestTime: 'yesterday' })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ StereoAcuity: 's', ...base, StereoAcuityResult: { DisparityValue: 40, Extra: 1 } })).toMatchObject({
      ok: false,
    });
  });
});

// Hand-worked clinical cases: the attempts of one visit, in the order they began, and
// the one result every view shows.
const FAILED = 'test failed';
let clock = 0;
const attempt = (testType: TestType, values: Record<string, unknown>, outcome = 'test succeeded', correction: 'SC' | 'CC' = 'SC') => {
  clock += 1;
  return {
    testType,
    storageId: `${testType}-${clock}`,
    opticalCorrection: correction,
    testResult: outcome,
    beginTestTime: new Date(Date.UTC(2026, 2, 2, 9, clock)).toISOString(),
    values,
  } satisfies TestResultRecord;
};
const cover = (h: number | null, hDir: string | null, v: number | null = null, vDir: string | null = null) => ({
  ResultInDioptersHorizontalValue: h,
  HorizontalDirection: hDir,
  ResultInDioptersVerticalValue: v,
  VerticalDirection: vDir,
});
const stereo = (disparity: number | null, inner: string | null = 'test succeeded') => ({
  StereoAcuityResult: { TestResult: inner, DisparityValue: disparity },
});
const va = (right: number | null, left: number | null) => ({
  RightEyeLogMarValue: right,
  LeftEyeLogMarValue: left,
  BinocularLogMarValue: null,
});

const CASES: { name: string; attempts: TestResultRecord[]; succeeded: boolean; values: Record<string, unknown> }[] = [
  {
    name: "stereo with glasses: 40'' succeeded, then 900'' failed: 40''",
    attempts: [attempt('StereoAcuity', stereo(40), 'test succeeded', 'CC'), attempt('StereoAcuity', stereo(900, FAILED), FAILED, 'CC')],
    succeeded: true,
    values: stereo(40),
  },
  {
    name: "stereo: 60'' then 40'', both succeeded: the retest, 40''",
    attempts: [attempt('StereoAcuity', stereo(60)), attempt('StereoAcuity', stereo(40))],
    succeeded: true,
    values: stereo(40),
  },
  {
    name: "stereo: 100'', then a test whose stereo part failed: 100''",
    attempts: [attempt('StereoAcuity', stereo(100)), attempt('StereoAcuity', stereo(400, FAILED))],
    succeeded: true,
    values: stereo(100),
  },
  {
    name: 'ACT: 10 PD Eso, then 4 PD Exo: 4 Exo, never 10 Exo',
    attempts: [attempt('ACT', cover(10, 'Eso')), attempt('ACT', cover(4, 'Exo'))],
    succeeded: true,
    values: cover(4, 'Exo'),
  },
  {
    name: 'ACT: 10 PD Eso, then 0 PD Ortho: orthophoria, 0 Ortho',
    attempts: [attempt('ACT', cover(10, 'Eso')), attempt('ACT', cover(0, 'Ortho'))],
    succeeded: true,
    values: cover(0, 'Ortho'),
  },
  {
    name: 'ACT: 10 PD Eso, then a zero with no direction (nothing measured): 10 Eso',
    attempts: [attempt('ACT', cover(10, 'Eso')), attempt('ACT', cover(0, null))],
    succeeded: true,
    values: cover(10, 'Eso'),
  },
  {
    name: 'CT: 6 Exo and 2 Hyper, then 8 Exo with no vertical: 8 Exo and 2 Hyper (each deviation whole)',
    attempts: [attempt('CT', cover(6, 'Exo', 2, 'Hyper')), attempt('CT', cover(8, 'Exo', 0, null))],
    succeeded: true,
    values: cover(8, 'Exo', 2, 'Hyper'),
  },
  {
    name: 'ACT: 12 Eso, then a failed retest that still sent 20 Exo: 12 Eso',
    attempts: [attempt('ACT', cover(12, 'Eso')), attempt('ACT', cover(20, 'Exo'), FAILED)],
    succeeded: true,
    values: cover(12, 'Eso'),
  },
  {
    name: 'visual acuity: right 0.3 and left 0.2, then the right eye again at 0.0 (6/6): right 0.0, left 0.2',
    attempts: [attempt('ChartsVA', va(0.3, 0.2)), attempt('ChartsVA', va(0, null))],
    succeeded: true,
    values: va(0, 0.2),
  },
  {
    name: 'visual acuity failed in every attempt: no result, no value',
    attempts: [attempt('AutoVA', va(0.5, 0.4), FAILED), attempt('AutoVA', va(null, 0.1), FAILED)],
    succeeded: false,
    values: { RightEyeLogMarValue: null, LeftEyeLogMarValue: null, BinocularLogMarValue: null },
  },
  {
    name: 'fusional reserve: convergence 20/15, then divergence 8/6: both pairs, each from its test',
    attempts: [
      attempt('FusionalReserve', {
        FusionalConvergence: 20,
        FusionalPositiveRecovery: 15,
        FusionalDivergence: 0,
        FusionalNegativeRecovery: 0,
      }),
      attempt('FusionalReserve', {
        FusionalConvergence: 0,
        FusionalPositiveRecovery: 0,
        FusionalDivergence: 8,
        FusionalNegativeRecovery: 6,
      }),
    ],
    succeeded: true,
    values: { FusionalConvergence: 20, FusionalPositiveRecovery: 15, FusionalDivergence: 8, FusionalNegativeRecovery: 6 },
  },
  {
    name: 'colour vision: Normal, then a retest with no answer: Normal',
    attempts: [attempt('ColorVision', { ColorVisionResult: 'Normal' }), attempt('ColorVision', { ColorVisionResult: '' })],
    succeeded: true,
    values: { ColorVisionResult: 'Normal' },
  },
  {
    name: 'reading: 180 words a minute at level 3, then an empty retest: the whole first reading',
    attempts: [
      attempt('Reading', {
        ReadingRate: 180,
        TextLevel: 3,
        TotalFixationsCount: 90,
        PercentRegressions: 12,
        FixationAvgTimeAll: 0.25,
        ReadingLanguage: 'en',
      }),
      attempt('Reading', {
        ReadingRate: 0,
        TextLevel: 0,
        TotalFixationsCount: 0,
        PercentRegressions: 0,
        FixationAvgTimeAll: 0,
        ReadingLanguage: 'it',
      }),
    ],
    succeeded: true,
    values: {
      ReadingRate: 180,
      TextLevel: 3,
      TotalFixationsCount: 90,
      PercentRegressions: 12,
      FixationAvgTimeAll: 0.25,
      ReadingLanguage: 'en',
    },
  },
];

describe('the merged visit: hand-worked clinical cases (§4)', () => {
  it.each(CASES)('$name', ({ attempts, succeeded, values }) => {
    const merged = aggregateVisitResults(attempts);
    expect(merged).toHaveLength(1);
    expect(isSucceeded(merged[0].testResult)).toBe(succeeded);
    expect(merged[0].values).toEqual(values);
  });

  it("draws the stereo chart from the same merged result: 40'' succeeded then 900'' failed is 40''", () => {
    const chart = stereoChart([{ visitDate: '2026-03-02', results: CASES[0].attempts }]);
    expect(chart.points[0].withGlasses).toEqual({ outcome: 'MEASURED', arcsec: 40, plotted: 40.5 });
  });
});

// The same rules for any attempts of any type: random values in each type's fields (zeros, nulls,
// empty and real texts, the stereo outcome), random outcomes and order.
const NUMBERS = fc.constantFrom(null, 0, 0, -1, 0.2, 3, 10, 40, 900);
const TEXTS = fc.constantFrom(null, '', 'Eso', 'Exo', 'Ortho', 'Normal');
const valueOf = (field: string): fc.Arbitrary<unknown> => {
  if (field === 'StereoAcuityResult')
    return fc.option(fc.record({ TestResult: fc.constantFrom(null, 'test succeeded', FAILED), DisparityValue: NUMBERS }), { nil: null });
  if (['IntermittentResult', 'SelectedByUser'].includes(field)) return fc.constantFrom(null, true, false);
  return /Direction|Result$|Description|Language/.test(field) ? TEXTS : NUMBERS;
};
const attemptsOf = (type: TestType) =>
  fc.array(
    fc.record({
      testType: fc.constant(type),
      storageId: fc.uuid(),
      opticalCorrection: fc.constant('SC' as const),
      testResult: fc.constantFrom('test succeeded', FAILED),
      beginTestTime: fc.integer({ min: 0, max: 86_400_000 }).map((ms) => new Date(Date.UTC(2026, 2, 2) + ms).toISOString()),
      values: fc.record(Object.fromEntries(Object.keys(TEST_VALUE_SHAPES[type]).map((field) => [field, valueOf(field)]))),
    }),
    { minLength: 1, maxLength: 6 },
  );
const anyAttempts = fc.constantFrom(...TEST_TYPES).chain(attemptsOf);
const fieldsOf = (values: Record<string, unknown>, fields: readonly string[]) => fields.map((field) => values[field] ?? null);
const byTime = (attempts: readonly TestResultRecord[]) => [...attempts].sort((a, b) => a.beginTestTime.localeCompare(b.beginTestTime));

describe('the merged visit: properties (§4)', () => {
  it('takes every measurement whole from one successful test: no value from one test beside a direction from another', () => {
    fc.assert(
      fc.property(anyAttempts, (attempts) => {
        const [merged] = aggregateVisitResults(attempts);
        const succeeded = attempts.filter((a) => isSucceeded(a.testResult));
        if (succeeded.length === 0) return;
        for (const m of MEASUREMENTS[merged.testType]) {
          const shown = fieldsOf(merged.values, m.fields);
          expect(succeeded.some((a) => JSON.stringify(fieldsOf(a.values, m.fields)) === JSON.stringify(shown))).toBe(true);
        }
      }),
    );
  });

  it('shows the latest successful test that recorded a measurement', () => {
    fc.assert(
      fc.property(anyAttempts, (attempts) => {
        const [merged] = aggregateVisitResults(attempts);
        const succeeded = byTime(attempts).filter((a) => isSucceeded(a.testResult));
        for (const m of MEASUREMENTS[merged.testType]) {
          const source = succeeded.findLast((a) => m.measured(a.values));
          if (source) expect(fieldsOf(merged.values, m.fields)).toEqual(fieldsOf(source.values, m.fields));
        }
      }),
    );
  });

  it('is unchanged by a failed test, whenever it ran', () => {
    fc.assert(
      fc.property(anyAttempts, anyAttempts, (attempts, extra) => {
        const failed = extra.map((a) => ({ ...a, testType: attempts[0].testType, testResult: FAILED, values: attempts[0].values }));
        if (!attempts.some((a) => isSucceeded(a.testResult))) return;
        const [before] = aggregateVisitResults(attempts);
        const [after] = aggregateVisitResults([...attempts, ...failed]);
        expect(after.values).toEqual(before.values);
        expect(isSucceeded(after.testResult)).toBe(true);
      }),
    );
  });

  it('shows no result and no value for a test that failed every time', () => {
    fc.assert(
      fc.property(anyAttempts, (attempts) => {
        const failed = attempts.map((a) => ({ ...a, testResult: FAILED }));
        const [merged] = aggregateVisitResults(failed);
        expect(isSucceeded(merged.testResult)).toBe(false);
        expect(Object.values(merged.values).every((value) => value === null)).toBe(true);
      }),
    );
  });

  it('depends on when the tests began, not on the order they are listed in', () => {
    fc.assert(
      fc.property(
        anyAttempts.filter((a) => new Set(a.map((x) => x.beginTestTime)).size === a.length),
        fc.infiniteStream(fc.nat()),
        (attempts, seeds) => {
          const shuffled = [...attempts].sort(() => (seeds.next().value % 3) - 1);
          expect(aggregateVisitResults(shuffled)[0].values).toEqual(aggregateVisitResults(attempts)[0].values);
        },
      ),
    );
  });
});
