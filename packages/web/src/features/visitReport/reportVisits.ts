// Which visits a visit's report draws for one test: the visit itself and at most two earlier
// visits that include that test (domain visitComparison.ts, one chart page, §9), newest first like
// the record's; the stereo chart keeps the same visits and the patient's own axis, so the bars read
// as they do on the patient page.
import { comparedVisits } from '@portal/domain/visitComparison';
import type { VisitLike } from '../testResults/resultSeries';
import type { StereoChartLike } from '../testResults/StereoResults';

export function reportVisits(current: VisitLike, history: readonly VisitLike[], test: string): VisitLike[] {
  return comparedVisits(current, history, (visit) => visit.testResults.some((result) => result.testType === test));
}

export function reportStereo(stereo: StereoChartLike, visits: readonly VisitLike[]): StereoChartLike {
  const dates = new Set(visits.map((visit) => Date.parse(visit.visitDate)));
  return { ...stereo, points: stereo.points.filter((point) => dates.has(Date.parse(point.visitDate))) };
}
