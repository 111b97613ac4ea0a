// Text on a PDF page in any of the portal's languages. pdfkit writes left to right in one font:
// that stays the way for a left-to-right page whose text its first font covers (so an English
// report is drawn exactly as before). Anything else is laid out here: lines broken by width, each
// line's runs ordered by the bidi algorithm (./bidiRuns), each run in the first font of the stack
// that has its glyphs, and on a right-to-left page the box and the alignment mirrored.
import { bidiParagraph, hasStrongRtl, lineRuns, type BidiParagraph, type VisualRun } from './bidiRuns';
import type { FontStack, FontWeight, PdfFont } from './pdfFonts';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center' | 'justify';

export interface TextOptions {
  /** The box's width from `x`; without it the text is one line that starts at `x`. */
  width?: number;
  align?: Align;
  lineBreak?: boolean;
  ellipsis?: boolean;
  /** The box's height: lines that do not fit are left out. */
  height?: number;
  lineGap?: number;
}

interface PageText {
  stack: FontStack;
  weight: FontWeight;
  registered: Set<string>;
}

const pages = new WeakMap<Doc, PageText>();

function pageText(doc: Doc): PageText {
  const page = pages.get(doc);
  if (!page) throw new Error('setUpText was not called for this document');
  return page;
}

function register(doc: Doc, page: PageText, font: PdfFont) {
  if (page.registered.has(font.name)) return;
  doc.registerFont(font.name, font.file().data);
  page.registered.add(font.name);
}

/** Switches to `font`, registering a fallback font the first time a text needs it. */
function select(doc: Doc, font: PdfFont): Doc {
  register(doc, pageText(doc), font);
  return doc.font(font.name);
}

/** Registers the first font of each weight; the drawing picks one with useFont before writing. */
export function setUpText(doc: Doc, stack: FontStack) {
  const page: PageText = { stack, weight: 'regular', registered: new Set() };
  pages.set(doc, page);
  register(doc, page, stack.fonts.regular[0]);
  register(doc, page, stack.fonts.bold[0]);
}

/** Switches to the regular or bold font (its first font; the fallbacks follow per character). */
export function useFont(doc: Doc, weight: FontWeight): Doc {
  pageText(doc).weight = weight;
  return doc.font(weight);
}

export const isRtlPage = (doc: Doc) => pageText(doc).stack.rtl;

/** The left edge of a box `width` wide that starts at `x` in reading order: mirrored right to left. */
export const flipX = (doc: Doc, x: number, width = 0) => (isRtlPage(doc) ? doc.page.width - x - width : x);

const HAN = /\p{Script=Han}/u;

const MIRRORED_ALIGN: Record<Align, Align> = { left: 'right', right: 'left', center: 'center', justify: 'right' };

interface Piece {
  text: string;
  font: PdfFont;
  width: number;
}

/** Splits `text` where the first font of the stack that has a character changes. */
function byFont(text: string, fonts: PdfFont[]): { text: string; font: PdfFont }[] {
  const parts: { text: string; font: PdfFont }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = parts.at(-1);
    // Spaces and marks stay with what they follow: no font change inside a word gap.
    const font = /\s/.test(char) && last ? last.font : (fonts.find((f) => f.file().has(codePoint)) ?? fonts[0]);
    if (last && last.font === font) last.text += char;
    else parts.push({ text: char, font });
  }
  return parts;
}

const reversed = (text: string) => Array.from(text).reverse().join('');

/**
 * The pieces of a run as pdfkit is to draw them, left to right. fontkit shapes a word of a
 * right-to-left script in reading order and turns its glyphs itself, and pdfkit cuts text at
 * spaces, so a right-to-left run goes word by word: a word with Hebrew letters in reading order,
 * one with none (brackets, dashes) already reversed.
 */
function runPieces(doc: Doc, run: VisualRun, fonts: PdfFont[]): Piece[] {
  const measure = (text: string, font: PdfFont) => select(doc, font).widthOfString(text);
  if (!run.rtl) return byFont(run.text, fonts).map((part) => ({ ...part, width: measure(part.text, part.font) }));
  const words = run.text.split(/( +)/).filter(Boolean).reverse();
  return words.flatMap((word) =>
    byFont(word, fonts)
      .reverse()
      .map((part) => ({
        font: part.font,
        text: hasStrongRtl(part.text) ? part.text : reversed(part.text),
        width: measure(part.text, part.font),
      })),
  );
}

/** The width of `text` in the current weight, each character in the font that has it. */
function measure(doc: Doc, text: string, fonts: PdfFont[]) {
  return byFont(text, fonts).reduce((sum, part) => sum + select(doc, part.font).widthOfString(part.text), 0);
}

/** Line ranges (inclusive) of a paragraph broken at spaces, or inside a word longer than a line. */
function breakLines(doc: Doc, text: string, width: number | undefined, fonts: PdfFont[]): [number, number][] {
  if (width === undefined) return [[0, text.length - 1]];
  const lines: [number, number][] = [];
  let start = 0;
  let end = -1;
  const fits = (from: number, to: number) => measure(doc, text.slice(from, to + 1), fonts) <= width;
  for (const match of text.matchAll(/\S+/g)) {
    const wordEnd = match.index + match[0].length - 1;
    if (end >= start && !fits(start, wordEnd)) {
      lines.push([start, end]);
      start = match.index;
    }
    if (end < start) start = match.index;
    // A word wider than the line is cut where it overflows.
    while (!fits(start, wordEnd)) {
      let cut = start;
      while (cut < wordEnd && fits(start, cut)) cut += 1;
      const last = Math.max(start, cut - 1);
      lines.push([start, last]);
      start = last + 1;
    }
    end = wordEnd;
  }
  if (end >= start) lines.push([start, end]);
  return lines;
}

function ellipsized(doc: Doc, text: string, width: number, fonts: PdfFont[]) {
  if (measure(doc, text, fonts) <= width) return text;
  const chars = Array.from(text);
  while (chars.length && measure(doc, `${chars.join('').trimEnd()}…`, fonts) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** The height `text` takes in a box `width` wide, as pdfkit's heightOfString counts it. */
export function textHeight(doc: Doc, text: string, options: TextOptions = {}): number {
  const { stack, weight } = pageText(doc);
  const fonts = stack.fonts[weight];
  if (!needsLayout(text, stack, fonts)) return doc.heightOfString(text, options);
  const lines = text.split('\n').reduce((count, line) => count + Math.max(1, breakLines(doc, line, options.width, fonts).length), 0);
  doc.font(fonts[0].name);
  return lines * (doc.currentLineHeight(true) + (options.lineGap ?? 0));
}

const needsLayout = (text: string, stack: FontStack, fonts: PdfFont[]) =>
  stack.rtl || hasStrongRtl(text) || Array.from(text).some((char) => !/\s/.test(char) && !fonts[0].file().has(char.codePointAt(0) ?? 0));

/**
 * Writes `text` in a box that starts at `x` (in reading order) and moves `doc.y` below it, as
 * pdfkit's `text` does; on a right-to-left page the box sits mirrored and 'left' means the start.
 */
export function writeText(doc: Doc, text: string, x: number, y: number = doc.y, options: TextOptions = {}) {
  const page = pageText(doc);
  const fonts = page.stack.fonts[page.weight];
  if (!needsLayout(text, page.stack, fonts)) {
    // Chinese has no spaces to stretch: justified, a line with one Latin word would gape.
    const justify = options.align === 'justify' && HAN.test(text);
    doc.text(text, x, y, justify ? { ...options, align: 'left' } : options);
    return;
  }
  const rtl = page.stack.rtl;
  const align = rtl ? MIRRORED_ALIGN[options.align ?? 'left'] : (options.align ?? 'left');
  const wrap = options.lineBreak === false ? undefined : options.width;
  doc.font(fonts[0].name);
  const lineHeight = doc.currentLineHeight(true) + (options.lineGap ?? 0);
  const maxLines = options.height ? Math.max(1, Math.floor(options.height / lineHeight)) : Infinity;
  // The font size from the first font's line height: pdfkit keeps the size itself private.
  const primary = fonts[0].file();
  const size = (doc.currentLineHeight(false) * 1000) / (primary.ascender - primary.descender);
  let lineY = y;
  let drawn = 0;
  for (const raw of text.split('\n')) {
    const source = options.ellipsis && options.width !== undefined && wrap === undefined ? ellipsized(doc, raw, options.width, fonts) : raw;
    const paragraph: BidiParagraph = bidiParagraph(source, rtl);
    const lines = breakLines(doc, source, wrap, fonts);
    for (const [start, end] of lines.length ? lines : [[0, -1] as [number, number]]) {
      if (drawn >= maxLines) break;
      const pieces = lineRuns(paragraph, start, end).flatMap((run) => runPieces(doc, run, fonts));
      const lineWidth = pieces.reduce((sum, piece) => sum + piece.width, 0);
      const boxLeft = options.width === undefined ? (rtl ? doc.page.width - x : x) : flipX(doc, x, options.width);
      const boxWidth = options.width ?? 0;
      let pieceX =
        options.width === undefined
          ? boxLeft - (rtl ? lineWidth : 0)
          : align === 'right'
            ? boxLeft + boxWidth - lineWidth
            : align === 'center'
              ? boxLeft + (boxWidth - lineWidth) / 2
              : boxLeft;
      for (const piece of pieces) {
        // Fonts of a line share its baseline, set by the first font of the stack.
        const shift = ((primary.ascender - piece.font.file().ascender) / 1000) * size;
        if (piece.text.trim()) select(doc, piece.font).text(piece.text, pieceX, lineY + shift, { lineBreak: false });
        pieceX += piece.width;
      }
      lineY += lineHeight;
      drawn += 1;
    }
  }
  doc.font(fonts[0].name);
  doc.x = x;
  doc.y = lineY;
}
