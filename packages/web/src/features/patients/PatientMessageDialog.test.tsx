import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';
import { PatientMessageDialog } from './PatientMessageDialog';
import { latestOperation, resolveOperation } from './patientsTabTestSupport';

const IDS = ['p1', 'p2', 'p3'];

function renderDialog() {
  const onClose = vi.fn();
  const rendered = renderWithProviders(<PatientMessageDialog patientIds={IDS} recipientsText="To 3 selected patients" onClose={onClose} />);
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: 'Send message' }) };
}

/** Chooses `method`, writes `text` and sends; answers the mutation with `payload`. */
async function send(environment: MockEnvironment, dialog: HTMLElement, method: RegExp, text: string, payload: Record<string, unknown>) {
  const user = userEvent.setup();
  await user.click(within(dialog).getByRole('radio', { name: method }));
  if (text) {
    await user.click(within(dialog).getByRole('textbox', { name: 'Message' }));
    await user.paste(text);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  const operation = await waitFor(() => latestOperation(environment, 'useSendMessageToPatientsMutation'));
  resolveOperation(environment, operation, { SendMessageToPatientsPayload: () => ({ recipientCount: 3, errors: [], ...payload }) });
  return operation;
}

const skip = (id: string, fullName: string, channel: 'EMAIL' | 'SMS') => ({ recipientId: id, fullName, channel });

describe('PatientMessageDialog', { timeout: 20_000 }, () => {
  it('sends the doctor\u2019s text and says whom it reached and who has no address for a channel', async () => {
    const { environment, dialog } = renderDialog();
    const operation = await send(environment, dialog, /^SMS and e-mail/, 'Hello {firstName}', {
      reachedCount: 2,
      skipped: [skip('p2', 'Bea Cole', 'SMS'), skip('p3', 'Carl Diaz', 'EMAIL'), skip('p3', 'Carl Diaz', 'SMS')],
    });
    expect(operation.request.variables.input).toEqual({ patientIds: IDS, method: 'BOTH', text: 'Hello {firstName}' });
    const result = await within(dialog).findByRole('status');
    expect(result).toHaveAttribute('data-status', 'success');
    expect(result).toHaveTextContent('Sent to 2 patients');
    const lines = within(result)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Not sent by e-mail to Carl Diaz: no e-mail address',
      'Not sent by SMS to Bea Cole and Carl Diaz: no phone number',
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('names up to five patients a channel missed, then how many more', async () => {
    const { environment, dialog } = renderDialog();
    const names = ['Ada Rossi', 'Ben Levi', 'Bea Cole', 'Carl Diaz', 'Dina Katz', 'Eli Moss', 'Fay Lund'];
    await send(environment, dialog, /^Text message/, '', {
      reachedCount: 1,
      skipped: names.map((name, i) => skip(`p${i}`, name, 'SMS')),
    });
    const result = await within(dialog).findByRole('status');
    expect(result).toHaveTextContent('Sent to 1 patient');
    expect(within(result).getByRole('listitem')).toHaveTextContent(
      'Not sent by SMS to Ada Rossi, Ben Levi, Bea Cole, Carl Diaz, Dina Katz and 2 more: no phone number',
    );
  });

  it('does not call it a success when no patient was reached', async () => {
    const { environment, dialog } = renderDialog();
    await send(environment, dialog, /^E-mail/, '', {
      reachedCount: 0,
      skipped: [skip('p1', 'Ada Rossi', 'EMAIL'), skip('p2', 'Ben Levi', 'EMAIL')],
    });
    const result = await within(dialog).findByRole('status');
    expect(result).toHaveAttribute('data-status', 'warning');
    expect(result).toHaveTextContent('No message was sent');
    expect(result).not.toHaveTextContent(/Sent to/);
    expect(within(result).getByRole('listitem')).toHaveTextContent('Not sent by e-mail to Ada Rossi and Ben Levi: no e-mail address');
  });

  it('shows the server\u2019s word on the text under the field, the text kept', async () => {
    const { environment, dialog } = renderDialog();
    await send(environment, dialog, /^E-mail/, 'Hello', {
      errors: [
        {
          __typename: 'ValidationError',
          title: 'Message was not sent',
          messages: ['Fill all required fields'],
          fieldErrors: [{ field: 'text', key: 'max_500', message: 'At most 500 characters' }],
        },
      ],
    });
    expect(await within(dialog).findByText('At most 500 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
