import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSignInMutation as SignInMutation, useSignInMutation$data } from '../../__generated__/useSignInMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { rememberViewerRole } from '../../session/rememberedRole';

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      step
      viewer {
        id
        language
        role
      }
      pendingSignIn {
        step
        mustSignTerms
        language
      }
      errors {
        __typename
        code
        title
        messages
        ... on ValidationError {
          fieldErrors {
            field
            key
          }
        }
      }
    }
  }
`;

export type SignInResult = useSignInMutation$data['signIn'];

/**
 * Checks the username and password (§4) after the bot-check token (null without a bot check);
 * failures come back in the result, not in the modal.
 */
export function useSignInMutation() {
  const [run, inFlight] = usePromiseMutation<SignInMutation>(mutation);
  const signIn = useCallback(
    async (username: string, password: string, botToken: string | null = null) => {
      // A new sign-in: whatever role this browser remembered is someone else's until it answers.
      rememberViewerRole(null);
      const result = (await run({ input: { username, password, botToken } })).signIn;
      rememberViewerRole(result.viewer?.role ?? null);
      return result;
    },
    [run],
  );
  return [signIn, inFlight] as const;
}
