// The patient form's values (§5 New patient, Edit patient): held as the GraphQL input names,
// checked with the domain's schemas through PATIENT_INPUT_FIELDS, the same way the BFF and the
// REST service check them, and sent with empties as null.
import { PATIENT_INPUT_FIELDS, patientBodyWithGenderCode } from '@portal/domain/formInputs';
import { editPatientFormSchema, newPatientFormSchema } from '@portal/domain/patients';
import type { PatientForm_patient$data } from '../../__generated__/PatientForm_patient.graphql';
import type { CreatePatientInput, Gender } from '../../__generated__/useCreatePatientMutation.graphql';
import { emptiesAsNull, inputResolver } from '../../components/inputResolver';
import { localToday } from '../../components/form/DateField';
import { countryFormValue } from '../../components/form/AddressPickers';

export interface PatientFields {
  firstName: string;
  lastName: string;
  socialId: string;
  /** yyyy-mm-dd, as the date input gives it. */
  birthdate: string;
  /** The GraphQL Gender value (MALE, FEMALE, OTHER), '' until chosen. */
  gender: '' | Gender;
  email: string;
  phoneNumber: string;
  street: string;
  apartment: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  notes: string;
}

export type PatientFieldName = keyof PatientFields;

export const EMPTY_PATIENT_FIELDS: PatientFields = {
  firstName: '',
  lastName: '',
  socialId: '',
  birthdate: '',
  gender: '',
  email: '',
  phoneNumber: '',
  street: '',
  apartment: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  notes: '',
};

// The schemas read the clock at each check, so "today" (no birthdate in the future) stays current.
// They also name a missing U.S. state together with the other problems (the domain's rule).
export const newPatientResolver = inputResolver<PatientFields>(
  newPatientFormSchema(localToday),
  PATIENT_INPUT_FIELDS,
  patientBodyWithGenderCode,
);
export const editPatientResolver = inputResolver<PatientFields>(
  editPatientFormSchema(localToday),
  PATIENT_INPUT_FIELDS,
  patientBodyWithGenderCode,
);

/** The form's values as the create/update input: trimmed, empties as null (§5). */
export function patientInputOf(values: PatientFields): CreatePatientInput {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
  ) as unknown as PatientFields;
  const { gender, ...rest } = emptiesAsNull(trimmed);
  return { ...rest, gender: gender === null || gender === '' ? null : gender };
}

/** What the edit form starts from: the patient's stored personal information. */
export function patientFieldsOf(patient: PatientForm_patient$data): PatientFields {
  const { personal } = patient;
  const { address, gender } = personal;
  return {
    firstName: personal.firstName,
    lastName: personal.lastName,
    socialId: personal.socialId ?? '',
    birthdate: personal.birthdate ? String(personal.birthdate).slice(0, 10) : '',
    gender: gender === 'MALE' || gender === 'FEMALE' || gender === 'OTHER' ? gender : '',
    email: personal.email ?? '',
    phoneNumber: personal.phoneNumber ?? '',
    street: address.street ?? '',
    apartment: address.apartment ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    // A recognised country as its code, so the picker and the U.S. rule read it alike.
    country: countryFormValue(address.country),
    zipCode: address.zipCode ?? '',
    notes: personal.notes ?? '',
  };
}
