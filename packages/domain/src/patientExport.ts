// A patient's record exported as a file: the formats there are, and the body of the
// REST call that records an export in the audit trail before the file leaves the portal.
import { z } from 'zod';

/** FHIR_R4: the Bundle of GET /fhir/Patient/{id}/$everything. */
export const PATIENT_EXPORT_FORMATS = ['FHIR_R4'] as const;
export type PatientExportFormat = (typeof PATIENT_EXPORT_FORMATS)[number];

/** POST /eyeCareProviders/{uid}/patients/{id}/exports. */
export const patientExportBodySchema = z.object({ Format: z.enum(PATIENT_EXPORT_FORMATS, { error: 'fill_required' }) });
export type PatientExportBody = z.infer<typeof patientExportBodySchema>;
