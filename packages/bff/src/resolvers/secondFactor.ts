// The authenticator-app second factor: Viewer.secondFactor, PendingSignIn's
// method, the mutations that set the app up, turn it off and renew its recovery codes, the
// recovery-code sign-in, and the super admins' policy. The REST service checks and audits each.
import { actorFromSession } from '@portal/domain/access/actor';
import { reachesAll } from '@portal/domain/access/policy';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import {
  classifySecondFactorCode,
  enrolmentConfirmFormSchema,
  enrolmentStartFormSchema,
  recoveryCodeFormSchema,
  secondFactorProofFormSchema,
  type SecondFactorPolicy,
} from '@portal/domain/secondFactor';
import { check } from '@portal/domain/validation';
import { loadSession, type BffContext } from '../context';
import { unauthenticatedError } from '../errors/graphqlErrors';
import { userErrorFromRestFailure } from '../errors/restFailure';
import { authenticationError, permissionError, validationError, type UserErrorModel } from '../errors/userErrors';
import type { SelfRecord } from '../rest/auth';
import {
  confirmAppEnrolment,
  disableApp,
  readSecondFactorStatus,
  renewRecoveryCodes as restRenewRecoveryCodes,
  startAppEnrolment,
  verifyRecoveryCode as restVerifyRecoveryCode,
  writeSecondFactorPolicy,
  type SecondFactorProof,
} from '../rest/secondFactor';
import { qrCodePath, type QrCodeModel } from '../secondFactor/qrCode';
import { viewerFromSelf, type PendingSignInModel, type ViewerModel } from '../viewer/viewerModel';
import { afterLogin, type SignInOutcome } from './signIn';

const TITLE = ERROR_TITLES.secondFactorNotChanged;
// REST body fields → input fields; a refused password (too many tries) is expected here too.
const FAILURES = { title: TITLE, fieldNames: { Password: 'password', TwoFaCode: 'code', RecoveryCode: 'code' }, permission: true } as const;

/** The signed-in session, or an UNAUTHENTICATED error. */
async function requireSession(context: BffContext): Promise<SelfRecord> {
  const record = await loadSession(context);
  if (!record || !context.token) throw unauthenticatedError();
  return record;
}

export interface SecondFactorSettingsModel {
  authenticatorApp: boolean;
  recoveryCodesLeft: number;
  emailCodes: boolean;
  requiredByPolicy: boolean;
  portalPolicy: SecondFactorPolicy | null;
}

/** Viewer.secondFactor: a viewer is only ever the caller's own. */
export async function viewerSecondFactor(viewer: ViewerModel, _args: unknown, context: BffContext): Promise<SecondFactorSettingsModel> {
  const record = await requireSession(context);
  if (record.UserStorageID !== viewer.internalID) throw unauthenticatedError();
  const status = await readSecondFactorStatus(context.rest);
  return {
    authenticatorApp: status.AppEnrolled,
    recoveryCodesLeft: status.RecoveryCodesLeft,
    emailCodes: status.EmailCodes,
    requiredByPolicy: status.RequiredByPolicy,
    portalPolicy: status.PortalPolicy,
  };
}

/** PendingSignIn.secondFactorMethod: from the answer that started the step, else asked of the REST service. */
export async function pendingSecondFactorMethod(
  pending: PendingSignInModel,
  _args: unknown,
  context: BffContext,
): Promise<'EMAIL' | 'APP' | null> {
  if (pending.step !== 'SECOND_FACTOR_REQUIRED') return null;
  const method =
    pending.secondFactorMethod ?? (pending.token ? (await context.loaders.self.load(pending.token))?.SecondFactorMethod : undefined);
  return method === 'app' ? 'APP' : 'EMAIL';
}

export async function startAuthenticatorEnrolment(
  _parent: unknown,
  { input }: { input: { password: string } },
  context: BffContext,
): Promise<{
  secret: string | null;
  otpauthUri: string | null;
  qrCode: QrCodeModel | null;
  expiresInMinutes: number | null;
  errors: UserErrorModel[];
}> {
  await requireSession(context);
  const none = { secret: null, otpauthUri: null, qrCode: null, expiresInMinutes: null };
  const form = check(enrolmentStartFormSchema, input);
  if (!form.ok) return { ...none, errors: [validationError(form.problems)] };
  try {
    const started = await startAppEnrolment(context.rest, form.value.password);
    return {
      secret: started.Secret,
      otpauthUri: started.Uri,
      qrCode: qrCodePath(started.Uri),
      expiresInMinutes: started.ExpiresInMinutes,
      errors: [],
    };
  } catch (error) {
    return { ...none, errors: [userErrorFromRestFailure(error, FAILURES)] };
  }
}

export async function confirmAuthenticatorEnrolment(
  _parent: unknown,
  { input }: { input: { code: string } },
  context: BffContext,
): Promise<{ recoveryCodes: string[] | null; viewer: ViewerModel | null; errors: UserErrorModel[] }> {
  const record = await requireSession(context);
  const form = check(enrolmentConfirmFormSchema, input);
  if (!form.ok) return { recoveryCodes: null, viewer: null, errors: [validationError(form.problems)] };
  try {
    const recoveryCodes = await confirmAppEnrolment(context.rest, form.value.code);
    return { recoveryCodes, viewer: viewerFromSelf(record), errors: [] };
  } catch (error) {
    return { recoveryCodes: null, viewer: null, errors: [userErrorFromRestFailure(error, FAILURES)] };
  }
}

/** The REST proof of a form with the password and one code of either kind. */
function proofOf(input: { password: string; code: string }): { ok: true; proof: SecondFactorProof } | { ok: false; error: UserErrorModel } {
  const form = check(secondFactorProofFormSchema, input);
  if (!form.ok) return { ok: false, error: validationError(form.problems) };
  const code = classifySecondFactorCode(form.value.code);
  if (!code) return { ok: false, error: validationError([{ field: 'code', key: 'second_factor_code_inv' }]) };
  const proof: SecondFactorProof = { Password: form.value.password };
  if (code.kind === 'app') proof.TwoFaCode = code.code;
  else proof.RecoveryCode = code.code;
  return { ok: true, proof };
}

export async function disableAuthenticatorApp(
  _parent: unknown,
  { input }: { input: { password: string; code: string } },
  context: BffContext,
): Promise<{ viewer: ViewerModel | null; errors: UserErrorModel[] }> {
  const record = await requireSession(context);
  const proof = proofOf(input);
  if (!proof.ok) return { viewer: null, errors: [proof.error] };
  try {
    await disableApp(context.rest, proof.proof);
    return { viewer: viewerFromSelf(record), errors: [] };
  } catch (error) {
    return { viewer: null, errors: [userErrorFromRestFailure(error, FAILURES)] };
  }
}

export async function renewRecoveryCodes(
  _parent: unknown,
  { input }: { input: { password: string; code: string } },
  context: BffContext,
): Promise<{ recoveryCodes: string[] | null; viewer: ViewerModel | null; errors: UserErrorModel[] }> {
  const record = await requireSession(context);
  const proof = proofOf(input);
  if (!proof.ok) return { recoveryCodes: null, viewer: null, errors: [proof.error] };
  try {
    return { recoveryCodes: await restRenewRecoveryCodes(context.rest, proof.proof), viewer: viewerFromSelf(record), errors: [] };
  } catch (error) {
    return { recoveryCodes: null, viewer: null, errors: [userErrorFromRestFailure(error, FAILURES)] };
  }
}

export async function setSecondFactorPolicy(
  _parent: unknown,
  { input }: { input: { policy: SecondFactorPolicy } },
  context: BffContext,
): Promise<{ policy: SecondFactorPolicy | null; viewer: ViewerModel | null; errors: UserErrorModel[] }> {
  const record = await requireSession(context);
  // The access policy's rule, as REST applies it; this saves it the call.
  const actor = actorFromSession(record);
  if (!actor || !reachesAll(actor, 'update', 'portalSettings'))
    return { policy: null, viewer: null, errors: [permissionError(ERROR_TITLES.dataNotSaved)] };
  try {
    const policy = await writeSecondFactorPolicy(context.rest, input.policy);
    context.log.info({ policy }, 'second-factor policy set');
    return { policy, viewer: viewerFromSelf(record), errors: [] };
  } catch (error) {
    return {
      policy: null,
      viewer: null,
      errors: [userErrorFromRestFailure(error, { title: ERROR_TITLES.dataNotSaved, permission: true })],
    };
  }
}

/** Like verifySecondFactor, with a recovery code in place of the app's code. */
export async function verifyRecoveryCode(
  _parent: unknown,
  { input }: { input: { recoveryCode: string } },
  context: BffContext,
): Promise<SignInOutcome> {
  const failed = (step: SignInOutcome['step'], error: UserErrorModel): SignInOutcome => ({
    step,
    viewer: null,
    pendingSignIn: null,
    accessToken: null,
    errors: [error],
  });
  const form = check(recoveryCodeFormSchema, input);
  if (!form.ok) return failed('SECOND_FACTOR_REQUIRED', validationError(form.problems));
  const token = context.token;
  if (!token) return failed('SIGNED_OUT', authenticationError([ERROR_MESSAGES.codeExpired]));
  try {
    const login = await restVerifyRecoveryCode(context.rest, token, form.value.recoveryCode);
    return afterLogin(context, login, context.tokenSource === 'bearer' ? 'RESPONSE' : 'COOKIE');
  } catch (error) {
    const userError = userErrorFromRestFailure(error, {
      title: ERROR_TITLES.invalidCredentials,
      fieldNames: { RecoveryCode: 'recoveryCode', TwoFaCode: 'recoveryCode' },
      authentication: true,
      permission: true,
    });
    // A wrong code may be retried; an expired sign-in (or a paused or locked account) ends the attempt.
    const retry = userError.__typename !== 'PermissionError' && !userError.messages.includes(ERROR_MESSAGES.codeExpired);
    if (!retry && context.tokenSource === 'cookie') context.session.clear();
    return failed(retry ? 'SECOND_FACTOR_REQUIRED' : 'SIGNED_OUT', userError);
  }
}
