// Deletes (rejects) a pending registration (§7 DELETE /pending/{id}); §4: the row leaves the table
// after a successful call, and the tab badge follows. The pending site and ECP removed with it
// leave the sites and ECP tables, should they be in the store.
import { useCallback } from 'react';
import { ConnectionHandler, graphql } from 'react-relay';
import type { useDeletePendingUserMutation as Mutation } from '../../__generated__/useDeletePendingUserMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { ECPS_CONNECTION_KEY, SITES_CONNECTION_KEY } from '../ecps/ecpsConnection';

const mutation = graphql`
  mutation useDeletePendingUserMutation(
    $input: DeletePendingUserInput!
    $connections: [ID!]!
    $siteConnections: [ID!]!
    $ecpConnections: [ID!]!
  ) {
    deletePendingUser(input: $input) {
      deletedId @deleteEdge(connections: $connections)
      deletedSiteId @deleteEdge(connections: $siteConnections)
      deletedEcpId @deleteEdge(connections: $ecpConnections)
      viewer {
        ...DashboardTabs_viewer
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

// Those tables may not be loaded; their connection ids are known from where they live.
const sites = ConnectionHandler.getConnectionID('client:root:adminConsole', SITES_CONNECTION_KEY);
const ecps = ConnectionHandler.getConnectionID('client:root:adminConsole', ECPS_CONNECTION_KEY);

export function useDeletePendingUserMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const deletePendingUser = useCallback(
    async (id: string, connectionId: string) =>
      (
        await run({ input: { id }, connections: [connectionId], siteConnections: [sites], ecpConnections: [ecps] }, (store, data) => {
          const payload = data?.deletePendingUser;
          if (payload?.deletedId) shiftTotalCount(store, [connectionId], -1);
          if (payload?.deletedSiteId) shiftTotalCount(store, [sites], -1);
          if (payload?.deletedEcpId) shiftTotalCount(store, [ecps], -1);
        })
      ).deletePendingUser.errors,
    [run],
  );
  return [deletePendingUser, inFlight] as const;
}
