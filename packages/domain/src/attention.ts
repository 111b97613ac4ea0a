// The attention list: which of a doctor's patients need a look now, and why, in four
// rules. The rules read a patient's planned next visit and a few facts of their tests, which the
// REST service keeps per patient (attentionFacts, below) so the list is a query, not a read of
// every patient's visits:
//
//   OVERDUE             the planned next visit day has passed (nextVisit.ts).
//   NO_RECENT_TEST      an active (paired) patient has not tested for the site's noTestDays
//                       (counted from their account's creation when they never tested).
//   WORSENED            a key measure's latest reading is worse than the reading before it by at
//                       least the site's threshold for it (stereo acuity lost counts always).
//   FAILED_NOT_RETAKEN  the latest visit that took a test shows it failed (its merged result: every
//                       attempt of that visit failed), and no later visit took it.
//
// A completed (archived) patient needs no attention. The measures, units and better-when are the
// progress summary's (progressSummary.ts), and so is the reading of each visit's merged result.
import { ACCOUNT_STATUS } from './enums';
import { daysOverdue } from './nextVisit';
import { MEASURE_SPECS, progressSummary, type ProgressMeasure, type ProgressUnit, type ProgressVisit } from './progressSummary';
import { isSucceeded, type OpticalCorrection, type TestResultRecord, type TestType } from './testResults';
import { aggregateVisitResults } from './visitAggregation';
import { THRESHOLD_OF_MEASURE, type AttentionThresholds } from './attentionThresholds';

const DAY_MS = 86_400_000;
const EPSILON = 1e-9;

export const ATTENTION_REASON_KINDS = ['OVERDUE', 'NO_RECENT_TEST', 'WORSENED', 'FAILED_NOT_RETAKEN'] as const;
export type AttentionReasonKind = (typeof ATTENTION_REASON_KINDS)[number];

/** A key measure whose latest reading is worse than the one before it (by any amount). */
export interface MeasureWorsening {
  measure: ProgressMeasure;
  correction: OpticalCorrection;
  /** The reading before the latest, in the measure's unit; null only for stereo acuity: no stereo found. */
  previous: number | null;
  latest: number | null;
  previousDate: string;
  latestDate: string;
  /** How much worse, in the unit (positive); null when stereo was found before and is not now. */
  worsening: number | null;
}

/** A test whose latest attempt failed, with no attempt after it. */
export interface FailedTest {
  testType: TestType;
  correction: OpticalCorrection;
  failedAt: string;
  /** The device's words for it (test failed, test aborted by user...). */
  outcome: string | null;
}

/** What the rules need to know of a patient's tests; the REST service stores it per patient. */
export interface AttentionFacts {
  lastTestAt: string | null;
  failed: FailedTest[];
  worsened: MeasureWorsening[];
}

const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

/**
 * How much worse `latest` is than `previous`, in the measure's unit (≤ 0: not worse). No stereo
 * after a measured disparity is null (worse beyond any threshold); nothing can be worse than no stereo.
 */
export function worseningOf(measure: ProgressMeasure, previous: number | null, latest: number | null): number | null {
  if (previous === null) return 0;
  if (latest === null) return null;
  return round2(MEASURE_SPECS[measure].betterWhen === 'LOWER' ? latest - previous : previous - latest);
}

/** The facts of a patient's tests, from their visits with every result (any order). */
export function attentionFacts(visits: readonly ProgressVisit[]): AttentionFacts {
  const results = visits.flatMap((visit) => visit.results).sort((a, b) => a.beginTestTime.localeCompare(b.beginTestTime));
  // A test failed when the latest visit that took it shows it failed: the visit's merged result
  // (visitAggregation.ts), as the record, the report and the charts show it. A pass and a failed
  // retest in one visit is a pass.
  const byVisit = [...visits].sort((a, b) => a.visitDate.localeCompare(b.visitDate));
  const latestMerged = new Map<string, TestResultRecord>();
  for (const visit of byVisit) {
    for (const result of aggregateVisitResults(visit.results)) latestMerged.set(`${result.testType}/${result.opticalCorrection}`, result);
  }
  const failed = [...latestMerged.values()]
    .filter((result) => !isSucceeded(result.testResult))
    .map((result) => ({
      testType: result.testType,
      correction: result.opticalCorrection,
      failedAt: new Date(result.beginTestTime).toISOString(),
      outcome: result.testResult?.trim() || null,
    }));
  const worsened: MeasureWorsening[] = [];
  for (const summary of progressSummary(visits)) {
    if (summary.series.length < 2) continue;
    const before = summary.series[summary.series.length - 2];
    const { latest } = summary;
    const worsening = worseningOf(summary.measure, before.value, latest.value);
    if (worsening !== null && worsening <= 0) continue;
    worsened.push({
      measure: summary.measure,
      correction: summary.correction,
      previous: before.value,
      latest: latest.value,
      previousDate: before.visitDate,
      latestDate: latest.visitDate,
      worsening,
    });
  }
  const last = results[results.length - 1];
  return { lastTestAt: last ? new Date(last.beginTestTime).toISOString() : null, failed, worsened };
}

/** A test older than this instant is not recent: `days` whole days before `now`. */
export const noTestBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** Whether a worsening reaches the threshold its measure is held against. */
export const reachesThreshold = (change: MeasureWorsening, thresholds: AttentionThresholds) =>
  change.worsening === null || change.worsening >= thresholds[THRESHOLD_OF_MEASURE[change.measure]] - EPSILON;

export type AttentionReason =
  | { kind: 'OVERDUE'; nextVisitDate: string; daysOverdue: number }
  | { kind: 'NO_RECENT_TEST'; lastTestAt: string | null; daysWithoutTest: number; thresholdDays: number }
  | (Omit<MeasureWorsening, 'worsening'> & { kind: 'WORSENED'; unit: ProgressUnit; threshold: number; worsening: number | null })
  | ({ kind: 'FAILED_NOT_RETAKEN' } & FailedTest);

export interface AttentionPatient {
  accountStatus: number;
  nextVisitDate: string | null;
  /** When the account was created: a patient who never tested counts their days from it. */
  createdAt: string;
}

/** Why the patient needs attention, in the order OVERDUE, NO_RECENT_TEST, WORSENED, FAILED_NOT_RETAKEN; empty: they do not. */
export function attentionReasons(
  patient: AttentionPatient,
  facts: AttentionFacts,
  thresholds: AttentionThresholds,
  now: Date,
): AttentionReason[] {
  if (patient.accountStatus === ACCOUNT_STATUS.completed) return [];
  const reasons: AttentionReason[] = [];
  const overdue = daysOverdue(patient.nextVisitDate, now);
  if (overdue !== null && patient.nextVisitDate) {
    reasons.push({ kind: 'OVERDUE', nextVisitDate: new Date(patient.nextVisitDate).toISOString(), daysOverdue: overdue });
  }
  const since = Date.parse(facts.lastTestAt ?? patient.createdAt);
  if (patient.accountStatus === ACCOUNT_STATUS.active && since <= noTestBefore(now, thresholds.noTestDays).getTime()) {
    reasons.push({
      kind: 'NO_RECENT_TEST',
      lastTestAt: facts.lastTestAt,
      daysWithoutTest: Math.floor((now.getTime() - since) / DAY_MS),
      thresholdDays: thresholds.noTestDays,
    });
  }
  for (const change of facts.worsened.filter((c) => reachesThreshold(c, thresholds))) {
    const threshold = thresholds[THRESHOLD_OF_MEASURE[change.measure]];
    reasons.push({ kind: 'WORSENED', ...change, unit: MEASURE_SPECS[change.measure].unit, threshold });
  }
  for (const test of facts.failed) reasons.push({ kind: 'FAILED_NOT_RETAKEN', ...test });
  return reasons;
}
