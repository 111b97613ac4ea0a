// The route table (§2). Each route that needs data owns one query, started by its loader
// (loadQuery) and read by its component (usePreloadedQuery). Guarded routes fetch from the
// network so the §2 access rules always see the server's view of the session.
import type { ComponentType } from 'react';
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { PreloadedRoute, queryLoader, type RouteQueryProps } from './routing/routeQuery';
import { RootLayout } from './routing/RootLayout';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { LoginPage, loginPageQuery } from './features/auth/LoginPage';
import { TwoFactorPage, twoFactorPageQuery } from './features/auth/TwoFactorPage';
import { ConfirmEmailPage } from './features/emailChange/ConfirmEmailPage';
import { CreatePasswordPage, createPasswordPageQuery, createPasswordVariables } from './features/auth/CreatePasswordPage';
import { PasswordConfirmedPage } from './features/auth/PasswordConfirmedPage';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { RegisterPage } from './features/registration/RegisterPage';
import { NotFoundPage } from './features/notFound/NotFoundPage';
import { DevMailboxPage, devMailboxPageQuery, devMailboxVariables } from './features/devMailbox/DevMailboxPage';
import { DashboardLayout, dashboardLayoutQuery, type DashboardRouteHandle } from './features/shell/DashboardLayout';
import { DashboardHome } from './features/shell/DashboardHome';
import { tabByPath } from './features/shell/dashboardTabs';
import { PatientsTab, patientsTabQuery } from './features/patients/PatientsTab';
import { ArchiveTab, archiveTabQuery } from './features/archive/ArchiveTab';
import { archiveTabLoader } from './features/archive/archiveTabLoader';
import { patientsTabLoader } from './features/patients/patientsTabLoader';
import { PatientPage, patientPageQuery, patientPageVariables } from './features/patientRecord/PatientPage';
import { EcpsTab, ecpsTabQuery } from './features/ecps/EcpsTab';
import { SitesTab, sitesTabQuery } from './features/sites/SitesTab';
import { DevicesTab, devicesTabQuery } from './features/devices/DevicesTab';
import { AdminsTab, adminsTabQuery } from './features/admins/AdminsTab';
import { AuditTab, auditTabQuery } from './features/audit/AuditTab';
import { auditRouteLoader } from './features/audit/auditRouteLoader';
import { adminsRouteLoader } from './features/admins/adminsRouteLoader';
import { VersionsTab, versionsTabQuery } from './features/versions/VersionsTab';
import { PendingTab, pendingTabQuery } from './features/pending/PendingTab';
import { AddPatientPage, addPatientPageQuery } from './features/patientForm/AddPatientPage';
import { EditPatientPage, editPatientPageQuery, editPatientVariables } from './features/patientForm/EditPatientPage';
import { NewVisitPage, newVisitPageQuery, newVisitVariables } from './features/newVisit/NewVisitPage';
import { VisitReportPage, visitReportPageQuery, visitReportVariables } from './features/visitReport/VisitReportPage';
import { SiteEcpsTab, siteEcpsTabQuery } from './features/siteAdmin/SiteEcpsTab';
import { siteAdminRouteLoader } from './features/siteAdmin/siteAdminRouteLoader';
import type { SiteEcpsTabQuery } from './__generated__/SiteEcpsTabQuery.graphql';
import type { DevicesTabQuery } from './__generated__/DevicesTabQuery.graphql';
import { AUTH_PATHS } from './features/auth/authSteps';
import { consoleTabVariablesOf } from './features/adminConsole/consoleSearchParams';

/** The search text (?q=) and device status (?status=) of a console tab's address; queries without `$search` or `$status` ignore them. */
const consoleTabVariables = (args: LoaderFunctionArgs) => consoleTabVariablesOf(new URL(args.request.url)) as never;

function tabRoute<Q extends OperationType>(
  path: string,
  query: GraphQLTaggedNode,
  component: ComponentType<RouteQueryProps<Q>>,
): RouteObject {
  const handle: DashboardRouteHandle = { tab: tabByPath(path) };
  return {
    path,
    handle,
    // §2: switching tabs loads that tab's list anew; what the store has shows meanwhile. A console
    // tab's first page is searched for the search box's text (?q=) it is entered with.
    loader: queryLoader<Q>(query, consoleTabVariables, 'store-and-network'),
    element: <PreloadedRoute<Q> component={component} />,
    errorElement: <RouteErrorPage />,
  };
}

function page<Q extends OperationType>(
  query: GraphQLTaggedNode,
  component: ComponentType<RouteQueryProps<Q>>,
  variables?: Parameters<typeof queryLoader<Q>>[1],
): Pick<RouteObject, 'loader' | 'element' | 'errorElement'> {
  return {
    loader: queryLoader<Q>(query, variables, 'network-only'),
    element: <PreloadedRoute<Q> component={component} />,
    errorElement: <RouteErrorPage />,
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to={AUTH_PATHS.dashboard} replace /> },
      { path: 'login', ...page(loginPageQuery, LoginPage) },
      { path: '2FA', ...page(twoFactorPageQuery, TwoFactorPage) },
      { path: 'create-password', ...page(createPasswordPageQuery, CreatePasswordPage, createPasswordVariables) },
      { path: 'password-confirmed', element: <PasswordConfirmedPage />, errorElement: <RouteErrorPage /> },
      { path: 'confirm-email', element: <ConfirmEmailPage />, errorElement: <RouteErrorPage /> },
      { path: 'ResetPassword', element: <ResetPasswordPage />, errorElement: <RouteErrorPage /> },
      { path: 'dev/mailbox', ...page(devMailboxPageQuery, DevMailboxPage, devMailboxVariables) },
      { path: 'register', element: <RegisterPage />, errorElement: <RouteErrorPage /> },
      { path: 'NotFound', element: <NotFoundPage /> },
      {
        path: 'dashboard',
        ...page(dashboardLayoutQuery, DashboardLayout),
        children: [
          { index: true, element: <DashboardHome /> },
          // Doctors only: the loaders ask for the patient lists only when the role allows it.
          { ...tabRoute('patients', patientsTabQuery, PatientsTab), loader: patientsTabLoader },
          { ...tabRoute('archive', archiveTabQuery, ArchiveTab), loader: archiveTabLoader },
          tabRoute('ecps', ecpsTabQuery, EcpsTab),
          tabRoute('sites', sitesTabQuery, SitesTab),
          tabRoute('devices', devicesTabQuery, DevicesTab),
          // Super admins only: the loader asks for the list only when the role allows it.
          { ...tabRoute('admins', adminsTabQuery, AdminsTab), loader: adminsRouteLoader },
          tabRoute('versions', versionsTabQuery, VersionsTab),
          // Super admins only (issue 15 item 6): the trail is asked for only when the role allows it.
          { ...tabRoute('audit', auditTabQuery, AuditTab), loader: auditRouteLoader },
          tabRoute('pending', pendingTabQuery, PendingTab),
          // §2 Site admin dashboard (my site): doctors with isSiteAdmin; the console's tables for their site.
          { path: 'siteadmin', element: <Navigate to="/dashboard/siteadmin/ecps" replace /> },
          {
            ...tabRoute('siteadmin/ecps', siteEcpsTabQuery, SiteEcpsTab),
            loader: siteAdminRouteLoader<SiteEcpsTabQuery>(siteEcpsTabQuery),
          },
          { ...tabRoute('siteadmin/devices', devicesTabQuery, DevicesTab), loader: siteAdminRouteLoader<DevicesTabQuery>(devicesTabQuery) },
          // Doctor pages without tabs (§2 Add patient, Edit patient, Patient detail, New visit, visit report).
          { path: 'AddPatient', ...page(addPatientPageQuery, AddPatientPage) },
          { path: 'EditPatient', ...page(editPatientPageQuery, EditPatientPage, editPatientVariables) },
          { path: 'Patient', ...page(patientPageQuery, PatientPage, patientPageVariables) },
          { path: 'NewVisit', ...page(newVisitPageQuery, NewVisitPage, newVisitVariables) },
          { path: 'visit-report', ...page(visitReportPageQuery, VisitReportPage, visitReportVariables) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
