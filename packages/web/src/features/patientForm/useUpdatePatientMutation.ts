// Edits a patient's details (§7 patient edit) from the version the form read; the table row, the
// patient page and the form re-read their fragments from the payload, and the counts follow (a new
// birthdate can make a child an adult).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { UpdatePatientInput, useUpdatePatientMutation as Mutation } from '../../__generated__/useUpdatePatientMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { linkPayloadPatientCounts } from '../patients/patientsConnection';

const mutation = graphql`
  mutation useUpdatePatientMutation($input: UpdatePatientInput!) {
    updatePatient(input: $input) {
      patient {
        id
        category
        ...PatientsTable_patients
        ...PatientSummaryPanel_patient
        ...PatientForm_patient
      }
      patientCounts {
        ...PatientStatusToggles_counts
      }
      errors {
        ...payloadErrors_userError
        # Someone else saved the patient since the form was opened: the store takes the patient as
        # saved, which the form then shows beside what was typed.
        ... on EditConflictError {
          current {
            id
            # What the form, the edit page and the record's header show (fragment spreads are refused here).
            ... on Patient {
              version
              fullName
              firstName
              lastName
              category
              age
              accountStatus
              detailsEditable
              nextVisitDate
              personal {
                firstName
                lastName
                socialId
                gender
                birthdate
                email
                phoneNumber
                notes
                address {
                  street
                  apartment
                  city
                  state
                  country
                  zipCode
                }
              }
            }
          }
        }
      }
    }
  }
`;

const updater = (store: Parameters<typeof linkPayloadPatientCounts>[0]) => linkPayloadPatientCounts(store, 'updatePatient');

export function useUpdatePatientMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation, updater);
  const updatePatient = useCallback(async (input: UpdatePatientInput) => (await run({ input })).updatePatient.errors, [run]);
  return [updatePatient, inFlight] as const;
}
