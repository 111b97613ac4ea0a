// The visit report PDF's words in each of the portal's six languages, and which one a reader gets.
// Hebrew is laid out right to left and Chinese written in Noto Sans SC by ../pdf (pdfText, pdfFonts).
import { knownDeviationDirection } from '@portal/domain/testResults';
import type { ReportLabels } from './reportLabelTypes';
import { REPORT_LABELS_DE } from './reportLabelsDe';
import { REPORT_LABELS_EN } from './reportLabelsEn';
import { REPORT_LABELS_FR } from './reportLabelsFr';
import { REPORT_LABELS_HE } from './reportLabelsHe';
import { REPORT_LABELS_IT } from './reportLabelsIt';
import { REPORT_LABELS_ZH } from './reportLabelsZh';

export const REPORT_LANGUAGES = ['en', 'it', 'he', 'zh', 'de', 'fr'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export const REPORT_LABELS: Record<ReportLanguage, ReportLabels> = {
  en: REPORT_LABELS_EN,
  it: REPORT_LABELS_IT,
  he: REPORT_LABELS_HE,
  zh: REPORT_LABELS_ZH,
  de: REPORT_LABELS_DE,
  fr: REPORT_LABELS_FR,
};

/** The PDF's language: the one asked for ('he', 'zh-CN', 'IT'…) when it is one of the six, else English. */
export function reportLanguage(asked: string | null | undefined): ReportLanguage {
  const code = (asked ?? '').trim().toLowerCase().slice(0, 2);
  return REPORT_LANGUAGES.find((language) => language === code) ?? 'en';
}

/** A cover test's direction in the report's language: a known one translated, any other as the device sent it. */
export function directionWord(labels: ReportLabels, direction: string): string {
  const known = knownDeviationDirection(direction);
  return known ? labels.directions[known] : direction.trim();
}
