import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useRequestPasswordResetMutation as RequestPasswordResetMutation,
  useRequestPasswordResetMutation$data,
} from '../../__generated__/useRequestPasswordResetMutation.graphql';
import { commitWithCallerErrors } from '../../relay/commitWithCallerErrors';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      accepted
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

export type RequestPasswordResetResult = useRequestPasswordResetMutation$data['requestPasswordReset'];

/** Asks for a create-password link by e-mail (§2 /ResetPassword). */
export function useRequestPasswordResetMutation() {
  const [commit, inFlight] = useMutation<RequestPasswordResetMutation>(mutation, commitWithCallerErrors);
  const request = useCallback(
    (username: string) =>
      new Promise<RequestPasswordResetResult>((resolve, reject) => {
        commit({
          variables: { input: { username } },
          onCompleted: (data) => resolve(data.requestPasswordReset),
          onError: reject,
        });
      }),
    [commit],
  );
  return [request, inFlight] as const;
}
