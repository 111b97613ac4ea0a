// The test tab strip's scrolling: which physical sides hide tabs (so a cue shows
// there) and how far to scroll so a tab stands clear of the cues. Measured from the tabs' boxes,
// not scrollLeft, whose sign and origin differ between left-to-right and right-to-left pages.

export interface Span {
  left: number;
  right: number;
}

export interface HiddenSides {
  left: boolean;
  right: boolean;
}

/** Whether tabs reach past the strip's left and right edges (half a pixel of rounding aside). */
export function hiddenSides(strip: Span, tabs: readonly Span[]): HiddenSides {
  if (tabs.length === 0) return { left: false, right: false };
  const left = Math.min(...tabs.map((tab) => tab.left));
  const right = Math.max(...tabs.map((tab) => tab.right));
  return { left: left < strip.left - 0.5, right: right > strip.right + 0.5 };
}

/**
 * The horizontal scroll (px, + scrolls right) that brings `tab` into the strip with `clearance`
 * px to spare at each side (room for the cue drawn over the edge); 0 when it already is.
 */
export function revealDelta(strip: Span, tab: Span, clearance: number): number {
  const room = strip.right - strip.left - 2 * clearance;
  // A tab wider than the room lines up its start (left) edge.
  if (tab.left < strip.left + clearance || tab.right - tab.left > room) return tab.left - (strip.left + clearance);
  if (tab.right > strip.right - clearance) return tab.right - (strip.right - clearance);
  return 0;
}
