// Progress at a glance: for each key measure and optical correction, the first, best and
// latest reading of the course, the change since the first visit and whether that is better or
// worse in clinical terms, and every visit's reading for a sparkline. It reads each visit's merged
// result (§4, aggregateVisitResults), as the record, the charts, the report and its PDF do.
//
// "Unchanged" tolerances: a difference smaller than a test's repeatability is noise, not progress.
// - ACT deviation: 5 prism dioptres (Δ); the prism cover test repeats within about ±4–5 Δ.
// - Stereo acuity: a factor of 2 (0.3 log units); one step of the 40/60/100/200" ladder is retest noise.
// - Visual acuity: 0.2 logMAR (two chart lines); a single line is within test–retest variability.
// - Fusional breaks: 5 Δ; step-vergence breaks repeat within about ±5 Δ.
import { isSucceeded, type OpticalCorrection, type TestResultRecord, type TestType } from './testResults';
import { aggregateVisitResults, MEASUREMENTS } from './visitAggregation';

export const PROGRESS_MEASURES = [
  'ACT_HORIZONTAL_DEVIATION',
  'STEREO_ACUITY',
  'CHART_VA_RIGHT_EYE',
  'CHART_VA_LEFT_EYE',
  'FUSIONAL_CONVERGENCE',
  'FUSIONAL_DIVERGENCE',
] as const;
export type ProgressMeasure = (typeof PROGRESS_MEASURES)[number];

export type ProgressUnit = 'PRISM_DIOPTRES' | 'ARCSEC' | 'LOG_MAR';
export type BetterWhen = 'LOWER' | 'HIGHER';
export type ProgressDirection = 'BETTER' | 'WORSE' | 'UNCHANGED';

/** One visit's reading of a measure. */
export interface ProgressReading {
  visitDate: string;
  /** In the measure's unit (a deviation's magnitude); null only for stereo acuity: no stereo found. */
  value: number | null;
  /** A deviation's direction as the device wrote it (Eso, Exo, Ortho); null for other measures. */
  deviationDirection: string | null;
}

export interface MeasureProgress {
  measure: ProgressMeasure;
  correction: OpticalCorrection;
  unit: ProgressUnit;
  betterWhen: BetterWhen;
  first: ProgressReading;
  best: ProgressReading;
  latest: ProgressReading;
  /** latest − first in the unit (2 decimals); null when either has no number (no stereo). */
  change: number | null;
  direction: ProgressDirection;
  /** Every visit with a reading, oldest first. */
  series: ProgressReading[];
}

interface MeasureSpec {
  testType: TestType;
  unit: ProgressUnit;
  betterWhen: BetterWhen;
  /** The merged values' reading, or undefined when the visit did not measure it. */
  read: (values: Record<string, unknown>) => Omit<ProgressReading, 'visitDate'> | undefined;
  /** Whether a difference from `first` to `latest` (both numbers) is more than retest noise. */
  significant: (first: number, latest: number) => boolean;
}

const EPSILON = 1e-9;
const beyond = (tolerance: number) => (first: number, latest: number) => Math.abs(latest - first) >= tolerance - EPSILON;
/** Stereo thresholds are a geometric ladder: compare ratios. */
const STEREO_LOG_TOLERANCE = Math.log10(2);
const NO_STEREO = -1;

/** The reading of measurement `index` of the type, when its test recorded it (§4's rule). */
const measured = (type: TestType, index: number, values: Record<string, unknown>) => MEASUREMENTS[type][index].measured(values);

const logMarEye =
  (index: number, field: string): MeasureSpec['read'] =>
  (values) =>
    measured('ChartsVA', index, values) ? { value: values[field] as number, deviationDirection: null } : undefined;

const fusional =
  (index: number, field: string): MeasureSpec['read'] =>
  (values) => {
    const value = values[field];
    return measured('FusionalReserve', index, values) && typeof value === 'number' && value !== 0
      ? { value, deviationDirection: null }
      : undefined;
  };

export const MEASURE_SPECS: Record<ProgressMeasure, MeasureSpec> = {
  ACT_HORIZONTAL_DEVIATION: {
    testType: 'ACT',
    unit: 'PRISM_DIOPTRES',
    betterWhen: 'LOWER',
    read: (values) => {
      if (!measured('ACT', 0, values)) return undefined;
      const direction = values.HorizontalDirection;
      return {
        value: Math.abs(values.ResultInDioptersHorizontalValue as number),
        deviationDirection: typeof direction === 'string' && direction.trim() ? direction.trim() : null,
      };
    },
    significant: beyond(5),
  },
  STEREO_ACUITY: {
    testType: 'StereoAcuity',
    unit: 'ARCSEC',
    betterWhen: 'LOWER',
    read: (values) => {
      if (!measured('StereoAcuity', 0, values)) return undefined;
      const disparity = (values.StereoAcuityResult as { DisparityValue: number }).DisparityValue;
      return { value: disparity === NO_STEREO ? null : disparity, deviationDirection: null };
    },
    significant: (first, latest) => first > 0 && latest > 0 && Math.abs(Math.log10(latest / first)) >= STEREO_LOG_TOLERANCE - EPSILON,
  },
  CHART_VA_RIGHT_EYE: {
    testType: 'ChartsVA',
    unit: 'LOG_MAR',
    betterWhen: 'LOWER',
    read: logMarEye(1, 'RightEyeLogMarValue'),
    significant: beyond(0.2),
  },
  CHART_VA_LEFT_EYE: {
    testType: 'ChartsVA',
    unit: 'LOG_MAR',
    betterWhen: 'LOWER',
    read: logMarEye(0, 'LeftEyeLogMarValue'),
    significant: beyond(0.2),
  },
  FUSIONAL_CONVERGENCE: {
    testType: 'FusionalReserve',
    unit: 'PRISM_DIOPTRES',
    betterWhen: 'HIGHER',
    read: fusional(0, 'FusionalConvergence'),
    significant: beyond(5),
  },
  FUSIONAL_DIVERGENCE: {
    testType: 'FusionalReserve',
    unit: 'PRISM_DIOPTRES',
    betterWhen: 'HIGHER',
    read: fusional(1, 'FusionalDivergence'),
    significant: beyond(5),
  },
};

const CORRECTIONS: readonly OpticalCorrection[] = ['SC', 'CC'];
const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

/** How good a reading is, higher is better: no stereo is worse than any measured disparity. */
function score(spec: MeasureSpec, reading: ProgressReading): number {
  if (reading.value === null) return -Infinity;
  return spec.betterWhen === 'LOWER' ? -reading.value : reading.value;
}

function directionOf(spec: MeasureSpec, first: ProgressReading, latest: ProgressReading): ProgressDirection {
  if (first.value === null || latest.value === null) {
    if (first.value === latest.value) return 'UNCHANGED';
    return latest.value === null ? 'WORSE' : 'BETTER';
  }
  if (!spec.significant(first.value, latest.value)) return 'UNCHANGED';
  return score(spec, latest) > score(spec, first) ? 'BETTER' : 'WORSE';
}

/** The summary of one measure over readings oldest first (at least one). */
export function summarise(measure: ProgressMeasure, correction: OpticalCorrection, series: ProgressReading[]): MeasureProgress {
  const spec = MEASURE_SPECS[measure];
  const first = series[0];
  const latest = series[series.length - 1];
  // The first visit that reached the best reading: when the patient got there.
  const best = series.reduce((top, reading) => (score(spec, reading) > score(spec, top) ? reading : top), first);
  const change = first.value === null || latest.value === null ? null : round2(latest.value - first.value);
  return {
    measure,
    correction,
    unit: spec.unit,
    betterWhen: spec.betterWhen,
    first,
    best,
    latest,
    change,
    direction: directionOf(spec, first, latest),
    series,
  };
}

export interface ProgressVisit {
  visitDate: string;
  results: readonly TestResultRecord[];
}

/**
 * The progress of every key measure and correction that has at least one reading, in
 * PROGRESS_MEASURES order, without glasses before with glasses. Visits may come in any order.
 */
export function progressSummary(visits: readonly ProgressVisit[]): MeasureProgress[] {
  const ordered = [...visits].sort((a, b) => Date.parse(a.visitDate) - Date.parse(b.visitDate));
  const merged = ordered.map((visit) => ({ visitDate: visit.visitDate, results: aggregateVisitResults(visit.results) }));
  const summaries: MeasureProgress[] = [];
  for (const measure of PROGRESS_MEASURES) {
    const spec = MEASURE_SPECS[measure];
    for (const correction of CORRECTIONS) {
      const series: ProgressReading[] = [];
      for (const visit of merged) {
        const result = visit.results.find((r) => r.testType === spec.testType && r.opticalCorrection === correction);
        const reading = result && isSucceeded(result.testResult) ? spec.read(result.values) : undefined;
        if (reading) series.push({ visitDate: visit.visitDate, ...reading });
      }
      if (series.length) summaries.push(summarise(measure, correction, series));
    }
  }
  return summaries;
}
