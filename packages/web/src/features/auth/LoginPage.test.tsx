import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';
import { LoginPage, loginPageQuery } from './LoginPage';

/** /login as its route shows it: the page's query started (and not yet answered) when it renders. */
function LoginRoute() {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() => loadQuery<LoginPageQuery>(environment, loginPageQuery, {}, { fetchPolicy: 'network-only' }));
  return <LoginPage queryRef={queryRef} />;
}

function answerPageQuery(environment: MockEnvironment, viewer: { id: string } | null) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ viewer }),
        AppInfo: () => ({ version: '9.8.7' }),
        BotCheckInfo: () => ({ provider: 'NONE', siteKey: null }),
      }),
    );
  });
}

const operationNames = (environment: MockEnvironment) => environment.mock.getAllOperations().map((op) => op.request.node.params.name);

describe('/login (issue 17: painted at once)', () => {
  it('shows the form before its query answers; a submit meanwhile waits for the bot check, then signs in', async () => {
    const { environment } = renderWithProviders(<LoginRoute />, { path: '/login', otherRoutes: { '/dashboard': 'dashboard screen' } });
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(operationNames(environment)).toEqual(['LoginPageQuery']);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'doctor@demo.example');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Portal!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(operationNames(environment)).toEqual(['LoginPageQuery']);

    answerPageQuery(environment, null);
    expect(await screen.findByText('Version 9.8.7')).toBeInTheDocument();
    await vi.waitFor(() => expect(operationNames(environment)).toContain('useSignInMutation'));
    const signIn = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'useSignInMutation');
    expect(signIn?.request.variables.input).toEqual({ username: 'doctor@demo.example', password: 'Portal!2026', botToken: null });
  });

  it('sends a visitor who is signed in on arrival to the dashboard', async () => {
    const { environment } = renderWithProviders(<LoginRoute />, { path: '/login', otherRoutes: { '/dashboard': 'dashboard screen' } });
    answerPageQuery(environment, { id: 'viewer-1' });
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
  });
});
