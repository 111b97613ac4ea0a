// The bot check of a form (§2 "The sign-in bot check is invisible"; §5 "Bot check on all auth
// and registration submits"): the page spreads `...useBotCheck_appInfo` into its appInfo and
// hands it here; the form awaits the returned function on submit and sends the token as
// `botToken`. With provider NONE nothing is loaded and the token is null.
import { useCallback, useEffect } from 'react';
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

/** A fresh token for one submit, or null (no bot check, or the provider could not be reached). */
export type GetBotToken = () => Promise<string | null>;

export function useBotCheck(action: BotCheckAction, appInfo: useBotCheck_appInfo$key): GetBotToken {
  const { botCheck } = useFragment(fragment, appInfo);
  const provider = botCheck.siteKey ? botCheck.provider : 'NONE';
  const siteKey = botCheck.siteKey ?? '';

  // Load the script with the page, not on submit: the submit stays quick, and reCAPTCHA v3
  // scores better with the time it has watched the page.
  useEffect(() => {
    if (provider === 'RECAPTCHA') void loadScript(recaptchaScriptFor(siteKey));
    if (provider === 'TURNSTILE') void loadScript(TURNSTILE_SCRIPT);
  }, [provider, siteKey]);

  return useCallback(async () => {
    if (provider === 'RECAPTCHA') return recaptchaToken(siteKey, action);
    if (provider === 'TURNSTILE') return turnstileToken(siteKey, action);
    return null;
  }, [provider, siteKey, action]);
}
