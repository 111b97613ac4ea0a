// /dashboard/admins: a summary of the tab until its feature arrives.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { AdminsTabQuery } from '../../__generated__/AdminsTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { TabSummaryCard } from '../shell/TabSummaryCard';

export const adminsTabQuery = graphql`
  query AdminsTabQuery {
    viewer {
      id
      counts {
        admins
      }
    }
  }
`;

export function AdminsTab({ queryRef }: RouteQueryProps<AdminsTabQuery>) {
  const data = usePreloadedQuery<AdminsTabQuery>(adminsTabQuery, queryRef);
  return <TabSummaryCard tabPath="admins" count={data.viewer?.counts.admins} />;
}
