// Adds a patient (§7 patient signup) and appends the new row to the active patients table; the
// Patients tab badge follows through the payload's viewer, the status toggles through its counts.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { CreatePatientInput, useCreatePatientMutation as Mutation } from '../../__generated__/useCreatePatientMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { linkPayloadPatientCounts, patientsConnectionId } from '../patients/patientsConnection';

const mutation = graphql`
  mutation useCreatePatientMutation($input: CreatePatientInput!, $connections: [ID!]!) {
    createPatient(input: $input) {
      patientEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...PatientsTable_patients
          ...PatientForm_patient
        }
      }
      patientCounts {
        ...PatientStatusToggles_counts
      }
      viewer {
        id
        ...DashboardTabs_viewer
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

// @appendEdge adds the edge; the connection's totalCount and the counts are ours to keep.
const updater: SelectorStoreUpdater<Mutation['response']> = (store, data) => {
  linkPayloadPatientCounts(store, 'createPatient');
  const connection = store.get(patientsConnectionId());
  const total = connection?.getValue('totalCount');
  if (data?.createPatient.patientEdge && connection && typeof total === 'number') {
    connection.setValue(total + 1, 'totalCount');
  }
};

export function useCreatePatientMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation, updater);
  const createPatient = useCallback(
    async (input: CreatePatientInput) => (await run({ input, connections: [patientsConnectionId()] })).createPatient.errors,
    [run],
  );
  return [createPatient, inFlight] as const;
}
