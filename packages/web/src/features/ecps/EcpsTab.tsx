// /dashboard/ecps (§2): the eye care professionals of every site, with search.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { EcpsTabQuery } from '../../__generated__/EcpsTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { EcpsTable } from './EcpsTable';

// One page of the connection's maximum (100); the frame notes when there are more.
export const ecpsTabQuery = graphql`
  query EcpsTabQuery {
    adminConsole {
      ...FleetCounters_console
      ecps(first: 100) {
        totalCount
        edges {
          node {
            ...EcpsTable_ecps
          }
        }
      }
    }
  }
`;

export function EcpsTab({ queryRef }: RouteQueryProps<EcpsTabQuery>) {
  const data = usePreloadedQuery<EcpsTabQuery>(ecpsTabQuery, queryRef);
  const consoleData = data.adminConsole;
  if (!consoleData) return null;
  const nodes = consoleData.ecps?.edges.map((edge) => edge.node) ?? [];
  return (
    <ConsoleTabFrame tabPath="ecps" console={consoleData} loaded={nodes.length} total={consoleData.ecps?.totalCount}>
      <EcpsTable ecps={nodes} />
    </ConsoleTabFrame>
  );
}
