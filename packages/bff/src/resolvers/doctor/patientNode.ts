// node(id:) for Patient: read by its id (one REST call, shared by everything in the operation that
// asks for the same patient); null for anyone else's patient, for platform admins and when signed
// out, exactly like an unknown id (the REST service answers 404 for all of them).
import { patientKey, patientVisitsKey, type BffContext } from '../../context';
import { doctorOrNull } from './access';
import { asPatient, type PatientModel } from './patientModel';

export async function patientNode(
  internalID: string,
  context: BffContext,
  { withVisits = false }: { withVisits?: boolean } = {},
): Promise<PatientModel | null> {
  const caller = await doctorOrNull(context);
  if (!caller) return null;
  // The record asks for the visits too: read them beside the profile, not after it (REST checks
  // the patient is the doctor's on both calls). The visits' own resolver awaits this promise.
  if (withVisits) context.loaders.visitsByPatient.load(patientVisitsKey(caller.uid, internalID)).catch(() => undefined);
  const record = await context.loaders.patientById.load(patientKey(caller.uid, internalID));
  return record ? asPatient(record) : null;
}
