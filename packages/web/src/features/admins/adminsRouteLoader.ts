// The /dashboard/admins loader: it learns the viewer's role first (from the store, or by
// joining the layout's own request for it) and asks for the admin list only for a super
// admin. Anyone else is sent away by the layout's access rule (§2, §6) before the tab renders.
import type { LoaderFunctionArgs } from 'react-router';
import { fetchQuery } from 'react-relay';
import type { AdminsTabQuery } from '../../__generated__/AdminsTabQuery.graphql';
import type { DashboardLayoutQuery } from '../../__generated__/DashboardLayoutQuery.graphql';
import { getRelayEnvironment } from '../../relay/environment';
import { queryLoader } from '../../routing/routeQuery';
import { dashboardLayoutQuery } from '../shell/DashboardLayout';
import { adminsTabQuery } from './AdminsTab';

export async function adminsRouteLoader(args: LoaderFunctionArgs) {
  // Relay de-duplicates identical in-flight requests: this joins the layout loader's fetch.
  const layout = await fetchQuery<DashboardLayoutQuery>(getRelayEnvironment(), dashboardLayoutQuery, {}, {
    fetchPolicy: 'store-or-network',
  }).toPromise();
  const mayListAdmins = layout?.viewer?.role === 'SUPER_ADMIN';
  return queryLoader<AdminsTabQuery>(adminsTabQuery, () => ({ mayListAdmins }), 'store-and-network')(args);
}
