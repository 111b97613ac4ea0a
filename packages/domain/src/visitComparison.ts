// What a visit report compares (§9): for each test, the visit itself and the latest
// earlier visits that include that test, newest first, as many as one chart page shows. Visits
// without the test would only add empty bars, and a report that took the two previous visits of
// any kind mostly compared nothing.
import { CHART_CATEGORIES_PER_VIEW } from './constants';

interface DatedVisit {
  readonly id: string;
  readonly visitDate: string;
}

/** The visit, then up to `max - 1` earlier visits of `history` for which `hasTest` holds, newest first; never a later one. */
export function comparedVisits<V extends DatedVisit>(
  current: V,
  history: readonly V[],
  hasTest: (visit: V) => boolean,
  max: number = CHART_CATEGORIES_PER_VIEW,
): V[] {
  const at = Date.parse(current.visitDate);
  const earlier = history.filter((visit) => visit.id !== current.id && Date.parse(visit.visitDate) <= at && hasTest(visit));
  earlier.sort((a, b) => Date.parse(b.visitDate) - Date.parse(a.visitDate));
  return [current, ...earlier].slice(0, max);
}
