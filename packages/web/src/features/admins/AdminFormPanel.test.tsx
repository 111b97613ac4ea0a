// The admin form when someone else saved the admin after it was opened: the fields that differ,
// the user's value beside the saved one, and saving over them from the version saved now.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SLOW, adminNode, admins, answer, chooseRowAction, pendingMutation, renderAdmins, resolveMutation } from './adminsTabTestSupport';

const CONFLICT = {
  __typename: 'EditConflictError',
  title: 'Admin was not edited',
  messages: ['This record was changed by someone else since you opened it'],
};

// Typing into the panel's fields is slow under jsdom on a busy machine.
describe('Admin form panel conflicts', { timeout: 20_000 }, () => {
  it('shows what someone else saved meanwhile beside what was typed, then saves over it from the new version', async () => {
    const { environment, user } = renderAdmins();
    await screen.findByRole('table', { name: 'Admins' }, SLOW);
    await chooseRowAction(user, 'Ben Levi', 'Edit admin details');
    const panel = await screen.findByRole('dialog', { name: 'Edit admin details' }, SLOW);
    const phone = within(panel).getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '+972 3 7654321');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await answer(user, 'Save the changes to this admin?', 'Yes');

    const first = pendingMutation(environment, 'useUpdateAdminMutation');
    expect(first?.request.variables.input).toMatchObject({ id: 'a2', expectedVersion: '1', phoneNumber: '+972 3 7654321' });
    const savedMeanwhile = { ...admins[1]!, version: '2', lastName: 'Levi-Sala', fullName: 'Ben Levi-Sala', twoFactorEnabled: true };
    resolveMutation(environment, 'useUpdateAdminMutation', {
      updateAdmin: { admin: null, errors: [{ ...CONFLICT, current: adminNode(savedMeanwhile) }] },
    });

    const conflict = await screen.findByRole('alertdialog', { name: 'Changed by someone else' }, SLOW);
    const rows = within(within(conflict).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldYoursSaved now', 'Last nameLeviLevi-Sala', 'Phone+972 3 7654321+972 3 1234567', 'Two-factor sign-inOffOn']);
    // No error modal: the comparison is the answer; the table behind shows the admin as saved.
    expect(screen.queryByRole('alertdialog', { name: 'Admin was not edited' })).not.toBeInTheDocument();
    expect(screen.getByText('Ben Levi-Sala')).toBeInTheDocument();

    await user.click(within(conflict).getByRole('button', { name: 'Save mine over them' }));
    const second = await waitFor(() => {
      const operation = pendingMutation(environment, 'useUpdateAdminMutation');
      expect(operation).toBeDefined();
      expect(operation).not.toBe(first);
      return operation;
    });
    expect(second?.request.variables.input).toEqual({
      id: 'a2',
      expectedVersion: '2',
      firstName: 'Ben',
      lastName: 'Levi',
      phoneNumber: '+972 3 7654321',
      email: 'ben@portal.example',
      twoFactorEnabled: false,
    });
    resolveMutation(environment, 'useUpdateAdminMutation', {
      updateAdmin: {
        admin: adminNode({ ...savedMeanwhile, version: '3', lastName: 'Levi', fullName: 'Ben Levi', phoneNumber: '+972 3 7654321' }),
        errors: [],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit admin details' })).not.toBeInTheDocument(), SLOW);
  });

  it('locks from the row’s version; refused as stale, the error modal says so and the row shows the admin as saved', async () => {
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
      setAdminLocked: {
        admin: null,
        errors: [{ ...CONFLICT, current: adminNode({ ...admins[1]!, version: '2', email: 'ben@lab.example' }) }],
      },
    });
    const modal = await screen.findByRole('alertdialog', { name: 'Admin was not edited' }, SLOW);
    expect(modal).toHaveTextContent('This record was changed by someone else since you opened it');
    // Behind the modal, the row shows the admin as saved now.
    expect(screen.getByText('ben@lab.example')).toBeInTheDocument();
  });
});
