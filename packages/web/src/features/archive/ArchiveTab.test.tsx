import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { archiveResolvers, archiveTable, archivedPatients, renderArchive, rowOf } from './archiveTabTestSupport';

describe('Archive tab', () => {
  it('shows the §2 columns with dates as dd/mm/yyyy and translated genders', async () => {
    renderArchive();
    const table = await archiveTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '');
    for (const name of [
      'Patient ID',
      'First name',
      'Last name',
      'Birth date',
      'Gender',
      'Last visit',
      'Status',
      'Device ID',
      'Date of activation',
      'Treatment progress',
    ]) {
      expect(headers.some((header) => header.includes(name))).toBe(true);
    }
    const ada = rowOf(table, 'SID-1');
    expect(within(ada).getByText('15/07/2012')).toBeInTheDocument();
    expect(within(ada).getByText('Female')).toBeInTheDocument();
    expect(within(ada).getByText('DEV-100')).toBeInTheDocument();
    expect(within(ada).getByText('01/09/2024')).toBeInTheDocument();
    expect(within(rowOf(table, 'SID-2')).getByText('Male')).toBeInTheDocument();
    // No row actions in the archive.
    expect(within(table).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('marks only patients who missed more than 30% with the red warning', async () => {
    renderArchive();
    const table = await archiveTable();
    expect(within(rowOf(table, 'SID-1')).getByRole('img', { name: 'Missed more than 30%' })).toBeInTheDocument();
    expect(within(rowOf(table, 'SID-2')).queryByRole('img', { name: 'Missed more than 30%' })).not.toBeInTheDocument();
  });

  it('shows the treatment progress as a bar and "75% of 180 days", a dash before the first visit', async () => {
    renderArchive();
    const table = await archiveTable();
    const ada = rowOf(table, 'SID-1');
    expect(within(ada).getByText('75% of 180 days')).toBeInTheDocument();
    expect(within(ada).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(within(rowOf(table, 'SID-2')).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('opens a patient read only: /dashboard/Patient with its id and completed=true', async () => {
    const { router } = renderArchive();
    const user = userEvent.setup();
    await user.click(rowOf(await archiveTable(), 'Rossi'));
    await screen.findByText('patient screen');
    expect(router.state.location.pathname).toBe('/dashboard/Patient');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('id')).toBe(archivedPatients[0]!.id);
    expect(params.get('completed')).toBe('true');
  });

  it('keeps the search text in local storage and searches on the server after a pause', async () => {
    const { environment } = renderArchive();
    await archiveTable();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search archived patients' }), ' levi');
    expect(window.localStorage.getItem(STORAGE_KEYS.searchPatientsArchive)).toBe(' levi');

    const operation = await waitFor(() => {
      const latest = environment.mock.getMostRecentOperation();
      expect(latest.request.node.params.name).toBe('ArchiveTabPaginationQuery');
      return latest;
    });
    // One request for the whole text, trimmed.
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    expect(operation.request.variables).toMatchObject({ search: 'levi', isDoctor: true });
    act(() => {
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, archiveResolvers([archivedPatients[1]])));
    });
    await waitFor(() => expect(screen.queryByText('SID-1')).not.toBeInTheDocument());
    expect(screen.getByText('SID-2')).toBeInTheDocument();
  });

  it('restores the saved search text on return and loads the list with it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.searchPatientsArchive, 'rossi ');
    const { environment } = renderArchive();
    await archiveTable();
    expect(screen.getByRole('searchbox', { name: 'Search archived patients' })).toHaveValue('rossi ');
    // The loaded list already matches: no second request.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says so when no archived patient matches the search', async () => {
    window.localStorage.setItem(STORAGE_KEYS.searchPatientsArchive, 'nobody');
    renderArchive(archiveResolvers([]));
    const table = await archiveTable();
    expect(within(table).getByText('No archived patient matches the search and filters')).toBeInTheDocument();
  });

  it('shows an empty archive calmly', async () => {
    renderArchive(archiveResolvers([]));
    expect(within(await archiveTable()).getByText('No archived patients yet')).toBeInTheDocument();
  });

  it('shows the §8 "Archived patients" error when the list cannot be read', async () => {
    renderArchive({ DoctorWorkspace: () => ({ archivedPatients: null }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Archived patients')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
