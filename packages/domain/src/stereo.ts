// The stereo-acuity charts (§4, §9): one bar per visit for each optical correction. Only
// successful tests count; a disparity above 800 arcsec or -1 (no stereo) is plotted as 1000; every
// bar carries the 0.5 offset, so no stereo reads 1000.5 and no result 1001.5. The y axis runs to the
// largest measured value + 0.5, or 60 when that is zero. A visit that took no stereo test is not a
// point of the charts (the spec's old charts drew it as "no result", at the top of the axis, where
// it read as the worst stereo), and a correction not tested at a visit that tested the other one
// has no bar (NOT_TAKEN): "no result" is kept for a test taken without a successful measure.
import { STEREO } from './constants';
import { isSucceeded, type OpticalCorrection, type TestResultRecord } from './testResults';
import { aggregateVisitResults, MEASUREMENTS } from './visitAggregation';

export type StereoOutcome = 'MEASURED' | 'NO_STEREO' | 'NO_RESULT' | 'NOT_TAKEN';

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

/**
 * The bar of one visit and correction: the visit's merged result (§4), as every view reads it;
 * NOT_TAKEN when the visit has no stereo test in that correction.
 */
function barOf(results: readonly TestResultRecord[], correction: OpticalCorrection): StereoBar {
  const merged = aggregateVisitResults(results).find((r) => r.testType === 'StereoAcuity' && r.opticalCorrection === correction);
  if (!merged) return NOT_TAKEN;
  if (!isSucceeded(merged.testResult) || !MEASUREMENTS.StereoAcuity[0].measured(merged.values)) return stereoBar(null);
  return stereoBar((merged.values.StereoAcuityResult as { DisparityValue: number }).DisparityValue);
}

const NOT_TAKEN: StereoBar = Object.freeze({ outcome: 'NOT_TAKEN', arcsec: null, plotted: 0 });

export function stereoBar(disparity: number | null): StereoBar {
  if (disparity === null) return { outcome: 'NO_RESULT', arcsec: null, plotted: STEREO.noResult };
  if (disparity === NO_STEREO_DISPARITY) return { outcome: 'NO_STEREO', arcsec: null, plotted: STEREO.noStereo };
  const shown = disparity > STEREO.disparityCap ? STEREO.plottedAboveCap : disparity;
  return { outcome: 'MEASURED', arcsec: disparity, plotted: shown + STEREO.offset };
}

/** The chart of a patient's visits (in the order given, usually oldest first). */
export function stereoChart(visits: readonly { visitDate: string; results: readonly TestResultRecord[] }[]): StereoChart {
  const points = visits
    .map((visit) => ({ visitDate: visit.visitDate, withoutGlasses: barOf(visit.results, 'SC'), withGlasses: barOf(visit.results, 'CC') }))
    .filter((point) => point.withoutGlasses.outcome !== 'NOT_TAKEN' || point.withGlasses.outcome !== 'NOT_TAKEN');
  // No result and no test have no value to scale to; no stereo and the capped values count as 1000.
  const values = points
    .flatMap((p) => [p.withoutGlasses, p.withGlasses])
    .filter((bar) => bar.outcome === 'MEASURED' || bar.outcome === 'NO_STEREO')
    .map((bar) => bar.plotted - STEREO.offset);
  const largest = values.length ? Math.max(...values) : 0;
  return { yMax: largest === 0 ? STEREO.defaultYMax : largest + STEREO.offset, points };
}
