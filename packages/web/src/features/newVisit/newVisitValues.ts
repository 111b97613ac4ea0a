// The new-visit form's values (§5, §7 addNewVisit): held as the AddVisitInput names, checked with
// the domain's newVisitFormSchema through VISIT_INPUT_FIELDS (as the BFF and the REST service
// check them), and sent with empties as null.
import { VISIT_INPUT_FIELDS } from '@portal/domain/formInputs';
import { newVisitFormSchema } from '@portal/domain/visits';
import type { AddVisitInput } from '../../__generated__/useAddVisitMutation.graphql';
import { localToday, todayIsoDay } from '../../components/form/DateField';
import { inputResolver } from '../../components/inputResolver';

export interface NewVisitFields {
  /** yyyy-mm-dd. */
  visitDate: string;
  /** Whole months as typed ('' when not given). */
  treatmentDurationMonths: string;
  /** yyyy-mm-dd. */
  nextVisit: string;
}

/** A new visit happens today unless the doctor records an earlier one. */
export const newVisitDefaults = (): NewVisitFields => ({ visitDate: todayIsoDay(), treatmentDurationMonths: '', nextVisit: '' });

// The schema reads the clock at each check; "today" is the doctor's local day.
export const newVisitResolver = inputResolver<NewVisitFields>(
  newVisitFormSchema(() => localToday()),
  VISIT_INPUT_FIELDS,
);

/** The form's values as the addVisit input. */
export function addVisitInputOf(patientId: string, values: NewVisitFields): AddVisitInput {
  const months = values.treatmentDurationMonths.trim();
  return {
    patientId,
    visitDate: values.visitDate || null,
    treatmentDurationMonths: months === '' ? null : Number(months),
    nextVisit: values.nextVisit || null,
  };
}
