// The /dashboard/archive loader: the saved search text (§2) is the list's first `search`,
// and the doctor workspace is asked for only when the viewer is a doctor. Platform admins
// pass through here before the layout's access rule sends them away; asking them would
// answer FORBIDDEN and raise an error dialog.
import type { LoaderFunctionArgs } from 'react-router';
import type { ArchiveTabQuery } from '../../__generated__/ArchiveTabQuery.graphql';
import { queryLoader } from '../../routing/routeQuery';
import { viewerRoleForLoader } from '../shell/viewerRoleForLoader';
import { archiveTabQuery } from './ArchiveTab';
import { readArchiveSearch, searchArgument } from './archiveSearch';

export async function archiveTabLoader(args: LoaderFunctionArgs) {
  const isDoctor = (await viewerRoleForLoader()) === 'DOCTOR';
  const search = searchArgument(readArchiveSearch());
  return queryLoader<ArchiveTabQuery>(archiveTabQuery, () => ({ isDoctor, search }), 'store-and-network')(args);
}
