import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/renderWithProviders';
import { MessageResultAlert, SendMessageDialog, type OutgoingMessage, type SendAnswer } from './SendMessageDialog';

function renderDialog(onSend: (message: OutgoingMessage) => Promise<SendAnswer>, withText = false) {
  const onClose = vi.fn();
  renderWithProviders(
    <SendMessageDialog
      recipientsText="To 3 selected patients"
      withText={withText}
      result={<MessageResultAlert status="success" title="Message sent to 3 patients" />}
      onSend={onSend}
      onClose={onClose}
    />,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Send message' }) };
}

const messageBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Message' });
const sizeLine = (dialog: HTMLElement) => within(dialog).getByTestId('message-size');
const confirmDialog = () => screen.getByTestId('confirm-dialog');

/** The pointer-events that decide whether `element` takes a click: its own or its nearest ancestor's declaration. */
function closestPointerEvents(element: HTMLElement): string {
  for (let el: HTMLElement | null = element; el; el = el.parentElement) {
    const value = getComputedStyle(el).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value;
  }
  return 'auto';
}
describe('SendMessageDialog', { timeout: 20_000 }, () => {
  it('keeps Send disabled until a method is chosen, then sends by it', async () => {
    const onSend = vi.fn(async () => true);
    const { dialog, onClose } = renderDialog(onSend);
    const user = userEvent.setup();
    expect(within(dialog).getByText('To 3 selected patients')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /^E-mail/ }));
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(onSend).toHaveBeenCalledWith({ method: 'EMAIL', text: null });
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

    expect(onSend).toHaveBeenCalledWith({ method: 'SMS', text: null });
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

describe('SendMessageDialog: the doctor\u2019s text', { timeout: 20_000 }, () => {
  it('counts the characters, and the SMS segments once the method includes SMS', async () => {
    const { dialog } = renderDialog(
      vi.fn(async () => true),
      true,
    );
    const user = userEvent.setup();
    expect(messageBox(dialog)).toHaveAttribute('placeholder', 'Leave empty to send the standard reminder.');
    expect(sizeLine(dialog)).toHaveTextContent(/^0 \/ 500 characters$/);

    await user.click(messageBox(dialog));
    await user.paste('Hello, see you soon');
    expect(sizeLine(dialog)).toHaveTextContent(/^19 \/ 500 characters$/);
    await user.click(within(dialog).getByRole('radio', { name: /^SMS and e-mail/ }));
    expect(sizeLine(dialog)).toHaveTextContent('19 / 500 characters · 1 SMS segment');

    await user.click(messageBox(dialog));
    // 161 GSM characters take two segments of 153; outside that alphabet a segment holds 67.
    await user.paste('x'.repeat(142));
    expect(sizeLine(dialog)).toHaveTextContent('161 / 500 characters · 2 SMS segments');
    await user.clear(messageBox(dialog));
    await user.paste('שלום '.repeat(15));
    expect(sizeLine(dialog)).toHaveTextContent('75 / 500 characters · 2 SMS segments');
    await user.click(within(dialog).getByRole('radio', { name: /^E-mail/ }));
    expect(sizeLine(dialog)).toHaveTextContent(/^75 \/ 500 characters$/);
  });

  it('warns, without blocking, past three SMS segments', async () => {
    const onSend = vi.fn(async () => true);
    const { dialog } = renderDialog(onSend, true);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('radio', { name: /^Text message/ }));
    await user.click(messageBox(dialog));
    await user.paste('y'.repeat(459));
    expect(sizeLine(dialog)).toHaveTextContent('3 SMS segments');
    expect(within(dialog).queryByText(/Longer than 3 text messages/)).not.toBeInTheDocument();
    await user.paste('y');
    expect(sizeLine(dialog)).toHaveTextContent('460 / 500 characters · 4 SMS segments');
    expect(within(dialog).getByText('Longer than 3 text messages: it may arrive split or cost more')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ method: 'SMS', text: 'y'.repeat(460) });
  });

  it('inserts a placeholder at the cursor', async () => {
    const onSend = vi.fn(async () => true);
    const { dialog } = renderDialog(onSend, true);
    const user = userEvent.setup();
    await user.click(messageBox(dialog));
    await user.paste('Dear , see you on .');
    (messageBox(dialog) as HTMLTextAreaElement).setSelectionRange(5, 5);
    await user.click(within(dialog).getByRole('button', { name: "Insert the patient's first name" }));
    expect(messageBox(dialog)).toHaveValue('Dear {firstName}, see you on .');
    // The caret is put back after the inserted placeholder, in the box.
    await waitFor(() => expect(messageBox(dialog)).toHaveFocus());
    expect((messageBox(dialog) as HTMLTextAreaElement).selectionStart).toBe(16);
    (messageBox(dialog) as HTMLTextAreaElement).setSelectionRange(29, 29);
    await user.click(within(dialog).getByRole('button', { name: 'Insert the date of the next visit' }));
    expect(messageBox(dialog)).toHaveValue('Dear {firstName}, see you on {nextVisit}.');
    await user.click(within(dialog).getByRole('radio', { name: /^E-mail/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ method: 'EMAIL', text: 'Dear {firstName}, see you on {nextVisit}.' });
  });

  it('refuses more than 500 characters under the field, and shows the server\u2019s word on the text there too', async () => {
    const onSend = vi.fn(async (): Promise<SendAnswer> => ({ textErrorKey: 'text_invalid' }));
    const { dialog } = renderDialog(onSend, true);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('radio', { name: /^E-mail/ }));
    await user.click(messageBox(dialog));
    await user.paste('z'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('At most 500 characters')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(messageBox(dialog));
    await user.paste('Hello');
    await waitFor(() => expect(within(dialog).queryByText('At most 500 characters')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/^Remove control or text-direction characters/)).toBeInTheDocument();
    expect(messageBox(dialog)).toHaveValue('Hello');
  });

  it('asks before closing with typed text, and No keeps it', async () => {
    const { dialog, onClose } = renderDialog(
      vi.fn(async () => true),
      true,
    );
    const user = userEvent.setup();
    await user.click(messageBox(dialog));
    await user.paste('Please call the clinic');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The confirmation opens on the next render: waited for, not assumed (the suite runs loaded).
    expect(await screen.findByTestId('confirm-dialog')).toBeInTheDocument();
    expect(within(confirmDialog()).getByText('Withdraw the message?')).toBeInTheDocument();
    expect(within(confirmDialog()).getByText('The text you wrote will be lost.')).toBeInTheDocument();
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Keep editing' }));
    // The closing question stays in the page while it fades out (its buttons inert): gone first,
    // so the next question found is the new one.
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(messageBox(dialog)).toHaveValue('Please call the clinic');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const withdraw = within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Withdraw' });
    // A question opened over another dialog takes the pointer a moment after it shows (the dialog
    // layers hand pointer-events over): wait until it and its ancestors accept clicks.
    await waitFor(() => expect(closestPointerEvents(withdraw)).not.toBe('none'));
    await user.click(withdraw);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
