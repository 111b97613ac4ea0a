// Adds a software version (§7 POST /versions/addNewVersion): the row is appended, the tab badge
// and the header counters follow (a newer version can make devices need an update).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  AddSoftwareVersionInput,
  useAddSoftwareVersionMutation as Mutation,
} from '../../__generated__/useAddSoftwareVersionMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { copyFleetCounters } from '../adminConsole/fleetCountersUpdater';

const mutation = graphql`
  mutation useAddSoftwareVersionMutation($input: AddSoftwareVersionInput!, $connections: [ID!]!) {
    addSoftwareVersion(input: $input) {
      versionEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...VersionsTable_versions
          ...VersionFormPanel_version
        }
      }
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

const updater = copyFleetCounters('addSoftwareVersion');

export function useAddSoftwareVersionMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation, updater);
  const addVersion = useCallback(
    async (input: AddSoftwareVersionInput, connectionId: string) =>
      (
        await run({ input, connections: [connectionId] }, (store, data) => {
          if (data?.addSoftwareVersion.versionEdge) shiftTotalCount(store, [connectionId], 1);
        })
      ).addSoftwareVersion.errors,
    [run],
  );
  return [addVersion, inFlight] as const;
}
