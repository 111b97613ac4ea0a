// /dashboard/siteadmin/ecps (§2 Site admin dashboard, my site): the clinicians of the site admin's
// own site, in the console's table (one page at a time; the server keeps it to that site). New
// clinicians join that site; there is no site choice (§6). The site's FHIR export sits beside the
// counters: it is about the whole site, not this table.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { SiteEcpsTabQuery } from '../../__generated__/SiteEcpsTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { EcpsConsole } from '../ecps/EcpsConsole';
import { FhirBulkExportButton } from '../patients/FhirBulkExportButton';

// $search: the search box's text (?q=) when the tab is entered (siteAdminRouteLoader).
export const siteEcpsTabQuery = graphql`
  query SiteEcpsTabQuery($search: String) {
    viewer {
      site {
        internalID
        name
      }
    }
    adminConsole {
      ...FleetCounters_console
    }
    ...EcpsConsole_query @arguments(search: $search)
  }
`;

export function SiteEcpsTab({ queryRef }: RouteQueryProps<SiteEcpsTabQuery>) {
  const data = usePreloadedQuery<SiteEcpsTabQuery>(siteEcpsTabQuery, queryRef);
  const site = data.viewer?.site;
  if (!data.adminConsole || !site) return null;
  return (
    <EcpsConsole
      console={data.adminConsole}
      query={data}
      sites={[]}
      ownSite={site}
      headerActions={<FhirBulkExportButton scope="site" siteId={site.internalID} />}
    />
  );
}
