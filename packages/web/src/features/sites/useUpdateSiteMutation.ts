// Edits a site (§7 POST /sites/{id}/profile); the row re-reads its fragment from the payload.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { UpdateSiteInput, useUpdateSiteMutation as Mutation } from '../../__generated__/useUpdateSiteMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useUpdateSiteMutation($input: UpdateSiteInput!) {
    updateSite(input: $input) {
      site {
        id
        ...SitesTable_sites
        ...SiteFormPanel_site
      }
      errors {
        ...payloadErrors_userError
        # Someone else saved the site since the form was opened: the store takes the site as saved,
        # which the form then shows beside what was typed.
        ... on EditConflictError {
          current {
            id
            # Every field the table and the form show.
            ... on Site {
              version
              name
              email
              phoneNumber
              country
              state
              city
              street
              apartment
              zipCode
              ecpCount
              deviceCount
              backUpData
            }
          }
        }
      }
    }
  }
`;

export function useUpdateSiteMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const updateSite = useCallback(async (input: UpdateSiteInput) => (await run({ input })).updateSite.errors, [run]);
  return [updateSite, inFlight] as const;
}
