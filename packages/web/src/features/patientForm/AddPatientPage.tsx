// /dashboard/AddPatient (§2 Add patient): doctors only; the new patient joins the active
// patients table once saved.
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate } from 'react-router';
import type { AddPatientPageQuery } from '../../__generated__/AddPatientPageQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { firstDashboardPath } from '../shell/dashboardTabs';
import { PatientForm } from './PatientForm';
import { useCreatePatientMutation } from './useCreatePatientMutation';

export const addPatientPageQuery = graphql`
  query AddPatientPageQuery {
    viewer {
      id
      role
    }
  }
`;

export function AddPatientPage({ queryRef }: RouteQueryProps<AddPatientPageQuery>) {
  const data = usePreloadedQuery<AddPatientPageQuery>(addPatientPageQuery, queryRef);
  const [createPatient] = useCreatePatientMutation();
  // Signed out: the dashboard layout sends the visitor to /login.
  if (!data.viewer) return null;
  if (data.viewer.role !== 'DOCTOR') return <Navigate to={firstDashboardPath(data.viewer.role) ?? '/NotFound'} replace />;
  return <PatientForm onSave={createPatient} />;
}
