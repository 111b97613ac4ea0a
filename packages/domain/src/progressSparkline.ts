// Where each visit sits on a progress sparkline, for every view that draws one (the
// record's and the visit report's table in the browser, the report's PDF): up is better whichever
// way the measure improves, stereo on a log scale (its thresholds double), a flat course at mid
// height and no stereo (null) at the bottom.

export interface SparklinePoint {
  /** The reading in the measure's unit; null: no stereo. */
  value: number | null;
  /** From 0 (bottom) to 1 (top): up is better, whichever way the measure improves. */
  height: number;
}

export function sparklinePoints(values: readonly (number | null)[], lowerIsBetter: boolean, logScale: boolean): SparklinePoint[] {
  const goodness = values.map((value) => {
    if (value === null) return null;
    const scaled = logScale ? Math.log10(Math.max(value, 1)) : value;
    return lowerIsBetter ? -scaled : scaled;
  });
  const known = goodness.filter((value): value is number => value !== null);
  const [min, max] = [Math.min(...known), Math.max(...known)];
  return values.map((value, index) => {
    const good = goodness[index];
    return { value, height: good === null ? 0 : max > min ? (good - min) / (max - min) : 0.5 };
  });
}
