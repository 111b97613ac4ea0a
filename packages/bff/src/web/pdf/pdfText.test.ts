// Text laid out by pdfText, read back with pdf.js: on a Hebrew page a box is mirrored and its
// lines right-aligned, a paragraph wraps within its width (a word longer than a line is cut), an
// ellipsis shortens a one-line value, and characters the page's font lacks come from the fallback
// font, which a page that does not need it never embeds.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdfTextItems';
import { PDF_MARGIN, renderA4Pdf, type PdfDoc } from './a4Pdf';
import { textHeight, useFont, writeText } from './pdfText';

const noFooter = (): [string, string] => ['', ''];

async function draw(language: string, body: (doc: PdfDoc) => void) {
  const pdf = await renderA4Pdf({ title: 'Test', language, footer: noFooter }, body);
  return { pdf, ...(await pdfText(pdf)) };
}

describe('pdf text layout', () => {
  it('mirrors a box on a Hebrew page and right-aligns its text', async () => {
    const { items, pageWidth } = await draw('he', (doc) => {
      useFont(doc, 'regular').fontSize(10);
      writeText(doc, 'מזהה מטופל', 100, 100, { width: 200 });
      writeText(doc, 'VT-0042', 100, 120, { width: 200, align: 'right' });
    });
    const [label, value] = items;
    expect(label.text).toBe('מזהה מטופל');
    // The box runs from pageWidth - 300 to pageWidth - 100; 'left' is its right edge.
    expect(label.x + label.width).toBeCloseTo(pageWidth - 100, 0);
    expect(value.text).toBe('VT-0042');
    expect(value.x).toBeCloseTo(pageWidth - 300, 0);
  });

  it('wraps a paragraph within its width and moves below it, as pdfkit does', async () => {
    const sentence = 'אנו שואפים שהפורטל יהיה זמין בכל עת אך איננו מתחייבים לפעולה רציפה';
    let height = 0;
    let moved = 0;
    const { items } = await draw('he', (doc) => {
      useFont(doc, 'regular').fontSize(10);
      height = textHeight(doc, sentence, { width: 120, lineGap: 2 });
      writeText(doc, sentence, PDF_MARGIN, 200, { width: 120, lineGap: 2 });
      moved = doc.y - 200;
    });
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(moved).toBeCloseTo(height, 5);
    expect(height).toBeCloseTo(items.length * (items[0].y - items[1].y), 0);
    expect(items.map((item) => item.text).join(' ')).toBe(sentence);
    for (const item of items) expect(item.width).toBeLessThanOrEqual(120);
  });

  it('cuts a word longer than the line and shortens a one-line value with an ellipsis', async () => {
    const { items } = await draw('he', (doc) => {
      useFont(doc, 'regular').fontSize(10);
      writeText(doc, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', PDF_MARGIN, 100, { width: 60 });
      writeText(doc, 'מרפאת העיניים הגדולה של תל אביב', PDF_MARGIN, 200, { width: 80, lineBreak: false, ellipsis: true });
    });
    const cut = items.filter((item) => item.y > 841.89 - 200);
    expect(cut.map((item) => item.text).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(cut.length).toBeGreaterThan(1);
    const shortened = items.filter((item) => item.y < 841.89 - 200);
    expect(shortened).toHaveLength(1);
    expect(shortened[0].text.startsWith('מרפאת העיניים')).toBe(true);
    expect(shortened[0].text).toContain('…');
    expect(shortened[0].width).toBeLessThanOrEqual(80);
  });

  it('draws characters the page’s font lacks in the fallback font, embedded only when needed', async () => {
    const hebrew = await draw('he', (doc) => {
      useFont(doc, 'bold').fontSize(12);
      writeText(doc, 'מטופל: 王小明', PDF_MARGIN, 100, { width: 300 });
    });
    expect(hebrew.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Bold/);
    expect(hebrew.items.map((item) => item.text).join(' ')).toContain('王小明');
    const english = await draw('en', (doc) => {
      useFont(doc, 'regular').fontSize(12);
      writeText(doc, 'Patient: Tommaso Bianchi', PDF_MARGIN, 100);
    });
    expect(english.pdf.toString('latin1')).not.toContain('NotoSansSC');
    expect(english.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
  });
});
