// The route table (§2). Each route that needs data owns one query, started by its loader
// (loadQuery) and read by its component (usePreloadedQuery). Guarded routes fetch from the
// network so the §2 access rules always see the server's view of the session.
// Every screen's code, its Relay artifacts and what only it uses load with its route
// (routing/routeKinds.tsx); the first bundle holds the router, the providers and the error page.
import { Navigate, type LoaderFunctionArgs, type NonIndexRouteObject, type RouteObject } from 'react-router';
import type { OperationType } from 'relay-runtime';
import type { RouteQueryProps } from './routing/routeQuery';
import { RootLayout } from './routing/RootLayout';
import { preloadFrom } from './routing/preload';
import { answeredOnFirstLoad, lazyLoader, queryRoute, screenRoute, type PreloadHandle, type Screen } from './routing/routeKinds';
import { revalidateLayoutUnlessSearchOnly } from './routing/layoutRevalidation';
import { createPasswordVariables, devMailboxVariables, idVariables } from './routing/routeVariables';
import type { QueryArtifact } from './routing/routeQuery';
import { RouteErrorPage } from './errors/RouteErrorPage';
import type { DashboardRouteHandle } from './features/shell/DashboardLayout';
import { tabByPath } from './features/shell/dashboardTabs';
import { DashboardHome } from './features/shell/DashboardHome';
import { AUTH_PATHS } from './features/auth/authSteps';
import { consoleTabVariablesOf } from './features/adminConsole/consoleSearchParams';
// The first screens' query ids (`@preloadable`, a few hundred bytes each): sent ahead of Relay (relay/earlyRequests.ts).
import dashboardLayoutParameters from './__generated__/DashboardLayoutQuery$parameters';
import patientPageParameters from './__generated__/PatientPageQuery$parameters';
import { sendPatientsTabFirst } from './features/patients/patientsTabFirstRequest';

/** The search text (?q=) and device status (?status=) of a console tab's address; queries without `$search` or `$status` ignore them. */
const consoleTabVariables = (args: LoaderFunctionArgs) => consoleTabVariablesOf(new URL(args.request.url)) as never;

function tabRoute<Q extends OperationType>(
  path: string,
  artifact: QueryArtifact,
  screen: Screen<RouteQueryProps<Q>>,
  loader?: (args: LoaderFunctionArgs) => unknown,
): NonIndexRouteObject {
  // §2: switching tabs loads that tab's list anew; what the store has shows meanwhile. A console
  // tab's first page is searched for the search box's text (?q=) it is entered with.
  const route = queryRoute<Q>(artifact, screen, { variables: consoleTabVariables, fetchPolicy: 'store-and-network', loader });
  const handle: DashboardRouteHandle & PreloadHandle = { ...(route.handle as PreloadHandle), tab: tabByPath(path) };
  return { ...route, path, handle };
}

/** The site admin's tabs ask for their list only for a site admin (the loader's own module decides). */
const siteAdminLoader = (artifact: QueryArtifact) =>
  lazyLoader(async () => {
    const [{ siteAdminRouteLoader }, { default: query }] = await Promise.all([
      import('./features/siteAdmin/siteAdminRouteLoader'),
      artifact(),
    ]);
    return siteAdminRouteLoader(query);
  });

const relayLayout = () => import('./routing/RelayLayout');
const devicesTabQuery = () => import('./__generated__/DevicesTabQuery.graphql');
const devicesTab = () => import('./features/devices/DevicesTab').then((m) => m.DevicesTab);

export const routes: RouteObject[] = [
  {
    element: <RootLayout preload={(href) => preloadFrom(routes, href)} />,
    errorElement: <RouteErrorPage />,
    // The first screen's code is fetched before anything is drawn; nothing (not a spinner) shows meanwhile.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to={AUTH_PATHS.dashboard} replace /> },
      // /login loads no Relay (its loader sends the page's query itself), and only its own
      // share of the catalog and the theme (routing/restOfApp.ts).
      {
        path: 'login',
        ...screenRoute(() => import('./features/auth/LoginPage').then((m) => m.LoginPage), { firstScreen: true }),
        loader: lazyLoader(() => import('./features/auth/loginPageLoader').then((m) => m.loginPageLoader)),
      },
      {
        path: 'password-confirmed',
        ...screenRoute(() => import('./features/auth/PasswordConfirmedPage').then((m) => m.PasswordConfirmedPage)),
      },
      {
        path: 'NotFound',
        ...screenRoute(() => import('./features/notFound/NotFoundPage').then((m) => m.NotFoundPage)),
        errorElement: undefined,
      },
      // The screens on Relay, below its store; Relay loads with the first of them.
      {
        lazy: async () => ({ Component: (await relayLayout()).RelayLayout }),
        handle: { preloadCode: relayLayout } satisfies PreloadHandle,
        children: [
          {
            path: '2FA',
            ...queryRoute(
              () => import('./__generated__/TwoFactorPageQuery.graphql'),
              () => import('./features/auth/TwoFactorPage').then((m) => m.TwoFactorPage),
            ),
          },
          {
            path: 'create-password',
            ...queryRoute(
              () => import('./__generated__/CreatePasswordPageQuery.graphql'),
              () => import('./features/auth/CreatePasswordPage').then((m) => m.CreatePasswordPage),
              { variables: createPasswordVariables },
            ),
          },
          {
            path: 'confirm-email',
            ...screenRoute(() => import('./features/emailChange/ConfirmEmailPage').then((m) => m.ConfirmEmailPage)),
          },
          { path: 'ResetPassword', ...screenRoute(() => import('./features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)) },
          {
            path: 'dev/mailbox',
            ...queryRoute(
              () => import('./__generated__/DevMailboxPageQuery.graphql'),
              () => import('./features/devMailbox/DevMailboxPage').then((m) => m.DevMailboxPage),
              { variables: devMailboxVariables },
            ),
          },
          { path: 'register', ...screenRoute(() => import('./features/registration/RegisterPage').then((m) => m.RegisterPage)) },
          // Signed-in screens paint once, with their data, on the page's first load (routeKinds.tsx).
          answeredOnFirstLoad({
            path: 'dashboard',
            ...queryRoute(
              () => import('./__generated__/DashboardLayoutQuery.graphql'),
              () => import('./features/shell/DashboardLayout').then((m) => m.DashboardLayout),
              { early: dashboardLayoutParameters },
            ),
            shouldRevalidate: revalidateLayoutUnlessSearchOnly,
            children: [
              { index: true, element: <DashboardHome /> },
              // Doctors only: the loaders ask for the patient lists only when the role allows it.
              tabRoute(
                'patients',
                () => import('./__generated__/PatientsTabQuery.graphql'),
                () => import('./features/patients/PatientsTab').then((m) => m.PatientsTab),
                lazyLoader(() => import('./features/patients/patientsTabLoader').then((m) => m.patientsTabLoader), sendPatientsTabFirst),
              ),
              tabRoute(
                'archive',
                () => import('./__generated__/ArchiveTabQuery.graphql'),
                () => import('./features/archive/ArchiveTab').then((m) => m.ArchiveTab),
                lazyLoader(() => import('./features/archive/archiveTabLoader').then((m) => m.archiveTabLoader)),
              ),
              tabRoute(
                'ecps',
                () => import('./__generated__/EcpsTabQuery.graphql'),
                () => import('./features/ecps/EcpsTab').then((m) => m.EcpsTab),
              ),
              tabRoute(
                'sites',
                () => import('./__generated__/SitesTabQuery.graphql'),
                () => import('./features/sites/SitesTab').then((m) => m.SitesTab),
              ),
              tabRoute('devices', devicesTabQuery, devicesTab),
              // Super admins only: the loader asks for the list only when the role allows it.
              tabRoute(
                'admins',
                () => import('./__generated__/AdminsTabQuery.graphql'),
                () => import('./features/admins/AdminsTab').then((m) => m.AdminsTab),
                lazyLoader(() => import('./features/admins/adminsRouteLoader').then((m) => m.adminsRouteLoader)),
              ),
              tabRoute(
                'versions',
                () => import('./__generated__/VersionsTabQuery.graphql'),
                () => import('./features/versions/VersionsTab').then((m) => m.VersionsTab),
              ),
              // Super admins only: the trail is asked for only when the role allows it.
              tabRoute(
                'audit',
                () => import('./__generated__/AuditTabQuery.graphql'),
                () => import('./features/audit/AuditTab').then((m) => m.AuditTab),
                lazyLoader(() => import('./features/audit/auditRouteLoader').then((m) => m.auditRouteLoader)),
              ),
              tabRoute(
                'pending',
                () => import('./__generated__/PendingTabQuery.graphql'),
                () => import('./features/pending/PendingTab').then((m) => m.PendingTab),
              ),
              // §2 Site admin dashboard (my site): doctors with isSiteAdmin; the console's tables for their site.
              { path: 'siteadmin', element: <Navigate to="/dashboard/siteadmin/ecps" replace /> },
              tabRoute(
                'siteadmin/ecps',
                () => import('./__generated__/SiteEcpsTabQuery.graphql'),
                () => import('./features/siteAdmin/SiteEcpsTab').then((m) => m.SiteEcpsTab),
                siteAdminLoader(() => import('./__generated__/SiteEcpsTabQuery.graphql')),
              ),
              tabRoute('siteadmin/devices', devicesTabQuery, devicesTab, siteAdminLoader(devicesTabQuery)),
              // Doctor pages without tabs (§2 Add patient, Edit patient, Patient detail, New visit, visit report).
              {
                path: 'AddPatient',
                ...queryRoute(
                  () => import('./__generated__/AddPatientPageQuery.graphql'),
                  () => import('./features/patientForm/AddPatientPage').then((m) => m.AddPatientPage),
                ),
              },
              {
                path: 'EditPatient',
                ...queryRoute(
                  () => import('./__generated__/EditPatientPageQuery.graphql'),
                  () => import('./features/patientForm/EditPatientPage').then((m) => m.EditPatientPage),
                  { variables: idVariables },
                ),
              },
              {
                path: 'Patient',
                ...queryRoute(
                  () => import('./__generated__/PatientPageQuery.graphql'),
                  () => import('./features/patientRecord/PatientPage').then((m) => m.PatientPage),
                  { variables: idVariables, early: patientPageParameters },
                ),
              },
              {
                path: 'NewVisit',
                ...queryRoute(
                  () => import('./__generated__/NewVisitPageQuery.graphql'),
                  () => import('./features/newVisit/NewVisitPage').then((m) => m.NewVisitPage),
                  { variables: idVariables },
                ),
              },
              {
                path: 'visit-report',
                ...queryRoute(
                  () => import('./__generated__/VisitReportPageQuery.graphql'),
                  () => import('./features/visitReport/VisitReportPage').then((m) => m.VisitReportPage),
                  { variables: idVariables },
                ),
              },
            ],
          }),
        ],
      },
      { path: '*', ...screenRoute(() => import('./features/notFound/NotFoundPage').then((m) => m.NotFoundPage)), errorElement: undefined },
    ],
  },
];
