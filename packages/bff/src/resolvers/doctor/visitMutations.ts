// The patient record's writes: a new visit (§7 addNewVisit, whose NextVisit becomes the patient's)
// and the next-visit date picker (§5). Forms are checked with the domain's schemas before any REST
// call; another doctor's patient answers 404 upstream and becomes NOT_FOUND, like an unknown id.
import { ERROR_TITLES } from '@portal/domain/errors';
import { VISIT_INPUT_FIELDS, inputNamesOf, restBodyOf } from '@portal/domain/formInputs';
import { nextVisitSchema, todayAnywhere } from '@portal/domain/patients';
import { check } from '@portal/domain/validation';
import { newVisitFormSchema } from '@portal/domain/visits';
import { patientKey, type BffContext } from '../../context';
import * as patientsRest from '../../rest/doctor/patients';
import * as visitsRest from '../../rest/doctor/visits';
import { failed, formError, internalIdOf, newEdge, restFailure } from '../admin/mutationSupport';
import { doctorWriter } from './access';
import { asPatient } from './patientModel';
import { forgetVisits } from './patientRecord';
import { asVisit } from './visitModel';
import { forgetPatientLists } from './workspace';
import { restVersionOf } from '../../upstream/recordVersions';
import { stalePatient, stalePatientWrite } from './patientVersions';

type VisitFields = Partial<Record<keyof typeof VISIT_INPUT_FIELDS, string | number | null>>;

const VISIT_FIELD_NAMES = inputNamesOf(VISIT_INPUT_FIELDS);
const NEXT_VISIT_FIELD_NAMES = { NextVisitDate: 'nextVisitDate' };

export async function addVisit(_parent: unknown, { input }: { input: VisitFields & { patientId: string } }, context: BffContext) {
  const title = ERROR_TITLES.visitNotAdded;
  const access = await doctorWriter(context, title);
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.patientId, 'Patient');
  const form = check(
    newVisitFormSchema(() => todayAnywhere(context.now())),
    restBodyOf(VISIT_INPUT_FIELDS, input),
  );
  if (!form.ok) return failed(formError(title, form.problems, VISIT_FIELD_NAMES));
  try {
    const record = await visitsRest.addNewVisit(context.rest, access.caller.uid, id, form.value);
    // The patient's last visit, next visit, counts and visits change: read them again.
    forgetVisits(context, access.caller, id);
    forgetPatientLists(context, access.caller);
    const fresh = await patientsRest.readPatient(context.rest, access.caller.uid, id);
    // The payload's visit names this patient: read once, for both.
    context.loaders.patientById.prime(patientKey(access.caller.uid, id), fresh);
    const patient = asPatient(fresh);
    const visit = asVisit(record, patient);
    return { visit, visitEdge: newEdge(visit), patient, errors: [] };
  } catch (error) {
    // A completed patient: a ConflictError with the REST service's explanation.
    return failed(restFailure(error, title, VISIT_FIELD_NAMES));
  }
}

export async function setNextVisitDate(
  _parent: unknown,
  { input }: { input: { patientId: string; nextVisitDate?: string | null; expectedVersion?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.patientNotEdited;
  const access = await doctorWriter(context, title);
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.patientId, 'Patient');
  const form = check(
    nextVisitSchema(() => todayAnywhere(context.now())),
    { NextVisitDate: input.nextVisitDate ?? undefined },
  );
  if (!form.ok) return failed(formError(title, form.problems, NEXT_VISIT_FIELD_NAMES));
  try {
    const stale = await stalePatient(context, access.caller, id, input.expectedVersion, title);
    if (stale) return failed(stale);
    const record = await patientsRest.updatePatient(context.rest, access.caller.uid, id, {
      UserStorageID: id,
      NextVisitDate: form.value.NextVisitDate,
      ...restVersionOf(context, input.expectedVersion),
    });
    forgetPatientLists(context, access.caller);
    return { patient: asPatient(record), doctor: access.caller, errors: [] };
  } catch (error) {
    // Planned by someone else meanwhile: an EditConflictError with the patient (their date) as saved.
    return failed(stalePatientWrite(error, title) ?? restFailure(error, title, NEXT_VISIT_FIELD_NAMES));
  }
}
