// The stereo-acuity charts (§4, §9): one bar per visit for each optical correction. Only
// successful tests count; a disparity above 800 arcsec or -1 (no stereo) is plotted as 1000; every
// bar carries the 0.5 offset, so no stereo reads 1000.5 and no result 1001.5. The y axis runs to the
// largest measured value + 0.5, or 60 when that is zero.
import { STEREO } from './constants';
import { isSucceeded, type OpticalCorrection, type TestResultRecord } from './testResults';
import { aggregateVisitResults, MEASUREMENTS } from './visitAggregation';

export type StereoOutcome = 'MEASURED' | 'NO_STEREO' | 'NO_RESULT';

export interface StereoBar {
  outcome: StereoOutcome;
  /** The measured disparity in arcsec (null unless MEASURED). */
  arcsec: number | null;
  /** The bar's height on the chart, offset included. */
  plotted: number;
}

export interface StereoPoint {
  visitDate: string;
  withoutGlasses: StereoBar;
  withGlasses: StereoBar;
}

export interface StereoChart {
  yMax: number;
  points: StereoPoint[];
}

const NO_STEREO_DISPARITY = -1;

/** The measured stereo disparity of one visit and correction, if any: the visit's merged result (§4), as every view reads it. */
function disparityOf(results: readonly TestResultRecord[], correction: OpticalCorrection): number | null {
  const merged = aggregateVisitResults(results).find((r) => r.testType === 'StereoAcuity' && r.opticalCorrection === correction);
  if (!merged || !isSucceeded(merged.testResult) || !MEASUREMENTS.StereoAcuity[0].measured(merged.values)) return null;
  return (merged.values.StereoAcuityResult as { DisparityValue: number }).DisparityValue;
}

export function stereoBar(disparity: number | null): StereoBar {
  if (disparity === null) return { outcome: 'NO_RESULT', arcsec: null, plotted: STEREO.noResult };
  if (disparity === NO_STEREO_DISPARITY) return { outcome: 'NO_STEREO', arcsec: null, plotted: STEREO.noStereo };
  const shown = disparity > STEREO.disparityCap ? STEREO.plottedAboveCap : disparity;
  return { outcome: 'MEASURED', arcsec: disparity, plotted: shown + STEREO.offset };
}

/** The chart of a patient's visits (in the order given, usually oldest first). */
export function stereoChart(visits: readonly { visitDate: string; results: readonly TestResultRecord[] }[]): StereoChart {
  const points = visits.map((visit) => ({
    visitDate: visit.visitDate,
    withoutGlasses: stereoBar(disparityOf(visit.results, 'SC')),
    withGlasses: stereoBar(disparityOf(visit.results, 'CC')),
  }));
  // No result has no value to scale to; no stereo and the capped values count as 1000.
  const values = points
    .flatMap((p) => [p.withoutGlasses, p.withGlasses])
    .filter((bar) => bar.outcome !== 'NO_RESULT')
    .map((bar) => bar.plotted - STEREO.offset);
  const largest = values.length ? Math.max(...values) : 0;
  return { yMax: largest === 0 ? STEREO.defaultYMax : largest + STEREO.offset, points };
}
