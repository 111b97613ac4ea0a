// The Unicode bidirectional algorithm (bidi-js) for the PDFs, which pdfkit does not apply: a
// paragraph's embedding levels, then for each line the runs of one direction in the order they
// are seen from left to right. Each run keeps its characters in reading order, with brackets and
// other mirrored characters of right-to-left runs already swapped, so that numbers, dates and
// identifiers inside Hebrew read left to right and Hebrew words read right to left.
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';

const bidi = bidiFactory();

export interface BidiParagraph {
  text: string;
  levels: EmbeddingLevels;
  /** The paragraph reads right to left (its first strong character is Hebrew, Arabic…). */
  rtl: boolean;
}

export interface VisualRun {
  /** The run's characters in reading (logical) order, mirrored where the run is right to left. */
  text: string;
  rtl: boolean;
}

const STRONG_RTL = new Set(['R', 'AL']);

/** True when a character of `text` is written right to left (Hebrew, Arabic…). */
export const hasStrongRtl = (text: string) => Array.from(text).some((char) => STRONG_RTL.has(bidi.getBidiCharTypeName(char)));

/**
 * Levels of one paragraph (no line breaks inside). On a right-to-left page a text with Hebrew
 * reads right to left (even 'Worth 4 …', which starts with a Latin word) while a value with none,
 * such as `40"`, `VT-0042` or `24/11/2026`, stays a left-to-right paragraph, as if isolated, and
 * keeps its characters in place. Elsewhere the first strong character decides (rule P2).
 */
export function bidiParagraph(text: string, rtlPage: boolean): BidiParagraph {
  const levels = bidi.getEmbeddingLevels(text, rtlPage && hasStrongRtl(text) ? 'rtl' : 'auto');
  return { text, levels, rtl: (levels.paragraphs[0]?.level ?? 0) % 2 === 1 };
}

/**
 * The runs of the line `start..end` (inclusive, UTF-16 indices) of `paragraph`, left to right as
 * drawn (rules L1-L4). An empty line has no runs.
 */
export function lineRuns(paragraph: BidiParagraph, start: number, end: number): VisualRun[] {
  if (end < start) return [];
  const { text, levels } = paragraph;
  // bidi-js answers for the whole text with only this line reordered: keep the line.
  const order = bidi.getReorderedIndices(text, levels, start, end).slice(start, end + 1);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end);
  const runs: { indices: number[]; rtl: boolean }[] = [];
  for (const index of order) {
    const rtl = levels.levels[index] % 2 === 1;
    const last = runs.at(-1);
    const previous = last?.indices.at(-1);
    // A run goes on while the characters stay neighbours in the text, in its direction.
    if (last && last.rtl === rtl && previous === index + (rtl ? 1 : -1)) last.indices.push(index);
    else runs.push({ indices: [index], rtl });
  }
  return runs.map(({ indices, rtl }) => {
    const logical = rtl ? [...indices].reverse() : indices;
    return { rtl, text: logical.map((index) => mirrored.get(index) ?? text[index]).join('') };
  });
}

/** The line as it is seen from left to right: what a reader's eye meets first comes first. */
export const visualText = (runs: VisualRun[]) => runs.map((run) => (run.rtl ? Array.from(run.text).reverse().join('') : run.text)).join('');
