// Sets the patient's next visit date (§5: required, not in the past) from the version the picker
// was opened with; the visits panel re-reads its fragment from the payload. Planned by someone else
// meanwhile, the store takes the patient as saved and the picker says what date is saved now.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SetNextVisitDateInput,
  useSetNextVisitDateMutation as Mutation,
} from '../../__generated__/useSetNextVisitDateMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { linkPayloadPatientCounts } from '../patients/patientsConnection';

const mutation = graphql`
  mutation useSetNextVisitDateMutation($input: SetNextVisitDateInput!) {
    setNextVisitDate(input: $input) {
      patient {
        id
        version
        nextVisitDate
        daysOverdue
        ...PatientVisitsSummary_patient
      }
      # A new date can end an overdue count: the status toggles show the new numbers.
      patientCounts {
        ...PatientStatusToggles_counts
      }
      errors {
        __typename
        ...payloadErrors_userError
        ... on EditConflictError {
          current {
            id
            # What the record, the tables and the attention list show of the plan.
            ... on Patient {
              version
              nextVisitDate
              daysOverdue
              accountStatus
            }
          }
        }
      }
    }
  }
`;

export type NextVisitErrors = Mutation['response']['setNextVisitDate']['errors'];

/** The patient's plan as saved by someone else since the picker was opened, or null when that is not why it failed. */
export function savedPlanOf(errors: NextVisitErrors): { version: string; nextVisitDate: string | null } | null {
  for (const error of errors) {
    if (error.__typename === 'EditConflictError' && error.current?.version !== undefined) {
      return { version: error.current.version, nextVisitDate: error.current.nextVisitDate ?? null };
    }
  }
  return null;
}

const updater = (store: Parameters<typeof linkPayloadPatientCounts>[0]) => linkPayloadPatientCounts(store, 'setNextVisitDate');

export function useSetNextVisitDateMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation, updater);
  const setNextVisitDate = useCallback(async (input: SetNextVisitDateInput) => (await run({ input })).setNextVisitDate.errors, [run]);
  return [setNextVisitDate, inFlight] as const;
}
