// How a result chart fits its width: dates on the category axis stand level when each
// has room, turn 45° when they do not, and are thinned (the newest always kept) when even turned
// they would touch; a value written on a bar shows only where the bar is wide enough for it.
// Texts are measured by estimate: the chart is SVG drawn from data, before anything is laid out.

/** The charts' text size (px) on the axes. */
export const CHART_FONT_SIZE = 11;
/** The size of values written above bars and points: a little smaller, so more of them fit. */
export const VALUE_FONT_SIZE = 10;

/** The widest date the category axis writes (dd/mm/yyyy). */
const DATE_SAMPLE = '00/00/0000';

// East Asian glyphs take about a square each; digits and Latin letters about two thirds (bold,
// in the widest of the fonts the theme falls back to); slashes, points and the like a third.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const NARROW = /[./:,;'"!|()\s\-ilI]/;

/** A text's estimated width in px at `fontSize`. */
export function textWidth(text: string, fontSize = CHART_FONT_SIZE): number {
  let width = 0;
  for (const char of text) width += fontSize * (WIDE.test(char) ? 1 : NARROW.test(char) ? 0.36 : 0.66);
  return Math.ceil(width);
}

/** Room kept between two neighbouring labels (px). */
const LABEL_GAP = 8;
/** A label turned 45° needs this much of the axis (px) before the next one. */
const TURNED_PITCH = Math.ceil(CHART_FONT_SIZE * 1.7);

export interface DateAxisLayout {
  /** 0 (level) or -45 (turned). */
  rotation: number;
  /** The categories that keep their date, oldest first; always the newest. */
  ticks: string[];
  /** The bottom margin the dates need below the axis (px). */
  marginBottom: number;
}

/** Where and how the dates of `ids` (oldest first) go on an axis `innerWidth` px long. */
export function dateAxisLayout(ids: readonly string[], innerWidth: number): DateAxisLayout {
  const label = textWidth(DATE_SAMPLE);
  const band = ids.length > 0 ? innerWidth / ids.length : innerWidth;
  if (band >= label + LABEL_GAP) return { rotation: 0, ticks: [...ids], marginBottom: 40 };
  // Every `step`-th date, counted back from the newest (the visit a doctor looks at first).
  const step = Math.max(1, Math.ceil(TURNED_PITCH / band));
  const ticks = ids.filter((_, index) => (ids.length - 1 - index) % step === 0);
  // A turned date reaches down by its width times sin 45°, plus its own height and the tick.
  return { rotation: -45, ticks, marginBottom: Math.ceil((label + CHART_FONT_SIZE) * Math.SQRT1_2) + 16 };
}

/** Space between bars as a share of a visit's step (nivo's band padding). */
export const BAR_PADDING = 0.3;

/**
 * Whether values written above the bars stay clear of each other: with one series a value may
 * spread over its visit's whole step (the gap included); with several, each stays on its bar.
 * nivo's band scale pads inside and outside alike: a step is innerWidth / (count + padding).
 */
export function barLabelsFit(
  texts: readonly string[],
  innerWidth: number,
  count: number,
  seriesCount: number,
  padding = BAR_PADDING,
): boolean {
  const widest = texts.reduce((max, text) => Math.max(max, textWidth(text, VALUE_FONT_SIZE)), 0);
  if (widest === 0 || count === 0) return false;
  const step = innerWidth / (count + padding);
  const room = seriesCount <= 1 ? step : (step * (1 - padding)) / seriesCount;
  return room >= widest + LABEL_GAP / 2;
}
