import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useNavigate, useParams } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { NavbarTestQuery } from '../../__generated__/NavbarTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { setRelayEnvironment } from '../../relay/environment';
import { Navbar } from './Navbar';
import { DashboardTabs } from './DashboardTabs';
import { UpstreamCapabilitiesProvider, type UpstreamCapability } from '../../session/upstreamCapabilities';

const testQuery = graphql`
  query NavbarTestQuery @relay_test_operation {
    viewer {
      ...Navbar_viewer
      ...DashboardTabs_viewer
    }
    appInfo {
      ...Navbar_appInfo
    }
  }
`;

/** The tab bar as the layout drives it: the selected tab follows the URL. */
function RoutedTabs() {
  const data = useLazyLoadQuery<NavbarTestQuery>(testQuery, {});
  const { tab = 'patients' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  if (!data.viewer) return null;
  return (
    <DashboardTabs viewer={data.viewer} activeTab={tab}>
      <p data-testid="location">{location.pathname + location.search}</p>
      <button type="button" onClick={() => void navigate('/dashboard/devices?status=NEEDS_UPDATE')}>
        Devices requiring update
      </button>
    </DashboardTabs>
  );
}

function SignedInHeader({ activeTab }: { activeTab: string }) {
  const data = useLazyLoadQuery<NavbarTestQuery>(testQuery, {});
  if (!data.viewer) return null;
  return (
    <>
      <Navbar viewer={data.viewer} appInfo={data.appInfo} />
      <DashboardTabs viewer={data.viewer} activeTab={activeTab}>
        <p>tab body</p>
      </DashboardTabs>
    </>
  );
}

interface ViewerData {
  role: 'DOCTOR' | 'ADMIN' | 'SUPER_ADMIN';
  isSiteAdmin?: boolean;
  counts: Record<string, number | null>;
}

/** `capabilities`: what the backend offers beyond §7 (all of it when not given, as the bundled service). */
function renderHeader(viewer: ViewerData, activeTab = 'patients', capabilities?: UpstreamCapability[]) {
  const header = (
    <Suspense fallback="loading">
      <SignedInHeader activeTab={activeTab} />
    </Suspense>
  );
  const rendered = renderWithProviders(
    capabilities ? <UpstreamCapabilitiesProvider capabilities={capabilities}>{header}</UpstreamCapabilitiesProvider> : header,
    { path: '/dashboard/:tab', initialEntry: `/dashboard/${activeTab}`, otherRoutes: { '/login': 'login screen' } },
  );
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({
          fullName: 'Dana Doctor',
          lastLoginAt: '2025-01-05T14:03:00',
          isSiteAdmin: false,
          ...viewer,
        }),
        ViewerCounts: () => viewer.counts,
        AppInfo: () => ({ version: '01.02.25' }),
      }),
    );
  });
  return rendered;
}

const doctorCounts = {
  patients: 42,
  archivedPatients: 7,
  ecps: null,
  sites: null,
  devices: null,
  admins: null,
  versions: null,
  pendingUsers: null,
};
const adminCounts = { patients: null, archivedPatients: null, ecps: 12, sites: 3, devices: 6, admins: 2, versions: 5, pendingUsers: 3 };

describe('Navbar and tab bar', () => {
  it('greets the user and shows the last login as dd/mm/yyyy HH:mm', async () => {
    renderHeader({ role: 'DOCTOR', counts: doctorCounts });
    expect(await screen.findByText('Hello, Dana Doctor')).toBeInTheDocument();
    expect(screen.getByText('Last login: 05/01/2025 14:03')).toBeInTheDocument();
  });

  it('shows a doctor the Patients and Archive tabs with their counts', async () => {
    renderHeader({ role: 'DOCTOR', counts: doctorCounts });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Patients42', 'Archive7']);
    expect(screen.getByRole('tab', { name: /Patients/ })).toHaveAttribute('aria-selected', 'true');
    // Each tab is a link to its route: the URL decides the selected tab.
    expect(screen.getByRole('tab', { name: /Archive/ })).toHaveAttribute('href', '/dashboard/archive');
    expect(screen.getByRole('tab', { name: /Archive/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows a super admin the console tabs including Admins, and an admin without it', async () => {
    const { unmount } = renderHeader({ role: 'SUPER_ADMIN', counts: adminCounts }, 'ecps');
    const tabs = await screen.findAllByRole('tab');
    // The audit trail has no count badge: it only grows.
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Clinicians12', 'Sites3', 'Devices6', 'Admins2', 'Versions5', 'Pending3', 'Audit']);
    unmount();
    renderHeader({ role: 'ADMIN', counts: adminCounts }, 'ecps');
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('tab', { name: /Admins/ })).not.toBeInTheDocument();
  });

  it('offers no audit tab, two-step settings or sessions list in front of a clinic’s backend without them', async () => {
    const { unmount } = renderHeader({ role: 'SUPER_ADMIN', counts: adminCounts }, 'ecps');
    await screen.findAllByRole('tab');
    expect(screen.getByRole('tab', { name: /Audit/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Active sessions' })).toBeInTheDocument();
    unmount();
    renderHeader({ role: 'SUPER_ADMIN', counts: adminCounts }, 'ecps', []);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Clinicians12', 'Sites3', 'Devices6', 'Admins2', 'Versions5', 'Pending3']);
    expect(screen.queryByRole('button', { name: 'Two-step verification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Active sessions' })).not.toBeInTheDocument();
  });

  it('lists the six languages and switches the interface at once, storing the choice', { timeout: 20_000 }, async () => {
    const { environment } = renderHeader({ role: 'DOCTOR', counts: doctorCounts });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Language' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'עברית', '中文', 'Italiano', 'Deutsch', 'Français']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Italiano' }));
    // The Italian catalog is loaded on demand: allow a busy machine its time.
    expect(await screen.findByText('Ciao, Dana Doctor', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pazienti/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'it');
    expect(window.localStorage.getItem('language')).toBe('it');
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useChangeLanguageMutation');
    expect(mutation.request.variables.input).toEqual({ language: 'IT' });
  });

  it('lays Hebrew out right to left', async () => {
    renderHeader({ role: 'DOCTOR', counts: doctorCounts });
    const user = userEvent.setup();
    // By keyboard this time: open the menu, move to the second language, choose it.
    (await screen.findByRole('button', { name: 'Language' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    // The first switch loads the catalog on demand.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 5000 });
    expect(document.documentElement).toHaveAttribute('lang', 'he');
  });

  it('logs out: ends the session, forgets the store and shows /login', async () => {
    const { environment } = renderHeader({ role: 'DOCTOR', counts: doctorCounts });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSignOutMutation');
    expect(operation.request.variables.input).toEqual({ reason: 'USER' });
    // Keep the test's mock environment installed when the app replaces it.
    act(() => {
      environment.mock.resolve(operation, { data: { signOut: { step: 'SIGNED_OUT' } } });
      setRelayEnvironment(createMockEnvironment());
    });
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('never clicks a tab link by itself when the address changes (a full page load would lose ?status=)', async () => {
    const rendered = renderWithProviders(
      <Suspense fallback="loading">
        <RoutedTabs />
      </Suspense>,
      { path: '/dashboard/:tab', initialEntry: '/dashboard/sites' },
    );
    act(() => {
      rendered.environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Viewer: () => ({ role: 'ADMIN' }), ViewerCounts: () => adminCounts }),
      );
    });
    const button = await screen.findByRole('button', { name: 'Devices requiring update' });
    // zag's default "navigate" dispatches a synthetic click on the selected tab's link: in a
    // browser that is a full page load of the bare tab address.
    const linkClicks: string[] = [];
    const record = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest('a');
      if (link) linkClicks.push(link.getAttribute('href') ?? '');
    };
    document.addEventListener('click', record, true);
    try {
      await userEvent.click(button);
      await waitFor(() => expect(screen.getByRole('tab', { name: /Devices/ })).toHaveAttribute('aria-selected', 'true'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      document.removeEventListener('click', record, true);
    }
    expect(linkClicks).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/devices?status=NEEDS_UPDATE');
  });
});
