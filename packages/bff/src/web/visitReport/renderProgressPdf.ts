// The visit report PDF's "Progress at a glance" (issue 18): one row per key measure with its first,
// best and latest value (each with its visit's date) and the change in words. The words carry the
// direction; the colour only repeats it. Positions are in reading order (mirrored on a Hebrew page).
import { contentWidth, ensureRoom, PDF_COLORS, PDF_MARGIN as MARGIN, type PdfDoc as Doc } from '../pdf/a4Pdf';
import { textHeight, useFont, writeText } from '../pdf/pdfText';
import type { ReportLabels } from './reportLabelTypes';
import type { ReportProgressRow } from './reportProgress';

const DIRECTION_COLORS: Record<ReportProgressRow['direction'], string> = {
  BETTER: '#276749',
  WORSE: '#9b2c2c',
  UNCHANGED: PDF_COLORS.muted,
};
const SHARES = [0.28, 0.16, 0.16, 0.16, 0.24];
const PAD = 5;

export function renderProgressPdf(doc: Doc, rows: readonly ReportProgressRow[], labels: ReportLabels) {
  if (!rows.length) return;
  const width = contentWidth(doc);
  const columns = SHARES.map((share) => share * width);
  const xs = columns.map((_, index) => MARGIN + columns.slice(0, index).reduce((sum, w) => sum + w, 0));
  const words = labels.progress;
  ensureRoom(doc, 60 + Math.min(rows.length, 3) * 30);
  useFont(doc, 'bold').fontSize(13).fillColor(PDF_COLORS.text);
  writeText(doc, words.heading, MARGIN, doc.y);
  doc.y += 4;
  const headings = [labels.measure, words.first, words.best, words.latest, words.change];
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
    const changeHeight = textHeight(doc, row.change, { width: columns[4] - 2 * PAD });
    const height = Math.max(labelHeight, changeHeight, 22) + 2 * PAD;
    ensureRoom(doc, height);
    const y = doc.y;
    doc.fillColor(PDF_COLORS.text);
    writeText(doc, row.label, xs[0] + PAD, y + PAD, { width: columns[0] - 2 * PAD });
    row.cells.forEach((cell, index) => {
      const x = xs[index + 1] + PAD;
      const cellWidth = columns[index + 1] - 2 * PAD;
      useFont(doc, 'regular').fontSize(9).fillColor(PDF_COLORS.text);
      writeText(doc, cell.value, x, y + PAD, { width: cellWidth, lineBreak: false, ellipsis: true });
      useFont(doc, 'regular').fontSize(7).fillColor(PDF_COLORS.muted);
      writeText(doc, cell.date, x, y + PAD + 12, { width: cellWidth, lineBreak: false });
    });
    useFont(doc, 'bold').fontSize(9).fillColor(DIRECTION_COLORS[row.direction]);
    writeText(doc, row.change, xs[4] + PAD, y + PAD, { width: columns[4] - 2 * PAD });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .strokeColor(PDF_COLORS.line)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + height;
  }
  doc.x = MARGIN;
  doc.y += 16;
}
