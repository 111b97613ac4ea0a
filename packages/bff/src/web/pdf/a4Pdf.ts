// The portal's PDFs (visit reports, terms of use, privacy policy): A4 with one margin, the
// language's fonts embedded (subsets, ./pdfFonts) so accents, Hebrew, Chinese and names in any
// of these scripts print as typed, Hebrew laid out right to left (./pdfText), a start and an end
// footer on every page, and the finished file as a Buffer. Patient data never goes into the metadata.
import PDFDocument from 'pdfkit';
import { fontStack } from './pdfFonts';
import { setUpText, useFont, writeText } from './pdfText';

export type PdfDoc = PDFKit.PDFDocument;

export const PDF_MARGIN = 50;
export const PDF_COLORS = { text: '#1a202c', muted: '#4a5568', line: '#cbd5e0', band: '#edf2f7' };

/** The width between the margins. */
export const contentWidth = (doc: PdfDoc) => doc.page.width - 2 * PDF_MARGIN;

/** Where drawing stops on a page, above the footer. */
export const pageBottom = (doc: PdfDoc) => doc.page.height - PDF_MARGIN - 20;

/** Starts a new page unless `height` more fits on this one. */
export function ensureRoom(doc: PdfDoc, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

export interface A4PdfOptions {
  /** The document's title: the only metadata written. */
  title: string;
  language: string;
  /** Off in tests that read the drawn text back. */
  compress?: boolean;
  /** The footer's start and end texts (left and right, mirrored in Hebrew) of page `page` of `pages`. */
  footer: (page: number, pages: number) => [string, string];
}

function drawFooters(doc: PdfDoc, footer: A4PdfOptions['footer']) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PDF_MARGIN;
    const half = contentWidth(doc) / 2;
    const [left, right] = footer(index - range.start + 1, range.count);
    useFont(doc, 'regular').fontSize(8).fillColor(PDF_COLORS.muted);
    writeText(doc, left, PDF_MARGIN, y, { width: half, lineBreak: false });
    writeText(doc, right, PDF_MARGIN + half, y, { width: half, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/**
 * Draws a document with `draw` (text through ../pdfText's writeText, fonts chosen with useFont),
 * adds the footers and returns the file.
 */
export async function renderA4Pdf(options: A4PdfOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: options.language,
    info: { Title: options.title, Creator: 'Vista Portal', Producer: 'Vista Portal' },
    displayTitle: true,
  });
  setUpText(doc, fontStack(options.language));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  drawFooters(doc, options.footer);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
