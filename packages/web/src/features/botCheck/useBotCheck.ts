// The bot check of a form (§2 "The sign-in bot check is invisible"; §5 "Bot check on all auth
// and registration submits"): the page spreads `...useBotCheck_appInfo` into its appInfo and
// hands it here; the form awaits the returned function on submit and sends the token as
// `botToken`. With provider NONE nothing is loaded and the token is null.
import { useCallback, useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useBotCheck_appInfo$key } from '../../__generated__/useBotCheck_appInfo.graphql';
import { loadScript, recaptchaScriptFor, recaptchaToken, turnstileToken, TURNSTILE_SCRIPT, type BotCheckAction } from './botCheckScripts';

const fragment = graphql`
  fragment useBotCheck_appInfo on AppInfo {
    botCheck {
      provider
      siteKey
    }
  }
`;

export type { BotCheckAction };

/** How long a submit made before the page's query answered waits to learn which bot check applies. */
export const PROVIDER_WAIT_MS = 5000;

/** A fresh token for one submit, or null (no bot check, or the provider could not be reached). */
export type GetBotToken = () => Promise<string | null>;

export function useBotCheck(action: BotCheckAction, appInfo: useBotCheck_appInfo$key | null): GetBotToken {
  // Null while the page's query has not answered (the login form paints before it, issue 17).
  const data = useFragment(fragment, appInfo);
  const known = data != null;
  const provider = data?.botCheck.siteKey ? data.botCheck.provider : 'NONE';
  const siteKey = data?.botCheck.siteKey ?? '';

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
