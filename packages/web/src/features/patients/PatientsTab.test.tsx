import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latestOperation, patients, patientsTable, renderPatients, resolveOperation, rowOf } from './patientsTabTestSupport';

const toggle = (name: RegExp | string) => screen.getByRole('button', { name });

describe('Patients tab', { timeout: 20_000 }, () => {
  it('shows the §2 columns with dd/mm/yyyy dates, translated genders and the toggle counts', async () => {
    renderPatients();
    const table = await screen.findByRole('table', { name: 'Active patients' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '');
    for (const name of ['Last name', 'First name', 'Social ID', 'Date of birth', 'Gender', 'Last visit', 'Next visit', 'Status']) {
      expect(headers.some((header) => header.includes(name))).toBe(true);
    }
    const ada = rowOf('RSSADA01');
    expect(within(ada).getByText('15/07/2012')).toBeInTheDocument();
    expect(within(ada).getByText('05/01/2025')).toBeInTheDocument();
    expect(within(ada).getByText('Female')).toBeInTheDocument();
    expect(toggle(/^All patients\s*3$/)).toHaveAttribute('aria-pressed', 'true');
    expect(toggle(/^Children\s*1$/)).toHaveAttribute('aria-pressed', 'false');
    expect(toggle(/^Adults\s*2$/)).toBeInTheDocument();
    expect(toggle(/^Tested\s*1$/)).toBeInTheDocument();
    expect(toggle(/^Overdue\s*2$/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('greys locked and pending patients and says so in words', async () => {
    renderPatients();
    await screen.findByRole('table', { name: 'Active patients' });
    expect(rowOf('RSSADA01')).not.toHaveAttribute('data-muted');
    const ben = rowOf('LVIBEN02');
    expect(ben).toHaveAttribute('data-muted');
    expect(within(ben).getByText('Locked')).toBeInTheDocument();
    const chiara = rowOf('Chiara');
    expect(chiara).toHaveAttribute('data-muted');
    expect(within(chiara).getByText('Pending pairing')).toBeInTheDocument();
  });

  it('shows the Active Patients error when the list cannot be read', async () => {
    renderPatients({ patients: null });
    expect(await screen.findByText('Active Patients')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Active patients' })).not.toBeInTheDocument();
  });

  it('says when there are no patients yet', async () => {
    renderPatients({ patients: { totalCount: 0, edges: [] } });
    expect(await screen.findByText(/No patients yet/)).toBeInTheDocument();
  });
});

describe('Patients tab: search and filters', { timeout: 20_000 }, () => {
  it('remembers the search text and asks the server for it once typing stops', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search patients' }), 'ross');
    expect(localStorage.getItem('searchPatients')).toBe('ross');

    const operation = await waitFor(() => latestOperation(environment, 'PatientsTabPaginationQuery'));
    expect(operation.request.variables).toMatchObject({ search: 'ross', visitPeriod: 'ALL', status: 'ALL', isDoctor: true });
    // Debounced: one request for the whole word.
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    resolveOperation(environment, operation, { DoctorWorkspace: () => ({ patients: { totalCount: 1, edges: [{ node: patients[0] }] } }) });
    await waitFor(() => expect(within(patientsTable()).getAllByRole('row')).toHaveLength(2));
  });

  it('restores the remembered search text and time filter on return', async () => {
    localStorage.setItem('searchPatients', 'levi');
    localStorage.setItem('time_toggle', 'month');
    const { environment } = renderPatients();
    expect(await screen.findByRole('searchbox', { name: 'Search patients' })).toHaveValue('levi');
    expect(toggle('Last month')).toHaveAttribute('aria-pressed', 'true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('toggles the time filter, and clears it (and the stored key) on a second click', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    expect(toggle('All')).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle('Last week'));
    expect(toggle('Last week')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('All')).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('time_toggle')).toBe('week');
    const week = latestOperation(environment, 'PatientsTabPaginationQuery');
    expect(week.request.variables).toMatchObject({ visitPeriod: 'WEEK', status: 'ALL' });
    resolveOperation(environment, week, { DoctorWorkspace: () => ({ patients: { totalCount: 0, edges: [] } }) });

    await user.click(toggle('Last week'));
    expect(toggle('All')).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('time_toggle')).toBeNull();
    const all = latestOperation(environment, 'PatientsTabPaginationQuery');
    expect(all.request.variables).toMatchObject({ visitPeriod: 'ALL' });
  });

  it('refetches with the chosen status toggle, one at a time', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(toggle(/^Children/));
    expect(toggle(/^Children/)).toHaveAttribute('aria-pressed', 'true');
    expect(toggle(/^All patients/)).toHaveAttribute('aria-pressed', 'false');
    const children = latestOperation(environment, 'PatientsTabPaginationQuery');
    expect(children.request.variables).toMatchObject({ status: 'CHILDREN', visitPeriod: 'ALL', search: null });
    resolveOperation(environment, children, {
      DoctorWorkspace: () => ({ patients: { totalCount: 1, edges: [{ node: patients[0] }] } }),
    });
    await waitFor(() => expect(within(patientsTable()).getAllByRole('row')).toHaveLength(2));

    await user.click(toggle(/^Locked/));
    expect(latestOperation(environment, 'PatientsTabPaginationQuery').request.variables).toMatchObject({ status: 'LOCKED' });
    expect(toggle(/^Children/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows only the overdue patients with the Overdue toggle (status OVERDUE), and all again on a second click', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(toggle(/^Overdue\s*2$/));
    expect(toggle(/^Overdue/)).toHaveAttribute('aria-pressed', 'true');
    const overdue = latestOperation(environment, 'PatientsTabPaginationQuery');
    expect(overdue.request.variables).toMatchObject({ status: 'OVERDUE', visitPeriod: 'ALL', offset: 0 });
    resolveOperation(environment, overdue, {
      DoctorWorkspace: () => ({ patients: { totalCount: 2, edges: patients.slice(0, 2).map((node) => ({ node })) } }),
    });
    await waitFor(() => expect(within(patientsTable()).getAllByRole('row')).toHaveLength(3));
    expect(within(rowOf('RSSADA01')).getByText('5 days overdue')).toBeInTheDocument();
    expect(within(rowOf('LVIBEN02')).getByText('1 day overdue')).toBeInTheDocument();

    await user.click(toggle(/^Overdue/));
    expect(latestOperation(environment, 'PatientsTabPaginationQuery').request.variables).toMatchObject({ status: 'ALL' });
    expect(toggle(/^All patients/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('refreshes the list and counts from the server', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const operation = latestOperation(environment, 'PatientsTabPaginationQuery');
    // The refetch reads the toggles' counts again with the list.
    expect(JSON.stringify(operation.request.node.operation)).toContain('patientCounts');
    expect(operation.request.variables).toMatchObject({ status: 'ALL', visitPeriod: 'ALL' });
  });
});

describe('Patients tab: send message', { timeout: 20_000 }, () => {
  it('asks to select recipients when no row is selected', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Message was not sent')).toBeInTheDocument();
    expect(within(modal).getByText('Please select recipients')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the selected patients a message by the chosen method', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(within(patientsTable()).getByRole('checkbox', { name: 'Select Ada Rossi' }));
    await user.click(within(patientsTable()).getByRole('checkbox', { name: 'Select Ben Levi' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send message to patients' });
    expect(within(dialog).getByText('To 2 selected patients')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^E-mail/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const operation = await waitFor(() => latestOperation(environment, 'useSendMessageToPatientsMutation'));
    expect(operation.request.variables.input).toEqual({ patientIds: ['p1', 'p2'], method: 'EMAIL', text: null });
    resolveOperation(environment, operation, {
      SendMessageToPatientsPayload: () => ({ recipientCount: 2, reachedCount: 2, skipped: [], errors: [] }),
    });
    expect(await within(dialog).findByText('Sent to 2 patients')).toBeInTheDocument();
  });

  it('keeps the selection through a new search, says how many it no longer shows, and sends to them all', async () => {
    const { environment } = renderPatients();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Active patients' });
    await user.click(within(patientsTable()).getByRole('checkbox', { name: 'Select Ada Rossi' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'levi');
    const searched = await waitFor(() => latestOperation(environment, 'PatientsTabPaginationQuery'));
    resolveOperation(environment, searched, { DoctorWorkspace: () => ({ patients: { totalCount: 1, edges: [{ node: patients[1] }] } }) });
    await waitFor(() => expect(within(patientsTable()).getAllByRole('row')).toHaveLength(2));
    await user.click(within(patientsTable()).getByRole('checkbox', { name: 'Select Ben Levi' }));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('2 selected (1 not shown here)');

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send message to patients' });
    expect(within(dialog).getByText('To 2 selected patients')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByTestId('selection-summary')).not.toBeInTheDocument();
  });
});
