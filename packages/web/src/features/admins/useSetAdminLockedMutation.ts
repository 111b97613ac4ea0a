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
      }
    }
  }
`;

export function useSetAdminLockedMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const setAdminLocked = useCallback(
    async (id: string, locked: boolean) => (await run({ input: { id, locked } })).setAdminLocked.errors,
    [run],
  );
  return [setAdminLocked, inFlight] as const;
}
