// Deletes a patient (§7 DELETE /patients/{id}/profile): the row leaves the table, the
// status toggles' counts and the tab badge follow from the payload (§4). A patient already
// deleted elsewhere (another tab) comes back named with a ConflictError: the row leaves too.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { useDeletePatientMutation as Mutation } from '../../__generated__/useDeletePatientMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { linkPayloadPatientCounts, patientsConnectionId } from './patientsConnection';

const mutation = graphql`
  mutation useDeletePatientMutation($input: DeletePatientInput!, $connections: [ID!]!) {
    deletePatient(input: $input) {
      deletedId @deleteEdge(connections: $connections)
      patientCounts {
        ...PatientStatusToggles_counts
      }
      viewer {
        ...DashboardTabs_viewer
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

// @deleteEdge removes the edge; the connection's totalCount and the counts are ours to keep.
const updater: SelectorStoreUpdater<Mutation['response']> = (store, data) => {
  linkPayloadPatientCounts(store, 'deletePatient');
  const connection = store.get(patientsConnectionId());
  const total = connection?.getValue('totalCount');
  if (data?.deletePatient.deletedId && connection && typeof total === 'number' && total > 0) {
    connection.setValue(total - 1, 'totalCount');
  }
};

/** `onRemoved` runs when the patient is gone, whether deleted now or already before (its errors still say so). */
export function useDeletePatientMutation({ onRemoved }: { onRemoved?: (id: string) => void } = {}) {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation, updater);
  const deletePatient = useCallback(
    async (id: string, connectionId: string = patientsConnectionId()) => {
      const { deletePatient: payload } = await run({ input: { id }, connections: [connectionId] });
      if (payload.deletedId) onRemoved?.(payload.deletedId);
      return payload.errors;
    },
    [run, onRemoved],
  );
  return [deletePatient, inFlight] as const;
}
