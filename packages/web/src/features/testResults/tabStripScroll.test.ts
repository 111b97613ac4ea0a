import { describe, expect, it } from 'vitest';
import { hiddenSides, revealDelta } from './tabStripScroll';

const strip = { left: 100, right: 500 };
const tabsFrom = (start: number, count: number, width = 120) =>
  Array.from({ length: count }, (_, index) => ({ left: start + index * width, right: start + (index + 1) * width }));

describe('tab strip scrolling', () => {
  it('finds no hidden side when every tab fits', () => {
    expect(hiddenSides(strip, tabsFrom(100, 3))).toEqual({ left: false, right: false });
    expect(hiddenSides(strip, [])).toEqual({ left: false, right: false });
  });

  it('finds tabs past the right edge at the start of a left-to-right strip', () => {
    expect(hiddenSides(strip, tabsFrom(100, 8))).toEqual({ left: false, right: true });
  });

  it('finds tabs on both sides once scrolled to the middle', () => {
    expect(hiddenSides(strip, tabsFrom(-200, 8))).toEqual({ left: true, right: true });
  });

  it('finds tabs past the left edge at the start of a right-to-left strip', () => {
    // Right to left, the first tab sits at the right edge and later ones run off to the left.
    const rtl = tabsFrom(500 - 8 * 120, 8);
    expect(hiddenSides(strip, rtl)).toEqual({ left: true, right: false });
  });

  it('scrolls a tab past either edge into view, clear of the cues', () => {
    expect(revealDelta(strip, { left: 460, right: 580 }, 32)).toBe(580 - 468);
    expect(revealDelta(strip, { left: 40, right: 160 }, 32)).toBe(40 - 132);
    expect(revealDelta(strip, { left: 200, right: 320 }, 32)).toBe(0);
  });
});
