import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/renderWithProviders';
import { SendMessageDialog, type MessageMethod } from './SendMessageDialog';

function renderDialog(onSend: (method: MessageMethod) => Promise<boolean>) {
  const onClose = vi.fn();
  renderWithProviders(
    <SendMessageDialog recipientsText="To 3 selected patients" sentText="Message sent to 3 patients" onSend={onSend} onClose={onClose} />,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Send message' }) };
}

describe('SendMessageDialog', { timeout: 20_000 }, () => {
  it('keeps Send disabled until a method is chosen, then sends by it', async () => {
    const onSend = vi.fn(async () => true);
    const { dialog, onClose } = renderDialog(onSend);
    const user = userEvent.setup();
    expect(within(dialog).getByText('To 3 selected patients')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /^E-mail/ }));
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(onSend).toHaveBeenCalledWith('EMAIL');
    expect(await within(dialog).findByText('Message sent to 3 patients')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays on the choice when sending fails', async () => {
    const onSend = vi.fn(async () => false);
    const { dialog } = renderDialog(onSend);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('radio', { name: /^Text message/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(onSend).toHaveBeenCalledWith('SMS');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(within(dialog).queryByText('Message sent to 3 patients')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /^Text message/ })).toBeChecked();
  });

  it('closes without sending on Cancel', async () => {
    const onSend = vi.fn(async () => true);
    const { dialog, onClose } = renderDialog(onSend);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
