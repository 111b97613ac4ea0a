// Fields of the patient write payloads that read again after the write: the badge counts (both
// lists, forgotten by the write) and, where the tab counts change, the viewer. Failed writes
// answer null counts, like every other field of a failed payload.
import type { BffContext } from '../../context';
import { freshViewer } from '../admin/payloadViewer';
import type { DoctorCaller } from './access';
import { loadPatientCounts } from './workspace';

const freshCounts = (payload: { doctor?: DoctorCaller }, _args: unknown, context: BffContext) =>
  payload.doctor ? loadPatientCounts(context, payload.doctor) : null;

export const patientPayloadResolvers = {
  CreatePatientPayload: { patientCounts: freshCounts, viewer: freshViewer },
  UpdatePatientPayload: { patientCounts: freshCounts },
  DeletePatientPayload: { patientCounts: freshCounts, viewer: freshViewer },
  SetPatientAccountStatusPayload: { patientCounts: freshCounts, viewer: freshViewer },
  SetNextVisitDatePayload: { patientCounts: freshCounts },
};
