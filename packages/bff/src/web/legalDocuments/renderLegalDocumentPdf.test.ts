// The legal PDFs read back as a reader's viewer reads them (pdf.js): the Hebrew text runs right to
// left from the right margin with its article numbers and addresses in reading order, and the
// Chinese text is drawn in an embedded Noto Sans SC subset whose glyphs read back as written.
import { describe, expect, it } from 'vitest';
import { pdfText, type PdfTextItem } from '../../../test/pdfTextItems';
import { LEGAL_DOCUMENTS } from './legalDocument';
import { renderLegalDocumentPdf } from './renderLegalDocumentPdf';

const MARGIN = 50;
const find = (items: PdfTextItem[], text: string) => {
  const item = items.find((candidate) => candidate.text === text);
  if (!item) throw new Error(`"${text}" is not in the PDF: ${items.map((i) => i.text).join(' | ')}`);
  return item;
};

describe('legal document PDFs in Hebrew and Chinese', () => {
  it('Hebrew: titles and headings end at the right margin and read in order', async () => {
    const terms = LEGAL_DOCUMENTS['terms-of-use'].he;
    const { items, pageWidth, pages } = await pdfText(await renderLegalDocumentPdf(terms, { language: 'he' }));
    const title = items.find((item) => item.text.includes('תנאי שימוש'));
    expect(title && title.x + title.width).toBeCloseTo(pageWidth - MARGIN, 0);
    for (const text of [terms.versionLine, terms.sections[0].heading, terms.sections[12].heading]) {
      const item = find(items, text);
      expect(item.rtl).toBe(true);
      expect(item.x + item.width).toBeCloseTo(pageWidth - MARGIN, 0);
    }
    expect(find(items, terms.page(1, pages)).x).toBeCloseTo(MARGIN, 0);
    // Paragraph lines are right-aligned: none starts at the left margin but the page counts.
    const body = items.filter((item) => item.rtl && item.x + item.width > pageWidth - MARGIN - 1);
    expect(body.length).toBeGreaterThan(50);
  });

  it('Chinese: drawn in Noto Sans SC, the glyphs read back as the text', async () => {
    const policy = LEGAL_DOCUMENTS['privacy-policy'].zh;
    const pdf = await renderLegalDocumentPdf(policy, { language: 'zh' });
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(pdf.length).toBeLessThan(400_000);
    const { items, joined } = await pdfText(pdf);
    expect(find(items, policy.title).x).toBeCloseTo(MARGIN, 0);
    expect(find(items, policy.sections[7].heading).x).toBeCloseTo(MARGIN, 0);
    expect(joined.replace(/\s+/g, '')).toContain(policy.sections[8].paragraphs[0].replace(/\s+/g, ''));
  });
});
