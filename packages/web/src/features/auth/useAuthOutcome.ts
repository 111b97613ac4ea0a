// §4 branching shared by /login, /2FA and /create-password: where a step leads, and the
// language applied on the way (the user's stored one, or the one just picked signed out).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  fromGraphQLLanguage,
  markLanguageAppliedAtSignIn,
  peekSignedOutChoice,
  switchLanguage,
  takeSignedOutChoice,
} from '../../i18n/language';
import { markSessionStarted } from '../../session/sessionEvents';
import { takeReturnTo } from '../../session/returnTo';
import { AUTH_PATHS, pathForPendingStep, type AuthStep } from './authSteps';

export interface AuthOutcome {
  readonly step: AuthStep;
  readonly viewer?: { readonly language: string } | null;
  readonly pendingSignIn?: { readonly language: string } | null;
}

/** Follows a successful step; returns false when the step leads nowhere (a failure). */
export function useAuthOutcome() {
  const navigate = useNavigate();

  return useCallback(
    async (outcome: AuthOutcome): Promise<boolean> => {
      if (outcome.step === 'SIGNED_IN' && outcome.viewer) {
        markSessionStarted();
        markLanguageAppliedAtSignIn();
        const stored = fromGraphQLLanguage(outcome.viewer.language);
        const chosen = takeSignedOutChoice();
        if (chosen && chosen !== stored) {
          // Through Relay, which the signed-in screens load anyway: the store learns the new language.
          const [{ storeLanguage }] = await Promise.all([import('../shell/useChangeLanguageMutation'), switchLanguage(chosen)]);
          storeLanguage(chosen);
        } else {
          await switchLanguage(stored);
        }
        await navigate(takeReturnTo() ?? AUTH_PATHS.dashboard, { replace: true });
        return true;
      }
      const path = pathForPendingStep(outcome.step);
      if (!path) return false;
      if (outcome.pendingSignIn && !peekSignedOutChoice()) {
        await switchLanguage(fromGraphQLLanguage(outcome.pendingSignIn.language));
      }
      await navigate(path, { replace: outcome.step === 'PASSWORD_CONFIRMED' });
      return true;
    },
    [navigate],
  );
}
