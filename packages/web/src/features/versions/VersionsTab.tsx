// /dashboard/versions: a summary of the tab until its feature arrives.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { VersionsTabQuery } from '../../__generated__/VersionsTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { TabSummaryCard } from '../shell/TabSummaryCard';

export const versionsTabQuery = graphql`
  query VersionsTabQuery {
    viewer {
      id
      counts {
        versions
      }
    }
  }
`;

export function VersionsTab({ queryRef }: RouteQueryProps<VersionsTabQuery>) {
  const data = usePreloadedQuery<VersionsTabQuery>(versionsTabQuery, queryRef);
  return <TabSummaryCard tabPath="versions" count={data.viewer?.counts.versions} />;
}
