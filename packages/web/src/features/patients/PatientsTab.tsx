// /dashboard/patients: a summary of the tab until its feature arrives.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PatientsTabQuery } from '../../__generated__/PatientsTabQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { TabSummaryCard } from '../shell/TabSummaryCard';

export const patientsTabQuery = graphql`
  query PatientsTabQuery {
    viewer {
      id
      counts {
        patients
      }
    }
  }
`;

export function PatientsTab({ queryRef }: RouteQueryProps<PatientsTabQuery>) {
  const data = usePreloadedQuery<PatientsTabQuery>(patientsTabQuery, queryRef);
  return <TabSummaryCard tabPath="patients" count={data.viewer?.counts.patients} />;
}
