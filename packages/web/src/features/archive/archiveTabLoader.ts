// The /dashboard/archive loader: the saved search text (§2) is the list's first `search`,
// and the doctor workspace is asked for only when the viewer is a doctor. Platform admins
// pass through here before the layout's access rule sends them away; asking them would
// answer FORBIDDEN and raise an error dialog.
import type { LoaderFunctionArgs } from 'react-router';
// The query's artifact, not its screen: the loader's chunk stays small.
import archiveTabQuery, { type ArchiveTabQuery } from '../../__generated__/ArchiveTabQuery.graphql';
import { queryLoader } from '../../routing/routeQuery';
import { viewerRoleForLoader } from '../shell/viewerRoleForLoader';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { rememberedTableState, tableVariables } from '../patients/patientTableState';
import { readArchiveSearch, searchArgument } from './archiveSearch';

/** The query's variables on arrival: the saved search text and the remembered column filters (the table's first page). */
export function archiveTabVariables(isDoctor: boolean): ArchiveTabQuery['variables'] {
  const { genders, adherence, dateConditions } = tableVariables(rememberedTableState(STORAGE_KEYS.archiveColumnFilters));
  return { isDoctor, search: searchArgument(readArchiveSearch()), genders, adherence, dateConditions };
}

export async function archiveTabLoader(args: LoaderFunctionArgs) {
  const isDoctor = (await viewerRoleForLoader()) === 'DOCTOR';
  return queryLoader<ArchiveTabQuery>(archiveTabQuery, () => archiveTabVariables(isDoctor), 'store-and-network')(args);
}
