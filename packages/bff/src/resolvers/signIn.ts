// Mutations signIn and verifySecondFactor: password, then (for some users) the e-mailed code.
import { actorFromSession } from '@portal/domain/access/actor';
import { loginFormSchema, twoFactorFormSchema } from '@portal/domain/auth';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { normaliseLanguage } from '@portal/domain/languages';
import { check } from '@portal/domain/validation';
import type { BffContext } from '../context';
import { userErrorFromRestFailure } from '../errors/restFailure';
import { authenticationError, validationError, type UserErrorModel } from '../errors/userErrors';
import { signIn as restSignIn, verifyTwoFa, type LoginResponse, type TokenScope } from '../rest/auth';
import { botCheckRefusal } from './botCheckGuard';
import {
  mustSignTerms,
  selfFromLogin,
  stepForScope,
  viewerFromSelf,
  type AuthStep,
  type PendingSignInModel,
  type ViewerModel,
} from '../viewer/viewerModel';

type TokenDelivery = 'COOKIE' | 'RESPONSE';

export interface SignInOutcome {
  step: AuthStep;
  viewer: (() => Promise<ViewerModel | null>) | null;
  pendingSignIn: PendingSignInModel | null;
  accessToken: string | null;
  errors: UserErrorModel[];
}

const failed = (step: AuthStep, error: UserErrorModel): SignInOutcome => ({
  step,
  viewer: null,
  pendingSignIn: null,
  accessToken: null,
  errors: [error],
});

/** Wrong credentials, a locked account: all shown under the login title (§8). */
const SIGN_IN_FAILURES = {
  title: ERROR_TITLES.invalidCredentials,
  fieldNames: { Email: 'username', Password: 'password', TwoFaCode: 'code' },
  authentication: true,
  permission: true,
} as const;

/**
 * Where a successful sign-in step leaves the request: the token delivered (cookie or payload),
 * the context switched to it, and the viewer or pending step built from the answer itself.
 */
export function afterLogin(context: BffContext, login: LoginResponse, delivery: TokenDelivery): SignInOutcome {
  const scope: TokenScope = login.status === '2fa' ? 'twofa' : login.updatePassword ? 'password' : 'session';
  const step = stepForScope(scope);
  if (delivery === 'COOKIE') context.session.set(login.token);
  context.token = login.token;
  context.tokenSource = delivery === 'COOKIE' ? 'cookie' : 'bearer';

  const record = selfFromLogin(login, scope);
  if (record) context.loaders.self.clear(login.token).prime(login.token, record);
  // A §7 backend names the token's owner only here: kept for the session's life (upstream/legacySessions.ts).
  if (record && context.upstream.current().name === 'legacy') {
    context.legacySessions.set(login.token, record).catch((error: unknown) => context.log.error({ err: error }, 'legacy session not kept'));
  }
  const actor = record && scope === 'session' ? actorFromSession(record) : null;
  if (actor) context.identities.remember(login.token, actor);
  const loadRecord = async () => record ?? (await context.loaders.self.load(login.token));

  return {
    step,
    viewer:
      scope === 'session'
        ? async () => {
            const loaded = await loadRecord();
            return loaded ? viewerFromSelf(loaded) : null;
          }
        : null,
    pendingSignIn:
      scope === 'session'
        ? null
        : {
            step,
            language: normaliseLanguage(login.language),
            mustSignTerms: record ? mustSignTerms(login.role, record.TermsOfUseSigned) : undefined,
            secondFactorMethod: login.SecondFactorMethod,
            token: login.token,
          },
    // The REST token reaches a response body only when the caller asked for it (integrators),
    // including the interim token of a second factor or new password, so they can finish too.
    accessToken: delivery === 'RESPONSE' ? login.token : null,
    errors: [],
  };
}

export async function signIn(
  _parent: unknown,
  { input }: { input: { username: string; password: string; tokenDelivery?: TokenDelivery | null; botToken?: string | null } },
  context: BffContext,
): Promise<SignInOutcome> {
  const form = check(loginFormSchema, { username: input.username, password: input.password });
  if (!form.ok) return failed('SIGNED_OUT', validationError(form.problems));
  // After the form rules (a token is single-use: an invalid form must not spend it), before REST.
  // Failed sign-ins are limited by the REST service (per username and address; README).
  const refusal = await botCheckRefusal(context, input.botToken, 'signIn');
  if (refusal) return failed('SIGNED_OUT', refusal);
  try {
    const login = await restSignIn(context.rest, { Email: form.value.username, Password: form.value.password });
    return afterLogin(context, login, input.tokenDelivery ?? 'COOKIE');
  } catch (error) {
    return failed('SIGNED_OUT', userErrorFromRestFailure(error, SIGN_IN_FAILURES));
  }
}

export async function verifySecondFactor(
  _parent: unknown,
  { input }: { input: { code: string } },
  context: BffContext,
): Promise<SignInOutcome> {
  const form = check(twoFactorFormSchema, { code: input.code });
  if (!form.ok) return failed('SECOND_FACTOR_REQUIRED', validationError(form.problems));
  const token = context.token;
  if (!token) return failed('SIGNED_OUT', authenticationError([ERROR_MESSAGES.codeExpired]));
  try {
    const login = await verifyTwoFa(context.rest, token, { TwoFaCode: form.value.code });
    return afterLogin(context, login, context.tokenSource === 'bearer' ? 'RESPONSE' : 'COOKIE');
  } catch (error) {
    const userError = userErrorFromRestFailure(error, SIGN_IN_FAILURES);
    // A wrong code may be retried; an expired or used code (or a locked account) ends the attempt.
    const retry = userError.__typename !== 'PermissionError' && !userError.messages.includes(ERROR_MESSAGES.codeExpired);
    if (!retry && context.tokenSource === 'cookie') context.session.clear();
    return failed(retry ? 'SECOND_FACTOR_REQUIRED' : 'SIGNED_OUT', userError);
  }
}
