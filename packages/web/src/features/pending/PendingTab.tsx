// /dashboard/pending (§2): self-registrations waiting for approval, search only; the row menu
// approves or deletes a registration after a confirmation.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { PendingTabQuery } from '../../__generated__/PendingTabQuery.graphql';
import type { PendingTab_query$key } from '../../__generated__/PendingTab_query.graphql';
import type { PendingTabPaginationQuery } from '../../__generated__/PendingTabPaginationQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { useWholeList } from '../adminConsole/useWholeList';
import { PendingUsersTable } from './PendingUsersTable';

export const pendingTabQuery = graphql`
  query PendingTabQuery {
    adminConsole {
      ...FleetCounters_console
    }
    ...PendingTab_query
  }
`;

export function PendingTab({ queryRef }: RouteQueryProps<PendingTabQuery>) {
  const data = usePreloadedQuery<PendingTabQuery>(pendingTabQuery, queryRef);
  const { data: list, ...paging } = usePaginationFragment<PendingTabPaginationQuery, PendingTab_query$key>(
    graphql`
      fragment PendingTab_query on Query
      @refetchable(queryName: "PendingTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        adminConsole {
          pendingUsers(first: $count, after: $cursor) @connection(key: "PendingTab_pendingUsers") {
            __id
            totalCount
            edges {
              node {
                ...PendingUsersTable_pendingUsers
              }
            }
          }
        }
      }
    `,
    data,
  );
  useWholeList(paging);
  const consoleData = data.adminConsole;
  const connection = list.adminConsole?.pendingUsers;
  if (!consoleData || !connection) return null;
  const nodes = connection.edges.map((edge) => edge.node);
  return (
    <ConsoleTabFrame tabPath="pending" console={consoleData} loaded={nodes.length} total={connection.totalCount}>
      <PendingUsersTable pendingUsers={nodes} connectionId={connection.__id} />
    </ConsoleTabFrame>
  );
}
