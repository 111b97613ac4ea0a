// Charts show CHART_CATEGORIES_PER_VIEW visits at a time (§9), oldest on the left, opening on the
// newest ones; the arrows move a whole view towards older or newer visits and a view always
// holds a full set of categories when the chart has that many.
import { CHART_CATEGORIES_PER_VIEW } from '@portal/domain/constants';

export interface ChartWindow {
  /** Index of the first category shown (0 is the oldest). */
  start: number;
  /** One past the last category shown. */
  end: number;
  hasOlder: boolean;
  hasNewer: boolean;
}

const clampStart = (start: number, total: number, size: number) => Math.max(0, Math.min(start, total - size));

/** The view starting at `start` (null: the newest view). */
export function chartWindow(total: number, start: number | null, size = CHART_CATEGORIES_PER_VIEW): ChartWindow {
  const first = clampStart(start ?? total, total, size);
  const end = Math.min(total, first + size);
  return { start: first, end, hasOlder: first > 0, hasNewer: end < total };
}

/** The start of the view of older visits. */
export const olderStart = (current: ChartWindow, size = CHART_CATEGORIES_PER_VIEW) => Math.max(0, current.start - size);

/** The start of the view of newer visits. */
export const newerStart = (current: ChartWindow, total: number, size = CHART_CATEGORIES_PER_VIEW) =>
  clampStart(current.start + size, total, size);
