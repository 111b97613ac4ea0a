// Progress at a glance in the visit report: the rows' clinical wording in each language, the
// sparkline's points (the domain's series, up is better), and the PDF that prints them (values,
// dates, the change in words and the sparkline; mirrored on a Hebrew page).
import { sparklinePoints } from '@portal/domain/progressSparkline';
import { progressSummary } from '@portal/domain/progressSummary';
import type { TestResultRecord } from '@portal/domain/testResults';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdfTextItems';
import { SAMPLE_PROGRESS, SAMPLE_VISIT, sampleContext } from '../../../test/visitReportSample';
import { REPORT_LABELS, REPORT_LANGUAGES } from './reportLabels';
import { changeText, progressRows } from './reportProgress';
import { PROGRESS_COLUMN_SHARES } from './renderProgressPdf';
import { renderVisitReportPdf } from './renderVisitReportPdf';
import { visitReportDocument } from './visitReportDocument';
import type { ReportProgress } from './visitReportQuery';

const withProgress = { ...SAMPLE_VISIT, progress: SAMPLE_PROGRESS };

interface Point {
  x: number;
  y: number;
}

/**
 * The vector paths of an uncompressed PDF in drawing order (page coordinates from the top left, as
 * pdfkit writes them): stroked polylines ("m", "l"…, "S") and filled circles ("m", four "c", "f").
 */
function vectorPaths(pdf: Buffer) {
  const polylines: Point[][] = [];
  const dots: Point[] = [];
  let path: { points: Point[]; curves: number } | null = null;
  for (const op of pdf.toString('latin1').split('\n')) {
    const move = /^(-?[\d.]+) (-?[\d.]+) m$/.exec(op);
    const line = /^(-?[\d.]+) (-?[\d.]+) l$/.exec(op);
    if (move) path = { points: [{ x: Number(move[1]), y: Number(move[2]) }], curves: 0 };
    else if (path && line) path.points.push({ x: Number(line[1]), y: Number(line[2]) });
    else if (path && / c$/.test(op)) path.curves += 1;
    else if (path && op === 'h') continue;
    else {
      if (path && op === 'S' && path.curves === 0) polylines.push(path.points);
      // A circle starts at its leftmost point: its centre is one radius (2.5) to the right.
      if (path && op === 'f' && path.curves === 4) dots.push({ x: path.points[0].x + 2.5, y: path.points[0].y });
      path = null;
    }
  }
  return { polylines, dots };
}

const xsOf = (points: Point[]) => points.map((point) => point.x);
const increasing = (values: number[]) => values.every((value, index) => index === 0 || value > values[index - 1]);
const decreasing = (values: number[]) => values.every((value, index) => index === 0 || value < values[index - 1]);

const progress = (measure: string, unit: ReportProgress['unit'], values: (number | null)[]): ReportProgress => {
  const reading = (value: number | null) => ({ visitDate: '2026-01-01T08:00:00.000Z', value, deviationDirection: null });
  return {
    measure,
    opticalCorrection: 'WITHOUT_GLASSES',
    unit,
    first: reading(values[0]),
    best: reading(values[0]),
    latest: reading(values[values.length - 1]),
    change: null,
    direction: 'UNCHANGED',
    series: values.map((value) => ({ value })),
  };
};
const trendOf = (measure: ReportProgress) => progressRows([measure], REPORT_LABELS.en, (iso) => iso)[0].trend;

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
        change: 'Improved by 6 Δ since the first visit (22/04/2026)',
        direction: 'BETTER',
        // 12 Δ then 6 Δ: a smaller deviation is better, so the line rises.
        trend: [
          { value: 12, height: 0 },
          { value: 6, height: 1 },
        ],
      },
      {
        label: 'Stereo acuity · With glasses',
        cells: [
          { value: '200"', date: '22/04/2026' },
          { value: '200"', date: '22/04/2026' },
          { value: 'No stereo', date: '10/06/2026' },
        ],
        change: 'Worse since the first visit (22/04/2026)',
        direction: 'WORSE',
        // One measured disparity sits mid-height; no stereo at the bottom.
        trend: [
          { value: 200, height: 0.5 },
          { value: null, height: 0 },
        ],
      },
      {
        label: 'Visual acuity, left eye · Without glasses',
        cells: Array.from({ length: 3 }, () => ({ value: '0.3 logMAR', date: '10/06/2026' })),
        change: 'Measured once',
        direction: 'UNCHANGED',
        trend: [{ value: 0.3, height: 0.5 }],
      },
    ]);
    expect(visitReportDocument(SAMPLE_VISIT, sampleContext('en')).progress).toEqual([]);
  });

  it.each(REPORT_LANGUAGES)(
    "%s: the PDF prints the heading, the values, the change with its baseline and the sparklines' key",
    async (language) => {
      const labels = REPORT_LABELS[language];
      const report = visitReportDocument(withProgress, sampleContext(language));
      const text = await pdfText(await renderVisitReportPdf(report, labels, { language, compress: false }));
      const words = text.joined.replace(/\s+/g, ' ');
      // Hebrew reads "6 Δ" right to left: the unit's glyph comes first in the drawn order.
      const amount = language === 'he' ? 'Δ 6' : '6 Δ';
      for (const expected of [
        labels.progress.heading,
        labels.progress.best,
        labels.progress.better(amount, '22/04/2026'),
        labels.progress.worse(null, '22/04/2026'),
        labels.progress.sparklineKey,
        // The device's direction in the report's language (Chinese: 外斜).
        `12 Δ ${labels.directions.Exo}`,
      ]) {
        // Chinese wraps between any two characters: compare without the line breaks' spaces.
        if (language === 'zh') expect(words.replace(/\s/g, '')).toContain(expected.replace(/\s/g, ''));
        else expect(words).toContain(expected);
      }
      const heading = text.items.find((item) => item.text === labels.progress.heading);
      expect(heading?.page).toBe(1);
      if (language === 'he') expect(heading?.x).toBeGreaterThan(text.pageWidth / 2);
    },
  );

  it.each(REPORT_LANGUAGES)(
    '%s: the PDF draws a sparkline per measure in its own column, oldest visit at the reading start',
    async (language) => {
      const report = visitReportDocument(withProgress, sampleContext(language));
      const pdf = await renderVisitReportPdf(report, REPORT_LABELS[language], { language, compress: false });
      const text = await pdfText(pdf);
      const { polylines, dots } = vectorPaths(pdf);
      // The sparkline column: the last share of the content width, at the reading end (left in Hebrew).
      const share = PROGRESS_COLUMN_SHARES[PROGRESS_COLUMN_SHARES.length - 1] * (text.pageWidth - 2 * 50);
      const column = language === 'he' ? { from: 50, to: 50 + share } : { from: text.pageWidth - 50 - share, to: text.pageWidth - 50 };
      const inColumn = (point: Point) => point.x > column.from && point.x < column.to;
      const lines = polylines.filter((points) => points.every(inColumn));
      const latest = dots.filter(inColumn);
      // Two measures with two visits each draw a line; all three rows a dot on the latest visit.
      expect(lines).toHaveLength(2);
      expect(latest).toHaveLength(3);
      const [act, stereo] = lines;
      expect(act).toHaveLength(2);
      expect(stereo).toHaveLength(2);
      // Oldest first in reading order: left to right, or right to left on a Hebrew page.
      for (const line of lines) expect((language === 'he' ? decreasing : increasing)(xsOf(line))).toBe(true);
      // ACT went from 12 Δ to 6 Δ: better, so the line rises (a smaller y is higher on the page).
      expect(act[1].y).toBeLessThan(act[0].y);
      // Stereo went from 200" to no stereo: worse, so it falls.
      expect(stereo[1].y).toBeGreaterThan(stereo[0].y);
      // Each line ends at its latest dot; the single visit's dot sits mid-column, below the two lines.
      expect(latest[0]).toEqual(expect.objectContaining({ x: expect.closeTo(act[1].x, 1), y: expect.closeTo(act[1].y, 1) }));
      expect(latest[1]).toEqual(expect.objectContaining({ x: expect.closeTo(stereo[1].x, 1), y: expect.closeTo(stereo[1].y, 1) }));
      expect(latest[2].x).toBeCloseTo((act[0].x + act[1].x) / 2, 0);
      expect(latest[2].y).toBeGreaterThan(Math.max(...stereo.map((point) => point.y)));
      // No text of the progress rows runs into the sparklines (pdf.js measures y from the bottom).
      const drawn = [...act, ...stereo, ...latest];
      const [left, right] = [Math.min(...xsOf(drawn)) - 3, Math.max(...xsOf(drawn)) + 3];
      const [top, bottom] = [Math.min(...drawn.map((p) => p.y)) - 3, Math.max(...drawn.map((p) => p.y)) + 3];
      const pageHeight = 841.89;
      const besideRows = text.items.filter((item) => item.page === 1 && pageHeight - item.y > top && pageHeight - item.y < bottom + 12);
      expect(besideRows.length).toBeGreaterThan(6);
      for (const item of besideRows) expect(item.x + item.width <= left || item.x >= right, item.text).toBe(true);
      // Nor into each other: a value that wraps ("Pas de stéréoscopie") pushes its date down.
      const page = text.items.filter((item) => item.page === 1);
      for (const [index, a] of page.entries()) {
        for (const b of page.slice(index + 1)) {
          const sideBySide = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1;
          if (sideBySide) expect(Math.abs(a.y - b.y), `"${a.text}" and "${b.text}"`).toBeGreaterThanOrEqual(7);
        }
      }
    },
  );
});

describe('the sparkline of a measure', () => {
  it('follows the series oldest first, up is better: lower for deviation and acuity, higher for fusional breaks', () => {
    expect(trendOf(progress('ACT_HORIZONTAL_DEVIATION', 'PRISM_DIOPTRES', [14, 10, 12, 6]))).toEqual([
      { value: 14, height: 0 },
      { value: 10, height: 0.5 },
      { value: 12, height: 0.25 },
      { value: 6, height: 1 },
    ]);
    expect(trendOf(progress('FUSIONAL_CONVERGENCE', 'PRISM_DIOPTRES', [8, 20, 14])).map((point) => point.height)).toEqual([0, 1, 0.5]);
    expect(trendOf(progress('CHART_VA_RIGHT_EYE', 'LOG_MAR', [0.5, 0.1])).map((point) => point.height)).toEqual([0, 1]);
  });

  it('runs stereo on a log scale, no stereo at the bottom; a flat course and a single visit sit mid-height', () => {
    const stereo = trendOf(progress('STEREO_ACUITY', 'ARCSEC', [400, null, 100, 200]));
    expect(stereo.map((point) => point.value)).toEqual([400, null, 100, 200]);
    // 200" is one doubling from 100" and from 400": half way on a log scale, not a third.
    stereo.map((point) => point.height).forEach((height, index) => expect(height).toBeCloseTo([0, 0, 1, 0.5][index], 10));
    expect(sparklinePoints([null, null], true, true)).toEqual([
      { value: null, height: 0 },
      { value: null, height: 0 },
    ]);
    expect(sparklinePoints([6, 6, 6], true, false).map((point) => point.height)).toEqual([0.5, 0.5, 0.5]);
    expect(sparklinePoints([0.3], true, false)).toEqual([{ value: 0.3, height: 0.5 }]);
  });

  it("draws the domain's series: visits given in any order come out oldest first, merged as every view merges them", () => {
    const act = (day: string, dioptres: number, outcome = 'test succeeded'): TestResultRecord => ({
      testType: 'ACT',
      storageId: `ACT-${day}-${dioptres}`,
      opticalCorrection: 'SC',
      testResult: outcome,
      beginTestTime: `${day}T09:00:00.000Z`,
      values: { ResultInDioptersHorizontalValue: dioptres, HorizontalDirection: 'Exo' },
    });
    const visit = (day: string, ...results: TestResultRecord[]) => ({ visitDate: `${day}T08:00:00.000Z`, results });
    const [summary] = progressSummary([
      visit('2026-03-01', act('2026-03-01', 4)),
      visit('2026-01-01', act('2026-01-01', 12)),
      // A failed test is no reading: the visit is not on the line.
      visit('2026-01-15', act('2026-01-15', 30, 'test failed')),
      visit('2026-02-01', act('2026-02-01', 8)),
    ]);
    // As the resolver hands it to the report (the schema's MeasureProgress).
    const { correction: _correction, betterWhen: _betterWhen, ...rest } = summary;
    const measure: ReportProgress = { ...rest, opticalCorrection: 'WITHOUT_GLASSES', direction: summary.direction };
    expect(trendOf(measure)).toEqual([
      { value: 12, height: 0 },
      { value: 8, height: 0.5 },
      { value: 4, height: 1 },
    ]);
  });
});

describe('a change within retest variation', () => {
  it('is never called unchanged: the report says within retest variation, in each language', () => {
    const progress = {
      unit: 'PRISM_DIOPTRES',
      first: { visitDate: '2026-01-10T09:00:00.000Z' },
      change: -4,
      direction: 'UNCHANGED',
      series: [{}, {}],
    } as unknown as ReportProgress;
    const date = () => '10/01/2026';
    expect(changeText(progress, REPORT_LABELS.en, date)).toBe('Within retest variation since the first visit (10/01/2026)');
    for (const language of REPORT_LANGUAGES) {
      expect(changeText(progress, REPORT_LABELS[language], date)).not.toBe(REPORT_LABELS[language].progress.unchanged('10/01/2026'));
    }
    expect(changeText({ ...progress, change: 0 }, REPORT_LABELS.en, date)).toBe('Unchanged since the first visit (10/01/2026)');
  });
});
