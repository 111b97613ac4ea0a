// The navbar's settings gear for site admins (§2 Navbar, §6): only they see it; its switch moves
// between the ECP view and the site admin view, and the backup checkbox asks before it changes.
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { SiteAdminSettingsTestQuery } from '../../__generated__/SiteAdminSettingsTestQuery.graphql';
import { ConfirmDialog } from '../../components/confirm/ConfirmDialog';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Navbar } from './Navbar';

const testQuery = graphql`
  query SiteAdminSettingsTestQuery @relay_test_operation {
    viewer {
      ...Navbar_viewer
    }
    appInfo {
      ...Navbar_appInfo
    }
  }
`;

function Header() {
  const data = useLazyLoadQuery<SiteAdminSettingsTestQuery>(testQuery, {});
  return data.viewer ? <Navbar viewer={data.viewer} appInfo={data.appInfo} /> : null;
}

function renderNavbar(viewer: Record<string, unknown>) {
  const rendered = renderWithProviders(
    <>
      <Suspense fallback="loading">
        <Header />
      </Suspense>
      <ConfirmDialog />
    </>,
    { path: '/dashboard/:tab', initialEntry: '/dashboard/patients', otherRoutes: { '/dashboard/siteadmin/ecps': 'my site clinicians' } },
  );
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ fullName: 'Sam Siteadmin', role: 'DOCTOR', isSiteAdmin: false, ...viewer }),
        AppInfo: () => ({ version: '01.02.25' }),
      }),
    );
  });
  return rendered;
}

const SITE = { siteId: 'site-1', name: 'Demo Eye Clinic', backUpData: true, version: '4' };

describe('site admin settings', { timeout: 30_000 }, () => {
  it('shows the gear only to doctors who administer their site', async () => {
    const { unmount } = renderNavbar({ isSiteAdmin: true, site: SITE });
    expect(await screen.findByRole('button', { name: 'Settings' })).toBeInTheDocument();
    unmount();
    renderNavbar({ isSiteAdmin: false, site: SITE });
    await screen.findByText('Hello, Sam Siteadmin');
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  });

  const openBackupQuestion = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const backup = await screen.findByRole('checkbox', { name: 'Back up test data' });
    expect(backup).toBeChecked();
    await user.click(backup);
    // The confirmation opens over the settings popover, which hides the rest from the accessibility tree.
    const dialog = (await screen.findAllByRole('alertdialog', { hidden: true })).at(-1)!;
    expect(dialog).toHaveTextContent("Stop backing up this site's test data?");
    return { user, dialog };
  };

  it('keeps the site backup when the question is answered No', async () => {
    const { environment } = renderNavbar({ isSiteAdmin: true, site: SITE });
    const { user, dialog } = await openBackupQuestion();
    await user.click(within(dialog).getByRole('button', { name: 'No', hidden: true }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('turns the site backup off after Yes, with the site’s id', async () => {
    const { environment } = renderNavbar({ isSiteAdmin: true, site: SITE });
    const { user, dialog } = await openBackupQuestion();
    await user.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSetOwnSiteBackupMutation');
    expect(operation.request.variables.input).toEqual({ id: 'site-1', backUpData: false, expectedVersion: '4' });
  });

  it('reports a toggle made from an older version of the site in the error modal, and shows the flag as saved', async () => {
    const { environment } = renderNavbar({ id: 'viewer-1', isSiteAdmin: true, site: SITE });
    const { user, dialog } = await openBackupQuestion();
    await user.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
    const operation = environment.mock.getMostRecentOperation();
    // Someone else changed the site meanwhile, and turned its backup off.
    const conflict = {
      __typename: 'EditConflictError',
      title: 'Site was not edited',
      messages: ['This record was changed by someone else since you opened it'],
    };
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          setSiteBackup: {
            viewer: { id: 'viewer-1', site: { siteId: 'site-1', backUpData: false, version: '6' } },
            errors: [conflict],
          },
        },
      }),
    );
    const modal = (await screen.findAllByRole('alertdialog', { name: 'Site was not edited', hidden: true })).at(-1)!;
    expect(modal).toHaveTextContent('This record was changed by someone else since you opened it');
    await user.click(within(modal).getByRole('button', { name: 'OK', hidden: true }));
    const backup = screen.getByRole('checkbox', { name: 'Back up test data', hidden: true });
    await waitFor(() => expect(backup).not.toBeChecked());

    // Checked again, the toggle carries the version saved now.
    await user.click(backup);
    const again = (await screen.findAllByRole('alertdialog', { hidden: true })).at(-1)!;
    expect(again).toHaveTextContent("Back up this site's test data?");
    await user.click(within(again).getByRole('button', { name: 'Yes', hidden: true }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      id: 'site-1',
      backUpData: true,
      expectedVersion: '6',
    });
  });

  it('switches to the site admin view', async () => {
    renderNavbar({ isSiteAdmin: true, site: SITE });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const view = await screen.findByRole('checkbox', { name: 'Site admin view' });
    expect(view).not.toBeChecked();
    await user.click(view);
    expect(await screen.findByText('my site clinicians')).toBeInTheDocument();
  });
});
