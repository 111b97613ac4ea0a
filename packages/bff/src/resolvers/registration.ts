// Mutation registerProvider (§2 /register, §7 POST /users/self/signup): a visitor registers an eye
// care provider together with a new site, without a session. The form is checked with the domain's
// registrationFormSchema first, then the bot check runs (§5 "Bot check on all auth and
// registration submits"), and only then REST is called. Every failure is titled
// 'Self registration' (§8).
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { inputNamesOf, REGISTRATION_INPUT_FIELDS, restBodyOf } from '@portal/domain/formInputs';
import type { Language } from '@portal/domain/languages';
import { registrationFormSchema } from '@portal/domain/registration';
import { check } from '@portal/domain/validation';
import type { BffContext } from '../context';
import { userErrorFromRestFailure } from '../errors/restFailure';
import { validationError, type UserErrorModel } from '../errors/userErrors';
import { selfSignup } from '../rest/registration';
import { botCheckRefusal } from './botCheckGuard';
import { countPublicForm, publicFormRefusal } from './publicFormGuard';

export interface RegisterProviderInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  /** Already the REST code: the Profession enum's resolver maps MD → 1. */
  profession?: number | null;
  medicalLicense?: string | null;
  siteName?: string | null;
  siteEmail?: string | null;
  sitePhoneNumber?: string | null;
  backUpData?: boolean | null;
  siteCountry?: string | null;
  siteState?: string | null;
  siteCity?: string | null;
  siteStreet?: string | null;
  siteApartment?: string | null;
  siteZipCode?: string | null;
  /** The domain's code: the Language enum's resolver maps IT → 'it'. */
  language?: Language | null;
  botToken?: string | null;
}

interface RegisterProviderOutcome {
  registered: boolean;
  errors: UserErrorModel[];
}

const TITLE = ERROR_TITLES.selfRegistration;
const FIELD_NAMES = inputNamesOf(REGISTRATION_INPUT_FIELDS);

/** REST names no field on its 409s; each unique text belongs to one input field. */
const CONFLICT_FIELDS: Readonly<Record<string, string>> = {
  [ERROR_MESSAGES.siteNameUnique]: 'siteName',
  [ERROR_MESSAGES.emailUnique]: 'email',
};

const failed = (error: UserErrorModel): RegisterProviderOutcome => ({ registered: false, errors: [error] });

/** An expected REST failure under the §8 title; a 409 names the field that must be unique. */
function registrationFailure(error: unknown): UserErrorModel {
  const userError = userErrorFromRestFailure(error, { title: TITLE, fieldNames: FIELD_NAMES });
  if (userError.__typename === 'ConflictError' && !userError.field) {
    const field = userError.messages.map((m) => CONFLICT_FIELDS[m]).find(Boolean) ?? null;
    return { ...userError, field };
  }
  return { ...userError, title: TITLE };
}

export async function registerProvider(
  _parent: unknown,
  { input }: { input: RegisterProviderInput },
  context: BffContext,
): Promise<RegisterProviderOutcome> {
  // An absent backUpData is left out, so the schema's default (true) applies.
  const form = check(registrationFormSchema, restBodyOf(REGISTRATION_INPUT_FIELDS, { ...input }, ['backUpData']));
  if (!form.ok) return failed({ ...validationError(form.problems, FIELD_NAMES), title: TITLE });

  const limited = await publicFormRefusal(context, 'registration', TITLE);
  if (limited) return failed(limited);
  const refusal = await botCheckRefusal(context, input.botToken, 'registration');
  if (refusal) return failed({ ...refusal, title: TITLE });
  const overLimit = await countPublicForm(context, 'registration', TITLE);
  if (overLimit) return failed(overLimit);

  try {
    await selfSignup(context.rest, { ...form.value, ...(input.language ? { language: input.language } : {}) });
    return { registered: true, errors: [] };
  } catch (error) {
    return failed(registrationFailure(error));
  }
}
