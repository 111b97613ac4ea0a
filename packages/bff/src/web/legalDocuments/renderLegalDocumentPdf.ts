// Draws a legal document (terms of use, privacy policy) as an A4 PDF (../pdf/a4Pdf): title, version
// line, introduction, numbered sections of paragraphs and bullets, and "Page n of m" on every page.
import { contentWidth, ensureRoom, PDF_COLORS as COLORS, PDF_MARGIN as MARGIN, renderA4Pdf, type PdfDoc as Doc } from '../pdf/a4Pdf';
import { useFont, writeText } from '../pdf/pdfText';
import type { LegalDocumentText } from './legalText';

const BODY_SIZE = 10;
const BULLET_INDENT = 14;

export interface RenderLegalOptions {
  language: string;
  /** Off in tests that read the drawn text back. */
  compress?: boolean;
}

function paragraph(doc: Doc, text: string) {
  useFont(doc, 'regular').fontSize(BODY_SIZE).fillColor(COLORS.text);
  writeText(doc, text, MARGIN, doc.y, { width: contentWidth(doc), align: 'justify', lineGap: 2 });
  doc.y += 6;
}

function bullet(doc: Doc, text: string) {
  useFont(doc, 'regular').fontSize(BODY_SIZE).fillColor(COLORS.text);
  const width = contentWidth(doc) - BULLET_INDENT;
  // The bullet and the first line of its text move to the next page together.
  ensureRoom(doc, doc.currentLineHeight(true) + 2);
  const top = doc.y;
  writeText(doc, '•', MARGIN + 3, top, { lineBreak: false });
  writeText(doc, text, MARGIN + BULLET_INDENT, top, { width, align: 'justify', lineGap: 2 });
  doc.y += 3;
}

function header(doc: Doc, text: LegalDocumentText) {
  useFont(doc, 'bold').fontSize(18).fillColor(COLORS.text);
  writeText(doc, text.title, MARGIN, MARGIN, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  useFont(doc, 'regular').fontSize(9).fillColor(COLORS.muted);
  writeText(doc, text.versionLine, MARGIN, doc.y);
  doc.y += 8;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .strokeColor(COLORS.line)
    .lineWidth(1)
    .stroke();
  doc.y += 12;
  paragraph(doc, text.introduction);
  doc.y += 4;
}

export function renderLegalDocumentPdf(text: LegalDocumentText, options: RenderLegalOptions): Promise<Buffer> {
  const footer = (page: number, pages: number): [string, string] => [text.versionLine, text.page(page, pages)];
  return renderA4Pdf({ title: text.title, language: options.language, compress: options.compress, footer }, (doc) => {
    header(doc, text);
    for (const section of text.sections) {
      // A heading never ends a page: it moves on with the first lines of its text.
      ensureRoom(doc, 60);
      useFont(doc, 'bold').fontSize(12).fillColor(COLORS.text);
      writeText(doc, section.heading, MARGIN, doc.y, { width: contentWidth(doc) });
      doc.y += 4;
      section.paragraphs.forEach((body) => paragraph(doc, body));
      (section.items ?? []).forEach((item) => bullet(doc, item));
      if (section.items?.length) doc.y += 3;
      doc.y += 6;
    }
  });
}
