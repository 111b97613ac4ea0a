// §2 search of the patient lists: a patient is found by any part of their full name (first name
// first or last name first, so "Ashworth Jack" finds Jack Ashworth), social ID, e-mail or phone
// number (as written or as its digits only, so "2526863784" finds "252 686 3784"), whatever the
// case. The REST store keeps this text lower-cased per patient (SQL patient_search_text, migration
// 012, which patientSearch.int.test.ts holds to this function).

/** Between the fields: a control character no search text may hold, so no match spans two fields. */
export const SEARCH_FIELD_SEPARATOR = '\u001f';

export interface SearchablePatient {
  firstName: string;
  lastName: string;
  socialId: string | null;
  email: string | null;
  phone: string | null;
}

/** The lower-cased text a patient is found by. */
export function patientSearchText(patient: SearchablePatient): string {
  const phone = patient.phone ?? '';
  return [
    `${patient.firstName} ${patient.lastName}`,
    `${patient.lastName} ${patient.firstName}`,
    patient.socialId ?? '',
    patient.email ?? '',
    phone,
  ]
    .map((field) => field.toLowerCase())
    .concat(phone.replace(/[^0-9]/g, ''))
    .join(SEARCH_FIELD_SEPARATOR);
}

/** The needle as the stored text is searched: lower-cased (the search input is trimmed before). */
export const searchNeedle = (search: string) => search.toLowerCase();

/** Whether the (trimmed) search text finds the patient. */
export const patientMatchesSearch = (patient: SearchablePatient, search: string) =>
  patientSearchText(patient).includes(searchNeedle(search));
