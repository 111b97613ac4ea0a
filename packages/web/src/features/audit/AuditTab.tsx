// /dashboard/audit (super admins only: the layout sends anyone else away, and
// the BFF answers FORBIDDEN to an admin): the audit trail one page at a time from the server,
// newest first, searched (?q=), filtered by role, action, object and outcome, sorted; "Export
// CSV" downloads what the same search and filters select.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuDownload } from 'react-icons/lu';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { consoleListQueryString } from '@portal/domain/consoleList';
import type { AuditTabQuery } from '../../__generated__/AuditTabQuery.graphql';
import type { AuditTab_query$key } from '../../__generated__/AuditTab_query.graphql';
import type { AuditColumn, AuditTabPaginationQuery } from '../../__generated__/AuditTabPaginationQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { ConsoleListMissing } from '../adminConsole/ConsoleListMissing';
import { useSearchText } from '../adminConsole/consoleSearchParams';
import { consoleListVariables, useConsoleListTable, type ConsoleColumn, type Known } from '../adminConsole/useConsoleListTable';
import { AuditTable } from './AuditTable';

export const auditTabQuery = graphql`
  query AuditTabQuery($mayReadAudit: Boolean!, $search: String) {
    adminConsole {
      ...FleetCounters_console
    }
    ...AuditTab_query @arguments(search: $search)
  }
`;

/** The table's columns as the server sorts and filters them. */
const AUDIT_TABLE_COLUMNS: Record<string, ConsoleColumn<Known<AuditColumn>>> = {
  at: { field: 'AT' },
  actor: { field: 'ACTOR' },
  actorRole: { field: 'ACTOR_ROLE' },
  action: { field: 'ACTION' },
  objectType: { field: 'OBJECT_TYPE' },
  objectIds: { field: 'OBJECT_IDS' },
  outcome: { field: 'OUTCOME' },
  address: { field: 'ADDRESS' },
};

/** The export's address for the table's search, sort and filters (the REST list query). */
export function auditExportHref(variables: ReturnType<typeof consoleListVariables<Known<AuditColumn>>>): string {
  const filters = Object.fromEntries(variables.filters.map((f) => [f.column, f.values]));
  const conditions = Object.fromEntries(variables.conditions.map(({ column, ...condition }) => [column, condition]));
  const query = consoleListQueryString({ search: variables.search, sort: variables.orderBy, filters, conditions });
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const text = params.toString();
  return `/exports/audit.csv${text ? `?${text}` : ''}`;
}

export function AuditTab({ queryRef }: RouteQueryProps<AuditTabQuery>) {
  const { t } = useLingui();
  const data = usePreloadedQuery<AuditTabQuery>(auditTabQuery, queryRef);
  const { data: list, refetch } = usePaginationFragment<AuditTabPaginationQuery, AuditTab_query$key>(
    graphql`
      fragment AuditTab_query on Query
      @refetchable(queryName: "AuditTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 14 }
        cursor: { type: "String" }
        offset: { type: "Int", defaultValue: 0 }
        search: { type: "String" }
        orderBy: { type: "[AuditOrder!]" }
        filters: { type: "[AuditFilter!]" }
        conditions: { type: "[AuditCondition!]" }
      ) {
        adminConsole {
          auditEvents(
            first: $count
            after: $cursor
            offset: $offset
            search: $search
            orderBy: $orderBy
            filters: $filters
            conditions: $conditions
          ) @include(if: $mayReadAudit) @connection(key: "AuditTab_auditEvents", filters: []) {
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
                ...AuditTable_events
              }
            }
          }
        }
      }
    `,
    data,
  );
  const connection = list.adminConsole?.auditEvents;
  const { server, pending } = useConsoleListTable({
    columns: AUDIT_TABLE_COLUMNS,
    totalCount: connection?.totalCount ?? 0,
    facets: connection?.facets ?? [],
    refetch,
  });
  const [searchText] = useSearchText();
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const exportHref = auditExportHref(consoleListVariables(server, searchText, AUDIT_TABLE_COLUMNS));

  return (
    <ConsoleTabFrame
      tabPath="audit"
      console={consoleData}
      actions={
        connection ? (
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <LuDownload aria-hidden />
              {t`Export CSV`}
            </a>
          </Button>
        ) : null
      }
    >
      {connection ? (
        <AuditTable events={connection.edges.map((edge) => edge.node)} server={server} pending={pending} />
      ) : (
        <ConsoleListMissing refetch={refetch} />
      )}
    </ConsoleTabFrame>
  );
}
