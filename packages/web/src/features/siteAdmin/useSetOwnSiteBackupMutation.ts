// A site admin turns their own site's test-data backup on or off (§2 Navbar, §4 "Site backup
// toggle asks for confirmation and stores the returned site"): the payload's viewer carries the
// stored flag, also when the toggle was refused as made from an older version of the site, so the
// navbar checkbox follows the server.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetOwnSiteBackupMutation as Mutation } from '../../__generated__/useSetOwnSiteBackupMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSetOwnSiteBackupMutation($input: SetSiteBackupInput!) {
    setSiteBackup(input: $input) {
      viewer {
        id
        site {
          siteId
          backUpData
          version
        }
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

export function useSetOwnSiteBackupMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const setBackup = useCallback(
    async (siteId: string, backUpData: boolean, expectedVersion: string | null) =>
      (await run({ input: { id: siteId, backUpData, expectedVersion } })).setSiteBackup.errors,
    [run],
  );
  return [setBackup, inFlight] as const;
}
