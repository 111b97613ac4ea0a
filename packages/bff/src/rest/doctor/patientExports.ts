// POST /eyeCareProviders/{uid}/patients/{id}/exports: records in the audit trail that the doctor
// exported a patient's record as a file, before the file is sent.
import { z } from 'zod';
import type { PatientExportFormat } from '@portal/domain/patientExport';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { doctorLabel, doctorPath } from './doctorPath';

const EXPORTS_LABEL = '/patients/{id}/exports';
const recordedSchema = z.object({ UserStorageID: z.string(), Format: z.string(), recorded: z.literal(true) });

/** Records the export; 404 (HttpError) for an unknown id and for another doctor's patient alike. */
export async function recordPatientExport(rest: RestClient, uid: string, patientId: string, format: PatientExportFormat): Promise<void> {
  const answer = await rest.call({
    method: 'POST',
    path: doctorPath(uid, `/patients/${encodeURIComponent(patientId)}/exports`),
    body: { Format: format },
  });
  parseData(recordedSchema, answer, `POST ${doctorLabel(EXPORTS_LABEL)}`);
}
