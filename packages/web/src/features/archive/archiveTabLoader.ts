// The /dashboard/archive loader: the saved search text (§2) is the list's first `search`,
// and the doctor workspace is asked for only when the viewer is a doctor. Platform admins
// pass through here before the layout's access rule sends them away; asking them would
// answer FORBIDDEN and raise an error dialog.
import type { LoaderFunctionArgs } from 'react-router';
import { fetchQuery } from 'react-relay';
import type { ArchiveTabQuery } from '../../__generated__/ArchiveTabQuery.graphql';
import type { DashboardLayoutQuery } from '../../__generated__/DashboardLayoutQuery.graphql';
import { getRelayEnvironment } from '../../relay/environment';
import { queryLoader } from '../../routing/routeQuery';
import { dashboardLayoutQuery } from '../shell/DashboardLayout';
import { archiveTabQuery } from './ArchiveTab';
import { readArchiveSearch, searchArgument } from './archiveSearch';

export async function archiveTabLoader(args: LoaderFunctionArgs) {
  // Relay de-duplicates identical in-flight requests: this joins the layout loader's fetch.
  const layout = await fetchQuery<DashboardLayoutQuery>(getRelayEnvironment(), dashboardLayoutQuery, {}, {
    fetchPolicy: 'store-or-network',
  }).toPromise();
  const isDoctor = layout?.viewer?.role === 'DOCTOR';
  const search = searchArgument(readArchiveSearch());
  return queryLoader<ArchiveTabQuery>(archiveTabQuery, () => ({ isDoctor, search }), 'store-and-network')(args);
}
