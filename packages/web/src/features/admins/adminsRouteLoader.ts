// The /dashboard/admins loader: it learns the viewer's role first (from the store, or by
// joining the layout's own request for it) and asks for the admin list only for a super
// admin. Anyone else is sent away by the layout's access rule (§2, §6) before the tab renders.
// Like the other console tabs, its first page is searched for the address's ?q= text.
import type { LoaderFunctionArgs } from 'react-router';
// The query's artifact, not its screen: the loader's chunk stays small.
import adminsTabQuery, { type AdminsTabQuery } from '../../__generated__/AdminsTabQuery.graphql';
import { queryLoader } from '../../routing/routeQuery';
import { viewerRoleForLoader } from '../shell/viewerRoleForLoader';

export async function adminsRouteLoader(args: LoaderFunctionArgs) {
  const mayListAdmins = (await viewerRoleForLoader()) === 'SUPER_ADMIN';
  const search = new URL(args.request.url).searchParams.get('q')?.trim() || null;
  return queryLoader<AdminsTabQuery>(adminsTabQuery, () => ({ mayListAdmins, search }), 'store-and-network')(args);
}
