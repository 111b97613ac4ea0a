// The text a PDF shows, read back with pdf.js (unpdf): each run of text with its page, position
// (PDF points from the bottom left) and width. pdf.js returns a right-to-left run in reading
// order but leaves its brackets as drawn, so they are swapped back here: "(ms)" reads as typed.
import { getDocumentProxy } from 'unpdf';

export interface PdfTextItem {
  page: number;
  text: string;
  x: number;
  y: number;
  width: number;
  rtl: boolean;
  /** The PDF's name of the font the run is drawn in. */
  font: string;
}

export interface PdfText {
  pages: number;
  pageWidth: number;
  items: PdfTextItem[];
  /** Every run's text in drawing order, separated by single spaces. */
  joined: string;
}

const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<' };

export async function pdfText(pdf: Buffer): Promise<PdfText> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const items: PdfTextItem[] = [];
  let pageWidth = 0;
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    pageWidth = page.view[2];
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const rtl = item.dir === 'rtl';
      items.push({
        page: number,
        text: rtl ? Array.from(item.str, (char) => MIRROR[char] ?? char).join('') : item.str,
        x: item.transform[4],
        y: item.transform[5],
        width: item.width,
        rtl,
        font: item.fontName,
      });
    }
  }
  return { pages: document.numPages, pageWidth, items, joined: items.map((item) => item.text).join(' ') };
}
