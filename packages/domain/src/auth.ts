// Sign-in lifecycle: §5 rules for the public screens, §7 auth call bodies and §3 login response.
import { z } from 'zod';
import { EMAIL_PATTERN, emptyToNull } from './fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TWO_FA_CODE_LENGTH } from './constants';
import { LANGUAGES } from './languages';

/** Characters a new password may not contain (§5). */
export const PASSWORD_FORBIDDEN_CHARACTERS = ['$', '{', '}', '/', '\\', '<', '>', '[', ']', "'", '"', '`'] as const;
/** At least one of these is required in a new password (§5). */
export const PASSWORD_SPECIAL_CHARACTERS = ['!', '@', '#', '%', '^', '&', '*'] as const;

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'forbidden';

/** Which of the §5 password rules a candidate breaks (empty list: acceptable). */
export function passwordRuleFailures(password: string): PasswordRule[] {
  const failures: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) failures.push('length');
  if (!/[a-z]/.test(password)) failures.push('lowercase');
  if (!/[A-Z]/.test(password)) failures.push('uppercase');
  if (!/[0-9]/.test(password)) failures.push('digit');
  if (!PASSWORD_SPECIAL_CHARACTERS.some((c) => password.includes(c))) failures.push('special');
  if (PASSWORD_FORBIDDEN_CHARACTERS.some((c) => password.includes(c)) || /\s/.test(password)) failures.push('forbidden');
  return failures;
}

export const isAcceptablePassword = (password: string) => passwordRuleFailures(password).length === 0;

/** §5: spaces are stripped from the 2FA code and the new password before sending. */
export const stripSpaces = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value);

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The login username: required, at least 6 characters, an e-mail address. */
export const usernameSchema = z.preprocess(
  trimmed,
  z
    .string({ error: 'username_req' })
    .min(1, { error: 'username_req', abort: true })
    .min(6, { error: 'username_empty_inv', abort: true })
    .regex(EMAIL_PATTERN, 'username_inv'),
);

/** The login form (/login). */
export const loginFormSchema = z.object({
  username: usernameSchema,
  password: z.string({ error: 'pwd_req' }).min(1, { error: 'pwd_req', abort: true }),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The second-factor form (/2FA). */
export const twoFactorFormSchema = z.object({
  code: z.preprocess(
    stripSpaces,
    z
      .string({ error: 'code_req' })
      .min(1, { error: 'code_req', abort: true })
      .regex(new RegExp(`^\\d{${TWO_FA_CODE_LENGTH}}$`), 'code_inv'),
  ),
});
export type TwoFactorForm = z.infer<typeof twoFactorFormSchema>;

export const newPasswordSchema = z.preprocess(
  stripSpaces,
  z.string({ error: 'pwd_req' }).min(1, { error: 'pwd_req', abort: true }).refine(isAcceptablePassword, 'pwd_validation'),
);

/**
 * The create-password form (/create-password). `requireTerms` is true for doctors
 * who have not signed the terms of use: the license checkbox must be ticked.
 */
export const createPasswordFormSchema = (requireTerms: boolean) =>
  z
    .object({
      password: newPasswordSchema,
      confirmation: z.preprocess(stripSpaces, z.string({ error: 'pwd_match' })),
      acceptTerms: z.boolean().optional(),
    })
    .superRefine((value, ctx) => {
      if (value.password !== value.confirmation) {
        ctx.addIssue({ code: 'custom', path: ['confirmation'], message: 'pwd_match' });
      }
      if (requireTerms && value.acceptTerms !== true) {
        ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: 'sign_terms' });
      }
    });
export type CreatePasswordForm = z.infer<ReturnType<typeof createPasswordFormSchema>>;

/** The reset-password form (/ResetPassword). */
export const resetPasswordFormSchema = z.object({ username: usernameSchema });

/**
 * The shape of a token the REST service issues (32 random bytes, base64url) with room for other
 * implementations: anything else cannot be a token, and is refused without a call.
 */
export const isPlausibleToken = (value: string) => /^[A-Za-z0-9_.~-]{16,256}$/.test(value);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** The language choice. */
export const languageSchema = z.enum(LANGUAGES, { error: 'language_inv' });

// ---- REST bodies (§7) -------------------------------------------------------

/** POST /signin. The password is checked, not validated against the policy. */
export const signInBodySchema = z.object({
  Email: usernameSchema,
  Password: z.string({ error: 'pwd_req' }).min(1, { error: 'pwd_req', abort: true }).max(200, 'pwd_req'),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** POST /signin/2fa (the interim token travels in the Authorization header). */
export const twoFaBodySchema = z.object({
  TwoFaCode: twoFactorFormSchema.shape.code,
});
export type TwoFaBody = z.infer<typeof twoFaBodySchema>;

/** POST /users/{uid}/changePass. */
export const changePassBodySchema = z.object({
  newPassword: newPasswordSchema,
  TermsOfUseSigned: z.boolean().optional().default(false),
});
export type ChangePassBody = z.infer<typeof changePassBodySchema>;

/** POST /forgetPass. */
export const forgetPassBodySchema = z.object({ Email: usernameSchema });
export type ForgetPassBody = z.infer<typeof forgetPassBodySchema>;

/** POST /users/{uid}/changeLanguage. */
export const changeLanguageBodySchema = z.object({ language: languageSchema });
export type ChangeLanguageBody = z.infer<typeof changeLanguageBodySchema>;

/** POST /users/{uid}/sessions/signOutAll: KeepCurrent true ends every session but the caller's. */
export const signOutAllBodySchema = z.object({ KeepCurrent: z.boolean({ error: 'fill_required' }).optional().default(false) });
export type SignOutAllBody = z.infer<typeof signOutAllBodySchema>;

// ---- Login response (§3) ----------------------------------------------------

const nullableNumber = z.preprocess(emptyToNull, z.number().nullable()).optional().default(null);

/** The logged-in user's profile (§3 Logged-in user). Counts are those the role can see. */
export const profileSchema = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNumber: z.string().nullable().optional().default(null),
  NumOfECP: nullableNumber,
  NumOfSites: nullableNumber,
  NumOfDevices: nullableNumber,
  NumOfAdmins: nullableNumber,
  NumOfVersions: nullableNumber,
  NumOfPendingUsers: nullableNumber,
  NumOfPatients: nullableNumber,
  NumOfArchivePatients: nullableNumber,
  Doctor: z
    .object({
      isSiteAdmin: z.boolean(),
      Profession: z.number().nullable().optional().default(null),
      DefaultVAUnit: z.number().nullable().optional().default(null),
    })
    .nullable()
    .optional()
    .default(null),
  TermsOfUseSigned: z.boolean(),
  Site: z
    // BackUpData: whether the site backs up test data (reports are unavailable in the portal when not).
    // Version: the bundled service's record version of the site, sent back with a site admin's toggle (§7 has none).
    .object({
      SiteStorageID: z.string(),
      SiteName: z.string(),
      BackUpData: z.boolean().optional().default(true),
      Version: z.number().int().optional(),
    })
    .nullable()
    .optional()
    .default(null),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The body of a successful POST /signin, /signin/2fa or /users/{uid}/changePass (newPassword):
 * `token` is the session token when status is 'pass' and updatePassword is false, otherwise
 * an interim token good only for the next step (second factor or new password).
 */
export const loginResponseSchema = z.object({
  status: z.enum(['pass', '2fa']),
  token: z.string(),
  language: z.string(),
  updatePassword: z.boolean(),
  role: z.array(z.string()),
  UserStorageID: z.string(),
  LastLoginAt: z.string().nullable(),
  profile: profileSchema.nullable(),
  newPassword: z.boolean().optional(),
  message: z.string().optional(),
  /** With status '2fa': 'app' for a code from the authenticator app (or a recovery code), 'email' for an e-mailed one. */
  SecondFactorMethod: z.enum(['email', 'app']).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The message changePass answers when a doctor's site has no device yet (§4). */
export const NO_REGISTERED_DEVICES_MESSAGE = "Doctor's site does not have any registered devices";
// Kept in the zod-free errors module so the browser's error handling does not pull every schema in.
export { NO_SUCH_USER_MESSAGE } from './errors';
