// Which eye tests measure visual acuity and which contrast sensitivity (§2, §3), and how contrast
// sensitivity reads. Both kinds store LeftEyeLogMarValue, RightEyeLogMarValue and
// BinocularLogMarValue, but only an acuity has the §9 Snellen, 6/6, 20/20 and decimal conversions:
// contrast sensitivity is shown in the device's own log unit, named, with two decimals, and never
// converted (a "20/25" contrast sensitivity means nothing). The record's VA unit choice applies to
// acuity only. Every view (record, visit report, its PDF, the API) asks these functions.
//
// Direction: the device writes contrast sensitivity into its logMAR fields as a log threshold, and
// like logMAR a smaller value is the better result (the demo devices do so too). Charts therefore
// draw it the acuity way up: the bar's height is how far the value stands above a floor one step
// below the worst of the §3 range, so a taller bar is always better contrast sensitivity.
import type { TestType } from './testResults';

export type EyeMeasureKind = 'ACUITY' | 'CONTRAST';

/** The eye tests by their §3 names and the schema's TestType names. */
const KINDS: Readonly<Record<string, EyeMeasureKind>> = {
  ChartsVA: 'ACUITY',
  AutoVA: 'ACUITY',
  ChartsCS: 'CONTRAST',
  AutoCS: 'CONTRAST',
  CHART_VA: 'ACUITY',
  AUTO_VA: 'ACUITY',
  CHART_CS: 'CONTRAST',
  AUTO_CS: 'CONTRAST',
};

/** What an eye test measures; null for the other tests. */
export const eyeMeasureKind = (testType: TestType | string): EyeMeasureKind | null => KINDS[testType] ?? null;
export const isAcuityTest = (testType: TestType | string) => eyeMeasureKind(testType) === 'ACUITY';
export const isContrastTest = (testType: TestType | string) => eyeMeasureKind(testType) === 'CONTRAST';

/** The unit contrast sensitivity is shown in: the device's log value ("log units" in the reader's words). */
export const CONTRAST_UNIT = 'LOG_UNITS';

/** A contrast sensitivity as shown: the device's log value, two decimals ('0.40', '-0.10'). */
export interface ContrastValue {
  value: number;
  label: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

export function contrastValue(logValue: number): ContrastValue {
  const value = round2(logValue);
  return { value, label: value.toFixed(2) };
}

// The chart's floor and top: the §3 range of the logMAR fields (-0.3 … 1.3), a step below its worst.
const WORST = 1.3;
const BEST = -0.3;
const FLOOR = WORST + 0.1;

/** The contrast chart's value axis: 0 (the floor) to the best value of the range. */
export const CONTRAST_CHART_MAX = round2(FLOOR - BEST);

/** A contrast value's height on a chart (taller is better); off-range values keep to the axis, a sliver high at least. */
export function contrastChartHeight(logValue: number): number {
  return round2(Math.min(CONTRAST_CHART_MAX, Math.max(0.02, FLOOR - logValue)));
}

const TICKS = [1.3, 1, 0.6, 0.3, 0, -0.3];

/** The contrast axis's ticks, worst to best: each one's chart height and its value in log units. */
export function contrastChartTicks(): { value: number; label: string }[] {
  return TICKS.map((logValue) => ({ value: contrastChartHeight(logValue), label: contrastValue(logValue).label }));
}
