import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useRequestPasswordResetMutation as RequestPasswordResetMutation,
  useRequestPasswordResetMutation$data,
} from '../../__generated__/useRequestPasswordResetMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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

/** Asks for a create-password link by e-mail (§2 /ResetPassword), with the bot-check token (null without one). */
export function useRequestPasswordResetMutation() {
  const [run, inFlight] = usePromiseMutation<RequestPasswordResetMutation>(mutation);
  const request = useCallback(
    async (username: string, botToken: string | null = null) => (await run({ input: { username, botToken } })).requestPasswordReset,
    [run],
  );
  return [request, inFlight] as const;
}
