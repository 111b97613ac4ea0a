// A site admin saves their site's attention thresholds from the version the dialog read;
// the payload carries the stored values, which the settings dialog shows again. Saved by another
// site admin meanwhile, the store takes theirs, which the dialog shows beside what was typed.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SetAttentionThresholdsInput,
  useSetAttentionThresholdsMutation as Mutation,
} from '../../__generated__/useSetAttentionThresholdsMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSetAttentionThresholdsMutation($input: SetAttentionThresholdsInput!) {
    setAttentionThresholds(input: $input) {
      settings {
        id
        version
        thresholds {
          noTestDays
          actDeviation
          stereoArcsec
          visualAcuityLogMar
          fusionalBreak
        }
      }
      errors {
        ...payloadErrors_userError
        ... on EditConflictError {
          current {
            id
            ... on AttentionSettings {
              version
              thresholds {
                noTestDays
                actDeviation
                stereoArcsec
                visualAcuityLogMar
                fusionalBreak
              }
            }
          }
        }
      }
    }
  }
`;

export function useSetAttentionThresholdsMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const save = useCallback(async (input: SetAttentionThresholdsInput) => (await run({ input })).setAttentionThresholds.errors, [run]);
  return [save, inFlight] as const;
}
