// Deletes a pending registration (§7 DELETE /pending/{id}); §4: the row leaves the table after a
// successful call, and the tab badge follows.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeletePendingUserMutation as Mutation } from '../../__generated__/useDeletePendingUserMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeletePendingUserMutation($input: DeletePendingUserInput!, $connections: [ID!]!) {
    deletePendingUser(input: $input) {
      deletedId @deleteEdge(connections: $connections)
      viewer {
        ...DashboardTabs_viewer
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

export function useDeletePendingUserMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const deletePendingUser = useCallback(
    async (id: string, connectionId: string) =>
      (
        await run({ input: { id }, connections: [connectionId] }, (store, data) => {
          if (data?.deletePendingUser.deletedId) shiftTotalCount(store, [connectionId], -1);
        })
      ).deletePendingUser.errors,
    [run],
  );
  return [deletePendingUser, inFlight] as const;
}
