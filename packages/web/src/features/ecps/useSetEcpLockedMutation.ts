// Locks or unlocks an ECP (§4: lock sends Enabled=0, unlock Enabled=1); the row's locked mark
// and greying follow from the returned ECP.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetEcpLockedMutation as Mutation } from '../../__generated__/useSetEcpLockedMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSetEcpLockedMutation($input: SetEcpLockedInput!) {
    setEcpLocked(input: $input) {
      ecp {
        id
        locked
        ...EcpsTable_ecps
      }
      errors {
        ...payloadErrors_userError
        # Someone else saved the ECP since the row was read: the row shows it as saved now.
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

export function useSetEcpLockedMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const setEcpLocked = useCallback(
    async (id: string, locked: boolean, expectedVersion: string) =>
      (await run({ input: { id, locked, expectedVersion } })).setEcpLocked.errors,
    [run],
  );
  return [setEcpLocked, inFlight] as const;
}
