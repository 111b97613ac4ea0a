import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  useVerifySecondFactorMutation as VerifySecondFactorMutation,
  useVerifySecondFactorMutation$data,
} from '../../__generated__/useVerifySecondFactorMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useVerifySecondFactorMutation($input: VerifySecondFactorInput!) {
    verifySecondFactor(input: $input) {
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

export type VerifySecondFactorResult = useVerifySecondFactorMutation$data['verifySecondFactor'];

/** Checks the e-mailed 6-digit code of the sign-in in progress. */
export function useVerifySecondFactorMutation() {
  const [run, inFlight] = usePromiseMutation<VerifySecondFactorMutation>(mutation);
  const verify = useCallback(async (code: string) => (await run({ input: { code } })).verifySecondFactor, [run]);
  return [verify, inFlight] as const;
}
