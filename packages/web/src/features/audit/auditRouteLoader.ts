// The /dashboard/audit loader: the trail is asked for only for a super admin (the viewer's role
// from the store, or the layout's own request); anyone else is sent away by the layout's access
// rule before the tab renders. The first page is searched for the address's ?q= text.
import type { LoaderFunctionArgs } from 'react-router';
// The query's artifact, not its screen: the loader's chunk stays small.
import auditTabQuery, { type AuditTabQuery } from '../../__generated__/AuditTabQuery.graphql';
import { queryLoader } from '../../routing/routeQuery';
import { viewerRoleForLoader } from '../shell/viewerRoleForLoader';

export async function auditRouteLoader(args: LoaderFunctionArgs) {
  const mayReadAudit = (await viewerRoleForLoader()) === 'SUPER_ADMIN';
  const search = new URL(args.request.url).searchParams.get('q')?.trim() || null;
  return queryLoader<AuditTabQuery>(auditTabQuery, () => ({ mayReadAudit, search }), 'store-and-network')(args);
}
