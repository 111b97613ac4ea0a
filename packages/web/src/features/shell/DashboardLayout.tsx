// /dashboard and its tabs (§2): signed-in users only (others go to /login, remembered),
// each role sees its own tabs, idle sessions end after 40 minutes (§4; appInfo tells the
// server's SESSION_IDLE_MINUTES, so the browser signs out when the server would).
import { useEffect, useState } from 'react';
import { Box, Flex, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { IDLE_TIMEOUT_MINUTES } from '@portal/domain/constants';
import type { DashboardLayoutQuery } from '../../__generated__/DashboardLayoutQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { PageSpinner } from '../../components/PageSpinner';
import { rememberReturnTo } from '../../session/returnTo';
import { useIdleTimeout } from '../../session/useIdleTimeout';
import { currentLanguage, fromGraphQLLanguage, languageAppliedAtSignIn, switchLanguage } from '../../i18n/language';
import { useSignOutMutation } from '../auth/useSignOutMutation';
import { AUTH_PATHS } from '../auth/authSteps';
import { Navbar } from './Navbar';
import { rememberViewerRole } from '../../session/rememberedRole';
import { DashboardTabs } from './DashboardTabs';
import { firstDashboardPath, tabOffered, viewerMayOpen, type DashboardTab } from './dashboardTabs';
import { UpstreamCapabilitiesProvider } from '../../session/upstreamCapabilities';

export const dashboardLayoutQuery = graphql`
  query DashboardLayoutQuery @preloadable {
    viewer {
      id
      role
      isSiteAdmin
      language
      ...Navbar_viewer
      ...DashboardTabs_viewer
    }
    appInfo {
      idleTimeoutMinutes
      upstream {
        capabilities
      }
      ...Navbar_appInfo
    }
  }
`;

/** What a dashboard route declares in its `handle`. */
export interface DashboardRouteHandle {
  tab?: DashboardTab;
}

/** What the layout hands to its child routes. */
export interface DashboardOutletContext {
  role: string;
}

export function DashboardLayout({ queryRef }: RouteQueryProps<DashboardLayoutQuery>) {
  const data = usePreloadedQuery<DashboardLayoutQuery>(dashboardLayoutQuery, queryRef);
  if (!data.viewer) return <RedirectToLogin />;
  return <SignedInShell viewer={data.viewer} appInfo={data.appInfo} />;
}

/** §2: unauthenticated users go to /login, remembering where they came from. */
function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberViewerRole(null);
    rememberReturnTo(location.pathname + location.search);
    void navigate(AUTH_PATHS.login, { replace: true });
  }, [location, navigate]);
  return <PageSpinner />;
}

type Viewer = NonNullable<DashboardLayoutQuery['response']['viewer']>;
type AppInfo = DashboardLayoutQuery['response']['appInfo'];

function SignedInShell({ viewer, appInfo }: { viewer: Viewer; appInfo: AppInfo }) {
  const matches = useMatches();
  const tab = matches.map((m) => (m.handle as DashboardRouteHandle | undefined)?.tab).find(Boolean);
  const [signOut] = useSignOutMutation();
  const idleMinutes = appInfo.idleTimeoutMinutes > 0 ? appInfo.idleTimeoutMinutes : IDLE_TIMEOUT_MINUTES;
  useIdleTimeout(idleMinutes * 60_000, () => void signOut('IDLE'));

  const storedLanguage = viewer.language;
  const [languageOnArrival] = useState(storedLanguage);
  useEffect(() => {
    // A session opened before this page loaded: show the user's stored language. (A
    // sign-in in this page has applied it already; later choices switch it themselves.)
    if (languageAppliedAtSignIn()) return;
    const language = fromGraphQLLanguage(languageOnArrival);
    if (language !== currentLanguage()) void switchLanguage(language);
  }, [languageOnArrival]);

  // The next route loader of this tab starts its query without waiting for this one.
  useEffect(() => rememberViewerRole(viewer.role), [viewer.role]);

  const firstPath = firstDashboardPath(viewer.role);
  // §2: the site admin area is for site admins only (checked again by the BFF and REST). A tab whose
  // feature the clinic's backend lacks is not there either.
  const capabilities = new Set(appInfo.upstream.capabilities);
  if (tab && !(viewerMayOpen(viewer, tab) && tabOffered(tab, capabilities))) return <Navigate to={firstPath ?? '/NotFound'} replace />;

  const context: DashboardOutletContext = { role: viewer.role };
  return (
    <UpstreamCapabilitiesProvider capabilities={appInfo.upstream.capabilities}>
      <Flex direction="column" minH="100dvh" bg="bg.canvas">
        <Link
          href="#main-content"
          position="absolute"
          top="-10"
          insetStart="4"
          zIndex="skipLink"
          bg="bg.panel"
          px="3"
          py="2"
          rounded="md"
          _focus={{ top: '2' }}
        >
          <Trans>Skip to content</Trans>
        </Link>
        <Navbar viewer={viewer} appInfo={appInfo} />
        <Box as="main" id="main-content" flex="1" tabIndex={-1} outline="none">
          {tab ? (
            <DashboardTabs viewer={viewer} activeTab={tab.path}>
              <Outlet context={context} />
            </DashboardTabs>
          ) : (
            <Outlet context={context} />
          )}
        </Box>
      </Flex>
    </UpstreamCapabilitiesProvider>
  );
}
