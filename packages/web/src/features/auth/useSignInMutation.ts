import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useSignInMutation as SignInMutation,
  useSignInMutation$data,
} from '../../__generated__/useSignInMutation.graphql';
import { commitWithCallerErrors } from '../../relay/commitWithCallerErrors';

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      step
      viewer {
        id
        language
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

/** Checks the username and password (§4); failures come back in the result, not in the modal. */
export function useSignInMutation() {
  const [commit, inFlight] = useMutation<SignInMutation>(mutation, commitWithCallerErrors);
  const signIn = useCallback(
    (username: string, password: string) =>
      new Promise<SignInResult>((resolve, reject) => {
        commit({
          variables: { input: { username, password } },
          onCompleted: (data) => resolve(data.signIn),
          onError: reject,
        });
      }),
    [commit],
  );
  return [signIn, inFlight] as const;
}
