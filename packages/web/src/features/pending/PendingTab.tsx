// /dashboard/pending (§2): self-registrations waiting for approval, newest first, one page at a
// time from the server (search, sort and the site filter too); no add action. The row menu
// approves or deletes a registration after a confirmation.
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { PendingTabQuery } from '../../__generated__/PendingTabQuery.graphql';
import type { PendingTab_query$key } from '../../__generated__/PendingTab_query.graphql';
import type { PendingTabPaginationQuery, PendingUserColumn } from '../../__generated__/PendingTabPaginationQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { ConsoleListMissing } from '../adminConsole/ConsoleListMissing';
import { useConsoleListTable, type ConsoleColumn, type Known } from '../adminConsole/useConsoleListTable';
import { PendingUsersTable } from './PendingUsersTable';

// $search: the search box's text (?q=) when the tab is entered (routes.tsx consoleTabVariables).
export const pendingTabQuery = graphql`
  query PendingTabQuery($search: String) {
    adminConsole {
      ...FleetCounters_console
    }
    ...PendingTab_query @arguments(search: $search)
  }
`;

/** The table's columns as the server sorts and filters them. */
const PENDING_TABLE_COLUMNS: Record<string, ConsoleColumn<Known<PendingUserColumn>>> = {
  firstName: { field: 'FIRST_NAME' },
  lastName: { field: 'LAST_NAME' },
  email: { field: 'EMAIL' },
  site: { field: 'SITE' },
  phone: { field: 'PHONE' },
};

export function PendingTab({ queryRef }: RouteQueryProps<PendingTabQuery>) {
  const data = usePreloadedQuery<PendingTabQuery>(pendingTabQuery, queryRef);
  const { data: list, refetch } = usePaginationFragment<PendingTabPaginationQuery, PendingTab_query$key>(
    graphql`
      fragment PendingTab_query on Query
      @refetchable(queryName: "PendingTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 14 }
        cursor: { type: "String" }
        offset: { type: "Int", defaultValue: 0 }
        search: { type: "String" }
        orderBy: { type: "[PendingUserOrder!]" }
        filters: { type: "[PendingUserFilter!]" }
        conditions: { type: "[PendingUserCondition!]" }
      ) {
        adminConsole {
          # One page of 14 at a time, asked for by offset so the connection takes the page's rows
          # (filters: [] keeps one connection for @deleteEdge whatever the arguments).
          pendingUsers(
            first: $count
            after: $cursor
            offset: $offset
            search: $search
            orderBy: $orderBy
            filters: $filters
            conditions: $conditions
          ) @connection(key: "PendingTab_pendingUsers", filters: []) {
            __id
            totalCount
            facets {
              column
              values {
                value
                count
              }
            }
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
  const connection = list.adminConsole?.pendingUsers;
  const { server, pending } = useConsoleListTable({
    columns: PENDING_TABLE_COLUMNS,
    totalCount: connection?.totalCount ?? 0,
    facets: connection?.facets ?? [],
    refetch,
  });
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  return (
    <ConsoleTabFrame tabPath="pending" console={consoleData}>
      {connection ? (
        <PendingUsersTable
          pendingUsers={connection.edges.map((edge) => edge.node)}
          server={server}
          pending={pending}
          connectionId={connection.__id}
        />
      ) : (
        <ConsoleListMissing refetch={refetch} />
      )}
    </ConsoleTabFrame>
  );
}
