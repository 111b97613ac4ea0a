// Draws a visit report document as an A4 PDF (../pdf/a4Pdf): the facts, progress at a glance
// (renderProgressPdf), then per test a table of its values without and with glasses and, for
// measured tests, a bar chart of them. Positions are given in reading order: on a Hebrew page
// writeText and flipX mirror them (columns, bars, legend).
import {
  contentWidth,
  ensureRoom,
  PDF_COLORS,
  PDF_MARGIN as MARGIN,
  pageBottom as bottom,
  renderA4Pdf,
  type PdfDoc as Doc,
} from '../pdf/a4Pdf';
import { flipX, textHeight, useFont, writeText } from '../pdf/pdfText';
import type { ReportChart, ReportTable, VisitReportDocument } from './visitReportDocument';
import type { ReportLabels } from './reportLabelTypes';
import { renderProgressPdf } from './renderProgressPdf';

const COLORS = { ...PDF_COLORS, without: '#2b6cb0', with: '#2c7a7b' };
const CHART_HEIGHT = 90;
const CHART_BLOCK = CHART_HEIGHT + 64;

export interface RenderOptions {
  language: string;
  /** Off in tests that read the drawn text back. */
  compress?: boolean;
}

function header(doc: Doc, report: VisitReportDocument, labels: ReportLabels) {
  useFont(doc, 'bold').fontSize(20).fillColor(COLORS.text);
  writeText(doc, report.title, MARGIN, MARGIN);
  useFont(doc, 'bold').fontSize(14);
  writeText(doc, report.patientName, doc.x);
  useFont(doc, 'regular').fontSize(8).fillColor(COLORS.muted);
  writeText(doc, labels.confidential, doc.x);
  doc.moveDown(0.8);
  // The facts in two columns of label and value.
  const columnWidth = contentWidth(doc) / 2;
  const top = doc.y;
  let rowY = top;
  report.facts.forEach((fact, index) => {
    const x = MARGIN + (index % 2) * columnWidth;
    if (index % 2 === 0 && index > 0) rowY += 28;
    useFont(doc, 'regular').fontSize(8).fillColor(COLORS.muted);
    writeText(doc, fact.label, x, rowY, { width: columnWidth - 10 });
    useFont(doc, 'bold').fontSize(10).fillColor(COLORS.text);
    writeText(doc, fact.value, x, rowY + 10, { width: columnWidth - 10, lineBreak: false, ellipsis: true });
  });
  doc.x = MARGIN;
  doc.y = rowY + 34;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .strokeColor(COLORS.line)
    .lineWidth(1)
    .stroke();
  doc.y += 14;
}

function table(doc: Doc, section: ReportTable, labels: ReportLabels) {
  const width = contentWidth(doc);
  const columns = [width * 0.44, width * 0.28, width * 0.28];
  const xs = [MARGIN, MARGIN + columns[0], MARGIN + columns[0] + columns[1]];
  const pad = 5;
  const headings = [labels.measure, labels.withoutGlasses, labels.withGlasses];
  const headHeight = section.notes.some(Boolean) ? 30 : 18;
  ensureRoom(doc, headHeight + 20);
  const top = doc.y;
  doc.rect(MARGIN, top, width, headHeight).fill(COLORS.band);
  headings.forEach((heading, index) => {
    useFont(doc, 'bold').fontSize(9).fillColor(COLORS.text);
    writeText(doc, heading, xs[index] + pad, top + 5, { width: columns[index] - 2 * pad });
    const note = index > 0 ? section.notes[index - 1] : null;
    if (note) {
      useFont(doc, 'regular').fontSize(8).fillColor(COLORS.muted);
      writeText(doc, note, xs[index] + pad, top + 17, { width: columns[index] - 2 * pad });
    }
  });
  doc.y = top + headHeight;
  for (const row of section.rows) {
    useFont(doc, 'regular').fontSize(9);
    const height =
      Math.max(...[row.label, ...row.cells].map((value, index) => textHeight(doc, value, { width: columns[index] - 2 * pad }))) + 2 * pad;
    ensureRoom(doc, height);
    const y = doc.y;
    doc.fillColor(COLORS.text);
    writeText(doc, row.label, xs[0] + pad, y + pad, { width: columns[0] - 2 * pad });
    row.cells.forEach((cell, index) => writeText(doc, cell, xs[index + 1] + pad, y + pad, { width: columns[index + 1] - 2 * pad }));
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .strokeColor(COLORS.line)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + height;
  }
  doc.x = MARGIN;
}

function chart(doc: Doc, data: ReportChart, labels: ReportLabels) {
  const width = contentWidth(doc);
  const labelHeight = 26;
  ensureRoom(doc, CHART_BLOCK);
  const top = doc.y + 14;
  // Legend.
  [labels.withoutGlasses, labels.withGlasses].forEach((name, index) => {
    const x = MARGIN + index * 120;
    doc.rect(flipX(doc, x, 8), top, 8, 8).fill(index === 0 ? COLORS.without : COLORS.with);
    useFont(doc, 'regular').fontSize(8).fillColor(COLORS.muted);
    writeText(doc, name, x + 12, top, { width: 100, lineBreak: false });
  });
  const plotTop = top + 22;
  const values = data.bars.flatMap((bar) => bar.values).filter((v): v is number => v !== null);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const yOf = (v: number) => plotTop + ((max - v) / span) * CHART_HEIGHT;
  const groupWidth = width / data.bars.length;
  const barWidth = Math.min(36, (groupWidth - 16) / 2);
  doc
    .moveTo(MARGIN, yOf(0))
    .lineTo(MARGIN + width, yOf(0))
    .strokeColor(COLORS.muted)
    .lineWidth(0.75)
    .stroke();
  data.bars.forEach((bar, group) => {
    const center = MARGIN + group * groupWidth + groupWidth / 2;
    bar.values.forEach((value, index) => {
      const x = center - barWidth + index * barWidth;
      if (value === null) {
        // No bar, but a marker that says why (no stereo, no result) sits on the baseline.
        if (bar.texts[index] !== '–') {
          useFont(doc, 'regular').fontSize(7).fillColor(COLORS.muted);
          writeText(doc, bar.texts[index], x - 10, yOf(0) - 10, { width: barWidth + 20, align: 'center', lineBreak: false });
        }
        return;
      }
      const y = Math.min(yOf(value), yOf(0));
      const height = Math.max(Math.abs(yOf(value) - yOf(0)), 0.75);
      doc.rect(flipX(doc, x + 1, barWidth - 2), y, barWidth - 2, height).fill(index === 0 ? COLORS.without : COLORS.with);
      const textY = value >= 0 ? y - 10 : y + height + 2;
      useFont(doc, 'regular').fontSize(7).fillColor(COLORS.text);
      writeText(doc, bar.texts[index], x - 6, textY, { width: barWidth + 12, align: 'center', lineBreak: false });
    });
    useFont(doc, 'regular').fontSize(7).fillColor(COLORS.muted);
    writeText(doc, bar.label, center - groupWidth / 2 + 4, plotTop + CHART_HEIGHT + 6, {
      width: groupWidth - 8,
      align: 'center',
      height: labelHeight,
    });
  });
  doc.x = MARGIN;
  doc.y = plotTop + CHART_HEIGHT + labelHeight + 8;
}

export function renderVisitReportPdf(report: VisitReportDocument, labels: ReportLabels, options: RenderOptions): Promise<Buffer> {
  const footer = (page: number, pages: number): [string, string] => [report.generated, labels.page(page, pages)];
  return renderA4Pdf({ title: report.title, language: options.language, compress: options.compress, footer }, (doc) => {
    header(doc, report, labels);
    renderProgressPdf(doc, report.progress, labels);
    if (report.emptyText) {
      useFont(doc, 'regular').fontSize(10).fillColor(COLORS.muted);
      writeText(doc, report.emptyText, MARGIN);
    }
    for (const section of report.sections) {
      // A test's table and chart stay on one page when they fit on one.
      const height = 60 + section.rows.length * 20 + (section.chart ? CHART_BLOCK : 0);
      ensureRoom(doc, Math.min(height, bottom(doc) - MARGIN));
      useFont(doc, 'bold').fontSize(13).fillColor(COLORS.text);
      writeText(doc, section.title, MARGIN, doc.y);
      doc.y += 4;
      table(doc, section, labels);
      if (section.chart) chart(doc, section.chart, labels);
      for (const earlier of section.earlier) {
        ensureRoom(doc, 40 + earlier.rows.length * 20);
        doc.y += 6;
        useFont(doc, 'bold').fontSize(10).fillColor(COLORS.muted);
        writeText(doc, earlier.heading, MARGIN, doc.y);
        doc.y += 3;
        table(doc, earlier, labels);
      }
      doc.y += 16;
    }
  });
}
