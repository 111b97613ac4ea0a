import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '../../i18n/dates';
import { resolveOperation } from '../patientForm/patientFormTestSupport';
import { dailyMessages, messagesConnection, PATIENT_ID, patient, renderPatient } from './patientRecordTestSupport';

const history = () => screen.findByRole('list', { name: 'Messages sent' });

describe('Patient page: messages', { timeout: 30_000 }, () => {
  it('hides the messages and the record access when the clinic’s backend keeps neither', async () => {
    renderPatient(patient({ messages: null, accessLog: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Cohen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Record access' })).not.toBeInTheDocument();
  });

  it('says when the patient was sent no message yet', async () => {
    renderPatient(patient());
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('No messages sent yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('lists the messages newest first with channel, time and delivery in words, the full text on demand', async () => {
    const messages = [
      { internalID: 'm1', channel: 'SMS', text: 'Hello Maya, see you on 01/12/2026', sentAt: '2026-11-26T14:05:00.000Z', status: 'QUEUED' },
      {
        internalID: 'm2',
        channel: 'EMAIL',
        text: 'Hello Maya, please bring your glasses.\n\nThe clinic team',
        sentAt: '2026-11-20T08:30:00.000Z',
        status: 'SENT',
      },
      { internalID: 'm3', channel: 'SMS', text: 'Reminder', sentAt: '2026-11-02T09:00:00.000Z', status: 'FAILED' },
      { internalID: 'm4', channel: 'EMAIL', text: 'Your results', sentAt: '2026-11-01T09:00:00.000Z', status: 'RETRYING' },
    ] as const;
    renderPatient(patient({ messages: messagesConnection([...messages]) }));
    const [first, second, third, fourth] = within(await history()).getAllByRole('listitem');
    expect(first).toHaveTextContent('SMS');
    expect(first).toHaveTextContent(formatDateTime(messages[0].sentAt));
    expect(first).toHaveTextContent(/26\/11\/2026 \d{2}:05/);
    expect(within(first!).getByText('Queued')).toBeInTheDocument();
    expect(first).toHaveTextContent('Hello Maya, see you on 01/12/2026');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();

    expect(second).toHaveTextContent('E-mail');
    expect(within(second!).getByText('Sent')).toBeInTheDocument();
    expect(second).toHaveTextContent('Hello Maya, please bring your glasses.');
    expect(second).not.toHaveTextContent('The clinic team');
    const more = within(second!).getByRole('button', { name: 'Show the full text' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(second).toHaveTextContent('The clinic team');
    await userEvent.click(within(second!).getByRole('button', { name: 'Show less' }));
    expect(second).not.toHaveTextContent('The clinic team');

    expect(within(third!).getByText('Failed')).toBeInTheDocument();
    expect(within(fourth!).getByText('Retrying')).toBeInTheDocument();
  });

  it('shows more messages a page at a time', async () => {
    const { environment } = renderPatient(patient({ messages: messagesConnection(dailyMessages(5), 7, 'cursor-m4') }));
    expect(within(await history()).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('PatientMessagesPanelPaginationQuery');
      return pending;
    });
    expect(operation.request.variables).toMatchObject({ id: PATIENT_ID, count: 5, cursor: 'cursor-m4' });
    resolveOperation(environment, operation, {
      Node: () => ({ __typename: 'Patient' }),
      Patient: () => ({ id: PATIENT_ID, messages: messagesConnection(dailyMessages(2, 5), 7) }),
    });
    const items = await waitFor(() => {
      const all = within(screen.getByRole('list', { name: 'Messages sent' })).getAllByRole('listitem');
      expect(all).toHaveLength(7);
      return all;
    });
    expect(items.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Message 0'), expect.stringContaining('Message 6')]),
    );
    expect(items[6]).toHaveTextContent('Message 6');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
