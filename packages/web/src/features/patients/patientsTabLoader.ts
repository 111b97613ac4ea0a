// The /dashboard/patients loader: it starts the tab's query with the remembered search text
// and time filter (§2). Platform admins pass through here before the layout sends them away
// (§6), so the workspace is asked for only when the viewer is a doctor: no FORBIDDEN dialog.
import type { LoaderFunctionArgs } from 'react-router';
import { fetchQuery } from 'react-relay';
import type { DashboardLayoutQuery } from '../../__generated__/DashboardLayoutQuery.graphql';
import type { PatientsTabQuery } from '../../__generated__/PatientsTabQuery.graphql';
import { getRelayEnvironment } from '../../relay/environment';
import { queryLoader } from '../../routing/routeQuery';
import { dashboardLayoutQuery } from '../shell/DashboardLayout';
import { patientsTabQuery } from './PatientsTab';
import { storedPatientSearch, storedVisitPeriod } from './patientFilterStorage';

/** The query's variables on arrival: the status toggles start at All patients. */
export function patientsTabVariables(isDoctor: boolean): PatientsTabQuery['variables'] {
  const search = storedPatientSearch().trim();
  return { isDoctor, search: search || null, visitPeriod: storedVisitPeriod(), status: 'ALL' };
}

export async function patientsTabLoader(args: LoaderFunctionArgs) {
  // Relay de-duplicates identical in-flight requests: this joins the layout loader's fetch.
  const layout = await fetchQuery<DashboardLayoutQuery>(getRelayEnvironment(), dashboardLayoutQuery, {}, {
    fetchPolicy: 'store-or-network',
  }).toPromise();
  const isDoctor = layout?.viewer?.role === 'DOCTOR';
  return queryLoader<PatientsTabQuery>(patientsTabQuery, () => patientsTabVariables(isDoctor), 'store-and-network')(args);
}
