// The attention list's thresholds: how many days an active patient may go without a
// test, and how much worse a key measure may get from one reading to the next before the doctor
// is told. Each site sets its own (the site admin); a doctor without a site, or a site that never
// set them, gets the defaults below, which the README's "Attention list" section documents.
//
// The defaults follow the progress summary's retest noise (progressSummary.ts): a change smaller
// than a test's repeatability is not a worsening. Stereo acuity is compared in arcseconds here,
// because that is the unit the site admin thinks in: 100" means at least one step of 40/60/100/200.
import { z } from 'zod';
import type { ProgressMeasure } from './progressSummary';

export interface AttentionThresholds {
  /** An active patient with no test for this many days (or more) needs attention. */
  noTestDays: number;
  /** Horizontal ACT deviation, prism dioptres (Δ) larger than the previous reading. */
  actDeviation: number;
  /** Stereo acuity, arcseconds (") larger than the previous reading. */
  stereoArcsec: number;
  /** Chart visual acuity of either eye, logMAR larger than the previous reading. */
  visualAcuityLogMar: number;
  /** Fusional convergence or divergence break, prism dioptres (Δ) smaller than the previous reading. */
  fusionalBreak: number;
}

export const DEFAULT_ATTENTION_THRESHOLDS: Readonly<AttentionThresholds> = Object.freeze({
  noTestDays: 30,
  actDeviation: 5,
  stereoArcsec: 100,
  visualAcuityLogMar: 0.2,
  fusionalBreak: 5,
});

export type WorseningThreshold = Exclude<keyof AttentionThresholds, 'noTestDays'>;

/** Which threshold a measure's worsening is held against. */
export const THRESHOLD_OF_MEASURE: Record<ProgressMeasure, WorseningThreshold> = {
  ACT_HORIZONTAL_DEVIATION: 'actDeviation',
  STEREO_ACUITY: 'stereoArcsec',
  CHART_VA_RIGHT_EYE: 'visualAcuityLogMar',
  CHART_VA_LEFT_EYE: 'visualAcuityLogMar',
  FUSIONAL_CONVERGENCE: 'fusionalBreak',
  FUSIONAL_DIVERGENCE: 'fusionalBreak',
};

/** The bounds a site admin may choose within: wide enough for any practice, narrow enough to mean something. */
export const ATTENTION_THRESHOLD_BOUNDS: Record<keyof AttentionThresholds, { min: number; max: number; step: number }> = {
  noTestDays: { min: 1, max: 365, step: 1 },
  actDeviation: { min: 1, max: 50, step: 0.5 },
  stereoArcsec: { min: 10, max: 2000, step: 10 },
  visualAcuityLogMar: { min: 0.05, max: 1, step: 0.05 },
  fusionalBreak: { min: 1, max: 50, step: 0.5 },
};

const bounded = (key: keyof AttentionThresholds) => {
  const { min, max } = ATTENTION_THRESHOLD_BOUNDS[key];
  const number = z.number({ error: 'attention_threshold_inv' }).finite('attention_threshold_inv');
  return (key === 'noTestDays' ? number.int('attention_threshold_inv') : number)
    .min(min, 'attention_threshold_inv')
    .max(max, 'attention_threshold_inv');
};

/** A site's thresholds as the site admin sends them: every one, within its bounds (§5-style key). */
export const attentionThresholdsSchema = z.object({
  noTestDays: bounded('noTestDays'),
  actDeviation: bounded('actDeviation'),
  stereoArcsec: bounded('stereoArcsec'),
  visualAcuityLogMar: bounded('visualAcuityLogMar'),
  fusionalBreak: bounded('fusionalBreak'),
});
