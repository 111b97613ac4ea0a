// Edits an admin (§7 POST /admins/{id}/profile); the row re-reads its fragment from the payload.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { UpdateAdminInput, useUpdateAdminMutation as Mutation } from '../../__generated__/useUpdateAdminMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateAdminMutation($input: UpdateAdminInput!) {
    updateAdmin(input: $input) {
      admin {
        id
        ...AdminsTable_admins
        ...AdminFormPanel_admin
      }
      errors {
        ...payloadErrors_userError
        # Someone else saved the admin since the form was opened: the store takes the admin as saved,
        # which the form then shows beside what was typed.
        ... on EditConflictError {
          current {
            id
            # Every field the table and the form show.
            ... on Admin {
              version
              internalID
              firstName
              lastName
              fullName
              email
              pendingEmail
              phoneNumber
              twoFactorEnabled
              locked
              pending
            }
          }
        }
      }
    }
  }
`;

export function useUpdateAdminMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const updateAdmin = useCallback(async (input: UpdateAdminInput) => (await run({ input })).updateAdmin.errors, [run]);
  return [updateAdmin, inFlight] as const;
}
