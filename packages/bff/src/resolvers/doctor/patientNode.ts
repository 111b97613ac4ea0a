// node(id:) for Patient: found in the doctor's own lists (read once per operation); null for anyone
// else's patient, for platform admins and when signed out, exactly like an unknown id.
import type { BffContext } from '../../context';
import { doctorOrNull } from './access';
import { asPatient, type PatientModel } from './patientModel';
import { loadActivePatients, loadArchivedPatients } from './workspace';

export async function patientNode(internalID: string, context: BffContext): Promise<PatientModel | null> {
  const caller = await doctorOrNull(context);
  if (!caller) return null;
  const id = internalID.toLowerCase();
  const active = (await loadActivePatients(context, caller)).find((p) => p.UserStorageID.toLowerCase() === id);
  if (active) return asPatient(active);
  const archived = (await loadArchivedPatients(context, caller)).find((p) => p.UserStorageID.toLowerCase() === id);
  return archived ? asPatient(archived) : null;
}
