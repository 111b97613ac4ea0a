// The active patients table's column filters as the server applies them: a date column's condition
// (§2 search options) becomes the connection's dateConditions, is remembered like the search text
// and restored on return; unticking every value of a checkbox filter says nothing matches, never
// that there are no patients yet.
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latestOperation, patients, patientsTable, renderPatients, resolveOperation } from './patientsTabTestSupport';

const genderFacets = [
  { gender: 'FEMALE', count: 1 },
  { gender: 'MALE', count: 1 },
  { gender: 'OTHER', count: 1 },
];

describe('Patients table: date condition filter', { timeout: 30_000 }, () => {
  it('asks the server for the last visits before a day, remembers it, restores it on return and clears it', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(within(patientsTable()).getByRole('button', { name: 'Filter Last visit' }));
    const group = await screen.findByRole('group', { name: 'Filter Last visit' });
    await user.selectOptions(within(group).getByLabelText('Condition'), 'Before');
    await user.type(within(group).getByPlaceholderText('dd/mm/yyyy'), '15/01/2025');
    await user.click(within(group).getByRole('button', { name: 'Apply' }));

    const filtered = latestOperation(environment, 'PatientsTabPaginationQuery');
    expect(filtered.request.variables).toMatchObject({
      dateConditions: [{ field: 'LAST_VISIT', comparison: 'BEFORE', date: '2025-01-15' }],
      offset: 0,
      genders: null,
    });
    resolveOperation(environment, filtered, { DoctorWorkspace: () => ({ patients: { totalCount: 1, edges: [{ node: patients[0] }] } }) });
    await waitFor(() => expect(within(patientsTable()).getAllByRole('row')).toHaveLength(2));
    expect(within(patientsTable()).getByRole('button', { name: 'Filter Last visit: Before 15/01/2025' })).toHaveAttribute('data-active');
    expect(JSON.parse(localStorage.getItem('patientsColumnFilters') ?? '[]')).toEqual([
      { id: 'lastVisit', value: { comparison: 'BEFORE', day: '2025-01-15' } },
    ]);

    // Leaving the tab and coming back: the loader asks for the same condition, the header shows it.
    cleanup();
    const back = renderPatients();
    await screen.findByRole('table', { name: 'Active patients' });
    expect(within(patientsTable()).getByRole('columnheader', { name: /Last visit/ })).toHaveTextContent('Before 15/01/2025');
    await user.click(within(patientsTable()).getByRole('button', { name: 'Filter Last visit: Before 15/01/2025' }));
    await user.click(await screen.findByRole('button', { name: 'Clear filter' }));
    expect(latestOperation(back.environment, 'PatientsTabPaginationQuery').request.variables).toMatchObject({ dateConditions: null });
    expect(localStorage.getItem('patientsColumnFilters')).toBeNull();
  });

  it('restores the remembered condition into the first query', async () => {
    localStorage.setItem('patientsColumnFilters', JSON.stringify([{ id: 'birthdate', value: { comparison: 'AFTER', day: '2010-12-31' } }]));
    const { environment } = renderPatients();
    await screen.findByRole('table', { name: 'Active patients' });
    expect(within(patientsTable()).getByRole('columnheader', { name: /Date of birth/ })).toHaveTextContent('After 31/12/2010');
    // The loader's query had it: nothing asked again on mount.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe('Patients table: every value of a column unticked', { timeout: 30_000 }, () => {
  it('says no patient matches the filters, not that there are none yet', async () => {
    const { environment } = renderPatients({ patients: { totalCount: 3, edges: patients.map((node) => ({ node })), genderFacets } });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(within(patientsTable()).getByRole('button', { name: 'Filter Gender' }));
    const group = await screen.findByRole('group', { name: 'Filter Gender' });
    await user.click(within(group).getByText('Select all'));
    const none = latestOperation(environment, 'PatientsTabPaginationQuery');
    expect(none.request.variables).toMatchObject({ genders: [] });
    resolveOperation(environment, none, { DoctorWorkspace: () => ({ patients: { totalCount: 0, edges: [], genderFacets } }) });
    expect(await screen.findByText('No patients match the search and filters.')).toBeInTheDocument();
    expect(screen.queryByText(/No patients yet/)).not.toBeInTheDocument();
  });
});
