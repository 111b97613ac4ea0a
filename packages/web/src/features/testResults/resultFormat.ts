// How result numbers read (§9): AutoVA values as '<= x.x' (from the domain), the stereo axis (0 to yMax in 4 ticks
// with 2-decimal labels) and the stereo bars, whose no-stereo and no-result heights are markers,
// not measurements.
import { STEREO } from '@portal/domain/constants';

// The number formats are the domain's: the visit report's PDF uses the same ones.
export { formatAutoVa, formatNumber, type VaScaleName } from '@portal/domain/resultFormat';
import { formatNumber } from '@portal/domain/resultFormat';

/** The stereo y axis (§9): 0 to yMax in STEREO.yTicks ticks. */
export function stereoTicks(yMax: number): number[] {
  const steps = STEREO.yTicks - 1;
  return Array.from({ length: STEREO.yTicks }, (_, index) => Math.round(((yMax * index) / steps) * 100) / 100);
}

/** A stereo axis label: 2 decimals (§9). */
export const formatStereoTick = (value: number) => value.toFixed(2);

export type StereoOutcomeName = 'MEASURED' | 'NO_STEREO' | 'NO_RESULT' | 'NOT_TAKEN' | (string & {});

export interface StereoBarLike {
  readonly outcome: StereoOutcomeName;
  readonly arcsec: number | null | undefined;
  readonly plotted: number;
}

/**
 * A stereo bar's drawn height: the plotted value, kept inside the axis. No result is not part
 * of yMax (§9), so its bar would otherwise run off the chart; it is drawn full height instead.
 */
export const stereoBarHeight = (bar: StereoBarLike, yMax: number) => Math.min(bar.plotted, yMax);

/** What a stereo bar says: the measured arcsec, or which marker it is. */
export function stereoBarText(bar: StereoBarLike, names: { noStereo: string; noResult: string }): string {
  if (bar.outcome === 'NO_STEREO') return names.noStereo;
  if (bar.outcome === 'MEASURED' && typeof bar.arcsec === 'number') return `${formatNumber(bar.arcsec)}"`;
  return names.noResult;
}
