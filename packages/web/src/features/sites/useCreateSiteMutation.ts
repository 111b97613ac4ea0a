// Adds a site (§7 POST /site/signup) and appends it to the sites table; the tab badge follows.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CreateSiteInput, useCreateSiteMutation as Mutation } from '../../__generated__/useCreateSiteMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreateSiteMutation($input: CreateSiteInput!, $connections: [ID!]!) {
    createSite(input: $input) {
      siteEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...SitesTable_sites
          ...SiteFormPanel_site
        }
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

export function useCreateSiteMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const createSite = useCallback(
    async (input: CreateSiteInput, connectionId: string) =>
      (
        await run({ input, connections: [connectionId] }, (store, data) => {
          if (data?.createSite.siteEdge) shiftTotalCount(store, [connectionId], 1);
        })
      ).createSite.errors,
    [run],
  );
  return [createSite, inFlight] as const;
}
