// /dashboard/devices: a summary of the tab until its feature arrives.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { DevicesTabQuery } from '../../__generated__/DevicesTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { TabSummaryCard } from '../shell/TabSummaryCard';

export const devicesTabQuery = graphql`
  query DevicesTabQuery {
    viewer {
      id
      counts {
        devices
      }
    }
  }
`;

export function DevicesTab({ queryRef }: RouteQueryProps<DevicesTabQuery>) {
  const data = usePreloadedQuery<DevicesTabQuery>(devicesTabQuery, queryRef);
  return <TabSummaryCard tabPath="devices" count={data.viewer?.counts.devices} />;
}
