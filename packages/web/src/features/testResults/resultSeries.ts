// The data shaping of the result views (§2): for one test and one optical correction, the
// visits' merged results as chart rows (oldest first, only successful tests) or table rows
// (newest first, failed tests included), with the series each test draws.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CONTRAST_UNIT, contrastChartHeight, contrastValue } from '@portal/domain/contrastSensitivity';
import { convertLogMar, vaChartHeight, type VaUnit } from '@portal/domain/visualAcuity';
import { formatDate } from '../../i18n/dates';
import type { Correction, ResultTest } from './testCatalog';

/** A merged test result as the panel's fragment reads it (one of the TestResult types). */
export type ResultLike = {
  readonly __typename: string;
  readonly testType?: string;
  readonly opticalCorrection?: string;
  readonly succeeded?: boolean;
  readonly outcome?: string;
  readonly [field: string]: unknown;
};

export interface VisitLike {
  readonly id: string;
  readonly visitDate: string;
  readonly testResults: readonly ResultLike[];
}

/** One series: a key for the chart, its name, and the result field it reads. */
export interface SeriesSpec {
  key: string;
  name: MessageDescriptor;
  field: string;
}

/** One chart of a view: its title and series. */
export interface ChartSpec {
  key: string;
  title: MessageDescriptor;
  series: SeriesSpec[];
  /** The value axis legend. */
  unit: MessageDescriptor;
  /** An acuity chart (its results in logMAR): better vision stands higher, labelled in the record's unit. */
  acuity?: boolean;
  /** A contrast-sensitivity chart: the device's log units, better standing higher, never in the VA unit. */
  contrast?: boolean;
}

const prismDiopters = msg`Prism diopters`;
/** Contrast sensitivity's unit, as the device writes it (domain CONTRAST_UNIT). */
export const LOG_UNITS = msg`log units`;
const deviationTitle = msg`Horizontal and vertical deviation`;

const DEVIATION: SeriesSpec[] = [
  { key: 'horizontal', name: msg`Horizontal deviation`, field: 'horizontalDeviation' },
  { key: 'vertical', name: msg`Vertical deviation`, field: 'verticalDeviation' },
];

const FUSIONAL: SeriesSpec[] = [
  { key: 'convergence', name: msg`Convergence`, field: 'convergence' },
  { key: 'positiveRecovery', name: msg`Positive recovery`, field: 'positiveRecovery' },
  { key: 'divergence', name: msg`Divergence`, field: 'divergence' },
  { key: 'negativeRecovery', name: msg`Negative recovery`, field: 'negativeRecovery' },
];

/** The reading series: one shown at a time, each in its own unit. */
export const READING_SERIES: (SeriesSpec & { unit: MessageDescriptor })[] = [
  { key: 'fixations', name: msg`Fixations`, field: 'totalFixations', unit: msg`Fixations` },
  { key: 'regressions', name: msg`Regressions`, field: 'percentRegressions', unit: msg`% of fixations` },
  { key: 'fixationDuration', name: msg`Fixation duration`, field: 'fixationDurationMs', unit: msg`Milliseconds` },
  { key: 'readingRate', name: msg`Reading rate`, field: 'readingRate', unit: msg`Words per minute` },
];

/** The three eyes of the acuity tests (§2: left, right and binocular charts). */
export const EYES: SeriesSpec[] = [
  { key: 'left', name: msg`Left eye`, field: 'leftEye' },
  { key: 'right', name: msg`Right eye`, field: 'rightEye' },
  { key: 'binocular', name: msg`Binocular`, field: 'binocular' },
];

/** The same eyes of the contrast tests, read from their contrast fields (the device's log units). */
export const CONTRAST_EYES: SeriesSpec[] = EYES.map((eye) => ({ ...eye, field: `${eye.field}Contrast` }));

const acuityCharts = (unit: MessageDescriptor): ChartSpec[] =>
  EYES.map((eye) => ({ key: eye.key, title: eye.name, series: [{ ...eye, key: 'value' }], unit, acuity: true }));
const contrastCharts = (): ChartSpec[] =>
  CONTRAST_EYES.map((eye) => ({ key: eye.key, title: eye.name, series: [{ ...eye, key: 'value' }], unit: LOG_UNITS, contrast: true }));

/** The charts of the chart views (the table and reading views are shaped elsewhere). */
export const CHART_SPECS: Partial<Record<ResultTest, ChartSpec[]>> = {
  ACT: [{ key: 'deviation', title: deviationTitle, series: DEVIATION, unit: prismDiopters }],
  CT: [{ key: 'deviation', title: deviationTitle, series: DEVIATION, unit: prismDiopters }],
  FUSIONAL_RESERVE: [{ key: 'fusional', title: msg`Break and recovery points`, series: FUSIONAL, unit: prismDiopters }],
  CHART_VA: acuityCharts(msg`Visual acuity`),
  CHART_CS: contrastCharts(),
};

export interface SeriesValue {
  value: number | null;
  /** As shown: the acuity's label in the patient's unit, else the number. */
  text: string | null;
}

/**
 * A series field's value: a plain number, or an acuity { value, label }. Given a VA unit (an
 * acuity chart, whose results come in logMAR) the height is the domain's chart height and the
 * text the domain's label in that unit (6/12, 20/40…); given CONTRAST_UNIT (a contrast chart or
 * table) the domain's contrast height and its log value with 2 decimals, never a VA unit.
 */
export function readSeries(result: ResultLike, field: string, unit?: VaUnit | typeof CONTRAST_UNIT): SeriesValue {
  const raw = result[field];
  const logValue = unit && raw && typeof raw === 'object' ? (raw as { value?: unknown }).value : null;
  if (unit === CONTRAST_UNIT && typeof logValue === 'number') {
    return { value: contrastChartHeight(logValue), text: contrastValue(logValue).label };
  }
  if (unit && unit !== CONTRAST_UNIT && typeof logValue === 'number') {
    return { value: vaChartHeight(logValue), text: convertLogMar(logValue, unit).label };
  }
  if (typeof raw === 'number') return { value: raw, text: String(Math.round(raw * 100) / 100 || 0) };
  if (raw && typeof raw === 'object' && typeof (raw as { value?: unknown }).value === 'number') {
    const acuity = raw as { value: number; label?: unknown };
    return { value: acuity.value, text: typeof acuity.label === 'string' ? acuity.label : String(acuity.value) };
  }
  return { value: null, text: null };
}

export interface ResultRow {
  visitId: string;
  visitDate: string;
  /** dd/mm/yyyy. */
  category: string;
  result: ResultLike;
}

/** The visit's result of one test and correction (merged by the server: at most one). */
const resultOf = (visit: VisitLike, test: ResultTest, correction: Correction) =>
  visit.testResults.find((result) => result.testType === test && result.opticalCorrection === correction);

/** Table rows: every visit with that result, newest first (the server's order). */
export function tableRows(visits: readonly VisitLike[], test: ResultTest, correction: Correction): ResultRow[] {
  return visits.flatMap((visit) => {
    const result = resultOf(visit, test, correction);
    return result ? [{ visitId: visit.id, visitDate: visit.visitDate, category: formatDate(visit.visitDate), result }] : [];
  });
}

/** Chart rows: successful results with a value in at least one series, oldest first. */
export function chartRows(
  visits: readonly VisitLike[],
  test: ResultTest,
  correction: Correction,
  series: readonly SeriesSpec[],
): ResultRow[] {
  return tableRows(visits, test, correction)
    .filter((row) => row.result.succeeded !== false && series.some((spec) => readSeries(row.result, spec.field).value !== null))
    .reverse();
}
