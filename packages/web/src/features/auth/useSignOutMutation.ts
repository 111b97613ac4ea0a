import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { useSignOutMutation as SignOutMutation } from '../../__generated__/useSignOutMutation.graphql';
import { commitWithCallerErrors } from '../../relay/commitWithCallerErrors';
import { resetRelayEnvironment } from '../../relay/environment';
import { forgetReturnTo, rememberReturnTo } from '../../session/returnTo';
import { markSignedOut } from '../../session/sessionEvents';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { AUTH_PATHS } from './authSteps';
import type { LoginLocationState } from './LoginForm';

const mutation = graphql`
  mutation useSignOutMutation($input: SignOutInput) {
    signOut(input: $input) {
      step
    }
  }
`;

export type SignOutReason = 'USER' | 'IDLE';

/**
 * Ends the session (§4): the server forgets the token, the browser forgets every record
 * of this user (a fresh Relay store) and shows /login. An idle sign-out remembers the page.
 */
export function useSignOutMutation() {
  const [commit, inFlight] = useMutation<SignOutMutation>(mutation, commitWithCallerErrors);
  const navigate = useNavigate();
  const signOut = useCallback(
    (reason: SignOutReason) =>
      new Promise<void>((resolve) => {
        // Answers still on their way for this session must not report it as expired.
        markSignedOut();
        const finish = () => {
          if (reason === 'IDLE') rememberReturnTo(window.location.pathname + window.location.search);
          else forgetReturnTo();
          resetRelayEnvironment();
          const state: LoginLocationState | undefined =
            reason === 'IDLE' ? { banner: { title: ERROR_TITLES.sessionExpired, messages: [ERROR_MESSAGES.sessionExpired] } } : undefined;
          void navigate(AUTH_PATHS.login, { replace: true, state });
          resolve();
        };
        // Even when the server cannot be reached the browser side of the session ends.
        commit({ variables: { input: { reason } }, onCompleted: finish, onError: finish });
      }),
    [commit, navigate],
  );
  return [signOut, inFlight] as const;
}
