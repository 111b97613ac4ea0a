// Deletes a site and its ECPs (§4), its devices moved or left without a site as chosen: the site
// leaves the sites table and its ECPs the ECP table; the devices table is read again when opened.
import { useCallback } from 'react';
import { ConnectionHandler, graphql } from 'react-relay';
import type { SiteDevicesChoice, useDeleteSiteMutation as Mutation } from '../../__generated__/useDeleteSiteMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { ECPS_CONNECTION_KEY } from '../ecps/ecpsConnection';

const mutation = graphql`
  mutation useDeleteSiteMutation($input: DeleteSiteInput!, $connections: [ID!]!, $ecpConnections: [ID!]!) {
    deleteSite(input: $input) {
      deletedId @deleteEdge(connections: $connections)
      deletedEcpIds @deleteEdge(connections: $ecpConnections)
      movedDeviceIds
      viewer {
        ...DashboardTabs_viewer
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

export function useDeleteSiteMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const deleteSite = useCallback(
    async (id: string, connectionId: string, devices: SiteDevicesChoice | null = null) => {
      // The ECP table may not be loaded; its connection id is known from where it lives.
      const ecpConnection = ConnectionHandler.getConnectionID('client:root:adminConsole', ECPS_CONNECTION_KEY);
      const result = await run({ input: { id, devices }, connections: [connectionId], ecpConnections: [ecpConnection] }, (store, data) => {
        if (!data?.deleteSite.deletedId) return;
        shiftTotalCount(store, [connectionId], -1);
        shiftTotalCount(store, [ecpConnection], -(data.deleteSite.deletedEcpIds?.length ?? 0));
      });
      return result.deleteSite.errors;
    },
    [run],
  );
  return [deleteSite, inFlight] as const;
}
