// Removes an admin (§7 DELETE /admins/{id}/profile): the row leaves the table, the tab badge follows.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteAdminMutation as Mutation } from '../../__generated__/useDeleteAdminMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useDeleteAdminMutation($input: DeleteAdminInput!, $connections: [ID!]!) {
    deleteAdmin(input: $input) {
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

export function useDeleteAdminMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const deleteAdmin = useCallback(
    async (id: string, connectionId: string) =>
      (
        await run({ input: { id }, connections: [connectionId] }, (store, data) => {
          if (data?.deleteAdmin.deletedId) shiftTotalCount(store, [connectionId], -1);
        })
      ).deleteAdmin.errors,
    [run],
  );
  return [deleteAdmin, inFlight] as const;
}
