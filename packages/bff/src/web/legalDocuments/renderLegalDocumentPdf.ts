// Draws a legal document (terms of use, privacy policy) as an A4 PDF: title, version line,
// introduction, numbered sections of paragraphs and bullets, and "Page n of m" on every page.
// DejaVu Sans is embedded (subset), as in the visit report, so Italian accents and typographic
// quotes print as written.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { LegalDocumentText } from './legalText';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const COLORS = { text: '#1a202c', muted: '#4a5568', line: '#cbd5e0' };
const MARGIN = 50;
const BODY_SIZE = 10;
const BULLET_INDENT = 14;

type Doc = PDFKit.PDFDocument;

export interface RenderLegalOptions {
  language: string;
  /** Off in tests that read the drawn text back. */
  compress?: boolean;
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 20;

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function paragraph(doc: Doc, text: string) {
  doc.font('regular').fontSize(BODY_SIZE).fillColor(COLORS.text);
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc), align: 'justify', lineGap: 2 });
  doc.y += 6;
}

function bullet(doc: Doc, text: string) {
  doc.font('regular').fontSize(BODY_SIZE).fillColor(COLORS.text);
  const width = contentWidth(doc) - BULLET_INDENT;
  // The bullet and the first line of its text move to the next page together.
  ensureRoom(doc, doc.currentLineHeight(true) + 2);
  const top = doc.y;
  doc.text('•', MARGIN + 3, top, { lineBreak: false });
  doc.text(text, MARGIN + BULLET_INDENT, top, { width, align: 'justify', lineGap: 2 });
  doc.y += 3;
}

function header(doc: Doc, text: LegalDocumentText) {
  doc.font('bold').fontSize(18).fillColor(COLORS.text).text(text.title, MARGIN, MARGIN, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(9).fillColor(COLORS.muted).text(text.versionLine, MARGIN, doc.y);
  doc.y += 8;
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + contentWidth(doc), doc.y).strokeColor(COLORS.line).lineWidth(1).stroke();
  doc.y += 12;
  paragraph(doc, text.introduction);
  doc.y += 4;
}

function footers(doc: Doc, text: LegalDocumentText) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    const half = contentWidth(doc) / 2;
    doc.font('regular').fontSize(8).fillColor(COLORS.muted);
    doc.text(text.versionLine, MARGIN, y, { width: half, lineBreak: false });
    doc.text(text.page(index - range.start + 1, range.count), MARGIN + half, y, { width: half, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

export async function renderLegalDocumentPdf(text: LegalDocumentText, options: RenderLegalOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: options.language,
    info: { Title: text.title, Creator: 'Vista Portal', Producer: 'Vista Portal' },
    displayTitle: true,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  header(doc, text);
  for (const section of text.sections) {
    // A heading never ends a page: it moves on with the first lines of its text.
    ensureRoom(doc, 60);
    doc.font('bold').fontSize(12).fillColor(COLORS.text).text(section.heading, MARGIN, doc.y, { width: contentWidth(doc) });
    doc.y += 4;
    section.paragraphs.forEach((body) => paragraph(doc, body));
    (section.items ?? []).forEach((item) => bullet(doc, item));
    if (section.items?.length) doc.y += 3;
    doc.y += 6;
  }
  footers(doc, text);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
