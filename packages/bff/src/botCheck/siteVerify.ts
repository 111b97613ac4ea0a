// The two verifier adapters behind BotCheck: one form POST to a "siteverify" endpoint
// (reCAPTCHA v3 and Cloudflare Turnstile share the protocol) and a pure verdict per provider,
// kept apart so the rules can be read and tested without HTTP.
// No answer, a non-2xx answer, or JSON outside the provider's shape all mean "could not verify"
// (UNAVAILABLE): callers show the connection error, not "blocked", for an outage on our side.
import fetch from 'node-fetch';
import { z } from 'zod';
import type { BotCheckAction, BotCheckOutcome } from './botCheckTypes';

/** The provider says the token was already used or is older than two (reCAPTCHA) / five (Turnstile) minutes. */
export const EXPIRED_ERROR_CODE = 'timeout-or-duplicate';

// Only the fields the verdicts read; others (hostname, challenge_ts, cdata…) are ignored.
const errorCodes = z.array(z.string()).optional();
export const recaptchaAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': errorCodes,
});
export type RecaptchaAnswer = z.infer<typeof recaptchaAnswerSchema>;

export const turnstileAnswerSchema = z.object({
  success: z.boolean(),
  'error-codes': errorCodes,
});
export type TurnstileAnswer = z.infer<typeof turnstileAnswerSchema>;

const BLOCKED: BotCheckOutcome = { ok: false, reason: 'BLOCKED' };
const EXPIRED: BotCheckOutcome = { ok: false, reason: 'EXPIRED' };
const UNAVAILABLE: BotCheckOutcome = { ok: false, reason: 'UNAVAILABLE' };

const failure = (answer: { 'error-codes'?: string[] }): BotCheckOutcome =>
  (answer['error-codes'] ?? []).includes(EXPIRED_ERROR_CODE) ? EXPIRED : BLOCKED;

/**
 * reCAPTCHA v3 passes on success, a score at or above the minimum, and (when the answer names
 * one) the action the page executed. A success without a score (a v2 key) fails closed.
 */
export function recaptchaVerdict(answer: RecaptchaAnswer, expected: { action: BotCheckAction; minScore: number }): BotCheckOutcome {
  if (!answer.success) return failure(answer);
  if (answer.score === undefined || answer.score < expected.minScore) return BLOCKED;
  if (answer.action !== undefined && answer.action !== expected.action) return BLOCKED;
  return { ok: true };
}

export function turnstileVerdict(answer: TurnstileAnswer): BotCheckOutcome {
  return answer.success ? { ok: true } : failure(answer);
}

export interface SiteVerifyRequest {
  url: string;
  secret: string;
  token: string;
  remoteIp?: string;
  timeoutMs: number;
}

/** Why the verifier could not be asked; for logs only (it carries neither token nor secret). */
export type SiteVerifyFailure = 'network' | 'timeout' | `status ${number}` | 'not json';

export type SiteVerifyResult = { answer: unknown } | { unavailable: SiteVerifyFailure };

/** One POST of secret, response and remoteip as application/x-www-form-urlencoded. Never throws. */
export async function postSiteVerify(request: SiteVerifyRequest): Promise<SiteVerifyResult> {
  const form = new URLSearchParams({ secret: request.secret, response: request.token });
  if (request.remoteIp) form.set('remoteip', request.remoteIp);
  let status: number;
  let text: string;
  try {
    // The signal also bounds reading the body, so a verifier that stalls mid-answer times out too.
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return { unavailable: isAbort(error) ? 'timeout' : 'network' };
  }
  if (status < 200 || status >= 300) return { unavailable: `status ${status}` };
  try {
    return { answer: JSON.parse(text) };
  } catch {
    return { unavailable: 'not json' };
  }
}

/** Parses an answer with the provider's schema; an answer outside it cannot be trusted either way. */
export function verdictFor(
  provider: 'recaptcha' | 'turnstile',
  answer: unknown,
  expected: { action: BotCheckAction; minScore: number },
): BotCheckOutcome {
  if (provider === 'recaptcha') {
    const parsed = recaptchaAnswerSchema.safeParse(answer);
    return parsed.success ? recaptchaVerdict(parsed.data, expected) : UNAVAILABLE;
  }
  const parsed = turnstileAnswerSchema.safeParse(answer);
  return parsed.success ? turnstileVerdict(parsed.data) : UNAVAILABLE;
}

// node-fetch rejects an aborted request with its AbortError; a DOMException TimeoutError is
// accepted too in case the signal's reason surfaces instead.
const isAbort = (error: unknown) => error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
