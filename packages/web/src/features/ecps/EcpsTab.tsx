// /dashboard/ecps (§2): the eye care professionals of every site, for platform admins.
import { usePreloadedQuery } from 'react-relay';
import { graphql } from 'react-relay';
import type { EcpsTabQuery } from '../../__generated__/EcpsTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { EcpsConsole } from './EcpsConsole';

// The sites are the ECP form's site choices (platform admins choose the site, §6). $search: the
// search box's text (?q=) when the tab is entered (routes.tsx consoleTabVariables).
export const ecpsTabQuery = graphql`
  query EcpsTabQuery($search: String) {
    adminConsole {
      ...FleetCounters_console
      sites(first: 100) {
        edges {
          node {
            ...EcpFormPanel_sites
          }
        }
      }
    }
    ...EcpsConsole_query @arguments(search: $search)
  }
`;

export function EcpsTab({ queryRef }: RouteQueryProps<EcpsTabQuery>) {
  const data = usePreloadedQuery<EcpsTabQuery>(ecpsTabQuery, queryRef);
  if (!data.adminConsole) return null;
  const sites = data.adminConsole.sites?.edges.map((edge) => edge.node) ?? [];
  return <EcpsConsole console={data.adminConsole} query={data} sites={sites} />;
}
