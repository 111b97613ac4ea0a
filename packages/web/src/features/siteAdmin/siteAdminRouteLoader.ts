// The loaders of /dashboard/siteadmin/*: the tab's query is asked only for a site admin. Anyone
// else is sent to their own dashboard by the layout's access rule (§2, §6) before the tab
// renders, so nothing is loaded for them (the BFF and REST would refuse it anyway). Like the other
// console tabs, a tab's first page is searched for the address's ?q= text and the devices tab's is
// filtered by its ?status= (queries without `$search` or `$status` ignore them).
import type { LoaderFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { queryLoader } from '../../routing/routeQuery';
import { consoleTabVariablesOf } from '../adminConsole/consoleSearchParams';
import { viewerIsSiteAdminForLoader } from '../shell/viewerRoleForLoader';

export function siteAdminRouteLoader<Q extends OperationType>(query: GraphQLTaggedNode) {
  return async (args: LoaderFunctionArgs) => {
    if (!(await viewerIsSiteAdminForLoader())) return null;
    const variables = consoleTabVariablesOf(new URL(args.request.url));
    return queryLoader<Q>(query, () => variables as Q['variables'], 'store-and-network')(args);
  };
}
