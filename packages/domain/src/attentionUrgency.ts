// How urgent an entry of the attention list is: the list reads most urgent first, so a patient long
// overdue comes before a row of old failed tests. Points per reason (README "Attention list"):
//
//   OVERDUE             100 + 3 per day overdue (no cap: the longer, the more urgent).
//   WORSENED            40 per multiple of the site's threshold for the measure, up to 4 multiples
//                       (no stereo after a measured one counts as 4), floored to a whole point,
//                       + recency of the latest reading.
//   FAILED_NOT_RETAKEN  30 + recency of the failed attempt.
//   NO_RECENT_TEST      20 + 1 per 3 whole days past the site's number of days, up to 90 days (30).
//
//   recency(event) = 30 - days since the event, within 0..30: an event today adds 30, a month ago 0.
//
// An entry's urgency is its OVERDUE and NO_RECENT_TEST points, plus the points of its largest
// worsening and its latest failed test, plus 5 for each further failed test (up to 4 more). Whole
// numbers throughout, so the REST service's SQL (attentionStore.ts) computes the very same score;
// the list then reads by urgency descending, then last name, first name and id.
import type { AttentionReason, AttentionReasonKind } from './attention';

const DAY_MS = 86_400_000;

/** The formula's weights, named so the SQL and the README quote the same numbers. */
export const URGENCY_WEIGHTS = Object.freeze({
  overdueBase: 100,
  overduePerDay: 3,
  worsenedPerThreshold: 40,
  worsenedMaxMultiple: 4,
  failedBase: 30,
  failedPerMore: 5,
  failedMoreMax: 4,
  noTestBase: 20,
  noTestDaysPerPoint: 3,
  noTestMaxDays: 90,
  recentDays: 30,
});

const W = URGENCY_WEIGHTS;

/** Whole days from `at` to `now` (negative when `at` is later). */
export const wholeDaysSince = (at: string, now: Date): number => Math.floor((now.getTime() - Date.parse(at)) / DAY_MS);

/** 30 for an event today, one less per day since, 0 from 30 days on (a future event counts as today). */
export const recencyPoints = (days: number): number => W.recentDays - Math.min(Math.max(days, 0), W.recentDays);

/** The points of one reason (see the formula above). */
export function reasonUrgency(reason: AttentionReason, now: Date): number {
  switch (reason.kind) {
    case 'OVERDUE':
      return W.overdueBase + W.overduePerDay * reason.daysOverdue;
    case 'NO_RECENT_TEST': {
      const past = Math.min(Math.max(reason.daysWithoutTest - reason.thresholdDays, 0), W.noTestMaxDays);
      return W.noTestBase + Math.floor(past / W.noTestDaysPerPoint);
    }
    case 'WORSENED': {
      // The same float operations, in the same order, as the SQL: the floor then agrees to the point.
      const multiple =
        reason.worsening === null ? W.worsenedMaxMultiple : Math.min(reason.worsening / reason.threshold, W.worsenedMaxMultiple);
      return Math.floor(W.worsenedPerThreshold * multiple) + recencyPoints(wholeDaysSince(reason.latestDate, now));
    }
    case 'FAILED_NOT_RETAKEN':
      return W.failedBase + recencyPoints(wholeDaysSince(reason.failedAt, now));
  }
}

/** The entry's urgency: the sum of its reasons' points, counting only the largest worsening and the latest failure in full. */
export function attentionUrgency(reasons: readonly AttentionReason[], now: Date): number {
  const best: Partial<Record<AttentionReasonKind, number>> = {};
  let failed = 0;
  for (const reason of reasons) {
    const points = reasonUrgency(reason, now);
    best[reason.kind] = Math.max(best[reason.kind] ?? 0, points);
    if (reason.kind === 'FAILED_NOT_RETAKEN') failed += 1;
  }
  const more = Math.min(Math.max(failed - 1, 0), W.failedMoreMax) * W.failedPerMore;
  return (best.OVERDUE ?? 0) + (best.NO_RECENT_TEST ?? 0) + (best.WORSENED ?? 0) + (best.FAILED_NOT_RETAKEN ?? 0) + more;
}

/** The reasons most urgent first; equal points keep the rules' order (attentionReasons). */
export function byUrgency(reasons: readonly AttentionReason[], now: Date): AttentionReason[] {
  return reasons
    .map((reason, index) => ({ reason, index, points: reasonUrgency(reason, now) }))
    .sort((a, b) => b.points - a.points || a.index - b.index)
    .map((entry) => entry.reason);
}

/** What places an entry in the list: its urgency, then the lower-cased names, then the id. */
export interface AttentionRank {
  urgency: number;
  lastKey: string;
  firstKey: string;
  id: string;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The list's order: urgency descending, then last name, first name and id (code-point order, as the SQL's keys compare). */
export const compareAttentionRanks = (a: AttentionRank, b: AttentionRank): number =>
  b.urgency - a.urgency || compareText(a.lastKey, b.lastKey) || compareText(a.firstKey, b.firstKey) || compareText(a.id, b.id);
