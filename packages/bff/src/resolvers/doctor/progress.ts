// Progress at a glance: the patient's key measures over the course, and the same as of
// one visit for its report. Both read the visits the record already loads (one batched call per
// operation) and the domain's progressSummary over the visits' merged results (§4).
import { progressSummary, type MeasureProgress } from '@portal/domain/progressSummary';
import type { BffContext } from '../../context';
import type { VisitRecord } from '../../rest/doctor/visits';
import type { PatientModel } from './patientModel';
import { loadVisits } from './patientRecord';
import { visitResults, type VisitModel } from './visitModel';

/** A summary as the schema's MeasureProgress reads it (OpticalCorrection's values are the §3 codes). */
const asMeasureProgress = ({ correction, ...summary }: MeasureProgress) => ({ ...summary, opticalCorrection: correction });

function summaryOf(visits: readonly VisitRecord[], context: BffContext) {
  return progressSummary(visits.map((v) => ({ visitDate: v.VisitDate.toISOString(), results: visitResults(v, context) }))).map(
    asMeasureProgress,
  );
}

export const patientProgress = async (p: PatientModel, _args: unknown, context: BffContext) =>
  summaryOf(await loadVisits(context, p.UserStorageID), context);

/** The course up to and including the visit: a report of an earlier visit never shows later ones. */
export const visitProgress = async (v: VisitModel, _args: unknown, context: BffContext) => {
  const at = v.record.VisitDate.getTime();
  const visits = await loadVisits(context, v.patientId);
  return summaryOf(
    visits.filter((visit) => visit.VisitDate.getTime() <= at),
    context,
  );
};
