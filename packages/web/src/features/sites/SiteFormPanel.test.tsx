// The site form when someone else saved the site after it was opened: the fields that differ, the
// user's value beside the saved one, and saving over them from the version saved now.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import type { MockEnvironment } from '../../test/renderWithProviders';
import { renderSites, sites } from './sitesTabTestSupport';

const SLOW = { timeout: 5000 };
const savedMeanwhile = { ...sites[0]!, version: '2', city: 'Bergamo', backUpData: false };

/** The update the panel sent after `previous`, once it is there. */
const nextUpdate = (environment: MockEnvironment, previous?: OperationDescriptor) =>
  waitFor(() => {
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useUpdateSiteMutation');
    expect(operation).not.toBe(previous);
    return operation;
  });

// Typing into the panel's fields is slow under jsdom on a busy machine.
describe('Site form panel conflicts', { timeout: 20_000 }, () => {
  it('shows what someone else saved meanwhile beside what was typed, then saves over it from the new version', async () => {
    const { environment } = renderSites();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Actions for North Clinic' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit site details' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit site details' }, SLOW);
    const street = within(panel).getByLabelText(/^Street/);
    await user.clear(street);
    await user.type(street, 'Via Roma 3');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Save the changes to this site?' })).getByRole('button', { name: 'Yes' }),
    );

    const first = await nextUpdate(environment);
    expect(first.request.variables.input).toMatchObject({ id: 's1', expectedVersion: '1', street: 'Via Roma 3' });
    const conflict = {
      __typename: 'EditConflictError',
      title: 'Site was not edited',
      messages: ['This record was changed by someone else since you opened it'],
      current: { __typename: 'Site', ...savedMeanwhile },
    };
    act(() => environment.mock.resolve(first, { data: { updateSite: { site: null, errors: [conflict] } } }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' }, SLOW);
    const rows = within(within(dialog).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldYoursSaved now', 'CityMilanoBergamo', 'StreetVia Roma 3Via Roma 1', 'Back up test reportsOnOff']);
    expect(screen.queryByRole('alertdialog', { name: 'Site was not edited' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save mine over them' }));
    const second = await nextUpdate(environment, first);
    expect(second.request.variables.input).toEqual({
      id: 's1',
      expectedVersion: '2',
      name: 'North Clinic',
      email: 'north@example.com',
      phoneNumber: '+39 02 555 0101',
      country: 'IT',
      state: null,
      city: 'Milano',
      street: 'Via Roma 3',
      apartment: '2',
      zipCode: '20121',
      backUpData: true,
    });
    const saved = { __typename: 'Site', ...savedMeanwhile, version: '3', city: 'Milano', street: 'Via Roma 3', backUpData: true };
    act(() => environment.mock.resolve(second, { data: { updateSite: { site: saved, errors: [] } } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit site details' })).not.toBeInTheDocument(), SLOW);
  });
});
