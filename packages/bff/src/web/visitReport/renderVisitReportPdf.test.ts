// The visit report PDF read back as a reader's PDF viewer reads it (pdf.js): in each of the six
// languages the labels, the patient, the dates (dd/mm/yyyy) and the values are there; Hebrew runs
// right to left with its numbers left to right and the page mirrored; Chinese is drawn with an
// embedded Noto Sans SC subset whose glyphs read back as the labels; English is as it always was.
import { describe, expect, it } from 'vitest';
import { pdfText, type PdfTextItem } from '../../../test/pdfTextItems';
import ENGLISH_GOLDEN from '../../../test/visitReportPdfEn.json';
import { SAMPLE_VISIT, sampleContext } from '../../../test/visitReportSample';
import { REPORT_LABELS, REPORT_LANGUAGES, type ReportLanguage } from './reportLabels';
import { renderVisitReportPdf } from './renderVisitReportPdf';
import { visitReportDocument } from './visitReportDocument';
import type { ReportVisit } from './visitReportQuery';

const MARGIN = 50;

const withName = (fullName: string): ReportVisit => ({ ...SAMPLE_VISIT, patient: { ...SAMPLE_VISIT.patient, fullName } });

async function render(language: ReportLanguage, visit: ReportVisit = SAMPLE_VISIT) {
  const report = visitReportDocument(visit, sampleContext(language));
  const pdf = await renderVisitReportPdf(report, REPORT_LABELS[language], { language });
  return { pdf, text: await pdfText(pdf) };
}

const find = (items: PdfTextItem[], text: string) => {
  const item = items.find((candidate) => candidate.text === text);
  if (!item) throw new Error(`"${text}" is not in the PDF: ${items.map((i) => i.text).join(' | ')}`);
  return item;
};
const rightEdge = (item: PdfTextItem) => item.x + item.width;

describe('visit report PDF text', () => {
  it.each(REPORT_LANGUAGES)('%s: labels, patient, dates and values read back from the PDF', async (language) => {
    const labels = REPORT_LABELS[language];
    const { pdf, text } = await render(language);
    expect(pdf.length).toBeLessThan(60_000);
    const words = text.joined.replace(/\s+/g, ' ');
    for (const label of [
      labels.title,
      labels.confidential,
      labels.visitDate,
      labels.treatmentDuration,
      labels.withoutGlasses,
      labels.tests.STEREO_ACUITY,
      labels.measures.leftEye,
      labels.noStereo,
      labels.months(6),
      labels.earlierVisit('22/04/2026 09:30'),
      labels.generated('15/06/2026 23:05'),
      labels.page(1, text.pages),
    ]) {
      expect(words).toContain(label);
    }
    for (const value of [
      'Tommaso Bianchi',
      '04/03/2017',
      '10/06/2026 09:30',
      '15/07/2026',
      'RSSMRA17',
      'VT-0042',
      '2.35',
      '40"',
      '<= 0.3',
    ]) {
      expect(words).toContain(value);
    }
  });

  it('Hebrew: labels read in order, numbers and dates left to right, the page mirrored', async () => {
    const labels = REPORT_LABELS.he;
    const { text } = await render('he', withName('דנה כהן-לוי'));
    const { items, pageWidth } = text;
    const end = pageWidth - MARGIN;
    const title = find(items, 'דוח ביקור');
    expect(title.rtl).toBe(true);
    expect(rightEdge(title)).toBeCloseTo(end, 0);
    expect(title.x).toBeGreaterThan(pageWidth / 2);
    expect(rightEdge(find(items, 'דנה כהן-לוי'))).toBeCloseTo(end, 0);
    // A label and its value both end at the right margin, the value's digits in typing order.
    expect(rightEdge(find(items, labels.visitDate))).toBeCloseTo(end, 0);
    expect(rightEdge(find(items, '10/06/2026 09:30'))).toBeCloseTo(end, 0);
    expect(find(items, '6 חודשים').rtl).toBe(true);
    // Hebrew with a date inside reads as typed; the bracketed unit stays inside its label.
    expect(find(items, 'ביקור קודם: 22/04/2026 09:30').rtl).toBe(true);
    expect(find(items, 'סטייה אופקית (דיופטריות פריזמה)').rtl).toBe(true);
    // Columns run right to left: measure, without glasses, with glasses.
    const [measure, without, withGlasses] = [labels.measure, labels.withoutGlasses, labels.withGlasses].map((label) => find(items, label));
    expect(rightEdge(measure)).toBeGreaterThan(rightEdge(without));
    expect(rightEdge(without)).toBeGreaterThan(rightEdge(withGlasses));
    // The footer's start (the date) is on the right, the page count on the left.
    expect(rightEdge(find(items, labels.generated('15/06/2026 23:05')))).toBeCloseTo(end, 0);
    expect(find(items, labels.page(1, text.pages)).x).toBeCloseTo(MARGIN, 0);
    // Most runs end at one of the right-aligned column edges, none starts at the left margin but the page count.
    expect(items.filter((item) => Math.abs(item.x - MARGIN) < 1).map((item) => item.text)).toEqual(
      Array.from({ length: text.pages }, (_, index) => labels.page(index + 1, text.pages)),
    );
  });

  it('Chinese: an embedded Noto Sans SC subset whose glyphs read back as the labels', async () => {
    const labels = REPORT_LABELS.zh;
    const { pdf, text } = await render('zh', withName('王小明'));
    const latin1 = pdf.toString('latin1');
    expect(latin1).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(latin1).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Bold/);
    expect(latin1).toContain('/FontFile2');
    // A subset of a 10 MB font: a few dozen glyphs.
    expect(pdf.length).toBeLessThan(60_000);
    for (const label of [
      labels.title,
      '王小明',
      labels.confidential,
      labels.visitDate,
      labels.withGlasses,
      labels.measures.horizontalDeviation,
    ]) {
      expect(find(text.items, label).x).toBeGreaterThanOrEqual(MARGIN);
    }
    expect(find(text.items, labels.generated('15/06/2026 23:05')).x).toBeCloseTo(MARGIN, 0);
  });

  it('a Hebrew or Chinese name in an English report prints in its own script and order', async () => {
    for (const name of ['דנה כהן-לוי', '王小明']) {
      const { text } = await render('en', withName(name));
      expect(find(text.items, name).x).toBeCloseTo(MARGIN, 0);
    }
  });

  it('English reads exactly as before: the same texts at the same places', async () => {
    const { text } = await render('en');
    expect(text.items.map((item) => `${item.page} ${Math.round(item.x)} ${Math.round(item.y)} ${item.text}`)).toEqual(ENGLISH_GOLDEN);
  });
});
