// /dashboard/archive: a summary of the tab until its feature arrives.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { ArchiveTabQuery } from '../../__generated__/ArchiveTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { TabSummaryCard } from '../shell/TabSummaryCard';

export const archiveTabQuery = graphql`
  query ArchiveTabQuery {
    viewer {
      id
      counts {
        archivedPatients
      }
    }
  }
`;

export function ArchiveTab({ queryRef }: RouteQueryProps<ArchiveTabQuery>) {
  const data = usePreloadedQuery<ArchiveTabQuery>(archiveTabQuery, queryRef);
  return <TabSummaryCard tabPath="archive" count={data.viewer?.counts.archivedPatients} />;
}
