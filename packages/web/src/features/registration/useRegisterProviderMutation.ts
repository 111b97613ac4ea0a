// Sends the registration of /register (§7 POST /users/self/signup through registerProvider).
// Expected failures come back in the payload, titled 'Self registration' (§8), for the page to
// show beside the form; a call that fails outright opens the global error modal (§8).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  RegisterProviderInput,
  useRegisterProviderMutation as RegisterProviderMutation,
  useRegisterProviderMutation$data,
} from '../../__generated__/useRegisterProviderMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useRegisterProviderMutation($input: RegisterProviderInput!) {
    registerProvider(input: $input) {
      registered
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
        ... on ConflictError {
          field
        }
      }
    }
  }
`;

export type RegisterProviderResult = useRegisterProviderMutation$data['registerProvider'];

export function useRegisterProviderMutation() {
  const [run, inFlight] = usePromiseMutation<RegisterProviderMutation>(mutation, { globalErrorModal: true });
  const registerProvider = useCallback(async (input: RegisterProviderInput) => (await run({ input })).registerProvider, [run]);
  return [registerProvider, inFlight] as const;
}
