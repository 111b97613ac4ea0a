// A patient's version (optimistic concurrency) for the three edits a clinician makes of the record:
// the details form, the next visit date and the account status. The bundled REST service refuses a
// stale one itself; in front of a §7 backend the patient is read afresh (GET .../profile) and its
// digest compared with the version the form read.
import type { BffContext } from '../../context';
import type { UserErrorModel } from '../../errors/userErrors';
import * as patientsRest from '../../rest/doctor/patients';
import { legacyStaleEdit, staleWriteOf, VERSION_FIELDS } from '../../upstream/recordVersions';
import type { DoctorCaller } from './access';
import { asPatient, versionedFieldsOf } from './patientModel';

/** The payload error when a §7 backend's patient changed since `expected` was read, else null. */
export const stalePatient = (
  context: BffContext,
  caller: DoctorCaller,
  id: string,
  expected: string | null | undefined,
  title: string,
): Promise<UserErrorModel | null> =>
  legacyStaleEdit(
    context,
    expected,
    title,
    VERSION_FIELDS.patient,
    // Not the loader: a copy read earlier in this operation could be the old version.
    async () => versionedFieldsOf(await patientsRest.readPatient(context.rest, caller.uid, id)),
    asPatient,
  );

/** The bundled service's refusal of a stale patient edit as the payload error with the patient as saved; null for any other failure. */
export const stalePatientWrite = (error: unknown, title: string): UserErrorModel | null =>
  staleWriteOf(error, title, (current) => asPatient(patientsRest.patientSchema.parse(current)));
