// Removes a software version (§7 DELETE /versions/{id}): the row leaves the table, the tab badge
// and the header counters follow.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteSoftwareVersionMutation as Mutation } from '../../__generated__/useDeleteSoftwareVersionMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { copyFleetCounters } from '../adminConsole/fleetCountersUpdater';

const mutation = graphql`
  mutation useDeleteSoftwareVersionMutation($input: DeleteSoftwareVersionInput!, $connections: [ID!]!) {
    deleteSoftwareVersion(input: $input) {
      deletedId @deleteEdge(connections: $connections)
      fleetCounters {
        total
        needingUpdate
        withErrors
      }
      viewer {
        ...DashboardTabs_viewer
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

const updater = copyFleetCounters('deleteSoftwareVersion');

export function useDeleteSoftwareVersionMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation, updater);
  const deleteVersion = useCallback(
    async (id: string, connectionId: string) =>
      (
        await run({ input: { id }, connections: [connectionId] }, (store, data) => {
          if (data?.deleteSoftwareVersion.deletedId) shiftTotalCount(store, [connectionId], -1);
        })
      ).deleteSoftwareVersion.errors,
    [run],
  );
  return [deleteVersion, inFlight] as const;
}
