// The doctor's patient writes: create, edit, delete and the account status (completed is final).
// Inputs are checked with the domain's patient schemas before any REST call; another doctor's
// patient answers 404 upstream and becomes a NOT_FOUND GraphQL error, like an unknown id.
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { PATIENT_INPUT_FIELDS, inputNamesOf, patientBodyWithGenderCode, restBodyOf } from '@portal/domain/formInputs';
import { editPatientFormSchema, newPatientFormSchema, todayAnywhere } from '@portal/domain/patients';
import { check } from '@portal/domain/validation';
import type { BffContext } from '../../context';
import { isNoSuchUser } from '../../errors/graphqlErrors';
import { conflictError } from '../../errors/userErrors';
import { HttpError } from '../../rest/http';
import { toGlobalId } from '../../graphql/globalId';
import * as patientsRest from '../../rest/doctor/patients';
import { failed, formError, internalIdOf, newEdge, restFailure } from '../admin/mutationSupport';
import { doctorWriter } from './access';
import { asPatient } from './patientModel';
import { forgetPatientLists } from './workspace';
import { isCompleted } from '@portal/domain/patientStatus';
import { restVersionOf } from '../../upstream/recordVersions';
import { stalePatient, stalePatientWrite } from './patientVersions';

/** The form's fields as GraphQL names them (gender as MALE / FEMALE / OTHER). */
type PatientFields = Partial<Record<keyof typeof PATIENT_INPUT_FIELDS, string | null>>;

const FIELD_NAMES = inputNamesOf(PATIENT_INPUT_FIELDS);

/** The §3 body the patient schemas check: empties as null, gender as its code. */
const patientBody = (input: PatientFields) => patientBodyWithGenderCode(restBodyOf(PATIENT_INPUT_FIELDS, input));

export async function createPatient(_parent: unknown, { input }: { input: PatientFields }, context: BffContext) {
  const title = ERROR_TITLES.patientNotSaved;
  const access = await doctorWriter(context, title, 'create');
  if ('error' in access) return failed(access.error);
  const form = check(
    newPatientFormSchema(() => todayAnywhere(context.now())),
    patientBody(input),
  );
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  try {
    const patient = asPatient(await patientsRest.createPatient(context.rest, access.caller.uid, form.value));
    forgetPatientLists(context, access.caller);
    return { patient, patientEdge: newEdge(patient), doctor: access.caller, errors: [] };
  } catch (error) {
    return failed(restFailure(error, title, FIELD_NAMES));
  }
}

export async function updatePatient(
  _parent: unknown,
  { input }: { input: PatientFields & { id: string; expectedVersion?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.patientNotEdited;
  const access = await doctorWriter(context, title);
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'Patient');
  const form = check(
    editPatientFormSchema(() => todayAnywhere(context.now())),
    patientBody(input),
  );
  if (!form.ok) return failed(formError(title, form.problems, FIELD_NAMES));
  try {
    const stale = await stalePatient(context, access.caller, id, input.expectedVersion, title);
    if (stale) return failed(stale);
    const body = { ...form.value, UserStorageID: id, ...restVersionOf(context, input.expectedVersion) };
    const record = await patientsRest.updatePatient(context.rest, access.caller.uid, id, body);
    forgetPatientLists(context, access.caller);
    return { patient: asPatient(record), doctor: access.caller, errors: [] };
  } catch (error) {
    // Saved by someone else meanwhile: an EditConflictError with the patient as saved. A completed
    // patient: a ConflictError with the REST service's explanation.
    return failed(stalePatientWrite(error, title) ?? restFailure(error, title, FIELD_NAMES));
  }
}

export async function deletePatient(_parent: unknown, { input }: { input: { id: string } }, context: BffContext) {
  const title = ERROR_TITLES.patientNotDeleted;
  const access = await doctorWriter(context, title, 'delete');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'Patient');
  try {
    const deleted = await patientsRest.deletePatient(context.rest, access.caller.uid, id);
    forgetPatientLists(context, access.caller);
    return { deletedId: toGlobalId('Patient', deleted.UserStorageID), doctor: access.caller, errors: [] };
  } catch (error) {
    // Deleted meanwhile elsewhere (another tab, a colleague): the payload still names it so the
    // row leaves the list, and says why nothing was done. Another doctor's patient answers the
    // same 404 upstream and reads the same, so nothing is told about it. A malformed id stays
    // NOT_FOUND (internalIdOf).
    if (error instanceof HttpError && error.status === 404 && !isNoSuchUser(error)) {
      forgetPatientLists(context, access.caller);
      return {
        deletedId: toGlobalId('Patient', id),
        doctor: access.caller,
        errors: [conflictError(title, [ERROR_MESSAGES.patientAlreadyDeleted])],
      };
    }
    return failed(restFailure(error, title));
  }
}

/** §4: pending pairing → active → completed; COMPLETED moves the patient to the archive for good. */
export async function setPatientAccountStatus(
  _parent: unknown,
  { input }: { input: { id: string; accountStatus: number; expectedVersion?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.patientNotEdited;
  const access = await doctorWriter(context, title);
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'Patient');
  try {
    const stale = await stalePatient(context, access.caller, id, input.expectedVersion, title);
    if (stale) return failed(stale);
    const record = await patientsRest.updatePatient(context.rest, access.caller.uid, id, {
      UserStorageID: id,
      AccountStatus: input.accountStatus,
      ...restVersionOf(context, input.expectedVersion),
    });
    forgetPatientLists(context, access.caller);
    const completed = isCompleted(record.AccountStatus);
    return { patient: asPatient(record), leftActiveListId: completed ? input.id : null, doctor: access.caller, errors: [] };
  } catch (error) {
    return failed(stalePatientWrite(error, title) ?? restFailure(error, title, { AccountStatus: 'accountStatus' }));
  }
}
