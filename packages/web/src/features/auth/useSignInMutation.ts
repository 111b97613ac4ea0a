// /login signs in without Relay. The tag only names the persisted document (babel
// turns it into the generated artifact, and `graphql` is then an unused import the build drops).
import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import type { useSignInMutation as SignInMutation, useSignInMutation$data } from '../../__generated__/useSignInMutation.graphql';
import { fetchOperation } from '../../relay/fetchGraphQL';
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
 * failures come back in the result, not in the modal (§8).
 */
export function useSignInMutation() {
  const [inFlight, setInFlight] = useState(false);
  const signIn = useCallback(async (username: string, password: string, botToken: string | null = null) => {
    // A new sign-in: whatever role this browser remembered is someone else's until it answers.
    rememberViewerRole(null);
    setInFlight(true);
    try {
      const variables = { input: { username, password, botToken } };
      const result = (await fetchOperation<SignInMutation>(mutation, variables, { callerHandlesErrors: true })).signIn;
      rememberViewerRole(result.viewer?.role ?? null);
      return result;
    } finally {
      setInFlight(false);
    }
  }, []);
  return [signIn, inFlight] as const;
}
