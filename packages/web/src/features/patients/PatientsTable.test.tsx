import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latestOperation, patientCounts, patients, patientsTable, renderPatients, resolveOperation, rowOf } from './patientsTabTestSupport';

describe('Patients table: rows', { timeout: 20_000 }, () => {
  it('opens the patient with completed=false on a row click', async () => {
    const { router } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(within(rowOf('RSSADA01')).getByText('Ada'));
    expect(await screen.findByText('Patient page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/Patient');
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('p1');
    expect(new URLSearchParams(router.state.location.search).get('completed')).toBe('false');
  });

  it('offers edit details and new visit in the row menu', async () => {
    const { router } = renderPatients();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Levi' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete patient' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'New visit' }));
    expect(await screen.findByText('New visit page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=p2');
  });

  it('goes to Add patient from the tools', async () => {
    const { router } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(screen.getByRole('button', { name: 'Add new patient' }));
    expect(await screen.findByText('Add patient page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/AddPatient');
  });
});

describe('Patients table: next visit and status', { timeout: 20_000 }, () => {
  it('shows the next visit as dd/mm/yyyy, and when it has passed the days overdue in words', async () => {
    renderPatients();
    await screen.findByRole('table', { name: 'Active patients' });
    const ada = rowOf('RSSADA01');
    expect(within(ada).getByText('20/01/2025')).toBeInTheDocument();
    expect(within(ada).getByText('5 days overdue')).toBeInTheDocument();
    expect(within(rowOf('LVIBEN02')).getByText('1 day overdue')).toBeInTheDocument();
    const chiara = rowOf('Chiara');
    expect(within(chiara).getByText('14/02/2025')).toBeInTheDocument();
    expect(within(chiara).queryByText(/overdue/)).not.toBeInTheDocument();
  });

  it('marks only the patients who missed more than 30% with the named warning', async () => {
    renderPatients();
    await screen.findByRole('table', { name: 'Active patients' });
    expect(within(rowOf('RSSADA01')).getByRole('img', { name: 'Missed more than 30%' })).toBeInTheDocument();
    expect(within(rowOf('LVIBEN02')).queryByRole('img', { name: 'Missed more than 30%' })).not.toBeInTheDocument();
  });

  it('sorts by the next visit on the server (NEXT_VISIT)', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(within(patientsTable()).getByRole('button', { name: /^Next visit/ }));
    const sorted = latestOperation(environment, 'PatientsTabPaginationQuery');
    expect(sorted.request.variables).toMatchObject({ orderBy: [{ field: 'NEXT_VISIT', direction: 'DESC' }], offset: 0, status: 'ALL' });
    expect(within(patientsTable()).getByRole('columnheader', { name: /Next visit/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters the Status column by the server’s choices (adherence) and sorts it by MISSED_VISITS', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(screen.getByRole('button', { name: 'Filter Status' }));
    const group = await screen.findByRole('group', { name: 'Filter Status' });
    expect(group.textContent).toContain('Missed more than 30%(1)');
    expect(group.textContent).toContain('On track(2)');
    await user.click(within(group).getByText('On track'));
    const filtered = latestOperation(environment, 'PatientsTabPaginationQuery');
    expect(filtered.request.variables).toMatchObject({ adherence: ['MISSED_MORE_THAN_THRESHOLD'], genders: null, offset: 0 });
    resolveOperation(environment, filtered, {
      DoctorWorkspace: () => ({ patients: { totalCount: 1, edges: [{ node: patients[0] }] } }),
    });
    await waitFor(() => expect(within(patientsTable()).getAllByRole('row')).toHaveLength(2));
    await user.keyboard('{Escape}');

    await user.click(within(patientsTable()).getByRole('button', { name: /^Status/ }));
    expect(latestOperation(environment, 'PatientsTabPaginationQuery').request.variables).toMatchObject({
      orderBy: [{ field: 'MISSED_VISITS', direction: 'DESC' }],
      adherence: ['MISSED_MORE_THAN_THRESHOLD'],
    });
  });
});

describe('Patients table: delete', { timeout: 20_000 }, () => {
  it('asks for confirmation naming the patient, then deletes and removes the row', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Rossi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete patient' }));

    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Delete Ada Rossi?')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete patient' }));

    const operation = await waitFor(() => latestOperation(environment, 'useDeletePatientMutation'));
    expect(operation.request.variables.input).toEqual({ id: 'p1' });
    expect(operation.request.variables.connections).toEqual(['client:root:doctorWorkspace:__PatientsTab_patients_connection']);
    resolveOperation(environment, operation, {
      DeletePatientPayload: () => ({ deletedId: 'p1', errors: [], patientCounts: { ...patientCounts, active: 2, children: 0 } }),
    });
    await waitFor(() => expect(within(patientsTable()).queryByText('RSSADA01')).not.toBeInTheDocument());
    expect(within(patientsTable()).getAllByRole('row')).toHaveLength(3);
    // The toggles show the payload's counts.
    expect(screen.getByRole('button', { name: /^All patients\s*2$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Children\s*0$/ })).toBeInTheDocument();
  });

  it('keeps the row when the confirmation is declined', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Rossi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete patient' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(rowOf('RSSADA01')).toBeInTheDocument();
  });

  it('shows the payload error and keeps the row when the delete is refused', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Rossi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete patient' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Delete patient' }));
    const operation = await waitFor(() => latestOperation(environment, 'useDeletePatientMutation'));
    resolveOperation(environment, operation, {
      DeletePatientPayload: () => ({
        deletedId: null,
        patientCounts: null,
        errors: [{ __typename: 'ConflictError', title: 'Could not delete patient', messages: ['The requested item was not found'] }],
      }),
    });
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Could not delete patient')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowOf('RSSADA01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^All patients\s*3$/ })).toBeInTheDocument();
  });
});
