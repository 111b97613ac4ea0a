// /dashboard/sites (§2): every site with its contacts, counts and backup setting; add a site,
// edit its details or delete it (with its ECPs) from the row menu.
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
import { useWholeList } from '../adminConsole/useWholeList';
import { SiteFormPanel } from './SiteFormPanel';
import { SitesTable } from './SitesTable';

export const sitesTabQuery = graphql`
  query SitesTabQuery {
    adminConsole {
      ...FleetCounters_console
    }
    ...SitesTab_query
  }
`;

/** Which panel is open: a new site, or the edit form of one. */
export type SitePanelState = { mode: 'create' } | { mode: 'edit'; siteId: string } | null;

export function SitesTab({ queryRef }: RouteQueryProps<SitesTabQuery>) {
  const { t } = useLingui();
  const data = usePreloadedQuery<SitesTabQuery>(sitesTabQuery, queryRef);
  const { data: list, ...paging } = usePaginationFragment<SitesTabPaginationQuery, SitesTab_query$key>(
    graphql`
      fragment SitesTab_query on Query
      @refetchable(queryName: "SitesTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        adminConsole {
          sites(first: $count, after: $cursor) @connection(key: "SitesTab_sites") {
            __id
            totalCount
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
  useWholeList(paging);
  const [panel, setPanel] = useState<SitePanelState>(null);
  const consoleData = data.adminConsole;
  const connection = list.adminConsole?.sites;
  if (!consoleData || !connection) return null;
  const nodes = connection.edges.map((edge) => edge.node);
  const editing = panel?.mode === 'edit' ? nodes.find((node) => node.id === panel.siteId) : undefined;

  return (
    <ConsoleTabFrame
      tabPath="sites"
      console={consoleData}
      loaded={nodes.length}
      total={connection.totalCount}
      actions={
        <Button onClick={() => setPanel({ mode: 'create' })}>
          <LuPlus aria-hidden />
          {t`Add site`}
        </Button>
      }
    >
      <SitesTable sites={nodes} connectionId={connection.__id} onEdit={(siteId) => setPanel({ mode: 'edit', siteId })} />
      {panel?.mode === 'create' ? (
        <SiteFormPanel connectionId={connection.__id} onClose={() => setPanel(null)} />
      ) : null}
      {editing ? <SiteFormPanel site={editing} onClose={() => setPanel(null)} /> : null}
    </ConsoleTabFrame>
  );
}
