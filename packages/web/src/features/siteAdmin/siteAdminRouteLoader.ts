// The loaders of /dashboard/siteadmin/*: the tab's query is asked only for a site admin. Anyone
// else is sent to their own dashboard by the layout's access rule (§2, §6) before the tab
// renders, so nothing is loaded for them (the BFF and REST would refuse it anyway).
import type { LoaderFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { queryLoader } from '../../routing/routeQuery';
import { viewerIsSiteAdminForLoader } from '../shell/viewerRoleForLoader';

export function siteAdminRouteLoader<Q extends OperationType>(query: GraphQLTaggedNode) {
  return async (args: LoaderFunctionArgs) => {
    if (!(await viewerIsSiteAdminForLoader())) return null;
    return queryLoader<Q>(query, undefined, 'store-and-network')(args);
  };
}
