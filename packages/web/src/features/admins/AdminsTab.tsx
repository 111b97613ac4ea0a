// /dashboard/admins (§2, super admins only: the layout sends anyone else away before
// this renders, and the BFF answers FORBIDDEN to an admin): the admins one page at a time from
// the server (search, sort and column filters too). Add an admin, edit, lock, unlock or remove
// one from the row menu.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuPlus } from 'react-icons/lu';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { AdminsTabQuery } from '../../__generated__/AdminsTabQuery.graphql';
import type { AdminsTab_query$key } from '../../__generated__/AdminsTab_query.graphql';
import type { AdminsTabPaginationQuery } from '../../__generated__/AdminsTabPaginationQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { ConsoleListMissing } from '../adminConsole/ConsoleListMissing';
import { useConsoleListTable, type ConsoleColumn, type Known } from '../adminConsole/useConsoleListTable';
import type { AdminColumn } from '../../__generated__/AdminsTabPaginationQuery.graphql';
import { AdminFormPanel } from './AdminFormPanel';
import { AdminsTable } from './AdminsTable';

// The list is asked for only when the viewer may see it (see adminsRouteLoader): an admin
// who types the address is sent away without a FORBIDDEN error dialog. The viewer's own
// storage id marks the row that cannot be locked or removed. $search: the search box's text
// (?q=) when the tab is entered.
export const adminsTabQuery = graphql`
  query AdminsTabQuery($mayListAdmins: Boolean!, $search: String) {
    viewer {
      internalID
    }
    adminConsole {
      ...FleetCounters_console
    }
    ...AdminsTab_query @arguments(search: $search)
  }
`;

/** The table's columns as the server sorts and filters them. */
const ADMIN_TABLE_COLUMNS: Record<string, ConsoleColumn<Known<AdminColumn>>> = {
  fullName: { field: 'NAME' },
  role: { field: 'ROLE' },
  email: { field: 'EMAIL' },
  phone: { field: 'PHONE' },
  twoFactorEnabled: { field: 'TWO_FA', boolean: true },
  locked: { field: 'LOCKED', boolean: true },
  pending: { field: 'PENDING', boolean: true },
};

/** Which panel is open: a new admin, or the edit form of one. */
export type AdminPanelState = { mode: 'create' } | { mode: 'edit'; adminId: string } | null;

export function AdminsTab({ queryRef }: RouteQueryProps<AdminsTabQuery>) {
  const { t } = useLingui();
  const data = usePreloadedQuery<AdminsTabQuery>(adminsTabQuery, queryRef);
  const { data: list, refetch } = usePaginationFragment<AdminsTabPaginationQuery, AdminsTab_query$key>(
    graphql`
      fragment AdminsTab_query on Query
      @refetchable(queryName: "AdminsTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 14 }
        cursor: { type: "String" }
        offset: { type: "Int", defaultValue: 0 }
        search: { type: "String" }
        orderBy: { type: "[AdminOrder!]" }
        filters: { type: "[AdminFilter!]" }
        conditions: { type: "[AdminCondition!]" }
      ) {
        adminConsole {
          # One page of 14 at a time, asked for by offset so the connection takes the page's rows
          # (filters: [] keeps one connection for @appendEdge / @deleteEdge whatever the arguments).
          admins(
            first: $count
            after: $cursor
            offset: $offset
            search: $search
            orderBy: $orderBy
            filters: $filters
            conditions: $conditions
          ) @include(if: $mayListAdmins) @connection(key: "AdminsTab_admins", filters: []) {
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
                ...AdminsTable_admins
                ...AdminFormPanel_admin
                id
              }
            }
          }
        }
      }
    `,
    data,
  );
  const connection = list.adminConsole?.admins;
  const { server, pending } = useConsoleListTable({
    columns: ADMIN_TABLE_COLUMNS,
    totalCount: connection?.totalCount ?? 0,
    facets: connection?.facets ?? [],
    refetch,
  });
  const [panel, setPanel] = useState<AdminPanelState>(null);
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const nodes = connection?.edges.map((edge) => edge.node) ?? [];
  const editing = panel?.mode === 'edit' ? nodes.find((node) => node.id === panel.adminId) : undefined;

  return (
    <ConsoleTabFrame
      tabPath="admins"
      console={consoleData}
      actions={
        connection ? (
          <Button onClick={() => setPanel({ mode: 'create' })}>
            <LuPlus aria-hidden />
            {t`Add admin`}
          </Button>
        ) : null
      }
    >
      {connection ? (
        <AdminsTable
          admins={nodes}
          connectionId={connection.__id}
          viewerInternalId={data.viewer?.internalID ?? null}
          onEdit={(adminId) => setPanel({ mode: 'edit', adminId })}
          server={server}
          pending={pending}
        />
      ) : (
        <ConsoleListMissing refetch={refetch} />
      )}
      {panel?.mode === 'create' && connection ? <AdminFormPanel connectionId={connection.__id} onClose={() => setPanel(null)} /> : null}
      {editing ? <AdminFormPanel admin={editing} onClose={() => setPanel(null)} /> : null}
    </ConsoleTabFrame>
  );
}
