// /dashboard/sites (§2): the sites with their contacts, counts and backup setting, one page at a
// time from the server (search, sort and column filters too); add a site, edit its details or
// delete it (with its ECPs) from the row menu.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuPlus } from 'react-icons/lu';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { SitesTabQuery } from '../../__generated__/SitesTabQuery.graphql';
import type { SitesTab_query$key } from '../../__generated__/SitesTab_query.graphql';
import type { SitesTabPaginationQuery } from '../../__generated__/SitesTabPaginationQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { ConsoleListMissing } from '../adminConsole/ConsoleListMissing';
import { useConsoleListTable, type ConsoleColumn, type Known } from '../adminConsole/useConsoleListTable';
import type { SiteColumn } from '../../__generated__/SitesTabPaginationQuery.graphql';
import { SiteFormPanel } from './SiteFormPanel';
import { SitesTable } from './SitesTable';

// $search: the search box's text (?q=) when the tab is entered (routes.tsx consoleTabVariables).
export const sitesTabQuery = graphql`
  query SitesTabQuery($search: String) {
    adminConsole {
      ...FleetCounters_console
    }
    ...SitesTab_query @arguments(search: $search)
  }
`;

/** The table's columns as the server sorts and filters them. */
const SITE_TABLE_COLUMNS: Record<string, ConsoleColumn<Known<SiteColumn>>> = {
  name: { field: 'NAME' },
  email: { field: 'EMAIL' },
  phone: { field: 'PHONE' },
  country: { field: 'COUNTRY' },
  city: { field: 'CITY' },
  ecpCount: { field: 'ECP_COUNT' },
  deviceCount: { field: 'DEVICE_COUNT' },
  backUpData: { field: 'BACKUP', boolean: true },
  status: { field: 'PENDING', boolean: true },
};

/** Which panel is open: a new site, or the edit form of one. */
export type SitePanelState = { mode: 'create' } | { mode: 'edit'; siteId: string } | null;

export function SitesTab({ queryRef }: RouteQueryProps<SitesTabQuery>) {
  const { t } = useLingui();
  const data = usePreloadedQuery<SitesTabQuery>(sitesTabQuery, queryRef);
  const { data: list, refetch } = usePaginationFragment<SitesTabPaginationQuery, SitesTab_query$key>(
    graphql`
      fragment SitesTab_query on Query
      @refetchable(queryName: "SitesTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 14 }
        cursor: { type: "String" }
        offset: { type: "Int", defaultValue: 0 }
        search: { type: "String" }
        orderBy: { type: "[SiteOrder!]" }
        filters: { type: "[SiteFilter!]" }
        conditions: { type: "[SiteCondition!]" }
      ) {
        adminConsole {
          # One page of 14 at a time, asked for by offset so the connection takes the page's rows
          # (filters: [] keeps one connection for @appendEdge / @deleteEdge whatever the arguments).
          sites(
            first: $count
            after: $cursor
            offset: $offset
            search: $search
            orderBy: $orderBy
            filters: $filters
            conditions: $conditions
          ) @connection(key: "SitesTab_sites", filters: []) {
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
                ...SitesTable_sites
                ...SiteFormPanel_site
                id
              }
            }
          }
        }
      }
    `,
    data,
  );
  const connection = list.adminConsole?.sites;
  const { server, pending } = useConsoleListTable({
    columns: SITE_TABLE_COLUMNS,
    totalCount: connection?.totalCount ?? 0,
    facets: connection?.facets ?? [],
    refetch,
  });
  const [panel, setPanel] = useState<SitePanelState>(null);
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const nodes = connection?.edges.map((edge) => edge.node) ?? [];
  const editing = panel?.mode === 'edit' ? nodes.find((node) => node.id === panel.siteId) : undefined;

  return (
    <ConsoleTabFrame
      tabPath="sites"
      console={consoleData}
      actions={
        connection ? (
          <Button onClick={() => setPanel({ mode: 'create' })}>
            <LuPlus aria-hidden />
            {t`Add site`}
          </Button>
        ) : null
      }
    >
      {connection ? (
        <SitesTable
          sites={nodes}
          server={server}
          pending={pending}
          connectionId={connection.__id}
          onEdit={(siteId) => setPanel({ mode: 'edit', siteId })}
        />
      ) : (
        <ConsoleListMissing refetch={refetch} />
      )}
      {panel?.mode === 'create' && connection ? <SiteFormPanel connectionId={connection.__id} onClose={() => setPanel(null)} /> : null}
      {editing ? <SiteFormPanel site={editing} onClose={() => setPanel(null)} /> : null}
    </ConsoleTabFrame>
  );
}
