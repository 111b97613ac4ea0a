// The version form when someone else saved the version after it was opened: the fields that differ,
// the user's value beside the saved one, and either value taken on from there.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  SLOW,
  answer,
  chooseRowAction,
  pendingMutation,
  renderVersions,
  resolveMutation,
  versionNode,
  versions,
  type User,
} from './versionsTabTestSupport';

const savedMeanwhile = { ...versions[1]!, version: '2', url: 'https://updates.example/esapp-2.4.1-fixed', forceUpdate: false };

/** Opens ES app 2.4.1, types a new URL and saves; the server answers that someone else saved first. */
async function saveOverSomeoneElse(environment: Parameters<typeof pendingMutation>[0], user: User) {
  await screen.findByRole('table', { name: 'Versions' }, SLOW);
  await chooseRowAction(user, 'ES app 2.4.1', 'Edit version');
  const panel = await screen.findByRole('dialog', { name: 'Edit version' }, SLOW);
  const url = within(panel).getByRole('textbox', { name: /URL/ });
  await user.clear(url);
  await user.type(url, 'https://updates.example/esapp-2.4.1b');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  await answer(user, 'Save the changes to this version?', 'Yes');
  const first = pendingMutation(environment, 'useEditSoftwareVersionMutation');
  expect(first?.request.variables.input).toMatchObject({ id: 'v2', expectedVersion: '1', url: 'https://updates.example/esapp-2.4.1b' });
  resolveMutation(environment, 'useEditSoftwareVersionMutation', {
    editSoftwareVersion: {
      version: null,
      fleetCounters: null,
      errors: [
        {
          __typename: 'EditConflictError',
          title: 'Version was not edited',
          messages: ['This record was changed by someone else since you opened it'],
          current: versionNode(savedMeanwhile),
        },
      ],
    },
  });
  return { panel, first, conflict: await screen.findByRole('alertdialog', { name: 'Changed by someone else' }, SLOW) };
}

// Typing into the panel's fields is slow under jsdom on a busy machine.
describe('Version form panel conflicts', { timeout: 20_000 }, () => {
  it('shows what someone else saved meanwhile beside what was typed, then saves over it from the new version', async () => {
    const { environment, user } = renderVersions();
    const { first, conflict } = await saveOverSomeoneElse(environment, user);
    const rows = within(within(conflict).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldYoursSaved now',
      'URLhttps://updates.example/esapp-2.4.1bhttps://updates.example/esapp-2.4.1-fixed',
      'Force updateYesNo',
    ]);
    expect(screen.queryByRole('alertdialog', { name: 'Version was not edited' })).not.toBeInTheDocument();

    await user.click(within(conflict).getByRole('button', { name: 'Save mine over them' }));
    const second = await waitFor(() => {
      const operation = pendingMutation(environment, 'useEditSoftwareVersionMutation');
      expect(operation).toBeDefined();
      expect(operation).not.toBe(first);
      return operation;
    });
    expect(second?.request.variables.input).toEqual({
      id: 'v2',
      expectedVersion: '2',
      type: 'ESAPP',
      versionNumber: '2.4.1',
      url: 'https://updates.example/esapp-2.4.1b',
      forceUpdate: true,
    });
    resolveMutation(environment, 'useEditSoftwareVersionMutation', {
      editSoftwareVersion: {
        version: versionNode({ ...savedMeanwhile, version: '3', url: 'https://updates.example/esapp-2.4.1b', forceUpdate: true }),
        fleetCounters: { total: 3, needingUpdate: 1, withErrors: 1 },
        errors: [],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit version' })).not.toBeInTheDocument(), SLOW);
  });

  it('takes the saved values into the form when the user chooses them', async () => {
    const { environment, user } = renderVersions();
    const { panel, conflict } = await saveOverSomeoneElse(environment, user);
    await user.click(within(conflict).getByRole('button', { name: 'Use the saved values' }));
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: /URL/ })).toHaveValue(savedMeanwhile.url));
    expect(within(panel).getByRole('checkbox', { name: 'Force update' })).not.toBeChecked();
  });
});
