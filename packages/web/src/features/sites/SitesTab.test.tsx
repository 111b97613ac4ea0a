import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { chooseInPicker } from '../../components/form/pickerTestSupport';
import { activateLanguage } from '../../i18n/language';
import { connectionOf, fleetCounters } from '../adminConsole/consoleTabTestHarness';
import { answer, facets, renderSites, sites, table } from './sitesTabTestSupport';

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

  it('deletes a site after a warning that names its ECPs, removing the row', async () => {
    const { environment } = renderSites();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for North Clinic' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete site' }));
    expect(await screen.findByText('Its 2 eye care professionals are deleted with it. This cannot be undone.')).toBeInTheDocument();
    await answer('Delete site');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ id: 's1' });
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, { DeleteSitePayload: () => ({ deletedId: 's1', deletedEcpIds: [], errors: [] }) }),
      );
    });
    await waitFor(() => expect(within(table()).queryByText('North Clinic')).not.toBeInTheDocument());
    expect(within(table()).getByText('South Clinic')).toBeInTheDocument();
  });
});
