import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { LoginForm } from './LoginForm';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';
import { rememberReturnTo } from '../../session/returnTo';

const otherRoutes = {
  '/2FA': 'second factor screen',
  '/create-password': 'create password screen',
  '/dashboard': 'dashboard screen',
  '/dashboard/archive': 'archive screen',
  '/ResetPassword': 'reset password screen',
};

function renderLogin() {
  return renderWithProviders(<LoginForm />, { path: '/login', otherRoutes });
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function resolveSignIn(environment: MockEnvironment, payload: Record<string, unknown>) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        SignInPayload: () => ({ errors: [], pendingSignIn: null, ...payload }),
        PendingSignIn: () => ({ mustSignTerms: false, language: 'EN' }),
        Viewer: () => ({ id: 'viewer-1', language: 'EN' }),
      }),
    );
  });
}

describe('LoginForm', () => {
  it('shows validation messages only after a submit attempt', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'abc');
    expect(screen.queryByText('Username must be at least 6 characters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('asks for an e-mail address as the username and revalidates on change', async () => {
    const { environment } = renderLogin();
    await fillAndSubmit('someone.example', 'secret');
    expect(await screen.findByText('Username must be a valid e-mail address')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Username'));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
  });

  it('sends the credentials and clears the per-user local storage on submit', async () => {
    window.localStorage.setItem(STORAGE_KEYS.searchPatients, 'smith');
    window.localStorage.setItem(STORAGE_KEYS.timeToggle, 'week');
    window.localStorage.setItem(STORAGE_KEYS.language, 'it');
    const { environment } = renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Portal!2026');

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ username: 'doctor@demo.example', password: 'Portal!2026' });
    expect(window.localStorage.getItem(STORAGE_KEYS.searchPatients)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.timeToggle)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('it');
  });

  it('goes to /2FA when the second factor is required', async () => {
    const { environment, router } = renderLogin();
    await fillAndSubmit('superadmin@demo.example', 'Portal!2026');
    resolveSignIn(environment, { step: 'SECOND_FACTOR_REQUIRED', pendingSignIn: { step: 'SECOND_FACTOR_REQUIRED' } });
    expect(await screen.findByText('second factor screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/2FA');
  });

  it('goes to /create-password when a new password is required', async () => {
    const { environment } = renderLogin();
    await fillAndSubmit('newdoctor@demo.example', 'Portal!2026');
    resolveSignIn(environment, { step: 'NEW_PASSWORD_REQUIRED', pendingSignIn: { step: 'NEW_PASSWORD_REQUIRED' } });
    expect(await screen.findByText('create password screen')).toBeInTheDocument();
  });

  it('returns a signed-in user to the page they came from', async () => {
    rememberReturnTo('/dashboard/archive');
    const { environment } = renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Portal!2026');
    resolveSignIn(environment, { step: 'SIGNED_IN' });
    expect(await screen.findByText('archive screen')).toBeInTheDocument();
  });

  it('goes to /dashboard when signed in with nowhere remembered', async () => {
    const { environment } = renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Portal!2026');
    resolveSignIn(environment, { step: 'SIGNED_IN' });
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
  });

  it('clears the fields and shows the catalogue line when the credentials are refused', async () => {
    const { environment } = renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Wrong!2026');
    resolveSignIn(environment, {
      step: 'SIGNED_OUT',
      errors: [
        {
          __typename: 'AuthenticationError',
          code: 'UNAUTHENTICATED',
          title: 'The username or password entered are incorrect',
          messages: ['Please check your username and password and try again'],
        },
      ],
    });
    expect(await screen.findByText('The username or password entered are incorrect')).toBeInTheDocument();
    expect(screen.getByText('Please check your username and password and try again')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });

  it('says there is no connection when the request fails', async () => {
    const { environment } = renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Portal!2026');
    act(() => environment.mock.rejectMostRecentOperation(new TypeError('Failed to fetch')));
    expect(await screen.findByText('No connection to server')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue(''));
  });

  it('carries the typed username to the forgot-password screen', async () => {
    const { router } = renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'doctor@demo.example');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.pathname).toBe('/ResetPassword');
    expect(router.state.location.state).toEqual({ username: 'doctor@demo.example' });
  });
});
