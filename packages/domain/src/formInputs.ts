// The admin console forms as the GraphQL inputs name them (camelCase) against the §3 REST
// names the domain schemas check. The BFF turns inputs into REST bodies with these maps and
// names field errors after the input; the web forms use the input names and validate with the
// same schemas through them.

export type InputFieldMap = Readonly<Record<string, string>>;

export const SITE_INPUT_FIELDS = {
  name: 'SiteName',
  email: 'SiteEmail',
  phoneNumber: 'SitePhoneNumber',
  country: 'SiteCountry',
  state: 'SiteState',
  city: 'SiteCity',
  street: 'SiteStreet',
  apartment: 'SiteApartment',
  zipCode: 'SiteZipCode',
  backUpData: 'BackUpData',
} as const;

export const ECP_INPUT_FIELDS = {
  firstName: 'FirstName',
  lastName: 'LastName',
  profession: 'Profession',
  phoneNumber: 'PhoneNumber',
  email: 'Email',
  siteId: 'SiteStorageID',
  isSiteAdmin: 'isSiteAdmin',
  medicalLicense: 'MedicalLicense',
  notes: 'Notes',
  socialID: 'SocialID',
  birthdate: 'Birthdate',
  defaultVaScale: 'DefaultVAUnit',
} as const;

export const ADMIN_INPUT_FIELDS = {
  firstName: 'FirstName',
  lastName: 'LastName',
  phoneNumber: 'PhoneNumber',
  email: 'Email',
  twoFactorEnabled: 'TwoFA',
} as const;

export const VERSION_INPUT_FIELDS = {
  type: 'VersionType',
  versionNumber: 'VersionNO',
  url: 'VersionURL',
  forceUpdate: 'forceUpdate',
} as const;

/** The new- and edit-patient forms (§5); gender travels as the GraphQL enum (MALE) in the input. */
export const PATIENT_INPUT_FIELDS = {
  firstName: 'FirstName',
  lastName: 'LastName',
  socialId: 'SocialID',
  birthdate: 'Birthdate',
  gender: 'Gender',
  email: 'Email',
  phoneNumber: 'PhoneNumber',
  street: 'Street',
  apartment: 'Apartment',
  city: 'City',
  state: 'State',
  country: 'Country',
  zipCode: 'ZIPCode',
  notes: 'Notes',
} as const;

/** The self-registration form (§5 Registration, /register): an ECP together with a new site. */
export const REGISTRATION_INPUT_FIELDS = {
  firstName: 'FirstName',
  lastName: 'LastName',
  email: 'Email',
  phoneNumber: 'PhoneNumber',
  profession: 'Profession',
  medicalLicense: 'MedicalLicense',
  siteName: 'SiteName',
  siteEmail: 'SiteEmail',
  sitePhoneNumber: 'SitePhoneNumber',
  backUpData: 'BackUpData',
  siteCountry: 'SiteCountry',
  siteState: 'SiteState',
  siteCity: 'SiteCity',
  siteStreet: 'SiteStreet',
  siteApartment: 'SiteApartment',
  siteZipCode: 'SiteZipCode',
} as const;

/** The new-visit form (§7 addNewVisit). */
export const VISIT_INPUT_FIELDS = {
  visitDate: 'VisitDate',
  treatmentDurationMonths: 'TreatmentDuration',
  nextVisit: 'NextVisit',
} as const;

/** GraphQL Gender values against the §3 codes (male 1, female 2, other 3). */
export const GENDER_INPUT_CODES = { MALE: 1, FEMALE: 2, OTHER: 3 } as const;
export type GenderInput = keyof typeof GENDER_INPUT_CODES;

/** A patient body with its gender as the §3 code, as the patient schemas check it. */
export const patientBodyWithGenderCode = (body: Record<string, unknown>): Record<string, unknown> => {
  const gender = body.Gender;
  return typeof gender === 'string' && gender in GENDER_INPUT_CODES ? { ...body, Gender: GENDER_INPUT_CODES[gender as GenderInput] } : body;
};

/** REST name → input name, for naming field errors after the input. */
export const inputNamesOf = (map: InputFieldMap): Record<string, string> =>
  Object.fromEntries(Object.entries(map).map(([input, rest]) => [rest, input]));

/**
 * An input as the REST body the schemas check: every mapped field, absent ones as null
 * (§5: empties are sent as null); `keepAbsent` lists fields left out when not given.
 */
export function restBodyOf(
  map: InputFieldMap,
  input: Readonly<Record<string, unknown>>,
  keepAbsent: readonly string[] = [],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, restName] of Object.entries(map)) {
    const value = input[field];
    if (value === undefined || value === null) {
      if (!keepAbsent.includes(field)) body[restName] = null;
    } else body[restName] = value;
  }
  return body;
}
