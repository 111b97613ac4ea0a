// How the attention list says why a patient is on it: one line per reason, in the
// clinician's words. A worsening names its baseline, the previous measurement and its date ("ACT
// horizontal deviation worse without glasses since the previous measurement (13/03/2026): 4 Δ → 12 Δ
// (threshold 5 Δ)"), where progress at a glance counts from the first visit. Measures, units and
// readings are worded as progress at a glance words them.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDate } from '../../i18n/dates';
import { isolateLtr, measureName, readingText, withUnit } from '../progress/progressWording';
import { TEST_NAMES, isResultTest, outcomeText } from '../testResults/testCatalog';

export type AttentionKind = 'OVERDUE' | 'NO_RECENT_TEST' | 'WORSENED' | 'FAILED_NOT_RETAKEN' | (string & {});

/** The fields of a reason the wording reads (the GraphQL AttentionReason). */
export interface AttentionReasonLike {
  readonly kind: AttentionKind;
  readonly nextVisitDate?: string | null;
  readonly daysOverdue?: number | null;
  readonly lastTestAt?: string | null;
  readonly daysWithoutTest?: number | null;
  readonly measure?: string | null;
  readonly correction?: string | null;
  readonly unit?: string | null;
  readonly previous?: number | null;
  readonly latest?: number | null;
  /** WORSENED: the visit day of the previous measurement, the change's baseline. */
  readonly previousDate?: string | null;
  readonly threshold?: number | null;
  readonly testType?: string | null;
  readonly failedAt?: string | null;
  readonly outcome?: string | null;
}

/** The optical correction inside a sentence ("worse without glasses"); each language cases it itself. */
const IN_SENTENCE = { WITHOUT_GLASSES: msg`without glasses`, WITH_GLASSES: msg`with glasses` };

const correctionName = (i18n: I18n, correction: string | null | undefined) =>
  correction === 'WITHOUT_GLASSES' || correction === 'WITH_GLASSES' ? i18n._(IN_SENTENCE[correction]) : '';

/** The short label of a reason's kind (the entry's badge). */
export function reasonLabel(i18n: I18n, kind: AttentionKind): string {
  switch (kind) {
    case 'OVERDUE':
      return i18n._(msg`Overdue`);
    case 'NO_RECENT_TEST':
      return i18n._(msg`No recent test`);
    case 'WORSENED':
      return i18n._(msg`Worse`);
    case 'FAILED_NOT_RETAKEN':
      return i18n._(msg`Failed test`);
    default:
      return kind;
  }
}

/** One line saying why. */
export function reasonText(i18n: I18n, reason: AttentionReasonLike): string {
  switch (reason.kind) {
    case 'OVERDUE': {
      const date = formatDate(reason.nextVisitDate);
      const days = reason.daysOverdue ?? 0;
      return plural(days, { one: `Next visit was due on ${date}, # day ago`, other: `Next visit was due on ${date}, # days ago` });
    }
    case 'NO_RECENT_TEST': {
      const days = reason.daysWithoutTest ?? 0;
      if (!reason.lastTestAt)
        return plural(days, {
          one: 'Never tested since the account was opened # day ago',
          other: 'Never tested since the account was opened # days ago',
        });
      const date = formatDate(reason.lastTestAt);
      return plural(days, { one: `No test for # day (last on ${date})`, other: `No test for # days (last on ${date})` });
    }
    case 'WORSENED': {
      const unit = reason.unit ?? 'PRISM_DIOPTRES';
      const measure = measureName(i18n, reason.measure ?? '');
      const correction = correctionName(i18n, reason.correction);
      // Kept left to right as one run in Hebrew too: "6 Δ → 14 Δ", never "Δ 14 ← Δ 6".
      const change = isolateLtr(
        i18n,
        `${readingText(i18n, unit, { value: reason.previous })} → ${readingText(i18n, unit, { value: reason.latest })}`,
      );
      const threshold = isolateLtr(i18n, withUnit(unit, reason.threshold ?? 0));
      if (!reason.previousDate)
        return i18n._(msg`${measure} worse ${correction} since the previous measurement: ${change} (threshold ${threshold})`);
      const since = isolateLtr(i18n, formatDate(reason.previousDate));
      return i18n._(msg`${measure} worse ${correction} since the previous measurement (${since}): ${change} (threshold ${threshold})`);
    }
    case 'FAILED_NOT_RETAKEN': {
      const test = reason.testType && isResultTest(reason.testType) ? i18n._(TEST_NAMES[reason.testType]) : (reason.testType ?? '');
      const correction = correctionName(i18n, reason.correction);
      const date = formatDate(reason.failedAt);
      const outcome = outcomeText(i18n, reason.outcome);
      return outcome
        ? i18n._(msg`${test} ${correction} failed on ${date} and was not retaken (${outcome})`)
        : i18n._(msg`${test} ${correction} failed on ${date} and was not retaken`);
    }
    default:
      return reason.kind;
  }
}
