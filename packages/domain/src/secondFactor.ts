// The authenticator-app second factor (TOTP, RFC 6238), its recovery codes and the portal-wide
// policy that makes a second factor mandatory (README "Second factor").
import { ERROR_MESSAGES } from './errors';
import { z } from 'zod';
import { REST_ROLES } from './enums';
import { stripSpaces, twoFactorFormSchema } from './auth';

/** RFC 6238 as every common authenticator app reads an otpauth:// URI by default. */
export const TOTP_SETTINGS = {
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  /** 160 bits, RFC 4226's recommended secret length. */
  secretBytes: 20,
  /** Time steps accepted either side of the server's: ±30 s for a phone clock that drifts. */
  window: 1,
  issuer: 'Vista Portal',
} as const;

/** An enrolment not confirmed with a first code within this time must start again. */
export const ENROLMENT_TTL_MINUTES = 15;

/** Single-use recovery codes handed out at enrolment (and on renewal), each replacing the last set. */
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/i/l: a code copied from paper reads one way. 31 symbols, 12 of them: 59 bits per code. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 12;
/** Shown as three groups of four: abcd-efgh-jkmn. */
export const RECOVERY_CODE_GROUP = 4;

/** Who must pass a second factor at sign-in, whatever their own account says. */
export const SECOND_FACTOR_POLICIES = ['NONE', 'ADMINS', 'EVERYONE'] as const;
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];

/** How a sign-in in progress expects its second factor. */
export const SECOND_FACTOR_METHODS = ['email', 'app'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * Whether the policy makes a second factor mandatory for an account with these REST roles.
 * "Admins" are the platform roles (admin, super admin), who reach every site. A site admin is a
 * doctor who manages one clinic's staff and devices: the EVERYONE policy covers them.
 */
export function secondFactorRequired(policy: SecondFactorPolicy, roles: readonly string[]): boolean {
  if (policy === 'EVERYONE') return true;
  if (policy === 'ADMINS') return roles.includes(REST_ROLES.admin) || roles.includes(REST_ROLES.superAdmin);
  return false;
}

/**
 * Why a super admin may not set `policy`, or null: it would ask them for a second step they cannot
 * pass (no authenticator app, and no e-mail leaves this portal), so they, and admins like them,
 * could no longer sign in.
 */
export function policyLockOutProblem(
  policy: SecondFactorPolicy,
  author: { roles: readonly string[]; appConfirmed: boolean },
  emailCodesReachPeople: boolean,
): string | null {
  if (!secondFactorRequired(policy, author.roles) || author.appConfirmed || emailCodesReachPeople) return null;
  return ERROR_MESSAGES.policyLocksOut;
}

/** The method a sign-in uses: the app once one is confirmed, else e-mailed codes when due, else none. */
export function secondFactorMethodFor(account: {
  appConfirmed: boolean;
  emailCodes: boolean;
  requiredByPolicy: boolean;
}): SecondFactorMethod | null {
  if (account.appConfirmed) return 'app';
  return account.emailCodes || account.requiredByPolicy ? 'email' : null;
}

/** Lower case, without the dashes and spaces of its printed form. */
export const normaliseRecoveryCode = (value: string) => value.toLowerCase().replace(/[\s-]+/g, '');

/** The printed form of a recovery code: groups of four joined by dashes. */
export const formatRecoveryCode = (code: string) =>
  normaliseRecoveryCode(code)
    .match(new RegExp(`.{1,${RECOVERY_CODE_GROUP}}`, 'g'))
    ?.join('-') ?? '';

const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);
export const isRecoveryCodeShape = (value: string) => RECOVERY_CODE_PATTERN.test(normaliseRecoveryCode(value));
const APP_CODE_PATTERN = new RegExp(`^\\d{${TOTP_SETTINGS.digits}}$`);

/** A code typed where either fits: six digits from the app, or a recovery code; null for neither. */
export function classifySecondFactorCode(value: string): { kind: 'app' | 'recovery'; code: string } | null {
  const digits = value.replace(/\s+/g, '');
  if (APP_CODE_PATTERN.test(digits)) return { kind: 'app', code: digits };
  if (isRecoveryCodeShape(value)) return { kind: 'recovery', code: normaliseRecoveryCode(value) };
  return null;
}

export const recoveryCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normaliseRecoveryCode(value) : value),
  z
    .string({ error: 'recovery_code_req' })
    .min(1, { error: 'recovery_code_req', abort: true })
    .regex(RECOVERY_CODE_PATTERN, 'recovery_code_inv'),
);

/** A six-digit app code (spaces ignored), as the sign-in's code field reads it. */
export const appCodeSchema = twoFactorFormSchema.shape.code;

const passwordSchema = z.string({ error: 'pwd_req' }).min(1, { error: 'pwd_req', abort: true }).max(200, 'pwd_req');

/** Either code of a proof (app code or recovery code), in one field. */
export const anySecondFactorCodeSchema = z.preprocess(
  stripSpaces,
  z
    .string({ error: 'second_factor_code_req' })
    .min(1, { error: 'second_factor_code_req', abort: true })
    .refine((value) => classifySecondFactorCode(value) !== null, 'second_factor_code_inv'),
);

// ---- Forms (web) and REST bodies --------------------------------------------

/** The recovery-code form of the /2FA screen. */
export const recoveryCodeFormSchema = z.object({ recoveryCode: recoveryCodeSchema });
/** Setting up the app, step 1: the password again. */
export const enrolmentStartFormSchema = z.object({ password: passwordSchema });
/** Setting up the app, step 2: the first code the app shows. */
export const enrolmentConfirmFormSchema = z.object({ code: appCodeSchema });
/** Turning the app off or renewing recovery codes: the password and a current code or recovery code. */
export const secondFactorProofFormSchema = z.object({ password: passwordSchema, code: anySecondFactorCodeSchema });

/** POST /signin/2fa: the e-mailed or app code, or (with an app) one recovery code. */
export const secondFactorBodySchema = z
  .object({ TwoFaCode: appCodeSchema.optional(), RecoveryCode: recoveryCodeSchema.optional() })
  .superRefine((value, ctx) => {
    if ((value.TwoFaCode === undefined) === (value.RecoveryCode === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['TwoFaCode'], message: 'code_req' });
    }
  });
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;

/** POST /users/self/secondFactor/app/start. */
export const enrolmentStartBodySchema = z.object({ Password: passwordSchema });
/** POST /users/self/secondFactor/app/confirm. */
export const enrolmentConfirmBodySchema = z.object({ TwoFaCode: appCodeSchema });
/** POST /users/self/secondFactor/app/disable and /users/self/secondFactor/recoveryCodes. */
export const secondFactorProofBodySchema = z
  .object({ Password: passwordSchema, TwoFaCode: appCodeSchema.optional(), RecoveryCode: recoveryCodeSchema.optional() })
  .superRefine((value, ctx) => {
    if ((value.TwoFaCode === undefined) === (value.RecoveryCode === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['TwoFaCode'], message: 'second_factor_code_req' });
    }
  });
export type SecondFactorProofBody = z.infer<typeof secondFactorProofBodySchema>;
/** POST /settings/secondFactorPolicy (super admins). */
export const secondFactorPolicyBodySchema = z.object({ SecondFactorPolicy: z.enum(SECOND_FACTOR_POLICIES, { error: 'fill_required' }) });

/** GET /users/self/secondFactor. */
export const secondFactorStatusSchema = z.object({
  AppEnrolled: z.boolean(),
  RecoveryCodesLeft: z.number().int(),
  EmailCodes: z.boolean(),
  RequiredByPolicy: z.boolean(),
  /** The portal's policy: super admins only, null for everyone else. */
  PortalPolicy: z.enum(SECOND_FACTOR_POLICIES).nullable(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
