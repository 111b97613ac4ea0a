// The bot check of a form (§2 "The sign-in bot check is invisible"; §5 "Bot check on all auth
// and registration submits"), without Relay (/login loads none): the form awaits the
// returned function on submit and sends the token as `botToken`. With provider NONE nothing is
// loaded and the token is null. Screens on Relay use useBotCheck (a fragment on AppInfo).
import { useCallback, useEffect, useRef } from 'react';
import { loadScript, recaptchaScriptFor, recaptchaToken, turnstileToken, TURNSTILE_SCRIPT, type BotCheckAction } from './botCheckScripts';

export type { BotCheckAction };

/** How long a submit made before the page's query answered waits to learn which bot check applies. */
export const PROVIDER_WAIT_MS = 5000;

/** A fresh token for one submit, or null (no bot check, or the provider could not be reached). */
export type GetBotToken = () => Promise<string | null>;

/** The deployment's bot check, as AppInfo.botCheck tells it. */
export interface BotCheckInfo {
  readonly provider: string;
  readonly siteKey: string | null | undefined;
}

/** `botCheck` is null while the page's query has not answered (the login form paints before it). */
export function useBotCheckToken(action: BotCheckAction, botCheck: BotCheckInfo | null): GetBotToken {
  const known = botCheck != null;
  const provider = botCheck?.siteKey ? botCheck.provider : 'NONE';
  const siteKey = botCheck?.siteKey ?? '';

  // Load the script with the page, not on submit: the submit stays quick, and reCAPTCHA v3
  // scores better with the time it has watched the page.
  useEffect(() => {
    if (provider === 'RECAPTCHA') void loadScript(recaptchaScriptFor(siteKey));
    if (provider === 'TURNSTILE') void loadScript(TURNSTILE_SCRIPT);
  }, [provider, siteKey]);

  const token = useCallback(async () => {
    if (provider === 'RECAPTCHA') return recaptchaToken(siteKey, action);
    if (provider === 'TURNSTILE') return turnstileToken(siteKey, action);
    return null;
  }, [provider, siteKey, action]);

  // A submit made before the provider is known waits for it rather than sending no token.
  const current = useRef<GetBotToken | null>(null);
  const waiting = useRef<((ready: GetBotToken) => void)[]>([]);
  useEffect(() => {
    if (!known) return;
    current.current = token;
    waiting.current.splice(0).forEach((resume) => resume(token));
  }, [known, token]);

  return useCallback(async () => {
    const ready =
      current.current ??
      (await new Promise<GetBotToken>((resume) => {
        waiting.current.push(resume);
        // Never a submit that spins for ever: without an answer it goes on with no token, and the
        // BFF refuses it with its own message if the site requires a bot check.
        setTimeout(() => resume(async () => null), PROVIDER_WAIT_MS);
      }));
    return ready();
  }, []);
}
