// Edits an ECP's details (§7 POST /doctors/{id}/profile); the row re-reads its fragment from
// the payload.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { UpdateEcpInput, useUpdateEcpMutation as Mutation } from '../../__generated__/useUpdateEcpMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateEcpMutation($input: UpdateEcpInput!) {
    updateEcp(input: $input) {
      ecp {
        id
        ...EcpsTable_ecps
        ...EcpFormPanel_ecp
      }
      errors {
        ...payloadErrors_userError
        # Someone else saved the ECP since the form was opened: the store takes the saved ECP, which
        # the form then shows beside what was typed.
        ... on EditConflictError {
          current {
            id
            # Every field the table and the form show: the store then holds the ECP as saved.
            ... on Ecp {
              version
              firstName
              lastName
              fullName
              email
              pendingEmail
              phoneNumber
              profession
              medicalLicense
              notes
              siteName
              site {
                id
                name
              }
              isSiteAdmin
              locked
              pending
            }
          }
        }
      }
    }
  }
`;

export function useUpdateEcpMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const updateEcp = useCallback(async (input: UpdateEcpInput) => (await run({ input })).updateEcp.errors, [run]);
  return [updateEcp, inFlight] as const;
}
