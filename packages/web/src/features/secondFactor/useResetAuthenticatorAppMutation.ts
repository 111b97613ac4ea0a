// Removes a clinician's or an admin's authenticator app (a platform admin, for a lost phone and
// lost recovery codes). Nothing in the console's lists changes: the answer is only whether it worked.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useResetAuthenticatorAppMutation as Mutation } from '../../__generated__/useResetAuthenticatorAppMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useResetAuthenticatorAppMutation($input: ResetAuthenticatorAppInput!) {
    resetAuthenticatorApp(input: $input) {
      resetId
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

export function useResetAuthenticatorAppMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const resetAuthenticatorApp = useCallback(async (id: string) => (await run({ input: { id } })).resetAuthenticatorApp.errors, [run]);
  return [resetAuthenticatorApp, inFlight] as const;
}
