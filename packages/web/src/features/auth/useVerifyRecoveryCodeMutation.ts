import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useVerifyRecoveryCodeMutation as VerifyRecoveryCodeMutation } from '../../__generated__/useVerifyRecoveryCodeMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useVerifyRecoveryCodeMutation($input: VerifyRecoveryCodeInput!) {
    verifyRecoveryCode(input: $input) {
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

/** Uses one recovery code in place of the authenticator app's code (a sign-in whose method is APP). */
export function useVerifyRecoveryCodeMutation() {
  const [run, inFlight] = usePromiseMutation<VerifyRecoveryCodeMutation>(mutation);
  const verify = useCallback(async (recoveryCode: string) => (await run({ input: { recoveryCode } })).verifyRecoveryCode, [run]);
  return [verify, inFlight] as const;
}
