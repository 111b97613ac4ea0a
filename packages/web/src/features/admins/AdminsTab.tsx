// /dashboard/admins (§2, super admins only: the layout sends anyone else away before
// this renders, and the BFF answers FORBIDDEN to an admin). Add an admin, edit, lock,
// unlock or remove one from the row menu.
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
import { useWholeList } from '../adminConsole/useWholeList';
import { AdminFormPanel } from './AdminFormPanel';
import { AdminsTable } from './AdminsTable';

// The list is asked for only when the viewer may see it (see adminsRouteLoader): an admin
// who types the address is sent away without a FORBIDDEN error dialog. The viewer's own
// storage id marks the row that cannot be locked or removed.
export const adminsTabQuery = graphql`
  query AdminsTabQuery($mayListAdmins: Boolean!) {
    viewer {
      internalID
    }
    adminConsole {
      ...FleetCounters_console
    }
    ...AdminsTab_query
  }
`;

/** Which panel is open: a new admin, or the edit form of one. */
export type AdminPanelState = { mode: 'create' } | { mode: 'edit'; adminId: string } | null;

export function AdminsTab({ queryRef }: RouteQueryProps<AdminsTabQuery>) {
  const { t } = useLingui();
  const data = usePreloadedQuery<AdminsTabQuery>(adminsTabQuery, queryRef);
  const { data: list, ...paging } = usePaginationFragment<AdminsTabPaginationQuery, AdminsTab_query$key>(
    graphql`
      fragment AdminsTab_query on Query
      @refetchable(queryName: "AdminsTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        adminConsole {
          admins(first: $count, after: $cursor) @include(if: $mayListAdmins) @connection(key: "AdminsTab_admins") {
            __id
            totalCount
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
  useWholeList(paging);
  const [panel, setPanel] = useState<AdminPanelState>(null);
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const connection = list.adminConsole?.admins;
  const nodes = connection?.edges.map((edge) => edge.node) ?? [];
  const editing = panel?.mode === 'edit' ? nodes.find((node) => node.id === panel.adminId) : undefined;

  return (
    <ConsoleTabFrame
      tabPath="admins"
      console={consoleData}
      loaded={nodes.length}
      total={connection?.totalCount}
      actions={
        connection ? (
          <Button onClick={() => setPanel({ mode: 'create' })}>
            <LuPlus aria-hidden />
            {t`Add admin`}
          </Button>
        ) : null
      }
    >
      <AdminsTable
        admins={nodes}
        connectionId={connection?.__id ?? ''}
        viewerInternalId={data.viewer?.internalID ?? null}
        onEdit={(adminId) => setPanel({ mode: 'edit', adminId })}
      />
      {panel?.mode === 'create' && connection ? (
        <AdminFormPanel connectionId={connection.__id} onClose={() => setPanel(null)} />
      ) : null}
      {editing ? <AdminFormPanel admin={editing} onClose={() => setPanel(null)} /> : null}
    </ConsoleTabFrame>
  );
}
