import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { PendingTabQuery } from '../../__generated__/PendingTabQuery.graphql';
import type { MockEnvironment } from '../../test/renderWithProviders';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { toaster } from '../../components/feedback/toaster';
import { PendingTab, pendingTabQuery } from './PendingTab';

/** Closing a panel and re-rendering the table can take a while on a busy machine. */
const SLOW = { timeout: 5000 };

// Mutation payloads are written out in full, so each test states exactly what the server answered.

const pendingUsers = [
  { id: 'p1', firstName: 'Ada', lastName: 'Rossi', email: 'ada@north.example', siteName: 'North Clinic', phoneNumber: '+39 055 1' },
  { id: 'p2', firstName: 'Ben', lastName: 'Levi', email: 'ben@south.example', siteName: 'South Clinic', phoneNumber: null },
];

const facets = [
  {
    column: 'SITE',
    values: [
      { value: 'North Clinic', count: 1 },
      { value: 'South Clinic', count: 1 },
    ],
  },
];

/** The pending connection's mock: a page of `rows`, the server's total and facets. */
const pendingPage = (rows = pendingUsers, totalCount = rows.length) => ({ ...connectionOf(rows), totalCount, facets });

function renderPending(url = '/dashboard/pending', page = pendingPage()) {
  const rendered = renderConsoleTab<PendingTabQuery>(pendingTabQuery, PendingTab, url, {
    AdminConsole: () => ({ fleetCounters, pendingUsers: page }),
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const table = () => screen.getByRole('table', { name: 'Pending users' });
const pendingMutation = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);

async function deleteRow(user: ReturnType<typeof userEvent.setup>, rowName: string, answer: 'Delete' | 'No') {
  await user.click(screen.getByRole('button', { name: `Actions for ${rowName}` }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: `Delete the registration of ${rowName}?` }, SLOW);
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

describe('Pending tab reads', { timeout: 20_000 }, () => {
  it('asks the server for each page, sort, ticked site and search, 14 rows at a time', async () => {
    const { environment } = renderPending('/dashboard/pending', pendingPage(pendingUsers, 40));
    const lastVariables = async () => {
      await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
      const operation = environment.mock.getMostRecentOperation();
      act(() =>
        environment.mock.resolve(
          operation,
          MockPayloadGenerator.generate(operation, {
            AdminConsole: () => ({ fleetCounters, pendingUsers: pendingPage(pendingUsers, 40) }),
          }),
        ),
      );
      return operation.request.variables;
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(await lastVariables()).toMatchObject({ offset: 28, count: 14, search: null, orderBy: [], filters: [] });

    fireEvent.click(within(table()).getByRole('button', { name: /^Phone/ }));
    expect(await lastVariables()).toMatchObject({ offset: 0, orderBy: [{ field: 'PHONE', direction: 'DESC' }] });

    fireEvent.click(screen.getByRole('button', { name: 'Filter Site name' }));
    const choices = await screen.findByRole('group', { name: 'Filter Site name' });
    fireEvent.click(within(choices).getByText('North Clinic'));
    expect(await lastVariables()).toMatchObject({ offset: 0, filters: [{ column: 'SITE', values: ['South Clinic'] }] });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Pending' }), { target: { value: 'levi' } });
    expect(await lastVariables()).toMatchObject({ search: 'levi', offset: 0, filters: [{ column: 'SITE', values: ['South Clinic'] }] });
  });

  it("has search only: no add action; the ?q= search is the server's", async () => {
    const asked: unknown[] = [];
    renderConsoleTab<PendingTabQuery>(pendingTabQuery, PendingTab, '/dashboard/pending?q=levi', {
      AdminConsole: () => ({ fleetCounters }),
      PendingUserConnection: (context) => {
        asked.push(context?.args);
        return pendingPage([pendingUsers[1]]);
      },
    });
    await screen.findByRole('table', { name: 'Pending users' }, SLOW);
    expect(asked).toEqual([expect.objectContaining({ search: 'levi', offset: 0, first: 14 })]);
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(within(table()).getByText('ben@south.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });
});

// Typing into the panel's fields is slow under jsdom on a busy machine.
describe('Pending tab writes', { timeout: 20_000 }, () => {
  // The toaster outlives a test's render.
  beforeEach(() => toaster.remove());

  it('deletes a registration after a danger confirmation, and the row leaves the table', async () => {
    const { environment, user } = renderPending();
    await screen.findByRole('table', { name: 'Pending users' }, SLOW);
    await deleteRow(user, 'Ben Levi', 'Delete');

    const operation = pendingMutation(environment, 'useDeletePendingUserMutation');
    expect(operation?.request.variables.input).toEqual({ id: 'p2' });
    // The rejected registration's site and ECP leave the console's other tables too.
    expect(operation?.request.variables.siteConnections).toEqual([expect.stringContaining('SitesTab_sites')]);
    expect(operation?.request.variables.ecpConnections).toEqual([expect.stringContaining('EcpsTab_ecps')]);
    act(() =>
      environment.mock.resolve(operation!, {
        data: { deletePendingUser: { deletedId: 'p2', deletedSiteId: null, deletedEcpId: null, viewer: null, errors: [] } },
      }),
    );
    await waitFor(() => expect(within(table()).queryByText('ben@south.example')).not.toBeInTheDocument(), SLOW);
    expect(within(table()).getByText('ada@north.example')).toBeInTheDocument();
    // The total follows the removed row: no "Loading 1 of 2…" left behind.
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('approves a registration after a confirmation: the row leaves and the invitation is announced', async () => {
    const { environment, user } = renderPending();
    await screen.findByRole('table', { name: 'Pending users' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Actions for Ada Rossi' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the registration of Ada Rossi?' }, SLOW);
    expect(dialog).toHaveTextContent(
      'North Clinic becomes an active site, and Ada Rossi receives an e-mail with a link to create a password.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const operation = pendingMutation(environment, 'useApprovePendingUserMutation');
    expect(operation?.request.variables.input).toEqual({ id: 'p1' });
    act(() =>
      environment.mock.resolve(operation!, {
        data: {
          approvePendingUser: {
            approvedId: 'p1',
            ecp: { __typename: 'Ecp', id: 'e1', pending: true },
            site: { __typename: 'Site', id: 's1', pending: false },
            viewer: null,
            errors: [],
          },
        },
      }),
    );
    await waitFor(() => expect(within(table()).queryByText('ada@north.example')).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByText('Registration approved', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('An invitation was sent to ada@north.example.')).toBeInTheDocument();
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
    expect(within(table()).getByText('ben@south.example')).toBeInTheDocument();
  });

  it('keeps the row when the approval is refused as no longer pending', async () => {
    const { environment, user } = renderPending();
    await screen.findByRole('table', { name: 'Pending users' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Actions for Ben Levi' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the registration of Ben Levi?' }, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const operation = pendingMutation(environment, 'useApprovePendingUserMutation');
    const message = 'This registration is no longer pending: its site or account was changed or removed';
    act(() =>
      environment.mock.resolve(operation!, {
        data: {
          approvePendingUser: {
            approvedId: null,
            ecp: null,
            site: null,
            viewer: null,
            errors: [{ __typename: 'ConflictError', title: 'Could not save data', messages: [message] }],
          },
        },
      }),
    );
    const modal = await screen.findByRole('alertdialog', { name: 'Could not save data' }, SLOW);
    expect(modal).toHaveTextContent(message);
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Could not save data' })).not.toBeInTheDocument(), SLOW);
    expect(within(table()).getByText('ben@south.example')).toBeInTheDocument();
    expect(screen.queryByText('Registration approved')).not.toBeInTheDocument();
  });

  it('drops the row of a registration another admin settled meanwhile, and says why', async () => {
    const { environment, user } = renderPending();
    await screen.findByRole('table', { name: 'Pending users' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Actions for Ada Rossi' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Approve' }));
    const operation = pendingMutation(environment, 'useApprovePendingUserMutation');
    const message = 'This registration is no longer pending: its site or account was changed or removed';
    act(() =>
      environment.mock.resolve(operation!, {
        data: {
          approvePendingUser: {
            approvedId: 'p1',
            ecp: null,
            site: null,
            viewer: null,
            errors: [{ __typename: 'ConflictError', title: 'Could not save data', messages: [message] }],
          },
        },
      }),
    );
    const modal = await screen.findByRole('alertdialog', { name: 'Could not save data' }, SLOW);
    expect(modal).toHaveTextContent(message);
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(table()).queryByText('ada@north.example')).not.toBeInTheDocument(), SLOW);
    expect(screen.queryByText('Registration approved')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('keeps the row and sends nothing when the deletion is not confirmed', async () => {
    const { environment, user } = renderPending();
    await screen.findByRole('table', { name: 'Pending users' }, SLOW);
    await deleteRow(user, 'Ben Levi', 'No');
    expect(pendingMutation(environment, 'useDeletePendingUserMutation')).toBeUndefined();
    expect(within(table()).getByText('ben@south.example')).toBeInTheDocument();
  });

  it('shows a refused deletion in the error modal and keeps the row', async () => {
    const { environment, user } = renderPending();
    await screen.findByRole('table', { name: 'Pending users' }, SLOW);
    await deleteRow(user, 'Ben Levi', 'Delete');
    const operation = pendingMutation(environment, 'useDeletePendingUserMutation');
    act(() =>
      environment.mock.resolve(operation!, {
        data: {
          deletePendingUser: {
            deletedId: null,
            deletedSiteId: null,
            deletedEcpId: null,
            viewer: null,
            errors: [{ __typename: 'PermissionError', title: 'Could not save data', messages: ['Please try again later'] }],
          },
        },
      }),
    );
    const modal = await screen.findByRole('alertdialog', { name: 'Could not save data' }, SLOW);
    expect(modal).toHaveTextContent('Please try again later');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Could not save data' })).not.toBeInTheDocument(), SLOW);
    expect(within(table()).getByText('ben@south.example')).toBeInTheDocument();
  });
});
