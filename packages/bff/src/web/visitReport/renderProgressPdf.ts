// The visit report PDF's "Progress at a glance": one row per key measure with its first,
// best and latest value (each with its visit's date), the change in words and a sparkline over
// every visit, with a key under the table. The words carry the direction and its baseline; the
// colour only repeats it. Positions are in reading
// order (mirrored on a Hebrew page, the sparkline too: its oldest visit at the reading start).
import { contentWidth, ensureRoom, PDF_COLORS, PDF_MARGIN as MARGIN, type PdfDoc as Doc } from '../pdf/a4Pdf';
import { flipX, textHeight, useFont, writeText } from '../pdf/pdfText';
import type { ReportLabels } from './reportLabelTypes';
import type { SparklinePoint } from '@portal/domain/progressSparkline';
import type { ReportProgressRow } from './reportProgress';

const DIRECTION_COLORS: Record<ReportProgressRow['direction'], string> = {
  BETTER: '#276749',
  WORSE: '#9b2c2c',
  UNCHANGED: PDF_COLORS.muted,
};
/** The columns' shares of the width: measure, first, best, latest, change, sparkline. */
export const PROGRESS_COLUMN_SHARES = [0.24, 0.14, 0.14, 0.14, 0.23, 0.11];
const PAD = 5;
const SPARKLINE = { maxWidth: 60, height: 20, inset: 2.5 };

/**
 * A sparkline as the web draws it (Sparkline.tsx): a line through every visit's reading, oldest
 * first, up is better; no stereo as a hollow dot at the bottom; a filled dot on the latest. A
 * single visit is only its dot, in the middle. `x` is the box's start in reading order.
 */
export function drawSparkline(doc: Doc, trend: readonly SparklinePoint[], x: number, y: number, width: number, height: number) {
  if (!trend.length) return;
  const { inset } = SPARKLINE;
  const pointX = (index: number) => (trend.length === 1 ? x + width / 2 : x + inset + (index * (width - 2 * inset)) / (trend.length - 1));
  const points = trend.map((point, index) => ({
    x: flipX(doc, pointX(index)),
    y: y + inset + (1 - point.height) * (height - 2 * inset),
    missing: point.value === null,
  }));
  // Colours and widths are set before each path: nothing may come between a path and its painting.
  doc.save();
  if (points.length > 1) {
    doc.lineWidth(1.25).lineJoin('round').lineCap('round').strokeColor(PDF_COLORS.muted);
    doc.moveTo(points[0].x, points[0].y);
    for (const point of points.slice(1)) doc.lineTo(point.x, point.y);
    doc.stroke();
  }
  const last = points[points.length - 1];
  for (const point of points.slice(0, -1).filter((p) => p.missing)) {
    doc.lineWidth(0.75).fillColor('#ffffff').strokeColor(PDF_COLORS.muted);
    doc.circle(point.x, point.y, 2).fillAndStroke();
  }
  doc.fillColor(PDF_COLORS.muted);
  doc.circle(last.x, last.y, 2.5).fill();
  doc.restore();
}

export function renderProgressPdf(doc: Doc, rows: readonly ReportProgressRow[], labels: ReportLabels) {
  if (!rows.length) return;
  const width = contentWidth(doc);
  const columns = PROGRESS_COLUMN_SHARES.map((share) => share * width);
  const xs = columns.map((_, index) => MARGIN + columns.slice(0, index).reduce((sum, w) => sum + w, 0));
  const words = labels.progress;
  ensureRoom(doc, 60 + Math.min(rows.length, 3) * 30);
  useFont(doc, 'bold').fontSize(13).fillColor(PDF_COLORS.text);
  writeText(doc, words.heading, MARGIN, doc.y);
  doc.y += 4;
  // The sparkline's column has no heading: its line speaks for itself, as on the record.
  const headings = [labels.measure, words.first, words.best, words.latest, words.change, words.everyVisit];
  // Long headings (German, French) wrap: the band grows with them.
  useFont(doc, 'bold').fontSize(9);
  const headHeight = Math.max(...headings.map((heading, index) => textHeight(doc, heading, { width: columns[index] - 2 * PAD }))) + 8;
  const top = doc.y;
  doc.rect(MARGIN, top, width, headHeight).fill(PDF_COLORS.band);
  headings.forEach((heading, index) => {
    useFont(doc, 'bold').fontSize(9).fillColor(PDF_COLORS.text);
    writeText(doc, heading, xs[index] + PAD, top + 5, { width: columns[index] - 2 * PAD });
  });
  doc.y = top + headHeight;
  for (const row of rows) {
    useFont(doc, 'regular').fontSize(9);
    const labelHeight = textHeight(doc, row.label, { width: columns[0] - 2 * PAD });
    // A value wider than its column ("Pas de stéréoscopie") wraps, its date below it: never cut or overlapped.
    const dateOffsets = row.cells.map((cell, index) =>
      Math.max(12, textHeight(doc, cell.value, { width: columns[index + 1] - 2 * PAD }) + 1),
    );
    useFont(doc, 'bold').fontSize(9);
    const changeHeight = textHeight(doc, row.change, { width: columns[4] - 2 * PAD });
    const height = Math.max(labelHeight, changeHeight, ...dateOffsets.map((offset) => offset + 10), 22) + 2 * PAD;
    ensureRoom(doc, height);
    const y = doc.y;
    useFont(doc, 'regular').fontSize(9).fillColor(PDF_COLORS.text);
    writeText(doc, row.label, xs[0] + PAD, y + PAD, { width: columns[0] - 2 * PAD });
    row.cells.forEach((cell, index) => {
      const x = xs[index + 1] + PAD;
      const cellWidth = columns[index + 1] - 2 * PAD;
      useFont(doc, 'regular').fontSize(9).fillColor(PDF_COLORS.text);
      writeText(doc, cell.value, x, y + PAD, { width: cellWidth });
      useFont(doc, 'regular').fontSize(7).fillColor(PDF_COLORS.muted);
      writeText(doc, cell.date, x, y + PAD + dateOffsets[index], { width: cellWidth, lineBreak: false });
    });
    useFont(doc, 'bold').fontSize(9).fillColor(DIRECTION_COLORS[row.direction]);
    writeText(doc, row.change, xs[4] + PAD, y + PAD, { width: columns[4] - 2 * PAD });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .strokeColor(PDF_COLORS.line)
      .lineWidth(0.5)
      .stroke();
    drawSparkline(doc, row.trend, xs[5] + PAD, y + PAD, Math.min(columns[5] - 2 * PAD, SPARKLINE.maxWidth), SPARKLINE.height);
    doc.y = y + height;
  }
  // The sparklines' key, as on the record: which visits they draw and which way is better.
  doc.y += 4;
  useFont(doc, 'regular').fontSize(7).fillColor(PDF_COLORS.muted);
  const keyHeight = textHeight(doc, words.sparklineKey, { width });
  ensureRoom(doc, keyHeight);
  writeText(doc, words.sparklineKey, MARGIN, doc.y, { width });
  doc.y += keyHeight;
  doc.x = MARGIN;
  doc.y += 16;
}
