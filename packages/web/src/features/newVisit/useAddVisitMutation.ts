// Adds a visit (§7 addNewVisit): the new visit goes to the top of the patient's visit history
// (@prependEdge), and the patient's summaries re-read their fragments from the payload (last and
// next visit, counts, the tests at the last visit).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { ConnectionHandler, type SelectorStoreUpdater } from 'relay-runtime';
import type { AddVisitInput, useAddVisitMutation as Mutation } from '../../__generated__/useAddVisitMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { VISIT_HISTORY_CONNECTION_KEY } from '../patientRecord/VisitHistory';

const mutation = graphql`
  mutation useAddVisitMutation($input: AddVisitInput!, $connections: [ID!]!) {
    addVisit(input: $input) {
      visitEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...VisitHistoryRow_visit
        }
      }
      patient {
        id
        ...PatientVisitsSummary_patient
        ...PatientSummaryPanel_patient
        ...PatientsTable_patients
        ...LastVisitsSummary_patient
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

/** The patient's visit history connection (VisitHistory_visits takes no filters). */
export const visitHistoryConnectionId = (patientId: string) => ConnectionHandler.getConnectionID(patientId, VISIT_HISTORY_CONNECTION_KEY);

// @prependEdge adds the edge; the connection's totalCount is ours to keep.
const updater: SelectorStoreUpdater<Mutation['response']> = (store, data) => {
  const patientId = data?.addVisit.patient?.id;
  if (!patientId || !data?.addVisit.visitEdge) return;
  const connection = store.get(visitHistoryConnectionId(patientId));
  const total = connection?.getValue('totalCount');
  if (connection && typeof total === 'number') connection.setValue(total + 1, 'totalCount');
};

export function useAddVisitMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation, updater);
  const addVisit = useCallback(
    async (input: AddVisitInput) => (await run({ input, connections: [visitHistoryConnectionId(input.patientId)] })).addVisit.errors,
    [run],
  );
  return [addVisit, inFlight] as const;
}
