// The navbar's "Active sessions": the user's own sessions, read when the dialog
// opens; another session ends with its "Sign out"; "Sign out everywhere" asks first, then ends
// every session and shows /login.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { ConfirmDialog } from '../../components/confirm/ConfirmDialog';
import { setRelayEnvironment } from '../../relay/environment';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ActiveSessions } from './ActiveSessions';

const SESSIONS = [
  {
    id: 'c2Vzc2lvbi1h',
    createdAt: '2025-01-05T09:00:00Z',
    lastSeenAt: '2025-01-05T14:03:00Z',
    device: 'Firefox on macOS',
    address: '203.0.113.9',
    current: true,
  },
  {
    id: 'c2Vzc2lvbi1i',
    createdAt: '2025-01-04T08:00:00Z',
    lastSeenAt: '2025-01-04T17:30:00Z',
    device: null,
    address: '2001:db8::7',
    current: false,
  },
];

function renderSessions() {
  return renderWithProviders(
    <>
      <ActiveSessions />
      <ConfirmDialog />
    </>,
    { path: '/dashboard/:tab', initialEntry: '/dashboard/patients', otherRoutes: { '/login': 'login screen' } },
  );
}

async function openWithSessions(environment: ReturnType<typeof createMockEnvironment>) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Active sessions' }));
  // The dialog asks once it has mounted its body, which may be a moment after the click on a busy machine.
  const query = await waitFor(
    () => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('ActiveSessionsQuery');
      return operation;
    },
    { timeout: 5_000 },
  );
  act(() => {
    environment.mock.resolve(query, { data: { viewer: { id: 'viewer-1', sessions: SESSIONS } } });
  });
  const dialog = await screen.findByTestId('active-sessions', {}, { timeout: 5_000 });
  // The dialog frame shows at once; its body replaces the spinner once React reveals the answer
  // (up to 300 ms later: its Suspense throttle).
  await waitFor(() => expect(within(dialog).queryByLabelText('Loading')).toBeNull());
  return { user, dialog };
}

describe('active sessions', { timeout: 30_000 }, () => {
  it('lists the sessions with this one marked and the others named by browser, address and times', async () => {
    const { environment } = renderSessions();
    const { dialog } = await openWithSessions(environment);
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox on macOS');
    expect(items[0]).toHaveTextContent('This session');
    expect(items[0]).toHaveTextContent('203.0.113.9');
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Unknown browser');
    expect(items[1]).toHaveTextContent('2001:db8::7');
    expect(items[1]).toHaveTextContent(/Signed in 04\/01\/2025 \d\d:\d\d/);
    expect(items[1]).toHaveTextContent(/Last active 04\/01\/2025 \d\d:\d\d/);
  });

  it('signs another session out by its id and shows the sessions left', async () => {
    const { environment } = renderSessions();
    const { user, dialog } = await openWithSessions(environment);
    await user.click(within(dialog).getByRole('button', { name: /^Sign out Unknown browser/ }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('ActiveSessionsSignOutSessionMutation');
    expect(mutation.request.variables.input).toEqual({ sessionId: 'c2Vzc2lvbi1i' });
    act(() => {
      environment.mock.resolve(mutation, {
        data: { signOutSession: { step: 'SIGNED_IN', viewer: { id: 'viewer-1', sessions: [SESSIONS[0]] }, errors: [] } },
      });
    });
    expect(await within(dialog).findByText('No other session is signed in.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2); // the one session and the note
  });

  it('asks before signing out everywhere, and does nothing on No', async () => {
    const { environment } = renderSessions();
    const { user, dialog } = await openWithSessions(environment);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    // The sessions dialog closes as it goes: what stays of it may hide the rest from the accessibility tree.
    const question = (await screen.findAllByRole('alertdialog', { hidden: true }, { timeout: 5_000 })).at(-1)!;
    expect(question).toHaveTextContent('Sign out everywhere?');
    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('signs out everywhere after the confirmation, then forgets this session and shows /login', async () => {
    const { environment } = renderSessions();
    const { user, dialog } = await openWithSessions(environment);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    const question = (await screen.findAllByRole('alertdialog', { hidden: true }, { timeout: 5_000 })).at(-1)!;
    await user.click(within(question).getByRole('button', { name: 'Sign out everywhere', hidden: true }));
    const everywhere = environment.mock.getMostRecentOperation();
    expect(everywhere.request.node.params.name).toBe('ActiveSessionsSignOutEverywhereMutation');
    expect(everywhere.request.variables.input).toEqual({ keepCurrent: false });
    act(() => {
      environment.mock.resolve(everywhere, { data: { signOutEverywhere: { step: 'SIGNED_OUT', endedSessions: 2, errors: [] } } });
    });
    const signOut = await act(async () => {
      await Promise.resolve();
      return environment.mock.getMostRecentOperation();
    });
    expect(signOut.request.node.params.name).toBe('useSignOutMutation');
    act(() => {
      environment.mock.resolve(signOut, { data: { signOut: { step: 'SIGNED_OUT' } } });
      setRelayEnvironment(createMockEnvironment());
    });
    expect(await screen.findByText('login screen', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
