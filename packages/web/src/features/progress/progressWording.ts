// How progress at a glance reads: a measure's name, a reading with its unit ("12 Δ Exo",
// "200"", "0.3 logMAR", "No stereo") and the change in clinical words, always with its baseline
// ("Improved by 0.2 logMAR since the first visit (02/03/2026)"). The visit report's PDF words it the
// same way (packages/bff/src/web/visitReport/reportProgress.ts). In Hebrew every number, unit and
// date is a left-to-right run (isolateLtr), so "6 Δ → 14 Δ" never reads "Δ 14 ← Δ 6".
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RTL_LANGUAGES, type Language } from '@portal/domain/languages';
import { withinRetestVariation } from '@portal/domain/retestVariation';
import { formatDate } from '../../i18n/dates';
import { formatNumber } from '../testResults/resultFormat';
import { directionText } from '../testResults/testCatalog';

export type ProgressUnitName = 'PRISM_DIOPTRES' | 'ARCSEC' | 'LOG_MAR' | (string & {});
export type ProgressDirectionName = 'BETTER' | 'WORSE' | 'UNCHANGED' | (string & {});

export interface ReadingLike {
  readonly value: number | null | undefined;
  readonly deviationDirection?: string | null;
}

export interface ProgressLike {
  readonly unit: ProgressUnitName;
  /** The baseline of the change: the first visit that measured it. */
  readonly first: { readonly visitDate: string };
  readonly change: number | null | undefined;
  readonly direction: ProgressDirectionName;
  readonly series: readonly ReadingLike[];
}

export const MEASURE_NAMES: Record<string, MessageDescriptor> = {
  ACT_HORIZONTAL_DEVIATION: msg`ACT horizontal deviation`,
  STEREO_ACUITY: msg`Stereo acuity`,
  CHART_VA_RIGHT_EYE: msg`Visual acuity, right eye`,
  CHART_VA_LEFT_EYE: msg`Visual acuity, left eye`,
  FUSIONAL_CONVERGENCE: msg`Fusional convergence break`,
  FUSIONAL_DIVERGENCE: msg`Fusional divergence break`,
};

export const measureName = (i18n: I18n, measure: string) => (MEASURE_NAMES[measure] ? i18n._(MEASURE_NAMES[measure]) : measure);

/** A number with its unit; the units are the same in every language. */
export function withUnit(unit: ProgressUnitName, value: number): string {
  const number = formatNumber(value);
  if (unit === 'PRISM_DIOPTRES') return `${number} Δ`;
  if (unit === 'ARCSEC') return `${number}"`;
  return `${number} logMAR`;
}

/** A reading as a clinician writes it; a deviation with the device's direction in the reader's words ("12 Δ Exo"). */
export function readingText(i18n: I18n, unit: ProgressUnitName, reading: ReadingLike): string {
  if (reading.value === null || reading.value === undefined) return i18n._(msg`No stereo`);
  const text = withUnit(unit, reading.value);
  return reading.deviationDirection ? `${text} ${directionText(i18n, reading.deviationDirection)}` : text;
}

/** In a right-to-left language, `text` as a left-to-right run (Unicode isolates), so numbers, units, arrows and dates keep their order. */
export const isolateLtr = (i18n: I18n, text: string) => (RTL_LANGUAGES.includes(i18n.locale as Language) ? `\u2066${text}\u2069` : text);

/** The change since the first reading, naming that visit: the words say which way, the amount has no sign. */
export function changeText(i18n: I18n, progress: ProgressLike): string {
  if (progress.series.length < 2) return i18n._(msg`Measured once`);
  const amount = typeof progress.change === 'number' ? isolateLtr(i18n, withUnit(progress.unit, Math.abs(progress.change))) : null;
  const date = isolateLtr(i18n, formatDate(progress.first.visitDate));
  if (progress.direction === 'BETTER')
    return amount
      ? i18n._(msg`Improved by ${amount} since the first visit (${date})`)
      : i18n._(msg`Improved since the first visit (${date})`);
  if (progress.direction === 'WORSE')
    return amount ? i18n._(msg`Worse by ${amount} since the first visit (${date})`) : i18n._(msg`Worse since the first visit (${date})`);
  if (withinRetestVariation(progress)) return i18n._(msg`Within retest variation since the first visit (${date})`);
  return i18n._(msg`Unchanged since the first visit (${date})`);
}
