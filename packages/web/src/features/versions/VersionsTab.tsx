// /dashboard/versions (§2): the software versions devices update to, newest first per type.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { VersionsTabQuery } from '../../__generated__/VersionsTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { VersionsTable } from './VersionsTable';

// One page of the connection's maximum (100); the frame notes when there are more.
export const versionsTabQuery = graphql`
  query VersionsTabQuery {
    adminConsole {
      ...FleetCounters_console
      versions(first: 100) {
        totalCount
        edges {
          node {
            ...VersionsTable_versions
          }
        }
      }
    }
  }
`;

export function VersionsTab({ queryRef }: RouteQueryProps<VersionsTabQuery>) {
  const data = usePreloadedQuery<VersionsTabQuery>(versionsTabQuery, queryRef);
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const nodes = consoleData.versions?.edges.map((edge) => edge.node) ?? [];
  return (
    <ConsoleTabFrame tabPath="versions" console={consoleData} loaded={nodes.length} total={consoleData.versions?.totalCount}>
      <VersionsTable versions={nodes} />
    </ConsoleTabFrame>
  );
}
