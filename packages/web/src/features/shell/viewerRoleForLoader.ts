// The signed-in role for a route loader that must decide what to ask for before the layout's
// access rule runs (§2, §6): from the store, or by joining the layout loader's own request
// (Relay de-duplicates identical in-flight requests). Null when signed out.
import { fetchQuery } from 'react-relay';
import type { DashboardLayoutQuery } from '../../__generated__/DashboardLayoutQuery.graphql';
import { getRelayEnvironment } from '../../relay/environment';
import { dashboardLayoutQuery } from './DashboardLayout';

export async function viewerRoleForLoader(): Promise<string | null> {
  const layout = await fetchQuery<DashboardLayoutQuery>(getRelayEnvironment(), dashboardLayoutQuery, {}, {
    fetchPolicy: 'store-or-network',
  }).toPromise();
  return layout?.viewer?.role ?? null;
}
