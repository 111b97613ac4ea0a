// node(id:) for Visit: the global ID names the patient too, so the visit is found among the
// patient's visits (one call) once the patient is known to be the doctor's own; anyone else's,
// and anything for platform admins or signed out, is null like an unknown id.
import type { BffContext } from '../../context';
import { doctorOrNull } from './access';
import { patientNode } from './patientNode';
import { loadVisits } from './patientRecord';
import { asVisit, splitVisitId, type VisitModel } from './visitModel';

export async function visitNode(internalID: string, context: BffContext): Promise<VisitModel | null> {
  const ids = splitVisitId(internalID);
  const caller = await doctorOrNull(context);
  if (!ids || !caller) return null;
  const patient = await patientNode(ids.patientId, context, { withVisits: true });
  if (!patient) return null;
  const visit = (await loadVisits(context, patient.UserStorageID, caller)).find((v) => v.VisitStorageID === ids.visitId);
  return visit ? asVisit(visit, patient) : null;
}
