// /dashboard/ecps: a summary of the tab until its feature arrives.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { EcpsTabQuery } from '../../__generated__/EcpsTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { TabSummaryCard } from '../shell/TabSummaryCard';

export const ecpsTabQuery = graphql`
  query EcpsTabQuery {
    viewer {
      id
      counts {
        ecps
      }
    }
  }
`;

export function EcpsTab({ queryRef }: RouteQueryProps<EcpsTabQuery>) {
  const data = usePreloadedQuery<EcpsTabQuery>(ecpsTabQuery, queryRef);
  return <TabSummaryCard tabPath="ecps" count={data.viewer?.counts.ecps} />;
}
