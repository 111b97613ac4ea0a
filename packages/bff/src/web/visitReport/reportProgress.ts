// The visit report's "Progress at a glance" rows: each key measure's first, best and
// latest reading up to the visit, with its date, the change in clinical words naming its baseline
// ("Improved by 8 Δ since the first visit (22/04/2026)"), as the record's panel words it, and the
// sparkline over every visit (its key under the table). The
// values are the schema's (domain progressSummary.ts); this only words them in the reader's
// language and places the sparkline's points (domain progressSparkline.ts, as the web's Sparkline).
import { sparklinePoints, type SparklinePoint } from '@portal/domain/progressSparkline';
import { MEASURE_SPECS, type ProgressMeasure } from '@portal/domain/progressSummary';
import { formatNumber } from '@portal/domain/resultFormat';
import { withinRetestVariation } from '@portal/domain/retestVariation';
import { directionWord } from './reportLabels';
import type { ReportLabels } from './reportLabelTypes';
import type { ReportProgress, ReportReading } from './visitReportQuery';

export interface ReportProgressRow {
  /** The measure and the correction: "ACT horizontal deviation · Without glasses". */
  label: string;
  /** First, best, latest: the value with its unit and the visit's date. */
  cells: { value: string; date: string }[];
  change: string;
  direction: ReportProgress['direction'];
  /** The sparkline: every visit's reading up to this one, oldest first (the schema's series). */
  trend: SparklinePoint[];
}

/** The measure's sparkline from its series; the better direction is the domain's for the measure. */
function trendOf(progress: ReportProgress): SparklinePoint[] {
  const spec = MEASURE_SPECS[progress.measure as ProgressMeasure] as (typeof MEASURE_SPECS)[ProgressMeasure] | undefined;
  const values = progress.series.map((reading) => reading.value ?? null);
  return sparklinePoints(values, spec?.betterWhen !== 'HIGHER', progress.unit === 'ARCSEC');
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
  return reading.deviationDirection ? `${text} ${directionWord(labels, reading.deviationDirection)}` : text;
}

/** The change since the first reading in words, naming that visit's date; its amount without a sign, the words say which way. */
export function changeText(progress: ReportProgress, labels: ReportLabels, date: (iso: string) => string): string {
  const words = labels.progress;
  if (progress.series.length < 2) return words.once;
  const amount = progress.change === null ? null : UNIT_TEXT[progress.unit](formatNumber(Math.abs(progress.change)));
  const first = date(progress.first.visitDate);
  if (progress.direction === 'BETTER') return words.better(amount, first);
  if (progress.direction === 'WORSE') return words.worse(amount, first);
  return withinRetestVariation(progress) ? words.withinVariation(first) : words.unchanged(first);
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
    change: changeText(measure, labels, date),
    direction: measure.direction,
    trend: trendOf(measure),
  }));
}
