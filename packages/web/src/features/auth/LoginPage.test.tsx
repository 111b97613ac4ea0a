import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubGraphQLFetch, type GraphQLFetchStub } from '../../test/graphqlFetchStub';
import { LoginPage } from './LoginPage';
import { loginPageLoader } from './loginPageLoader';

/** /login as its route shows it: the page's query sent by its loader (and not yet answered) when it renders. */
function renderLoginRoute() {
  const graphql = stubGraphQLFetch();
  renderWithProviders(<LoginPage />, { path: '/login', loader: loginPageLoader, otherRoutes: { '/dashboard': 'dashboard screen' } });
  return graphql;
}

function answerPageQuery(graphql: GraphQLFetchStub, viewer: { id: string } | null) {
  act(() =>
    graphql.named('LoginPageQuery')!.respond({ viewer, appInfo: { version: '9.8.7', botCheck: { provider: 'NONE', siteKey: null } } }),
  );
}

describe('/login (painted at once, without Relay)', () => {
  it('shows the form before its query answers; a submit meanwhile waits for the bot check, then signs in', async () => {
    const graphql = renderLoginRoute();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(graphql.names()).toEqual(['LoginPageQuery']);
    expect(graphql.sent[0].documentId).toMatch(/^[0-9a-f]{64}$/);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'doctor@demo.example');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Portal!2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(graphql.names()).toEqual(['LoginPageQuery']);

    answerPageQuery(graphql, null);
    expect(await screen.findByText('Version 9.8.7')).toBeInTheDocument();
    await vi.waitFor(() => expect(graphql.names()).toContain('useSignInMutation'));
    expect(graphql.named('useSignInMutation')?.variables.input).toEqual({
      username: 'doctor@demo.example',
      password: 'Portal!2026',
      botToken: null,
    });
  });

  it('sends a visitor who is signed in on arrival to the dashboard', async () => {
    const graphql = renderLoginRoute();
    await screen.findByLabelText('Username');
    answerPageQuery(graphql, { id: 'viewer-1' });
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
  });
});
