// /dashboard/pending (§2): self-registrations waiting for approval, search only.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PendingTabQuery } from '../../__generated__/PendingTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { PendingUsersTable } from './PendingUsersTable';

// One page of the connection's maximum (100); the frame notes when there are more.
export const pendingTabQuery = graphql`
  query PendingTabQuery {
    adminConsole {
      ...FleetCounters_console
      pendingUsers(first: 100) {
        totalCount
        edges {
          node {
            ...PendingUsersTable_pendingUsers
          }
        }
      }
    }
  }
`;

export function PendingTab({ queryRef }: RouteQueryProps<PendingTabQuery>) {
  const data = usePreloadedQuery<PendingTabQuery>(pendingTabQuery, queryRef);
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const nodes = consoleData.pendingUsers?.edges.map((edge) => edge.node) ?? [];
  return (
    <ConsoleTabFrame tabPath="pending" console={consoleData} loaded={nodes.length} total={consoleData.pendingUsers?.totalCount}>
      <PendingUsersTable pendingUsers={nodes} />
    </ConsoleTabFrame>
  );
}
