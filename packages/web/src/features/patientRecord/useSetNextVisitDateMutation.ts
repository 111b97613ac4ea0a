// Sets the patient's next visit date (§5: required, not in the past); the visits panel re-reads
// its fragment from the payload.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SetNextVisitDateInput,
  useSetNextVisitDateMutation as Mutation,
} from '../../__generated__/useSetNextVisitDateMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSetNextVisitDateMutation($input: SetNextVisitDateInput!) {
    setNextVisitDate(input: $input) {
      patient {
        id
        nextVisitDate
        ...PatientVisitsSummary_patient
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

export function useSetNextVisitDateMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const setNextVisitDate = useCallback(async (input: SetNextVisitDateInput) => (await run({ input })).setNextVisitDate.errors, [run]);
  return [setNextVisitDate, inFlight] as const;
}
