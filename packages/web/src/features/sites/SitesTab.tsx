// /dashboard/sites (§2): every site with its contacts, counts and backup setting.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { SitesTabQuery } from '../../__generated__/SitesTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { SitesTable } from './SitesTable';

// One page of the connection's maximum (100); the frame notes when there are more.
export const sitesTabQuery = graphql`
  query SitesTabQuery {
    adminConsole {
      ...FleetCounters_console
      sites(first: 100) {
        totalCount
        edges {
          node {
            ...SitesTable_sites
          }
        }
      }
    }
  }
`;

export function SitesTab({ queryRef }: RouteQueryProps<SitesTabQuery>) {
  const data = usePreloadedQuery<SitesTabQuery>(sitesTabQuery, queryRef);
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const nodes = consoleData.sites?.edges.map((edge) => edge.node) ?? [];
  return (
    <ConsoleTabFrame tabPath="sites" console={consoleData} loaded={nodes.length} total={consoleData.sites?.totalCount}>
      <SitesTable sites={nodes} />
    </ConsoleTabFrame>
  );
}
