// /dashboard/pending: a summary of the tab until its feature arrives.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PendingTabQuery } from '../../__generated__/PendingTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { TabSummaryCard } from '../shell/TabSummaryCard';

export const pendingTabQuery = graphql`
  query PendingTabQuery {
    viewer {
      id
      counts {
        pendingUsers
      }
    }
  }
`;

export function PendingTab({ queryRef }: RouteQueryProps<PendingTabQuery>) {
  const data = usePreloadedQuery<PendingTabQuery>(pendingTabQuery, queryRef);
  return <TabSummaryCard tabPath="pending" count={data.viewer?.counts.pendingUsers} />;
}
