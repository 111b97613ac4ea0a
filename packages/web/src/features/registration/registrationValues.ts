// The registration form's values (§5 Registration, /register): held as the GraphQL input names,
// checked with the domain's registrationFormSchema through REGISTRATION_INPUT_FIELDS, the same
// way the BFF and the REST service check them, and sent trimmed with empties as null.
import { PROFESSIONS, type ProfessionKey } from '@portal/domain/enums';
import { REGISTRATION_INPUT_FIELDS } from '@portal/domain/formInputs';
import { registrationFormSchema } from '@portal/domain/registration';
import type { Language } from '@portal/domain/languages';
import type { Profession, RegisterProviderInput } from '../../__generated__/useRegisterProviderMutation.graphql';
import { emptiesAsNull, inputResolver } from '../../components/inputResolver';
import { toGraphQLLanguage } from '../../i18n/language';

export interface RegistrationFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** The GraphQL Profession value (MD, OPTOMETRIST, …), '' until chosen. */
  profession: '' | Profession;
  medicalLicense: string;
  siteName: string;
  siteEmail: string;
  sitePhoneNumber: string;
  backUpData: boolean;
  siteCountry: string;
  siteState: string;
  siteCity: string;
  siteStreet: string;
  siteApartment: string;
  siteZipCode: string;
}

export const EMPTY_REGISTRATION_FIELDS: RegistrationFields = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  profession: '',
  medicalLicense: '',
  siteName: '',
  siteEmail: '',
  sitePhoneNumber: '',
  // §3: a new site backs up its test data unless the registrant says otherwise.
  backUpData: true,
  siteCountry: '',
  siteState: '',
  siteCity: '',
  siteStreet: '',
  siteApartment: '',
  siteZipCode: '',
};

/** The form holds the GraphQL enum value; the domain schema knows the §3 code (MD → 1). */
const professionAsCode = (body: Record<string, unknown>) => {
  const value = body.Profession;
  if (typeof value !== 'string') return body;
  const key = value.toLowerCase() as ProfessionKey;
  return { ...body, Profession: key in PROFESSIONS ? PROFESSIONS[key] : value };
};

export const registrationResolver = inputResolver<RegistrationFields>(registrationFormSchema, REGISTRATION_INPUT_FIELDS, professionAsCode);

/**
 * The form's values as the mutation input: trimmed, empties as null (§5), in the interface's
 * language (the acknowledgement e-mail and the future account use it), with the bot-check token.
 */
export function registrationInputOf(values: RegistrationFields, language: Language, botToken: string | null): RegisterProviderInput {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
  ) as unknown as RegistrationFields;
  const { profession, ...rest } = emptiesAsNull(trimmed);
  return {
    ...rest,
    profession: profession === null || profession === '' ? null : profession,
    language: toGraphQLLanguage(language),
    botToken,
  };
}
