// /dashboard/devices (§2): the fleet (a site admin's /dashboard/siteadmin/devices: their site's), one
// page at a time from the server: search, sort, column filters and the header counters' status
// (?status=) are all applied there (§4 rules included), never to the loaded rows.
import { startTransition, useEffect, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuPlus } from 'react-icons/lu';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { DevicesTabQuery } from '../../__generated__/DevicesTabQuery.graphql';
import type { DevicesTab_query$key } from '../../__generated__/DevicesTab_query.graphql';
import type { DeviceColumn, DevicesTabPaginationQuery } from '../../__generated__/DevicesTabPaginationQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { ConsoleListMissing } from '../adminConsole/ConsoleListMissing';
import { CONSOLE_TAB_PATHS, useConsoleArea } from '../adminConsole/consoleArea';
import { useDeviceStatusParam } from '../adminConsole/consoleSearchParams';
import { FhirBulkExportButton } from '../patients/FhirBulkExportButton';
import { useConsoleListTable, type ConsoleColumn, type Known } from '../adminConsole/useConsoleListTable';
import { DevicesTable } from './DevicesTable';
import { RegisterDeviceDialog } from './RegisterDeviceDialog';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';

// $search and $status: the search box's text (?q=) and the header counter's status (?status=) the
// tab is entered with (routes.tsx consoleTabVariables, siteAdminRouteLoader).
export const devicesTabQuery = graphql`
  query DevicesTabQuery($search: String, $status: DeviceStatusFilter) {
    viewer {
      # A site admin's own site (null for platform admins), for its FHIR export.
      site {
        internalID
      }
    }
    adminConsole {
      ...FleetCounters_console
    }
    ...DevicesTab_query @arguments(search: $search, status: $status)
  }
`;

/** The table's columns as the server sorts and filters them (the components by their kind). */
const DEVICE_TABLE_COLUMNS: Record<string, ConsoleColumn<Known<DeviceColumn>>> = {
  serialNumber: { field: 'SERIAL_NUMBER' },
  site: { field: 'SITE' },
  ES_APP: { field: 'ES_APP' },
  WINDOWS: { field: 'WINDOWS' },
  ET_FIRMWARE: { field: 'ET_FIRMWARE' },
  EMITTER_FIRMWARE: { field: 'EMITTER_FIRMWARE' },
  TEAM_VIEWER: { field: 'TEAM_VIEWER' },
  lastRun: { field: 'LAST_RUN' },
  systemStatus: { field: 'SYSTEM_STATUS' },
  location: { field: 'LOCATION' },
};

export function DevicesTab({ queryRef }: RouteQueryProps<DevicesTabQuery>) {
  const data = usePreloadedQuery<DevicesTabQuery>(devicesTabQuery, queryRef);
  // The same table serves a site admin's own devices (/dashboard/siteadmin/devices).
  const area = useConsoleArea();
  const status = useDeviceStatusParam();
  const { t } = useLingui();
  const [registering, setRegistering] = useState(false);
  // A registration reads the list anew (its place in the server's order is the server's to say).
  const [listVersion, setListVersion] = useState(0);
  const offersDeviceKeys = useUpstreamCapability('DEVICE_KEYS');
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  // Registering devices and holding their keys is the platform admins' (the policy), where the
  // backend keeps device keys.
  const actions =
    area === 'platform' && offersDeviceKeys ? (
      <Button onClick={() => setRegistering(true)}>
        <LuPlus aria-hidden />
        {t`Register device`}
      </Button>
    ) : undefined;
  const ownSite = area === 'siteAdmin' ? data.viewer?.site : null;
  return (
    <ConsoleTabFrame
      tabPath={CONSOLE_TAB_PATHS[area].devices}
      console={consoleData}
      actions={actions}
      headerActions={ownSite ? <FhirBulkExportButton scope="site" siteId={ownSite.internalID} /> : undefined}
    >
      {/* Another status (a header counter) is another list, entered anew: its first page, no sort or filter kept. */}
      <DevicesList key={status ?? 'ALL'} query={data} listVersion={listVersion} />
      {actions ? (
        <RegisterDeviceDialog open={registering} onClose={() => setRegistering(false)} onRegistered={() => setListVersion((v) => v + 1)} />
      ) : null}
    </ConsoleTabFrame>
  );
}

function DevicesList({ query, listVersion }: { query: DevicesTab_query$key; listVersion: number }) {
  const { data: list, refetch } = usePaginationFragment<DevicesTabPaginationQuery, DevicesTab_query$key>(
    graphql`
      fragment DevicesTab_query on Query
      @refetchable(queryName: "DevicesTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 14 }
        cursor: { type: "String" }
        offset: { type: "Int", defaultValue: 0 }
        search: { type: "String" }
        status: { type: "DeviceStatusFilter" }
        orderBy: { type: "[DeviceOrder!]" }
        filters: { type: "[DeviceFilter!]" }
        conditions: { type: "[DeviceCondition!]" }
      ) {
        adminConsole {
          # One page of 14 at a time, asked for by offset; a refetch keeps the status it was entered
          # with. No row is added or removed here, so each page, search, status, sort and filter is a
          # connection of its own: entering another status never shows the previous status's rows.
          devices(
            first: $count
            after: $cursor
            offset: $offset
            search: $search
            status: $status
            orderBy: $orderBy
            filters: $filters
            conditions: $conditions
          ) @connection(key: "DevicesTab_devices") {
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
                ...DevicesTable_devices
              }
            }
          }
        }
      }
    `,
    query,
  );
  const connection = list.adminConsole?.devices;
  const { server, pending } = useConsoleListTable({
    columns: DEVICE_TABLE_COLUMNS,
    totalCount: connection?.totalCount ?? 0,
    facets: connection?.facets ?? [],
    refetch,
  });
  useRefetchAfterRegistration(listVersion, refetch);
  if (!connection) return <ConsoleListMissing refetch={refetch} />;
  return <DevicesTable devices={connection.edges.map((edge) => edge.node)} server={server} pending={pending} />;
}

/** Reads the current page again from the server each time `version` moves on (not on mount). */
function useRefetchAfterRegistration(version: number, refetch: (variables: object, options: { fetchPolicy: 'network-only' }) => unknown) {
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    // A transition: the rows stay on screen while the list is read again, no loading fallback.
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [version, refetch]);
}
