import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog, ecps, renderEcps, resolveOperation, rowOf } from './ecpsTabTestSupport';

const panelNamed = (name: string) => screen.findByRole('dialog', { name });

async function openCreate() {
  const user = userEvent.setup();
  await screen.findByRole('table', { name: 'Clinicians' });
  await user.click(screen.getByRole('button', { name: 'Add clinician' }));
  return { user, panel: await panelNamed('Add clinician') };
}

// Typing into jsdom through user-event is slow; a busy machine needs more than 5 s.
describe('ECP form panel', { timeout: 20_000 }, () => {
  it('shows the §5 messages and the invalid alert without sending anything', async () => {
    const { environment } = renderEcps();
    const { user, panel } = await openCreate();
    await user.type(within(panel).getByLabelText(/^E-mail/), 'cara@north');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByText('ECP was not created')).toBeInTheDocument();
    expect(within(alert).getByText('Fill all required fields')).toBeInTheDocument();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Profession is required',
      'Phone number is required',
      'E-mail is not valid',
      'Site is required',
    ]) {
      expect(within(panel).getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('confirms, then creates the clinician and adds the row', async () => {
    const { environment } = renderEcps();
    const { user, panel } = await openCreate();
    await user.type(within(panel).getByLabelText(/^First name/), 'Cara');
    await user.type(within(panel).getByLabelText(/^Last name/), 'Neri');
    await user.selectOptions(within(panel).getByLabelText(/^Profession/), 'OPHTHALMOLOGIST');
    await user.type(within(panel).getByLabelText(/^E-mail/), 'cara@north.example');
    await user.type(within(panel).getByLabelText(/^Phone/), '+39 055 333333');
    const siteChoice = within(panel).getByRole('combobox', { name: /^Site/ });
    expect(within(siteChoice).queryByRole('option', { name: 'Waiting Optics' })).not.toBeInTheDocument();
    await user.selectOptions(siteChoice, 'South Clinic');
    await user.type(within(panel).getByLabelText(/^Social ID/), 'CN-778');
    await user.type(within(panel).getByLabelText(/^Date of birth/), '09/03/1980');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('confirm-dialog')).toHaveTextContent('Add this clinician?');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Yes' }));

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('useCreateEcpMutation');
    expect(operation.request.variables.input).toEqual({
      firstName: 'Cara',
      lastName: 'Neri',
      profession: 'OPHTHALMOLOGIST',
      phoneNumber: '+39 055 333333',
      email: 'cara@north.example',
      siteId: 's2',
      isSiteAdmin: false,
      medicalLicense: null,
      socialID: 'CN-778',
      birthdate: '1980-03-09',
      notes: null,
    });
    resolveOperation(environment, operation, {
      CreateEcpPayload: () => ({ errors: [] }),
      Ecp: () => ({
        id: 'e3',
        firstName: 'Cara',
        lastName: 'Neri',
        email: 'cara@north.example',
        profession: 'OPHTHALMOLOGIST',
        siteName: 'South Clinic',
        isSiteAdmin: false,
        locked: false,
        pending: true,
      }),
    });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add clinician' })).not.toBeInTheDocument());
    expect(within(rowOf('cara@north.example')).getByText('Ophthalmologist')).toBeInTheDocument();
  });

  it('edits with the site fixed and sends the ECP’s own site', async () => {
    const { environment } = renderEcps();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Levi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit ECP details' }));
    const panel = await panelNamed('Edit ECP details');

    const site = within(panel).getByRole('combobox', { name: /^Site/ });
    expect(site).toBeDisabled();
    expect(site).toHaveValue('s2');
    expect(within(panel).getByLabelText(/^First name/)).toHaveValue('Ben');
    expect(within(panel).getByLabelText(/^Profession/)).toHaveValue('ORTHOPTIST');
    expect(within(panel).getByLabelText(/^Medical license/)).toHaveValue('L-42');

    await user.type(within(panel).getByLabelText(/^Notes/), 'Mornings only');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Yes' }));

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('useUpdateEcpMutation');
    expect(operation.request.variables.input).toMatchObject({ id: 'e2', siteId: 's2', notes: 'Mornings only', profession: 'ORTHOPTIST' });
    resolveOperation(environment, operation, {
      UpdateEcpPayload: () => ({ errors: [] }),
      Ecp: () => ({ ...ecps[1], notes: 'Mornings only' }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit ECP details' })).not.toBeInTheDocument());
  });

  it('shows what someone else saved meanwhile beside what was typed, then saves over it from the new version', async () => {
    const { environment } = renderEcps();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Levi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit ECP details' }));
    const panel = await panelNamed('Edit ECP details');
    await user.type(within(panel).getByLabelText(/^Notes/), 'Mornings only');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Yes' }));

    const first = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(first.request.variables.input).toMatchObject({ id: 'e2', expectedVersion: '1', notes: 'Mornings only' });
    const savedMeanwhile = { ...ecps[1], version: '2', lastName: 'Levi-Sala', notes: 'Afternoons' };
    resolveOperation(environment, first, {
      UpdateEcpPayload: () => ({
        ecp: null,
        errors: [
          {
            __typename: 'EditConflictError',
            title: 'ECP was not edited',
            messages: ['This record was changed by someone else since you opened it'],
            current: { __typename: 'Ecp', ...savedMeanwhile },
          },
        ],
      }),
    });

    const conflict = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    const rows = within(within(conflict).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldYoursSaved now', 'Last nameLeviLevi-Sala', 'NotesMornings onlyAfternoons']);
    // No error modal: the comparison is the answer.
    expect(screen.queryByRole('alertdialog', { name: 'ECP was not edited' })).not.toBeInTheDocument();

    await user.click(within(conflict).getByRole('button', { name: 'Save mine over them' }));
    const second = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation).not.toBe(first);
      return operation;
    });
    expect(second.request.variables.input).toMatchObject({ id: 'e2', expectedVersion: '2', lastName: 'Levi', notes: 'Mornings only' });
    resolveOperation(environment, second, {
      UpdateEcpPayload: () => ({ errors: [] }),
      Ecp: () => ({ ...savedMeanwhile, version: '3', lastName: 'Levi', notes: 'Mornings only' }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit ECP details' })).not.toBeInTheDocument());
  });

  it('takes the saved values into the form when the user chooses them', async () => {
    const { environment } = renderEcps();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ben Levi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit ECP details' }));
    const panel = await panelNamed('Edit ECP details');
    await user.type(within(panel).getByLabelText(/^Notes/), 'Mornings only');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Yes' }));
    resolveOperation(environment, await waitFor(() => environment.mock.getMostRecentOperation()), {
      UpdateEcpPayload: () => ({
        ecp: null,
        errors: [
          {
            __typename: 'EditConflictError',
            title: 'ECP was not edited',
            messages: ['This record was changed by someone else since you opened it'],
            current: { __typename: 'Ecp', ...ecps[1], version: '2', notes: 'Afternoons' },
          },
        ],
      }),
    });
    const conflict = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    await user.click(within(conflict).getByRole('button', { name: 'Use the saved values' }));
    await waitFor(() => expect(within(panel).getByLabelText(/^Notes/)).toHaveValue('Afternoons'));
    expect(screen.queryByRole('alertdialog', { name: 'Changed by someone else' })).not.toBeInTheDocument();
  });

  it('asks before withdrawing typed changes', async () => {
    renderEcps();
    const { user, panel } = await openCreate();
    await user.type(within(panel).getByLabelText(/^First name/), 'Cara');
    await user.click(within(panel).getAllByRole('button', { name: 'Close' })[0]!);
    expect(await screen.findByTestId('confirm-dialog')).toHaveTextContent('Withdraw the new clinician?');
  });
});
