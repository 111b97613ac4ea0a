import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  CreatePasswordInput,
  useCreatePasswordMutation as CreatePasswordMutation,
  useCreatePasswordMutation$data,
} from '../../__generated__/useCreatePasswordMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreatePasswordMutation($input: CreatePasswordInput!) {
    createPassword(input: $input) {
      step
      viewer {
        id
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

export type CreatePasswordResult = useCreatePasswordMutation$data['createPassword'];

/** Sets the new password after a sign-in that asked for one, or from an e-mailed link. */
export function useCreatePasswordMutation() {
  const [run, inFlight] = usePromiseMutation<CreatePasswordMutation>(mutation);
  const createPassword = useCallback(async (input: CreatePasswordInput) => (await run({ input })).createPassword, [run]);
  return [createPassword, inFlight] as const;
}
