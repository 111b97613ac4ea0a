// Confirms a new e-mail address from the link sent to it (no session): the link's token and the
// account's own password.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useConfirmEmailChangeMutation as Mutation,
  useConfirmEmailChangeMutation$data,
} from '../../__generated__/useConfirmEmailChangeMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useConfirmEmailChangeMutation($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      email
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

export type ConfirmEmailChangeResult = useConfirmEmailChangeMutation$data['confirmEmailChange'];

export function useConfirmEmailChangeMutation() {
  const [run, inFlight] = usePromiseMutation<Mutation>(mutation);
  const confirm = useCallback(
    async (token: string, password: string) => (await run({ input: { token, password } })).confirmEmailChange,
    [run],
  );
  return [confirm, inFlight] as const;
}
