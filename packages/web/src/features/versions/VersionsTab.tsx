// /dashboard/versions (§2): the software versions devices update to, newest first per type, one
// page at a time from the server (search, sort and column filters too). Add a version, edit or
// remove one from the row menu; the header counters follow each write.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuPlus } from 'react-icons/lu';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { VersionsTabQuery } from '../../__generated__/VersionsTabQuery.graphql';
import type { VersionsTab_query$key } from '../../__generated__/VersionsTab_query.graphql';
import type { VersionsTabPaginationQuery } from '../../__generated__/VersionsTabPaginationQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { ConsoleListMissing } from '../adminConsole/ConsoleListMissing';
import { useConsoleListTable, type ConsoleColumn, type Known } from '../adminConsole/useConsoleListTable';
import type { SoftwareVersionColumn } from '../../__generated__/VersionsTabPaginationQuery.graphql';
import { VersionFormPanel } from './VersionFormPanel';
import { VersionsTable } from './VersionsTable';

// $search: the search box's text (?q=) when the tab is entered (routes.tsx consoleTabVariables).
export const versionsTabQuery = graphql`
  query VersionsTabQuery($search: String) {
    adminConsole {
      ...FleetCounters_console
    }
    ...VersionsTab_query @arguments(search: $search)
  }
`;

/** The table's columns as the server sorts and filters them (the type by its code, the number by §4). */
const VERSION_TABLE_COLUMNS: Record<string, ConsoleColumn<Known<SoftwareVersionColumn>>> = {
  type: { field: 'TYPE' },
  versionNumber: { field: 'VERSION_NO' },
  url: { field: 'URL' },
  forceUpdate: { field: 'FORCE_UPDATE', boolean: true },
  createdAt: { field: 'CREATED_AT' },
  addedBy: { field: 'ADDED_BY' },
};

/** Which panel is open: a new version, or the edit form of one. */
export type VersionPanelState = { mode: 'create' } | { mode: 'edit'; versionId: string } | null;

export function VersionsTab({ queryRef }: RouteQueryProps<VersionsTabQuery>) {
  const { t } = useLingui();
  const data = usePreloadedQuery<VersionsTabQuery>(versionsTabQuery, queryRef);
  const { data: list, refetch } = usePaginationFragment<VersionsTabPaginationQuery, VersionsTab_query$key>(
    graphql`
      fragment VersionsTab_query on Query
      @refetchable(queryName: "VersionsTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 14 }
        cursor: { type: "String" }
        offset: { type: "Int", defaultValue: 0 }
        search: { type: "String" }
        orderBy: { type: "[SoftwareVersionOrder!]" }
        filters: { type: "[SoftwareVersionFilter!]" }
        conditions: { type: "[SoftwareVersionCondition!]" }
      ) {
        adminConsole {
          # One page of 14 at a time, asked for by offset so the connection takes the page's rows
          # (filters: [] keeps one connection for @appendEdge / @deleteEdge whatever the arguments).
          versions(
            first: $count
            after: $cursor
            offset: $offset
            search: $search
            orderBy: $orderBy
            filters: $filters
            conditions: $conditions
          ) @connection(key: "VersionsTab_versions", filters: []) {
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
                ...VersionsTable_versions
                ...VersionFormPanel_version
                id
              }
            }
          }
        }
      }
    `,
    data,
  );
  const connection = list.adminConsole?.versions;
  const { server, pending } = useConsoleListTable({
    columns: VERSION_TABLE_COLUMNS,
    totalCount: connection?.totalCount ?? 0,
    facets: connection?.facets ?? [],
    refetch,
  });
  const [panel, setPanel] = useState<VersionPanelState>(null);
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  if (!connection) {
    return (
      <ConsoleTabFrame tabPath="versions" console={consoleData}>
        <ConsoleListMissing refetch={refetch} />
      </ConsoleTabFrame>
    );
  }
  const nodes = connection.edges.map((edge) => edge.node);
  const editing = panel?.mode === 'edit' ? nodes.find((node) => node.id === panel.versionId) : undefined;

  return (
    <ConsoleTabFrame
      tabPath="versions"
      console={consoleData}
      actions={
        <Button onClick={() => setPanel({ mode: 'create' })}>
          <LuPlus aria-hidden />
          {t`Add version`}
        </Button>
      }
    >
      <VersionsTable
        versions={nodes}
        connectionId={connection.__id}
        onEdit={(versionId) => setPanel({ mode: 'edit', versionId })}
        server={server}
        pending={pending}
      />
      {panel?.mode === 'create' ? <VersionFormPanel connectionId={connection.__id} onClose={() => setPanel(null)} /> : null}
      {editing ? <VersionFormPanel version={editing} onClose={() => setPanel(null)} /> : null}
    </ConsoleTabFrame>
  );
}
