import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latestOperation, patientCounts, patientsTable, renderPatients, resolveOperation, rowOf } from './patientsTabTestSupport';

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
