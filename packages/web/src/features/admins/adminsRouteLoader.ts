// The /dashboard/admins loader: it learns the viewer's role first (from the store, or by
// joining the layout's own request for it) and asks for the admin list only for a super
// admin. Anyone else is sent away by the layout's access rule (§2, §6) before the tab renders.
import type { LoaderFunctionArgs } from 'react-router';
import type { AdminsTabQuery } from '../../__generated__/AdminsTabQuery.graphql';
import { queryLoader } from '../../routing/routeQuery';
import { viewerRoleForLoader } from '../shell/viewerRoleForLoader';
import { adminsTabQuery } from './AdminsTab';

export async function adminsRouteLoader(args: LoaderFunctionArgs) {
  const mayListAdmins = (await viewerRoleForLoader()) === 'SUPER_ADMIN';
  return queryLoader<AdminsTabQuery>(adminsTabQuery, () => ({ mayListAdmins }), 'store-and-network')(args);
}
