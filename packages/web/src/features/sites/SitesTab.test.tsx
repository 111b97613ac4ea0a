import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { chooseInPicker } from '../../components/form/pickerTestSupport';
import { activateLanguage } from '../../i18n/language';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { connectionOf, fleetCounters } from '../adminConsole/consoleTabTestHarness';
import { answer, facets, openDeleteSiteDialog, renderSites, sites, table } from './sitesTabTestSupport';

describe('SitesTab', () => {
  it('asks the server for each page, sort, ticked filter and search, 14 rows at a time', async () => {
    const { environment } = renderSites(40);
    const lastVariables = async () => {
      await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
      const operation = environment.mock.getMostRecentOperation();
      act(() =>
        environment.mock.resolve(
          operation,
          MockPayloadGenerator.generate(operation, {
            AdminConsole: () => ({ fleetCounters, sites: { ...connectionOf(sites), totalCount: 40, facets } }),
          }),
        ),
      );
      return operation.request.variables;
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await lastVariables()).toMatchObject({ offset: 14, count: 14, search: null, orderBy: [], filters: [] });

    fireEvent.click(within(table()).getByRole('button', { name: /^Site name/ }));
    expect(await lastVariables()).toMatchObject({ offset: 0, orderBy: [{ field: 'NAME', direction: 'DESC' }] });

    fireEvent.click(screen.getByRole('button', { name: 'Filter Data backup' }));
    const choices = await screen.findByRole('group', { name: 'Filter Data backup' });
    expect(within(choices).getByText('On')).toBeInTheDocument();
    expect(within(choices).getByText('Off')).toBeInTheDocument();
    fireEvent.click(within(choices).getByText('Off'));
    expect(await lastVariables()).toMatchObject({ filters: [{ column: 'BACKUP', values: ['true'] }] });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Sites' }), { target: { value: 'clinic' } });
    expect(await lastVariables()).toMatchObject({ search: 'clinic', offset: 0, filters: [{ column: 'BACKUP', values: ['true'] }] });
  });

  it('names each country in the reader’s language, in the cells and the filter’s values', async () => {
    try {
      for (const [language, italy, us] of [
        ['en', 'Italy', 'United States of America'],
        ['zh', '意大利', '美国'],
        ['he', 'איטליה', 'ארצות הברית'],
      ] as const) {
        await act(() => activateLanguage(language));
        const { unmount } = renderSites();
        const rows = within(await screen.findByRole('table')).getAllByRole('row');
        expect(within(rows[1]).getByText(italy)).toBeInTheDocument();
        expect(within(rows[2]).getByText(us)).toBeInTheDocument();
        unmount();
      }
      await act(() => activateLanguage('en'));
      const { environment } = renderSites();
      fireEvent.click(await screen.findByRole('button', { name: 'Filter Country' }));
      const choices = await screen.findByRole('group', { name: 'Filter Country' });
      expect(within(choices).getByText('Italy')).toBeInTheDocument();
      fireEvent.click(within(choices).getByText('Italy'));
      // The server still filters by the stored value.
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
          filters: [{ column: 'COUNTRY', values: ['US'] }],
        }),
      );
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('refuses an incomplete site form with the §5 messages and sends nothing', async () => {
    const { environment } = renderSites();
    fireEvent.click(await screen.findByRole('button', { name: 'Add site' }));
    const panel = await screen.findByRole('dialog');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Site was not created');
    expect(within(panel).getByText('Site name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Country is required')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('adds a site after confirmation and appends its row', async () => {
    const { environment } = renderSites();
    fireEvent.click(await screen.findByRole('button', { name: 'Add site' }));
    const panel = await screen.findByRole('dialog');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(panel).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    fill('Site name', 'Lake Clinic');
    fill('E-mail', 'lake@example.com');
    await chooseInPicker(userEvent.setup(), /^Country/, 'ital', 'Italy');
    fill('City', 'Como');
    fill('Street', 'Via Lario 1');
    fill('Apartment', '2');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await answer('Yes');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCreateSiteMutation');
    expect(operation.request.variables.input).toEqual({
      name: 'Lake Clinic',
      email: 'lake@example.com',
      phoneNumber: null,
      country: 'IT',
      state: null,
      city: 'Como',
      street: 'Via Lario 1',
      apartment: '2',
      zipCode: null,
      backUpData: true,
    });
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          CreateSitePayload: () => ({
            errors: [],
            siteEdge: { cursor: 'c', node: { id: 's3', name: 'Lake Clinic', city: 'Como', ecpCount: 0, deviceCount: 0 } },
          }),
        }),
      );
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table()).getByText('Lake Clinic')).toBeInTheDocument();
  });

  it('asks before withdrawing a changed form and keeps it on "Keep editing"', async () => {
    renderSites();
    fireEvent.click(await screen.findByRole('button', { name: 'Add site' }));
    const panel = await screen.findByRole('dialog');
    fireEvent.change(within(panel).getByLabelText(/^Site name/), { target: { value: 'Half typed' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await answer('Keep editing');
    expect(within(panel).getByLabelText(/^Site name/)).toHaveValue('Half typed');
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await answer('Withdraw');
    await waitFor(() => expect(screen.queryByLabelText(/^Site name/)).not.toBeInTheDocument());
  });

  it('deletes a site only once its devices have somewhere to go, naming its clinicians and devices', async () => {
    const { environment } = renderSites();
    // The dialog reads the names and the active sites the devices may move to.
    const details = await openDeleteSiteDialog(environment, 'North Clinic', {
      id: 's1',
      ecpCount: 2,
      deviceCount: 1,
      ecps: connectionOf([
        { id: 'e1', fullName: 'Ada Rossi' },
        { id: 'e2', fullName: 'Bruno Verdi' },
      ]),
      devices: connectionOf([{ id: 'd1', serialNumber: 'VST-0042' }]),
    });
    expect(details.request.node.params.name).toBe('DeleteSiteDialogQuery');
    const dialog = await screen.findByTestId('delete-site-dialog');
    expect(await within(dialog).findByText('2 eye care professionals are deleted with it:')).toBeInTheDocument();
    expect(within(dialog).getByText('Bruno Verdi')).toBeInTheDocument();
    expect(within(dialog).getByText('1 device is at this site:')).toBeInTheDocument();
    expect(within(dialog).getByText('VST-0042')).toBeInTheDocument();

    // No choice for the device: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Choose what becomes of the site's devices.");
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Move them to another site' }));
    const picker = await within(dialog).findByRole('combobox', { name: 'Site the devices move to' });
    // The site being deleted is no choice.
    expect(within(picker).queryByRole('option', { name: 'North Clinic' })).toBeNull();
    fireEvent.change(picker, { target: { value: 's2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ id: 's1', devices: { action: 'MOVE', toSiteId: 's2' } });
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          DeleteSitePayload: () => ({ deletedId: 's1', deletedEcpIds: [], movedDeviceIds: ['d1'], errors: [] }),
        }),
      );
    });
    await waitFor(() => expect(within(table()).queryByText('North Clinic')).not.toBeInTheDocument());
    expect(within(table()).getByText('South Clinic')).toBeInTheDocument();
  });

  it('shows each site’s status, and sends a site waiting for approval to the Pending tab', async () => {
    renderSites(2, '/dashboard/sites', [sites[0], { ...sites[1], awaitingApproval: true }]);
    const rows = within(await screen.findByRole('table', { name: 'Sites' })).getAllByRole('row');
    expect(within(rows[1]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Pending approval').closest('a')).toHaveAttribute('href', '/dashboard/pending');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for South Clinic' }));
    expect(await screen.findByRole('menuitem', { name: 'Open the Pending tab' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit site details' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete site' })).toBeNull();
  });

  it('says §8’s words when the site was deleted meanwhile, and the stale row leaves', async () => {
    const { environment } = renderSites();
    await openDeleteSiteDialog(environment, 'South Clinic', {
      id: 's2',
      ecpCount: 0,
      deviceCount: 0,
      ecps: connectionOf([]),
      devices: connectionOf([]),
    });
    const dialog = await screen.findByTestId('delete-site-dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete site' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          DeleteSitePayload: () => ({
            deletedId: 's2',
            deletedEcpIds: [],
            movedDeviceIds: [],
            errors: [
              {
                __typename: 'ConflictError',
                title: ERROR_TITLES.siteNotDeleted,
                messages: [ERROR_MESSAGES.couldNotDeleteSite, ERROR_MESSAGES.alreadyGone],
              },
            ],
          }),
        }),
      );
    });
    const modal = await screen.findByRole('alertdialog', { name: 'Failed to delete Site' });
    expect(modal).toHaveTextContent('Could not delete site');
    // The modal hides the page from assistive technology while it is open.
    const behind = () => screen.getByRole('table', { name: 'Sites', hidden: true });
    await waitFor(() => expect(within(behind()).queryByText('South Clinic')).not.toBeInTheDocument());
    expect(within(behind()).getByText('North Clinic')).toBeInTheDocument();
  });

  it('filters by status on the server: the sites waiting for approval', async () => {
    const { environment } = renderSites(2, '/dashboard/sites', [sites[0], { ...sites[1], awaitingApproval: true }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Filter Status' }));
    const choices = await screen.findByRole('group', { name: 'Filter Status' });
    expect(within(choices).getByText('Pending approval')).toBeInTheDocument();
    // Every status starts ticked: leaving Active out keeps the sites waiting for approval.
    fireEvent.click(within(choices).getByText('Active'));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        offset: 0,
        filters: [{ column: 'PENDING', values: ['true'] }],
      }),
    );
  });
});
