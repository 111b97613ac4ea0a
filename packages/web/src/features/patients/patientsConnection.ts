// The active patients table's @connection (PatientsTab_patients, filters: []): one connection
// whatever the search and filters, so other screens (Add patient) can @appendEdge to it, and the
// store link that keeps the status toggles' counts current after a write.
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

export const PATIENTS_CONNECTION_KEY = 'PatientsTab_patients';

/** Query.doctorWorkspace's record: it takes no arguments, so its id is fixed. */
export const DOCTOR_WORKSPACE_RECORD_ID = 'client:root:doctorWorkspace';

/** The connection id for @appendEdge / @deleteEdge (`connections: [patientsConnectionId()]`). */
export const patientsConnectionId = () => ConnectionHandler.getConnectionID(DOCTOR_WORKSPACE_RECORD_ID, PATIENTS_CONNECTION_KEY);

/**
 * PatientCounts has no id, so a payload's counts are a record of their own: point
 * doctorWorkspace.patientCounts at them, and the toggles show the new numbers.
 */
export function linkPayloadPatientCounts(store: RecordSourceSelectorProxy, mutationField: string) {
  const counts = store.getRootField(mutationField)?.getLinkedRecord('patientCounts');
  const workspace = store.getRoot().getLinkedRecord('doctorWorkspace');
  if (counts && workspace) workspace.setLinkedRecord(counts, 'patientCounts');
}
