// Visit aggregation (§4): the tests of one type and optical correction in a visit merge into one
// result, and every view (the visit's results, the charts, the stereo chart, the visit report and
// its PDF) reads that one merged result. Taken in the order they began, later measured values
// overwrite earlier ones, with two rules that keep the result a clinical truth:
// - whole measurements, never loose fields: a deviation's magnitude and its direction, one eye's
//   logMAR, a fusional break with its recovery, a stereo disparity with its outcome all come from
//   the same test, so "10 PD Eso" then "4 PD Exo" never reads "10 (Exo)";
// - only successful tests count: a failed retest never overwrites a result, and a test that failed
//   in every attempt shows as no result (its values empty).
// A measurement counts when its test recorded it: a number that is not zero (§4: a zero is what a
// test that measured nothing sends), except where zero is a reading of its own (logMAR 0.0 is 6/6
// vision; a deviation of 0 with a direction such as Ortho), or a non-empty text.
// visitAggregation.test.ts holds the hand-worked clinical cases and the properties.
import { isSucceeded, TEST_VALUE_SHAPES, type TestResultRecord, type TestType } from './testResults';

type Values = Record<string, unknown>;

/** Fields that travel together, and whether a test recorded them. */
export interface Measurement {
  fields: readonly string[];
  measured: (values: Values) => boolean;
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isNonZero = (value: unknown) => typeof value === 'number' && value !== 0;

const deviation = (magnitude: string, direction: string): Measurement => ({
  fields: [magnitude, direction],
  measured: (v) => isNonZero(v[magnitude]) || (v[magnitude] === 0 && isText(v[direction])),
});
const flag = (field: string): Measurement => ({ fields: [field], measured: (v) => typeof v[field] === 'boolean' });
const logMar = (field: string): Measurement => ({ fields: [field], measured: (v) => typeof v[field] === 'number' });
const pair = (first: string, second: string): Measurement => ({
  fields: [first, second],
  measured: (v) => isNonZero(v[first]) || isNonZero(v[second]),
});
const words = (field: string): Measurement => ({ fields: [field], measured: (v) => isText(v[field]) });

const COVER_TEST = [
  deviation('ResultInDioptersHorizontalValue', 'HorizontalDirection'),
  deviation('ResultInDioptersVerticalValue', 'VerticalDirection'),
  flag('IntermittentResult'),
  flag('SelectedByUser'),
];
const ACUITY = [logMar('LeftEyeLogMarValue'), logMar('RightEyeLogMarValue'), logMar('BinocularLogMarValue')];
const READING_FIELDS = Object.keys(TEST_VALUE_SHAPES.Reading);

/** The measurements of each test type (§3's value fields, grouped). */
export const MEASUREMENTS: Record<TestType, readonly Measurement[]> = {
  ACT: COVER_TEST,
  CT: COVER_TEST,
  ChartsVA: ACUITY,
  ChartsCS: ACUITY,
  AutoCS: ACUITY,
  AutoVA: ACUITY,
  // One reading: its rate, fixations, regressions, level and language describe the same text read.
  Reading: [{ fields: READING_FIELDS, measured: (v) => READING_FIELDS.some((field) => isNonZero(v[field])) }],
  FusionalReserve: [pair('FusionalConvergence', 'FusionalPositiveRecovery'), pair('FusionalDivergence', 'FusionalNegativeRecovery')],
  ColorVision: [words('ColorVisionResult')],
  Worth4Dot: [words('Worth4DotResultDescription')],
  StereoAcuity: [
    {
      fields: ['StereoAcuityResult'],
      measured: (v) => {
        const inner = v.StereoAcuityResult as { TestResult?: string | null; DisparityValue?: number | null } | null | undefined;
        const outcome = inner?.TestResult;
        return isNonZero(inner?.DisparityValue) && (outcome === undefined || outcome === null || isSucceeded(outcome));
      },
    },
  ],
};

/** Fields outside every measurement (none today): each on its own, a later recorded value winning. */
const looseMeasurement = (field: string): Measurement => ({
  fields: [field],
  measured: (v) => isNonZero(v[field]) || isText(v[field]) || typeof v[field] === 'boolean',
});

function measurementsOf(type: TestType, attempts: readonly TestResultRecord[]): Measurement[] {
  const grouped = MEASUREMENTS[type];
  const covered = new Set(grouped.flatMap((m) => m.fields));
  const loose = [...new Set(attempts.flatMap((a) => Object.keys(a.values)))].filter((field) => !covered.has(field));
  return [...grouped, ...loose.map(looseMeasurement)];
}

/** The attempts of one type and correction (in the order they began) as one result. */
function mergeAttempts(attempts: readonly TestResultRecord[]): TestResultRecord {
  const last = attempts[attempts.length - 1];
  const succeeded = attempts.filter((attempt) => isSucceeded(attempt.testResult));
  const seen = [...new Set(attempts.flatMap((attempt) => Object.keys(attempt.values)))];
  if (succeeded.length === 0) {
    // Failed every time: no value a failed test left behind is shown as a finding.
    return { ...last, values: Object.fromEntries(seen.map((field) => [field, null])) };
  }
  const latest = succeeded[succeeded.length - 1];
  const values: Values = {};
  for (const measurement of measurementsOf(last.testType, attempts)) {
    // The latest successful test that recorded it, else what the latest successful test holds.
    const source = succeeded.findLast((attempt) => measurement.measured(attempt.values)) ?? latest;
    for (const field of measurement.fields) {
      if (field in source.values) values[field] = source.values[field];
      else if (seen.includes(field)) values[field] = null;
    }
  }
  return { ...last, testResult: latest.testResult, values };
}

/**
 * One result per test type and optical correction, in the order the types first appear. Its begin
 * time and storage id are the last test's; it counts as succeeded when any of its tests did.
 */
export function aggregateVisitResults(results: readonly TestResultRecord[]): TestResultRecord[] {
  const ordered = [...results].sort((a, b) => a.beginTestTime.localeCompare(b.beginTestTime));
  const attempts = new Map<string, TestResultRecord[]>();
  for (const result of ordered) {
    const key = `${result.testType}/${result.opticalCorrection}`;
    attempts.set(key, [...(attempts.get(key) ?? []), result]);
  }
  return [...attempts.values()].map(mergeAttempts);
}

/** What a visit's "number of tests" counts: its merged results (what every view shows) and the tests the device ran for them. */
export interface VisitTestCounts {
  /** One per test type and optical correction (§4): the results the record, report and PDF show. */
  results: number;
  /** Every test the device ran, retests and failed attempts included. */
  attempts: number;
}

/** The counts of one visit's tests; a patient's are the sums over their visits. */
export function visitTestCounts(results: readonly TestResultRecord[]): VisitTestCounts {
  return { results: aggregateVisitResults(results).length, attempts: results.length };
}
