// Which visits a visit's report draws: the visit itself and at most two before it (one chart
// page, §9), newest first like the record's; the stereo chart keeps the same visits and the
// patient's own axis, so the bars read as they do on the patient page.
import { CHART_CATEGORIES_PER_VIEW } from '@portal/domain/constants';
import type { VisitLike } from '../testResults/resultSeries';
import type { StereoChartLike } from '../testResults/StereoResults';

export function reportVisits(current: VisitLike, history: readonly VisitLike[]): VisitLike[] {
  const at = Date.parse(current.visitDate);
  const before = history.filter((visit) => visit.id !== current.id && Date.parse(visit.visitDate) <= at);
  before.sort((a, b) => Date.parse(b.visitDate) - Date.parse(a.visitDate));
  return [current, ...before].slice(0, CHART_CATEGORIES_PER_VIEW);
}

export function reportStereo(stereo: StereoChartLike, visits: readonly VisitLike[]): StereoChartLike {
  const dates = new Set(visits.map((visit) => Date.parse(visit.visitDate)));
  return { ...stereo, points: stereo.points.filter((point) => dates.has(Date.parse(point.visitDate))) };
}
