// Locks or unlocks an admin (§4: Enabled 0 or 1); the row's locked mark and muting follow the payload.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetAdminLockedMutation as Mutation } from '../../__generated__/useSetAdminLockedMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSetAdminLockedMutation($input: SetAdminLockedInput!) {
    setAdminLocked(input: $input) {
      admin {
        id
        locked
        ...AdminsTable_admins
      }
      errors {
        ...payloadErrors_userError
        # Someone else saved the admin since the row was read: the row shows the admin as saved.
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

export function useSetAdminLockedMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const setAdminLocked = useCallback(
    async (id: string, locked: boolean, expectedVersion: string) =>
      (await run({ input: { id, locked, expectedVersion } })).setAdminLocked.errors,
    [run],
  );
  return [setAdminLocked, inFlight] as const;
}
