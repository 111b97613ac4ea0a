import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { EcpsTabQuery } from '../../__generated__/EcpsTabQuery.graphql';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { EcpsTab, ecpsTabQuery } from './EcpsTab';
import { confirmDialog, ecpPage, ecps, ecpsTable, renderEcps, resolveOperation, rowOf, sites } from './ecpsTabTestSupport';

describe('ECPs tab', { timeout: 20_000 }, () => {
  it('asks the server for each page, sort, ticked filter and search, 14 rows at a time', async () => {
    const { environment } = renderEcps('/dashboard/ecps', ecpPage(ecps, 40));
    const lastVariables = async () => {
      await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
      const operation = environment.mock.getMostRecentOperation();
      act(() =>
        environment.mock.resolve(
          operation,
          MockPayloadGenerator.generate(operation, {
            AdminConsole: () => ({ fleetCounters, ecps: ecpPage(ecps, 40), sites: { edges: [] } }),
          }),
        ),
      );
      return operation.request.variables;
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await lastVariables()).toMatchObject({ offset: 14, count: 14, search: null, orderBy: [], filters: [] });

    fireEvent.click(within(ecpsTable()).getByRole('button', { name: /^Last name/ }));
    expect(await lastVariables()).toMatchObject({ offset: 0, orderBy: [{ field: 'LAST_NAME', direction: 'DESC' }] });
    fireEvent.click(within(ecpsTable()).getByRole('button', { name: /^Profession/ }));
    expect(await lastVariables()).toMatchObject({
      orderBy: [
        { field: 'LAST_NAME', direction: 'DESC' },
        { field: 'PROFESSION', direction: 'DESC' },
      ],
    });

    // The choices are the server's counts; a yes/no column's read Yes / No.
    fireEvent.click(screen.getByRole('button', { name: 'Filter Locked' }));
    const choices = await screen.findByRole('group', { name: 'Filter Locked' });
    expect(within(choices).getByText('Yes')).toBeInTheDocument();
    fireEvent.click(within(choices).getByText('No'));
    expect(await lastVariables()).toMatchObject({ offset: 0, filters: [{ column: 'LOCKED', values: ['true'] }] });

    fireEvent.click(screen.getByRole('button', { name: 'Filter Site' }));
    const siteChoices = await screen.findByRole('group', { name: 'Filter Site' });
    fireEvent.click(within(siteChoices).getByText('South Clinic'));
    expect(await lastVariables()).toMatchObject({
      filters: [
        { column: 'LOCKED', values: ['true'] },
        { column: 'SITE', values: ['North Clinic'] },
      ],
    });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Clinicians' }), { target: { value: 'rossi' } });
    expect(await lastVariables()).toMatchObject({
      search: 'rossi',
      offset: 0,
      orderBy: [
        { field: 'LAST_NAME', direction: 'DESC' },
        { field: 'PROFESSION', direction: 'DESC' },
      ],
    });
  });

  it('keeps the selection across pages: every selected clinician is a recipient', async () => {
    const { environment } = renderEcps('/dashboard/ecps', ecpPage([ecps[0]], 20));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Rossi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    resolveOperation(environment, environment.mock.getMostRecentOperation(), {
      AdminConsole: () => ({
        fleetCounters,
        ecps: ecpPage([{ ...ecps[1], locked: false, pending: false, messageable: true }], 20),
        sites: { edges: [] },
      }),
    });
    // The summary counts the selected clinician the page no longer shows.
    expect(await screen.findByTestId('selection-summary')).toHaveTextContent('1 selected (1 not shown here)');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ben Levi' }));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('2 selected (1 not shown here)');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send message to clinicians' });
    expect(within(dialog).getByText('To 2 selected clinicians')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // A new search keeps the selection too: the summary still counts both.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Clinicians' }), { target: { value: 'zzz' } });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    resolveOperation(environment, environment.mock.getMostRecentOperation(), {
      AdminConsole: () => ({ fleetCounters, ecps: ecpPage([], 0), sites: { edges: [] } }),
    });
    await waitFor(() => expect(screen.getByTestId('selection-summary')).toHaveTextContent('2 selected (2 not shown here)'));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByTestId('selection-summary')).not.toBeInTheDocument();
  });

  it('shows the §2 columns with translated professions and marks', async () => {
    renderEcps();
    const table = await screen.findByRole('table', { name: 'Clinicians' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '');
    for (const name of ['First name', 'Last name', 'Username (e-mail)', 'Profession', 'Site', 'Site admin', 'Locked', 'Pending']) {
      expect(headers.some((header) => header.includes(name))).toBe(true);
    }
    const ada = rowOf('ada@north.example');
    expect(within(ada).getByText('Optometrist')).toBeInTheDocument();
    expect(within(ada).getByText('North Clinic')).toBeInTheDocument();
    // Site admin yes; locked and pending no.
    expect(within(ada).getAllByRole('img', { name: 'Yes' })).toHaveLength(1);
    expect(within(ada).getAllByRole('img', { name: 'No' })).toHaveLength(2);
    const ben = rowOf('ben@south.example');
    expect(within(ben).getByText('Orthoptist')).toBeInTheDocument();
    expect(within(ben).getAllByRole('img', { name: 'Yes' })).toHaveLength(2);
  });

  it('greys the rows of locked professionals only', async () => {
    renderEcps();
    await screen.findByRole('table', { name: 'Clinicians' });
    expect(rowOf('ben@south.example')).toHaveAttribute('data-muted');
    expect(rowOf('ada@north.example')).not.toHaveAttribute('data-muted');
  });

  it('offers site and locked filters and asks the server for the ?q= search', async () => {
    const asked: unknown[] = [];
    renderConsoleTab<EcpsTabQuery>(ecpsTabQuery, EcpsTab, '/dashboard/ecps?q=levi', {
      AdminConsole: () => ({ fleetCounters, sites: connectionOf(sites) }),
      EcpConnection: (context) => {
        asked.push(context?.args);
        return ecpPage([ecps[1]]);
      },
    });
    const table = await screen.findByRole('table', { name: 'Clinicians' });
    expect(asked).toEqual([expect.objectContaining({ search: 'levi', offset: 0, first: 14 })]);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('ben@south.example')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Clinicians' })).toHaveValue('levi');
    expect(within(table).getByRole('button', { name: /Filter Site/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /Filter Locked/ })).toBeInTheDocument();
  });

  it('offers Lock for unlocked rows and Unlock for locked ones', async () => {
    renderEcps();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Levi' }));
    expect(await screen.findByRole('menuitem', { name: 'Unlock ECP' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Lock ECP' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit ECP details' })).toBeInTheDocument();
  });

  it('offers no Lock on a row the policy says the viewer may not lock (a site admin’s own account)', async () => {
    renderEcps('/dashboard/ecps', ecpPage([{ ...ecps[0]!, viewerCanLock: false }, ecps[1]!]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Rossi' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit ECP details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Lock ECP' })).not.toBeInTheDocument();
  });

  it('locks an ECP after a confirmation explaining it cannot sign in', async () => {
    const { environment } = renderEcps();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Rossi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lock ECP' }));

    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Lock Ada Rossi?')).toBeInTheDocument();
    expect(within(dialog).getByText(/cannot sign in/)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Lock ECP' }));

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('useSetEcpLockedMutation');
    expect(operation.request.variables.input).toEqual({ id: 'e1', locked: true, expectedVersion: '1' });
    resolveOperation(environment, operation, {
      SetEcpLockedPayload: () => ({ errors: [] }),
      Ecp: () => ({ ...ecps[0], locked: true }),
    });
    await waitFor(() => expect(rowOf('ada@north.example')).toHaveAttribute('data-muted'));
  });

  it('does not lock when the confirmation is declined', async () => {
    const { environment } = renderEcps();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ada Rossi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lock ECP' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe('ECPs tab: send message', { timeout: 20_000 }, () => {
  it('asks to select recipients when no row is selected', async () => {
    const { environment } = renderEcps();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Clinicians' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Message was not sent')).toBeInTheDocument();
    expect(within(modal).getByText('Please select recipients')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the selected clinicians a message by the chosen method', async () => {
    const { environment } = renderEcps();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Clinicians' });
    await user.click(within(ecpsTable()).getByRole('checkbox', { name: 'Select Ada Rossi' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send message to clinicians' });
    expect(within(dialog).getByText('To 1 selected clinician')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /SMS and e-mail/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('useSendMessageToEcpsMutation');
    expect(operation.request.variables.input).toEqual({ ecpIds: ['e1'], method: 'BOTH' });
    resolveOperation(environment, operation, { SendMessageToEcpsPayload: () => ({ recipientCount: 1, errors: [] }) });
    expect(await within(dialog).findByText('Message sent to 1 clinician')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send message to clinicians' })).not.toBeInTheDocument());
  });

  it('offers only clinicians who can sign in for a message: select-all skips locked and pending rows', async () => {
    const { environment } = renderEcps();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Clinicians' });
    expect(within(ecpsTable()).getByRole('checkbox', { name: 'Select Ben Levi' })).toBeDisabled();
    await user.click(within(ecpsTable()).getByRole('checkbox', { name: 'Select all rows' }));
    expect(within(ecpsTable()).getByRole('checkbox', { name: 'Select Ada Rossi' })).toBeChecked();
    expect(within(ecpsTable()).getByRole('checkbox', { name: 'Select Ben Levi' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send message to clinicians' });
    expect(within(dialog).getByText('To 1 selected clinician')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^E-mail/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables.input).toEqual({ ecpIds: ['e1'], method: 'EMAIL' });
    // Locked meanwhile by another admin: the server skips them and the note says so.
    resolveOperation(environment, operation, {
      SendMessageToEcpsPayload: () => ({ recipientCount: 0, notMessagedLockedCount: 1, notMessagedPendingCount: 0, errors: [] }),
    });
    expect(await within(dialog).findByText('1 locked account was not messaged')).toBeInTheDocument();
  });

  it('marks a registrant waiting for approval, leading to the Pending tab instead of edit or lock', async () => {
    renderEcps('/dashboard/ecps', ecpPage([ecps[0], { ...ecps[1], locked: false, awaitingApproval: true }]));
    await screen.findByRole('table', { name: 'Clinicians' });
    expect(within(rowOf('Levi')).getByText('Pending approval').closest('a')).toHaveAttribute('href', '/dashboard/pending');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Ben Levi' }));
    expect(await screen.findByRole('menuitem', { name: 'Open the Pending tab' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit ECP details' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Lock ECP' })).toBeNull();
  });
});
