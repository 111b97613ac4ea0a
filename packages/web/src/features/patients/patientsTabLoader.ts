// The /dashboard/patients loader: it starts the tab's query with the remembered search text
// and time filter (§2). Platform admins pass through here before the layout sends them away
// (§6), so the workspace is asked for only when the viewer is a doctor: no FORBIDDEN dialog.
import type { LoaderFunctionArgs } from 'react-router';
// The query's artifact, not its screen: the loader's chunk stays small.
import patientsTabQuery, { type PatientsTabQuery } from '../../__generated__/PatientsTabQuery.graphql';
import { queryLoader } from '../../routing/routeQuery';
import { viewerRoleForLoader } from '../shell/viewerRoleForLoader';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { unfilteredPatientsTabVariables } from './patientsTabFirstRequest';
import { rememberedTableState, tableVariables } from './patientTableState';

/** The query's variables on arrival: the status toggles start at All patients, the column filters as remembered. */
export function patientsTabVariables(isDoctor: boolean): PatientsTabQuery['variables'] {
  const { genders, adherence, dateConditions } = tableVariables(rememberedTableState(STORAGE_KEYS.patientsColumnFilters));
  return { ...unfilteredPatientsTabVariables(isDoctor), genders, adherence, dateConditions };
}

export async function patientsTabLoader(args: LoaderFunctionArgs) {
  const isDoctor = (await viewerRoleForLoader()) === 'DOCTOR';
  return queryLoader<PatientsTabQuery>(patientsTabQuery, () => patientsTabVariables(isDoctor), 'store-and-network')(args);
}
