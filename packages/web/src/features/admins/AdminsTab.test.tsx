import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import {
  SLOW,
  adminNode,
  admins,
  answer,
  chooseRowAction,
  pendingMutation,
  renderAdmins,
  resolveMutation,
  resolvers,
  rowOf,
  table,
} from './adminsTabTestSupport';

describe('Admins tab list', () => {
  it('asks the server for each page, sort, ticked filter and search, 14 rows at a time', async () => {
    const { environment } = renderAdmins(40);
    const lastVariables = async () => {
      await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
      const operation = environment.mock.getMostRecentOperation();
      act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers(40))));
      return operation.request.variables;
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await lastVariables()).toMatchObject({ mayListAdmins: true, offset: 14, count: 14, search: null, orderBy: [], filters: [] });

    fireEvent.click(within(table()).getByRole('button', { name: /^Name/ }));
    expect(await lastVariables()).toMatchObject({ offset: 0, orderBy: [{ field: 'NAME', direction: 'DESC' }] });

    // A second column sorts after the first (§2 multi-sort).
    fireEvent.click(within(table()).getByRole('button', { name: /^Pending/ }));
    expect((await lastVariables()).orderBy).toEqual([
      { field: 'NAME', direction: 'DESC' },
      { field: 'PENDING', direction: 'DESC' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Filter 2FA' }));
    const choices = await screen.findByRole('group', { name: 'Filter 2FA' });
    expect(within(choices).getByText('On')).toBeInTheDocument();
    fireEvent.click(within(choices).getByText('Off'));
    expect(await lastVariables()).toMatchObject({ filters: [{ column: 'TWO_FA', values: ['true'] }] });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Admins' }), { target: { value: 'rossi' } });
    expect(await lastVariables()).toMatchObject({
      mayListAdmins: true,
      search: 'rossi',
      offset: 0,
      filters: [{ column: 'TWO_FA', values: ['true'] }],
    });
  });
});

// Typing into the panel's fields is slow under jsdom on a busy machine.
describe('Admins tab writes', { timeout: 20_000 }, () => {
  it('blocks an incomplete new admin with the §5 messages and sends nothing', async () => {
    const { environment, user } = renderAdmins();
    await user.click(await screen.findByRole('button', { name: 'Add admin' }, SLOW));
    const panel = await screen.findByRole('dialog', { name: 'Add admin' }, SLOW);
    expect(within(panel).getByRole('checkbox', { name: 'Two-factor sign-in' })).toBeChecked();
    await user.type(within(panel).getByRole('textbox', { name: /E-mail/ }), 'not-an-email');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Admin was not created');
    expect(alert).toHaveTextContent('Fill all required fields');
    expect(within(panel).getByText('First name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Last name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(panel).getByText('E-mail is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(pendingMutation(environment, 'useCreateAdminMutation')).toBeUndefined();
  });

  it('adds an admin after a confirmation, with two-factor sign-in on, and shows the new row', async () => {
    const { environment, user } = renderAdmins();
    await user.click(await screen.findByRole('button', { name: 'Add admin' }, SLOW));
    const panel = await screen.findByRole('dialog', { name: 'Add admin' }, SLOW);
    await user.type(within(panel).getByRole('textbox', { name: /First name/ }), 'Carla');
    await user.type(within(panel).getByRole('textbox', { name: /Last name/ }), 'Bruni');
    await user.type(within(panel).getByRole('textbox', { name: /Phone/ }), '+39 06 7654321');
    await user.type(within(panel).getByRole('textbox', { name: /E-mail/ }), 'carla@portal.example');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await answer(user, 'Add this admin?', 'Yes');

    const sent = pendingMutation(environment, 'useCreateAdminMutation');
    expect(sent?.request.variables.input).toEqual({
      firstName: 'Carla',
      lastName: 'Bruni',
      phoneNumber: '+39 06 7654321',
      email: 'carla@portal.example',
      twoFactorEnabled: true,
    });
    expect(sent?.request.variables.connections).toHaveLength(1);
    resolveMutation(environment, 'useCreateAdminMutation', {
      createAdmin: {
        adminEdge: {
          cursor: 'new',
          node: adminNode({
            id: 'a3',
            version: '1',
            internalID: 'uid-3',
            firstName: 'Carla',
            lastName: 'Bruni',
            fullName: 'Carla Bruni',
            role: 'ADMIN',
            email: 'carla@portal.example',
            phoneNumber: '+39 06 7654321',
            twoFactorEnabled: true,
            locked: false,
            pending: true,
          }),
        },
        viewer: null,
        errors: [],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add admin' })).not.toBeInTheDocument(), SLOW);
    expect(within(table()).getByText('carla@portal.example')).toBeInTheDocument();
  });

  it('edits an admin: an emptied name is refused, a valid change is sent with the id', async () => {
    const { environment, user } = renderAdmins();
    await screen.findByRole('table', { name: 'Admins' }, SLOW);
    await chooseRowAction(user, 'Ben Levi', 'Edit admin details');
    const panel = await screen.findByRole('dialog', { name: 'Edit admin details' }, SLOW);
    const firstName = within(panel).getByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveValue('Ben');
    expect(within(panel).getByRole('checkbox', { name: 'Two-factor sign-in' })).not.toBeChecked();
    await user.clear(firstName);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Admin was not edited');
    expect(within(panel).getByText('First name is required')).toBeInTheDocument();
    expect(pendingMutation(environment, 'useUpdateAdminMutation')).toBeUndefined();

    await user.type(firstName, 'Benjamin');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await answer(user, 'Save the changes to this admin?', 'Yes');
    expect(pendingMutation(environment, 'useUpdateAdminMutation')?.request.variables.input).toEqual({
      id: 'a2',
      expectedVersion: '1',
      firstName: 'Benjamin',
      lastName: 'Levi',
      phoneNumber: '+972 3 1234567',
      email: 'ben@portal.example',
      twoFactorEnabled: false,
    });
    resolveMutation(environment, 'useUpdateAdminMutation', {
      updateAdmin: { admin: adminNode({ ...admins[1], firstName: 'Benjamin', fullName: 'Benjamin Levi' }), errors: [] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit admin details' })).not.toBeInTheDocument(), SLOW);
    expect(within(table()).getByText('Benjamin Levi')).toBeInTheDocument();
  });

  it('removes an admin after a danger confirmation, and the row leaves the table', async () => {
    const { environment, user } = renderAdmins();
    await screen.findByRole('table', { name: 'Admins' }, SLOW);
    await chooseRowAction(user, 'Ben Levi', 'Remove admin');
    await answer(user, 'Remove the admin Ben Levi?', 'Remove admin');

    const sent = pendingMutation(environment, 'useDeleteAdminMutation');
    expect(sent?.request.variables.input).toEqual({ id: 'a2' });
    resolveMutation(environment, 'useDeleteAdminMutation', { deleteAdmin: { deletedId: 'a2', viewer: null, errors: [] } });
    await waitFor(() => expect(within(table()).queryByText('ben@portal.example')).not.toBeInTheDocument(), SLOW);
    expect(within(table()).getByText('ada@portal.example')).toBeInTheDocument();
  });

  it('sends nothing when the removal is not confirmed', async () => {
    const { environment, user } = renderAdmins();
    await screen.findByRole('table', { name: 'Admins' }, SLOW);
    await chooseRowAction(user, 'Ben Levi', 'Remove admin');
    await answer(user, 'Remove the admin Ben Levi?', 'No');
    expect(pendingMutation(environment, 'useDeleteAdminMutation')).toBeUndefined();
    expect(rowOf('ben@portal.example')).toBeInTheDocument();
  });

  it('locks an admin after a confirmation: setAdminLocked(locked: true), and the row greys', async () => {
    const { environment, user } = renderAdmins();
    await screen.findByRole('table', { name: 'Admins' }, SLOW);
    await chooseRowAction(user, 'Ben Levi', 'Lock admin');
    await answer(user, 'Lock the admin Ben Levi?', 'Lock admin');

    expect(pendingMutation(environment, 'useSetAdminLockedMutation')?.request.variables.input).toEqual({
      id: 'a2',
      locked: true,
      expectedVersion: '1',
    });
    resolveMutation(environment, 'useSetAdminLockedMutation', {
      setAdminLocked: { admin: adminNode({ ...admins[1], locked: true }), errors: [] },
    });
    await waitFor(() => expect(rowOf('ben@portal.example')).toHaveAttribute('data-muted'), SLOW);
    // A locked admin's menu offers unlock instead.
    await user.click(screen.getByRole('button', { name: 'Actions for Ben Levi' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Unlock admin' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Lock admin' })).not.toBeInTheDocument();
  });

  it('does not let the signed-in admin lock or remove their own account', async () => {
    const { user } = renderAdmins();
    await screen.findByRole('table', { name: 'Admins' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Actions for Ada Rossi' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Lock admin' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Remove admin' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Edit admin details' })).not.toHaveAttribute('aria-disabled');
  });

  it("names each admin's role, and filters by it on the server", async () => {
    const { environment } = renderAdmins();
    await screen.findByRole('table', { name: 'Admins' });
    const row = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Ada Rossi')).getByText('Super admin')).toBeInTheDocument();
    expect(within(row('Ben Levi')).getByText('Admin')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toContain('Role');
    fireEvent.click(within(table()).getByRole('button', { name: /^Role/ }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        orderBy: [{ field: 'ROLE', direction: 'DESC' }],
      }),
    );
  });
});
