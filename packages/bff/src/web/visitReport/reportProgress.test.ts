// Progress at a glance in the visit report: the rows' clinical wording in each language, and the
// PDF that prints them (values, dates and the change in words; mirrored on a Hebrew page).
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdfTextItems';
import { SAMPLE_PROGRESS, SAMPLE_VISIT, sampleContext } from '../../../test/visitReportSample';
import { REPORT_LABELS, REPORT_LANGUAGES } from './reportLabels';
import { renderVisitReportPdf } from './renderVisitReportPdf';
import { visitReportDocument } from './visitReportDocument';

const withProgress = { ...SAMPLE_VISIT, progress: SAMPLE_PROGRESS };

describe('visit report progress at a glance', () => {
  it('words each measure: value with unit and direction, the visit date, and the change', () => {
    const report = visitReportDocument(withProgress, sampleContext('en'));
    expect(report.progress).toEqual([
      {
        label: 'ACT horizontal deviation · Without glasses',
        cells: [
          { value: '12 Δ Exo', date: '22/04/2026' },
          { value: '6 Δ Exo', date: '10/06/2026' },
          { value: '6 Δ Exo', date: '10/06/2026' },
        ],
        change: 'Improved by 6 Δ',
        direction: 'BETTER',
      },
      {
        label: 'Stereo acuity · With glasses',
        cells: [
          { value: '200"', date: '22/04/2026' },
          { value: '200"', date: '22/04/2026' },
          { value: 'No stereo', date: '10/06/2026' },
        ],
        change: 'Worse',
        direction: 'WORSE',
      },
      {
        label: 'Visual acuity, left eye · Without glasses',
        cells: Array.from({ length: 3 }, () => ({ value: '0.3 logMAR', date: '10/06/2026' })),
        change: 'Measured once',
        direction: 'UNCHANGED',
      },
    ]);
    expect(visitReportDocument(SAMPLE_VISIT, sampleContext('en')).progress).toEqual([]);
  });

  it.each(REPORT_LANGUAGES)('%s: the PDF prints the heading, the values and the change', async (language) => {
    const labels = REPORT_LABELS[language];
    const report = visitReportDocument(withProgress, sampleContext(language));
    const text = await pdfText(await renderVisitReportPdf(report, labels, { language, compress: false }));
    const words = text.joined.replace(/\s+/g, ' ');
    // Hebrew reads "6 Δ" right to left: the unit's glyph comes first in the drawn order.
    const amount = language === 'he' ? 'Δ 6' : '6 Δ';
    for (const expected of [
      labels.progress.heading,
      labels.progress.best,
      labels.progress.better(amount),
      labels.progress.worse(null),
      '12 Δ Exo',
    ]) {
      expect(words).toContain(expected);
    }
    const heading = text.items.find((item) => item.text === labels.progress.heading);
    expect(heading?.page).toBe(1);
    if (language === 'he') expect(heading?.x).toBeGreaterThan(text.pageWidth / 2);
  });
});
