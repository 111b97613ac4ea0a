// /dashboard/sites: a summary of the tab until its feature arrives.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { SitesTabQuery } from '../../__generated__/SitesTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { TabSummaryCard } from '../shell/TabSummaryCard';

export const sitesTabQuery = graphql`
  query SitesTabQuery {
    viewer {
      id
      counts {
        sites
      }
    }
  }
`;

export function SitesTab({ queryRef }: RouteQueryProps<SitesTabQuery>) {
  const data = usePreloadedQuery<SitesTabQuery>(sitesTabQuery, queryRef);
  return <TabSummaryCard tabPath="sites" count={data.viewer?.counts.sites} />;
}
