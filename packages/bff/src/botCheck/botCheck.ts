// The server side of the bot check (§4 "Login: submit runs the bot check, then sign-in";
// §5 "Bot check on all auth and registration submits"; failure 'Blocked By ReCAPTCHA',
// expiry 'ReCAPTCHA Expired, please refresh the page'). The browser gets a token from the
// provider's widget; the BFF asks the provider whether that token is good before calling REST.
//
// API (for wiring into the sign-in, password-reset and registration mutations):
//   const config = botCheckConfigFromEnv(process.env);   // ./botCheckConfig; throws BotCheckConfigError
//   const botCheck = createBotCheck(config, { logger }); // once per BFF, shared by all requests
//   publicBotCheckConfig(config)                         // { provider, siteKey } for the web; no secret
//   const outcome = await botCheck.verify(input.botToken, { action: 'signIn', remoteIp: request.ip });
//   if (!outcome.ok) return an error with botCheckErrorMessage(outcome) and do NOT call REST.
//
// verify never rejects. Outcomes:
//   { ok: true }                        'none' provider (any token), or the provider passed the token
//   { ok: false, reason: 'MISSING' }    no or empty token with a real provider (no HTTP call made)
//   { ok: false, reason: 'BLOCKED' }    the provider refused it (reCAPTCHA: also score below the
//                                       minimum, no score, or another action than expected)
//   { ok: false, reason: 'EXPIRED' }    the provider answered error-code 'timeout-or-duplicate'
//   { ok: false, reason: 'UNAVAILABLE' } no answer, timeout, non-2xx, or an answer outside the shape
// botCheckMessageKey / botCheckErrorMessage map a failure to the §8 catalogue:
//   BLOCKED, MISSING → botBlocked; EXPIRED → botExpired; UNAVAILABLE → connectionTimedOut.
//
// The web must execute reCAPTCHA v3 with the same action name the mutation passes here
// ('signIn', 'passwordReset' or 'registration'), or the answer's action will not match.
import { ERROR_MESSAGES, type ErrorMessageKey } from '@portal/domain/errors';
import type { BotCheckConfig, BotCheckProvider } from './botCheckConfig';
import { postSiteVerify, verdictFor } from './siteVerify';
import type { BotCheckAction, BotCheckFailureReason, BotCheckOutcome } from './botCheckTypes';

export type { BotCheckAction, BotCheckFailureReason, BotCheckOutcome } from './botCheckTypes';

export interface BotCheckContext {
  action: BotCheckAction;
  /** The caller's IP as the BFF sees it (Fastify request.ip; set TRUST_PROXY behind a proxy). */
  remoteIp?: string;
}

export type BotCheckFailure = Extract<BotCheckOutcome, { ok: false }>;

export interface BotCheck {
  readonly provider: BotCheckProvider;
  verify(token: string | null | undefined, context: BotCheckContext): Promise<BotCheckOutcome>;
}

/** The part of a pino logger this module uses; pass the BFF's logger to see why checks fail. */
export interface BotCheckLogger {
  warn(details: object, message: string): void;
}

export interface BotCheckOptions {
  logger?: BotCheckLogger;
}

export function createBotCheck(config: BotCheckConfig, options: BotCheckOptions = {}): BotCheck {
  if (config.provider === 'none') {
    return { provider: 'none', verify: async () => ({ ok: true }) };
  }
  const { provider } = config;
  const logger = options.logger;
  return {
    provider,
    async verify(token, context) {
      if (typeof token !== 'string' || token.trim() === '') {
        logger?.warn({ provider, action: context.action }, 'bot check: no token');
        return { ok: false, reason: 'MISSING' };
      }
      const result = await postSiteVerify({
        url: config.verifyUrl,
        secret: config.secret,
        token,
        remoteIp: context.remoteIp,
        timeoutMs: config.timeoutMs,
      });
      if ('unavailable' in result) {
        logger?.warn({ provider, action: context.action, failure: result.unavailable }, 'bot check: verifier unavailable');
        return { ok: false, reason: 'UNAVAILABLE' };
      }
      const outcome = verdictFor(provider, result.answer, { action: context.action, minScore: config.minScore });
      if (!outcome.ok) {
        // Misconfigured keys show up here as error codes (invalid-input-secret…) on every attempt.
        logger?.warn(
          { provider, action: context.action, reason: outcome.reason, answer: answerSummary(result.answer) },
          'bot check: failed',
        );
      }
      return outcome;
    },
  };
}

const MESSAGE_KEYS: Readonly<Record<BotCheckFailureReason, ErrorMessageKey>> = {
  BLOCKED: 'botBlocked',
  MISSING: 'botBlocked',
  EXPIRED: 'botExpired',
  UNAVAILABLE: 'connectionTimedOut',
};

/** The §8 catalogue key for a failed check (the web translates by key or by English text). */
export const botCheckMessageKey = (outcome: BotCheckFailure): ErrorMessageKey => MESSAGE_KEYS[outcome.reason];

/** The §8 English text for a failed check: 'Blocked By ReCAPTCHA', 'ReCAPTCHA Expired, …' or the connection error. */
export const botCheckErrorMessage = (outcome: BotCheckFailure): string => ERROR_MESSAGES[botCheckMessageKey(outcome)];

/** Only the answer's verdict fields go to logs: nothing the browser sent, nothing secret. */
function answerSummary(answer: unknown) {
  if (!answer || typeof answer !== 'object') return { shape: typeof answer };
  const { success, score, action, hostname } = answer as Record<string, unknown>;
  return { success, score, action, hostname, errorCodes: (answer as Record<string, unknown>)['error-codes'] };
}
