// node(id:) for Patient: read by its id (one REST call, shared by everything in the operation that
// asks for the same patient); null for anyone else's patient, for platform admins and when signed
// out, exactly like an unknown id (the REST service answers 404 for all of them).
import { patientKey, type BffContext } from '../../context';
import { doctorOrNull } from './access';
import { asPatient, type PatientModel } from './patientModel';

export async function patientNode(internalID: string, context: BffContext): Promise<PatientModel | null> {
  const caller = await doctorOrNull(context);
  if (!caller) return null;
  const record = await context.loaders.patientById.load(patientKey(caller.uid, internalID));
  return record ? asPatient(record) : null;
}
