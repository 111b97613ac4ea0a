// Mutations createPassword and requestPasswordReset, and the passwordLink query.
import { createPasswordFormSchema, resetPasswordFormSchema } from '@portal/domain/auth';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { normaliseLanguage } from '@portal/domain/languages';
import { check } from '@portal/domain/validation';
import type { BffContext } from '../context';
import { userErrorFromRestFailure } from '../errors/restFailure';
import { authenticationError, validationError, type UserErrorModel } from '../errors/userErrors';
import { changePassword, forgotPassword, passwordLink as restPasswordLink } from '../rest/auth';
import { mustSignTerms, type AuthStep, type PendingSignInModel } from '../viewer/viewerModel';
import { afterLogin, type SignInOutcome } from './signIn';
import { botCheckRefusal } from './botCheckGuard';
import { countPublicForm, publicFormRefusal } from './publicFormGuard';
import { notAvailableError } from '../upstream/extensionFields';

interface CreatePasswordInput {
  password: string;
  confirmation: string;
  acceptTerms?: boolean | null;
  linkToken?: string | null;
}

type CreatePasswordOutcome = Pick<SignInOutcome, 'step' | 'viewer' | 'errors'> & { accessToken?: string | null };

const failed = (step: AuthStep, error: UserErrorModel): CreatePasswordOutcome => ({ step, viewer: null, errors: [error] });

const PASSWORD_FAILURES = {
  title: ERROR_TITLES.invalidCredentials,
  fieldNames: { newPassword: 'password', TermsOfUseSigned: 'acceptTerms' },
  authentication: true,
  permission: true,
} as const;

/** Whose password is set, with which token, and whether the license box is required. */
interface PasswordTarget {
  uid: string;
  token: string;
  mustSignTerms: boolean;
}

async function passwordTarget(input: CreatePasswordInput, context: BffContext): Promise<PasswordTarget | UserErrorModel> {
  if (input.linkToken) {
    // The links are the bundled service's; a clinic's §7 backend e-mails links to its own pages.
    if (!context.upstream.has('passwordLinks')) throw notAvailableError('passwordLinks');
    const link = await restPasswordLink(context.rest, input.linkToken);
    if (!link) return authenticationError([ERROR_MESSAGES.linkExpired]);
    return { uid: link.UserStorageID, token: input.linkToken, mustSignTerms: mustSignTerms(link.role, link.TermsOfUseSigned) };
  }
  const record = context.token ? await context.loaders.self.load(context.token) : null;
  // Only the interim token of a sign-in that asked for a new password; a session cannot skip the old password.
  if (!context.token || !record || record.scope !== 'password') return authenticationError([ERROR_MESSAGES.sessionExpired]);
  return { uid: record.UserStorageID, token: context.token, mustSignTerms: mustSignTerms(record.role, record.TermsOfUseSigned) };
}

export async function createPassword(
  _parent: unknown,
  { input }: { input: CreatePasswordInput },
  context: BffContext,
): Promise<CreatePasswordOutcome> {
  const target = await passwordTarget(input, context);
  if ('__typename' in target) return failed('SIGNED_OUT', target);

  const form = check(createPasswordFormSchema(target.mustSignTerms), {
    password: input.password,
    confirmation: input.confirmation,
    acceptTerms: input.acceptTerms ?? false,
  });
  if (!form.ok) return failed('NEW_PASSWORD_REQUIRED', validationError(form.problems));

  try {
    const result = await changePassword(context.rest, target.token, target.uid, {
      newPassword: form.value.password,
      TermsOfUseSigned: form.value.acceptTerms === true,
    });
    if (result.kind === 'confirmed') {
      // An e-mailed link, or a doctor whose site has no device yet: the user signs in next (§4).
      context.session.clear();
      context.token = null;
      return { step: 'PASSWORD_CONFIRMED', viewer: null, errors: [] };
    }
    const outcome = afterLogin(context, result.login, context.tokenSource === 'bearer' ? 'RESPONSE' : 'COOKIE');
    return { step: outcome.step, viewer: outcome.viewer, accessToken: outcome.accessToken, errors: [] };
  } catch (error) {
    const userError = userErrorFromRestFailure(error, PASSWORD_FAILURES);
    const expired = userError.__typename === 'AuthenticationError';
    if (expired && !input.linkToken && context.tokenSource === 'cookie') context.session.clear();
    return failed(expired ? 'SIGNED_OUT' : 'NEW_PASSWORD_REQUIRED', userError);
  }
}

export async function requestPasswordReset(
  _parent: unknown,
  { input }: { input: { username: string; botToken?: string | null } },
  context: BffContext,
): Promise<{ accepted: boolean; errors: UserErrorModel[] }> {
  const form = check(resetPasswordFormSchema, { username: input.username });
  if (!form.ok) return { accepted: false, errors: [validationError(form.problems)] };
  const limited = await publicFormRefusal(context, 'passwordReset', ERROR_TITLES.invalidCredentials);
  if (limited) return { accepted: false, errors: [limited] };
  const refusal = await botCheckRefusal(context, input.botToken, 'passwordReset');
  if (refusal) return { accepted: false, errors: [refusal] };
  const overLimit = await countPublicForm(context, 'passwordReset', ERROR_TITLES.invalidCredentials);
  if (overLimit) return { accepted: false, errors: [overLimit] };
  try {
    // The same answer whether or not the account exists: no account enumeration.
    await forgotPassword(context.rest, { Email: form.value.username });
    return { accepted: true, errors: [] };
  } catch (error) {
    return {
      accepted: false,
      errors: [userErrorFromRestFailure(error, { title: ERROR_TITLES.invalidCredentials, fieldNames: { Email: 'username' } })],
    };
  }
}

/** Query.passwordLink: what an e-mailed link allows; null when unknown, used or expired. */
export async function passwordLink(
  _parent: unknown,
  { token }: { token: string },
  context: BffContext,
): Promise<PendingSignInModel | null> {
  const link = await restPasswordLink(context.rest, token);
  if (!link) return null;
  return {
    step: 'NEW_PASSWORD_REQUIRED',
    language: normaliseLanguage(link.language),
    mustSignTerms: mustSignTerms(link.role, link.TermsOfUseSigned),
    token: null,
  };
}
