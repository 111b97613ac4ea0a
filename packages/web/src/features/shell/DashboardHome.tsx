// /dashboard (exact): §2 "redirects to the first exact-match route allowed for the role".
import { Navigate, useOutletContext } from 'react-router';
import type { DashboardOutletContext } from './DashboardLayout';
import { firstDashboardPath } from './dashboardTabs';

export function DashboardHome() {
  const { role } = useOutletContext<DashboardOutletContext>();
  return <Navigate to={firstDashboardPath(role) ?? '/NotFound'} replace />;
}
