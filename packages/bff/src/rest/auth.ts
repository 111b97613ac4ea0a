// The REST auth area (CONTRACT.md "Auth calls"): typed calls whose answers are zod-parsed.
import type { EmailChangeConfirmation } from '@portal/domain/emailChange';
import { z } from 'zod';
import {
  isPlausibleToken,
  loginResponseSchema,
  profileSchema,
  type ChangeLanguageBody,
  type ChangePassBody,
  type ForgetPassBody,
  type SignInBody,
  type TwoFaBody,
} from '@portal/domain/auth';
import { HttpError, type RestClient } from './http';
import { parseData } from './parse';

export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The scope of a REST token: a session, or an interim step of the sign-in. */
export const tokenScopeSchema = z.enum(['session', 'twofa', 'password']);
export type TokenScope = z.infer<typeof tokenScopeSchema>;

/** GET /users/self: who a token belongs to and what it is good for. */
export const selfSchema = z.object({
  scope: tokenScopeSchema,
  UserStorageID: z.string(),
  role: z.array(z.string()),
  language: z.string(),
  LastLoginAt: z.string().nullable().optional().default(null),
  TermsOfUseSigned: z.boolean(),
  profile: profileSchema.nullable().optional().default(null),
  /** For a sign-in in progress (scope twofa): how its second factor is proven. */
  SecondFactorMethod: z.enum(['email', 'app']).optional(),
});
export type SelfRecord = z.infer<typeof selfSchema>;

/** POST /users/{uid}/changePass: either a sign-in (a session opened) or a bare confirmation. */
const passwordConfirmedSchema = z.object({ newPassword: z.literal(true), message: z.string() });
export type ChangePasswordResult = { kind: 'signedIn'; login: LoginResponse } | { kind: 'confirmed'; message: string };

/** GET /password-links/{token}: what an e-mailed create-password link allows. */
export const passwordLinkSchema = z.object({
  UserStorageID: z.string(),
  role: z.array(z.string()),
  TermsOfUseSigned: z.boolean(),
  language: z.string(),
});
export type PasswordLinkInfo = z.infer<typeof passwordLinkSchema>;

const messageSchema = z.object({ message: z.string().optional().default('') });
const languageAnswerSchema = z.object({ language: z.string() });

const where = (method: string, path: string) => `${method} ${path}`;
const uidPath = (uid: string) => `/users/${encodeURIComponent(uid)}`;

export async function signIn(rest: RestClient, body: SignInBody): Promise<LoginResponse> {
  const answer = await rest.call({ method: 'POST', path: '/signin', body, token: null });
  return parseData(loginResponseSchema, answer, where('POST', '/signin'));
}

export async function verifyTwoFa(rest: RestClient, twofaToken: string, body: TwoFaBody): Promise<LoginResponse> {
  const answer = await rest.call({ method: 'POST', path: '/signin/2fa', body, token: twofaToken });
  return parseData(loginResponseSchema, answer, where('POST', '/signin/2fa'));
}

export async function changePassword(rest: RestClient, token: string, uid: string, body: ChangePassBody): Promise<ChangePasswordResult> {
  const path = `${uidPath(uid)}/changePass`;
  const answer = await rest.call({ method: 'POST', path, body, token });
  const data = (answer as { data?: { token?: unknown } } | null)?.data;
  if (data && typeof data.token === 'string') {
    return { kind: 'signedIn', login: parseData(loginResponseSchema, answer, where('POST', path)) };
  }
  return { kind: 'confirmed', message: parseData(passwordConfirmedSchema, answer, where('POST', path)).message };
}

export async function forgotPassword(rest: RestClient, body: ForgetPassBody): Promise<string> {
  const answer = await rest.call({ method: 'POST', path: '/forgetPass', body, token: null });
  return parseData(messageSchema, answer, where('POST', '/forgetPass')).message;
}

export async function changeLanguage(rest: RestClient, uid: string, body: ChangeLanguageBody): Promise<string> {
  const path = `${uidPath(uid)}/changeLanguage`;
  const answer = await rest.call({ method: 'POST', path, body });
  return parseData(languageAnswerSchema, answer, where('POST', path)).language;
}

/** Who the token belongs to; null when the REST service does not know the token (401). */
export async function self(rest: RestClient, token: string): Promise<SelfRecord | null> {
  try {
    const answer = await rest.call({ method: 'GET', path: '/users/self', token });
    return parseData(selfSchema, answer, where('GET', '/users/self'));
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export async function signOut(rest: RestClient, token: string): Promise<void> {
  await rest.call({ method: 'POST', path: '/signout', token });
}

/** What a create-password link allows; null when it is unknown, used or expired (404). */
export async function passwordLink(rest: RestClient, linkToken: string): Promise<PasswordLinkInfo | null> {
  if (!isPlausibleToken(linkToken)) return null;
  const path = `/password-links/${encodeURIComponent(linkToken)}`;
  const label = '/password-links/{token}';
  try {
    const answer = await rest.call({ method: 'GET', path, label, token: null });
    return parseData(passwordLinkSchema, answer, where('GET', label));
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

const emailChangedSchema = z.object({ Email: z.string() });

/** POST /emailChange/confirm: the holder confirms a new address with the link's token and their password. */
export async function confirmEmailChange(rest: RestClient, body: EmailChangeConfirmation): Promise<string> {
  const answer = await rest.call({ method: 'POST', path: '/emailChange/confirm', body, token: null });
  return parseData(emailChangedSchema, answer, where('POST', '/emailChange/confirm')).Email;
}
