import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useVerifySecondFactorMutation as VerifySecondFactorMutation,
  useVerifySecondFactorMutation$data,
} from '../../__generated__/useVerifySecondFactorMutation.graphql';
import { commitWithCallerErrors } from '../../relay/commitWithCallerErrors';

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
  const [commit, inFlight] = useMutation<VerifySecondFactorMutation>(mutation, commitWithCallerErrors);
  const verify = useCallback(
    (code: string) =>
      new Promise<VerifySecondFactorResult>((resolve, reject) => {
        commit({
          variables: { input: { code } },
          onCompleted: (data) => resolve(data.verifySecondFactor),
          onError: reject,
        });
      }),
    [commit],
  );
  return [verify, inFlight] as const;
}
