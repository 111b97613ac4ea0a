// The visit report's "Progress at a glance" rows (issue 18): each key measure's first, best and
// latest reading up to the visit, with its date, and the change since the first in clinical words
// ("Improved by 8 Δ"), as the record's panel words it. The values are the schema's (domain
// progressSummary.ts); this only words them in the reader's language.
import { formatNumber } from '@portal/domain/resultFormat';
import type { ReportLabels } from './reportLabelTypes';
import type { ReportProgress, ReportReading } from './visitReportQuery';

export interface ReportProgressRow {
  /** The measure and the correction: "ACT horizontal deviation · Without glasses". */
  label: string;
  /** First, best, latest: the value with its unit and the visit's date. */
  cells: { value: string; date: string }[];
  change: string;
  direction: ReportProgress['direction'];
}

const UNIT_TEXT: Record<ReportProgress['unit'], (value: string) => string> = {
  PRISM_DIOPTRES: (value) => `${value} Δ`,
  ARCSEC: (value) => `${value}"`,
  LOG_MAR: (value) => `${value} logMAR`,
};

/** A reading as a clinician writes it: "12 Δ Exo", "200"", "No stereo", "0.3 logMAR". */
export function readingText(progress: Pick<ReportProgress, 'unit'>, reading: ReportReading, labels: ReportLabels): string {
  if (reading.value === null) return labels.noStereo;
  const text = UNIT_TEXT[progress.unit](formatNumber(reading.value));
  return reading.deviationDirection ? `${text} ${reading.deviationDirection}` : text;
}

/** The change since the first reading in words; its amount without a sign, the words say which way. */
export function changeText(progress: ReportProgress, labels: ReportLabels): string {
  const words = labels.progress;
  if (progress.series.length < 2) return words.once;
  const amount = progress.change === null ? null : UNIT_TEXT[progress.unit](formatNumber(Math.abs(progress.change)));
  if (progress.direction === 'BETTER') return words.better(amount);
  if (progress.direction === 'WORSE') return words.worse(amount);
  return words.unchanged;
}

export function progressRows(
  progress: readonly ReportProgress[],
  labels: ReportLabels,
  date: (iso: string) => string,
): ReportProgressRow[] {
  const correction = { WITHOUT_GLASSES: labels.withoutGlasses, WITH_GLASSES: labels.withGlasses };
  return progress.map((measure) => ({
    label: `${labels.progress.measures[measure.measure] ?? measure.measure} · ${correction[measure.opticalCorrection]}`,
    cells: [measure.first, measure.best, measure.latest].map((reading) => ({
      value: readingText(measure, reading, labels),
      date: date(reading.visitDate),
    })),
    change: changeText(measure, labels),
    direction: measure.direction,
  }));
}
