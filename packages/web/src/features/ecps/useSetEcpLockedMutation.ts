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
      }
    }
  }
`;

export function useSetEcpLockedMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const setEcpLocked = useCallback(
    async (id: string, locked: boolean) => (await run({ input: { id, locked } })).setEcpLocked.errors,
    [run],
  );
  return [setEcpLocked, inFlight] as const;
}
