// Edits a software version (§7 POST /versions/editVersion); the row re-reads its fragment from the
// payload and the header counters take the payload's fresh values.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  EditSoftwareVersionInput,
  useEditSoftwareVersionMutation as Mutation,
} from '../../__generated__/useEditSoftwareVersionMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { copyFleetCounters } from '../adminConsole/fleetCountersUpdater';

const mutation = graphql`
  mutation useEditSoftwareVersionMutation($input: EditSoftwareVersionInput!) {
    editSoftwareVersion(input: $input) {
      version {
        id
        ...VersionsTable_versions
        ...VersionFormPanel_version
      }
      fleetCounters {
        total
        needingUpdate
        withErrors
      }
      errors {
        ...payloadErrors_userError
        # Someone else saved the version since the form was opened: the store takes it as saved,
        # which the form then shows beside what was typed.
        ... on EditConflictError {
          current {
            id
            # Every field the table and the form show.
            ... on SoftwareVersion {
              version
              type
              component
              versionNumber
              url
              forceUpdate
              createdAt
              addedByName
            }
          }
        }
      }
    }
  }
`;

const updater = copyFleetCounters('editSoftwareVersion');

export function useEditSoftwareVersionMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation, updater);
  const editVersion = useCallback(async (input: EditSoftwareVersionInput) => (await run({ input })).editSoftwareVersion.errors, [run]);
  return [editVersion, inFlight] as const;
}
