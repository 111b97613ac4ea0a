import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreatePasswordInput,
  useCreatePasswordMutation as CreatePasswordMutation,
  useCreatePasswordMutation$data,
} from '../../__generated__/useCreatePasswordMutation.graphql';
import { commitWithCallerErrors } from '../../relay/commitWithCallerErrors';

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
  const [commit, inFlight] = useMutation<CreatePasswordMutation>(mutation, commitWithCallerErrors);
  const createPassword = useCallback(
    (input: CreatePasswordInput) =>
      new Promise<CreatePasswordResult>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (data) => resolve(data.createPassword),
          onError: reject,
        });
      }),
    [commit],
  );
  return [createPassword, inFlight] as const;
}
