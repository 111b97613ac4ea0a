// /dashboard/versions (§2): the software versions devices update to, newest first per type.
// Add a version, edit or remove one from the row menu; the header counters follow each write.
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
import { useWholeList } from '../adminConsole/useWholeList';
import { VersionFormPanel } from './VersionFormPanel';
import { VersionsTable } from './VersionsTable';

export const versionsTabQuery = graphql`
  query VersionsTabQuery {
    adminConsole {
      ...FleetCounters_console
    }
    ...VersionsTab_query
  }
`;

/** Which panel is open: a new version, or the edit form of one. */
export type VersionPanelState = { mode: 'create' } | { mode: 'edit'; versionId: string } | null;

export function VersionsTab({ queryRef }: RouteQueryProps<VersionsTabQuery>) {
  const { t } = useLingui();
  const data = usePreloadedQuery<VersionsTabQuery>(versionsTabQuery, queryRef);
  const { data: list, ...paging } = usePaginationFragment<VersionsTabPaginationQuery, VersionsTab_query$key>(
    graphql`
      fragment VersionsTab_query on Query
      @refetchable(queryName: "VersionsTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        adminConsole {
          versions(first: $count, after: $cursor) @connection(key: "VersionsTab_versions") {
            __id
            totalCount
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
  useWholeList(paging);
  const [panel, setPanel] = useState<VersionPanelState>(null);
  const consoleData = data.adminConsole;
  const connection = list.adminConsole?.versions;
  if (!consoleData || !connection) return null;
  const nodes = connection.edges.map((edge) => edge.node);
  const editing = panel?.mode === 'edit' ? nodes.find((node) => node.id === panel.versionId) : undefined;

  return (
    <ConsoleTabFrame
      tabPath="versions"
      console={consoleData}
      loaded={nodes.length}
      total={connection.totalCount}
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
      />
      {panel?.mode === 'create' ? (
        <VersionFormPanel connectionId={connection.__id} onClose={() => setPanel(null)} />
      ) : null}
      {editing ? <VersionFormPanel version={editing} onClose={() => setPanel(null)} /> : null}
    </ConsoleTabFrame>
  );
}
