// /dashboard/devices (§2): the fleet, filtered by the header counters' status (?status=).
import { graphql, usePreloadedQuery } from 'react-relay';
import type { DevicesTabQuery } from '../../__generated__/DevicesTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { DevicesTable } from './DevicesTable';
import { CONSOLE_TAB_PATHS, useConsoleArea } from '../adminConsole/consoleArea';

// One page of the connection's maximum (100), all statuses: the status filter works on the
// server-computed needsUpdate / hasError flags of the loaded rows, so switching counters
// needs no new request. The frame notes when the fleet is larger than one page.
export const devicesTabQuery = graphql`
  query DevicesTabQuery {
    adminConsole {
      ...FleetCounters_console
      devices(first: 100) {
        totalCount
        edges {
          node {
            ...DevicesTable_devices
          }
        }
      }
    }
  }
`;

export function DevicesTab({ queryRef }: RouteQueryProps<DevicesTabQuery>) {
  const data = usePreloadedQuery<DevicesTabQuery>(devicesTabQuery, queryRef);
  // The same table serves a site admin's own devices (/dashboard/siteadmin/devices).
  const area = useConsoleArea();
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const nodes = consoleData.devices?.edges.map((edge) => edge.node) ?? [];
  return (
    <ConsoleTabFrame tabPath={CONSOLE_TAB_PATHS[area].devices} console={consoleData} loaded={nodes.length} total={consoleData.devices?.totalCount}>
      <DevicesTable devices={nodes} />
    </ConsoleTabFrame>
  );
}
