// /dashboard/admins (§2, super admins only: the layout sends anyone else away before
// this renders, and the BFF answers FORBIDDEN to an admin).
import { graphql, usePreloadedQuery } from 'react-relay';
import type { AdminsTabQuery } from '../../__generated__/AdminsTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { AdminsTable } from './AdminsTable';

// One page of the connection's maximum (100); the frame notes when there are more. The
// list is asked for only when the viewer may see it (see adminsRouteLoader): an admin
// who types the address is sent away without a FORBIDDEN error dialog.
export const adminsTabQuery = graphql`
  query AdminsTabQuery($mayListAdmins: Boolean!) {
    adminConsole {
      ...FleetCounters_console
      admins(first: 100) @include(if: $mayListAdmins) {
        totalCount
        edges {
          node {
            ...AdminsTable_admins
          }
        }
      }
    }
  }
`;

export function AdminsTab({ queryRef }: RouteQueryProps<AdminsTabQuery>) {
  const data = usePreloadedQuery<AdminsTabQuery>(adminsTabQuery, queryRef);
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const nodes = consoleData.admins?.edges.map((edge) => edge.node) ?? [];
  return (
    <ConsoleTabFrame tabPath="admins" console={consoleData} loaded={nodes.length} total={consoleData.admins?.totalCount}>
      <AdminsTable admins={nodes} />
    </ConsoleTabFrame>
  );
}
