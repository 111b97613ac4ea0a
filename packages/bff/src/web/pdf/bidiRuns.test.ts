// The bidi runs of a line as the PDF draws them: Hebrew right to left with numbers, dates and
// identifiers left to right inside it, brackets mirrored, values without Hebrew left alone on a
// Hebrew page, and each line of a wrapped paragraph ordered on its own.
import { describe, expect, it } from 'vitest';
import { bidiParagraph, hasStrongRtl, lineRuns, visualText } from './bidiRuns';

const runsOf = (text: string, rtlPage = true) => {
  const paragraph = bidiParagraph(text, rtlPage);
  return lineRuns(paragraph, 0, text.length - 1);
};

describe('bidi runs', () => {
  it('orders a Hebrew label with a date and time: each number as typed, met right to left', () => {
    const runs = runsOf('ביקור קודם: 22/04/2026 09:30');
    expect(runs).toEqual([
      { text: '09:30', rtl: false },
      { text: ' ', rtl: true },
      { text: '22/04/2026', rtl: false },
      { text: 'ביקור קודם: ', rtl: true },
    ]);
    expect(visualText(runs)).toBe('09:30 22/04/2026 :םדוק רוקיב');
  });

  it('keeps a number before a Hebrew word on its right, as a Hebrew reader meets it first', () => {
    expect(visualText(runsOf('6 חודשים'))).toBe('םישדוח 6');
    expect(visualText(runsOf('עמוד 1 מתוך 2'))).toBe('2 ךותמ 1 דומע');
  });

  it('mirrors brackets in right-to-left runs', () => {
    const runs = runsOf('סטייה אופקית (דיופטריות פריזמה)');
    expect(runs).toEqual([{ text: 'סטייה אופקית )דיופטריות פריזמה(', rtl: true }]);
    expect(visualText(runs)).toBe('(המזירפ תוירטפויד) תיקפוא הייטס');
  });

  it('leaves a value without Hebrew as typed on a Hebrew page: identifiers, units, names', () => {
    for (const value of ['40"', '<= 0.3', 'VT-0042', '10/06/2026 09:30', 'Tommaso Bianchi', '–']) {
      expect(bidiParagraph(value, true).rtl).toBe(false);
      expect(visualText(runsOf(value))).toBe(value);
    }
  });

  it('reads a Hebrew text that starts with a Latin word right to left on a Hebrew page', () => {
    expect(bidiParagraph('Worth 4 נקודות', true).rtl).toBe(true);
    expect(visualText(runsOf('Worth 4 נקודות'))).toBe('תודוקנ Worth 4');
    // On a left-to-right page the first strong letter decides.
    expect(bidiParagraph('Worth 4 נקודות', false).rtl).toBe(false);
    expect(bidiParagraph('דנה כהן', false).rtl).toBe(true);
  });

  it('orders each line of a wrapped paragraph on its own', () => {
    const text = 'אבג דהו 12 זחט יכל';
    const paragraph = bidiParagraph(text, true);
    expect(visualText(lineRuns(paragraph, 0, 9))).toBe('12 והד גבא');
    expect(visualText(lineRuns(paragraph, 11, 17))).toBe('לכי טחז');
    expect(lineRuns(paragraph, 5, 4)).toEqual([]);
  });

  it('tells Hebrew and Arabic letters from everything else', () => {
    expect(hasStrongRtl('Tommaso')).toBe(false);
    expect(hasStrongRtl('12/04 (ms)')).toBe(false);
    expect(hasStrongRtl('דנה')).toBe(true);
    expect(hasStrongRtl('سلام')).toBe(true);
  });
});
