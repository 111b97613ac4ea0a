import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { LoginForm } from './LoginForm';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubGraphQLFetch, type GraphQLFetchStub } from '../../test/graphqlFetchStub';
import { rememberReturnTo } from '../../session/returnTo';

const otherRoutes = {
  '/2FA': 'second factor screen',
  '/create-password': 'create password screen',
  '/dashboard': 'dashboard screen',
  '/dashboard/archive': 'archive screen',
  '/ResetPassword': 'reset password screen',
};

type BotCheckInfo = { provider: 'NONE' | 'RECAPTCHA' | 'TURNSTILE'; siteKey: string | null };
const NO_BOT_CHECK: BotCheckInfo = { provider: 'NONE', siteKey: null };

/** The form as /login shows it once its query answered, with the deployment's bot check (none unless given); sign-in goes through `fetch` (no Relay). */
async function renderLogin(botCheck: BotCheckInfo = NO_BOT_CHECK) {
  const graphql = stubGraphQLFetch();
  const rendered = renderWithProviders(<LoginForm botCheck={botCheck} />, { path: '/login', otherRoutes });
  await screen.findByLabelText('Username');
  return { ...rendered, graphql };
}

const scriptSources = () => [...document.querySelectorAll('script')].map((s) => s.src);

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function resolveSignIn(graphql: GraphQLFetchStub, payload: Record<string, unknown>) {
  await waitFor(() => expect(graphql.names()).toEqual(['useSignInMutation']));
  const { pendingSignIn, ...rest } = payload as { pendingSignIn?: object };
  const pending = pendingSignIn ? { mustSignTerms: false, language: 'EN', ...pendingSignIn } : null;
  const viewer = payload.step === 'SIGNED_IN' ? { id: 'viewer-1', language: 'EN', role: 'DOCTOR' } : null;
  act(() => graphql.sent[0].respond({ signIn: { errors: [], viewer, pendingSignIn: pending, ...rest } }));
}

/** The input of the sign-in sent. */
async function signInInput(graphql: GraphQLFetchStub) {
  await waitFor(() => expect(graphql.names()).toEqual(['useSignInMutation']));
  return graphql.sent[0].variables.input;
}

describe('LoginForm', () => {
  it('shows validation messages only after a submit attempt', async () => {
    await renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'abc');
    expect(screen.queryByText('Username must be at least 6 characters')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('asks for an e-mail address as the username and revalidates on change', async () => {
    const { graphql } = await renderLogin();
    await fillAndSubmit('someone.example', 'secret');
    expect(await screen.findByText('Username must be a valid e-mail address')).toBeInTheDocument();
    expect(graphql.sent).toHaveLength(0);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Username'));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
  });

  it('sends the credentials and clears the per-user local storage on submit', async () => {
    window.localStorage.setItem(STORAGE_KEYS.searchPatients, 'smith');
    window.localStorage.setItem(STORAGE_KEYS.timeToggle, 'week');
    window.localStorage.setItem(STORAGE_KEYS.language, 'it');
    const { graphql } = await renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Portal!2026');

    expect(await signInInput(graphql)).toEqual({ username: 'doctor@demo.example', password: 'Portal!2026', botToken: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.searchPatients)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.timeToggle)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('it');
  });

  it('goes to /2FA when the second factor is required', async () => {
    const { graphql, router } = await renderLogin();
    await fillAndSubmit('superadmin@demo.example', 'Portal!2026');
    await resolveSignIn(graphql, { step: 'SECOND_FACTOR_REQUIRED', pendingSignIn: { step: 'SECOND_FACTOR_REQUIRED' } });
    expect(await screen.findByText('second factor screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/2FA');
  });

  it('goes to /create-password when a new password is required', async () => {
    const { graphql } = await renderLogin();
    await fillAndSubmit('newdoctor@demo.example', 'Portal!2026');
    await resolveSignIn(graphql, { step: 'NEW_PASSWORD_REQUIRED', pendingSignIn: { step: 'NEW_PASSWORD_REQUIRED' } });
    expect(await screen.findByText('create password screen')).toBeInTheDocument();
  });

  it('returns a signed-in user to the page they came from', async () => {
    rememberReturnTo('/dashboard/archive');
    const { graphql } = await renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Portal!2026');
    await resolveSignIn(graphql, { step: 'SIGNED_IN' });
    expect(await screen.findByText('archive screen')).toBeInTheDocument();
  });

  it('goes to /dashboard when signed in with nowhere remembered', async () => {
    const { graphql } = await renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Portal!2026');
    await resolveSignIn(graphql, { step: 'SIGNED_IN' });
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
  });

  it('clears the fields and shows the catalogue line when the credentials are refused', async () => {
    const { graphql } = await renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Wrong!2026');
    await resolveSignIn(graphql, {
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
    const { graphql } = await renderLogin();
    await fillAndSubmit('doctor@demo.example', 'Portal!2026');
    await signInInput(graphql);
    act(() => graphql.sent[0].fail(new TypeError('Failed to fetch')));
    expect(await screen.findByText('No connection to server')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue(''));
  });

  it('carries the typed username to the forgot-password screen', async () => {
    const { router } = await renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'doctor@demo.example');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.pathname).toBe('/ResetPassword');
    expect(router.state.location.state).toEqual({ username: 'doctor@demo.example' });
  });

  describe('bot check', () => {
    afterEach(() => {
      delete window.grecaptcha;
      document.querySelectorAll('script').forEach((s) => s.remove());
    });

    it('without a bot check loads no script and sends a null token', async () => {
      const { graphql } = await renderLogin(NO_BOT_CHECK);
      await fillAndSubmit('doctor@demo.example', 'Portal!2026');
      expect(await signInInput(graphql)).toMatchObject({ botToken: null });
      expect(scriptSources()).toEqual([]);
    });

    it("with reCAPTCHA loads its script once, executes the 'signIn' action with the site key and sends the token", async () => {
      const { graphql } = await renderLogin({ provider: 'RECAPTCHA', siteKey: 'site-key-1' });
      // Loaded with the page, before any submit.
      expect(scriptSources()).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-1']);
      const execute = vi.fn(async () => 'recaptcha-token-1');
      window.grecaptcha = { ready: (callback) => callback(), execute };
      act(() => {
        document.querySelector('script')!.dispatchEvent(new Event('load'));
      });

      await fillAndSubmit('doctor@demo.example', 'Portal!2026');
      const input = await signInInput(graphql);
      expect(execute).toHaveBeenCalledExactlyOnceWith('site-key-1', { action: 'signIn' });
      expect(input).toEqual({
        username: 'doctor@demo.example',
        password: 'Portal!2026',
        botToken: 'recaptcha-token-1',
      });
      expect(scriptSources()).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-1']);
    });

    it('sends a null token when the reCAPTCHA script cannot load (the server then blocks)', async () => {
      const { graphql } = await renderLogin({ provider: 'RECAPTCHA', siteKey: 'site-key-2' });
      act(() => {
        document.querySelector('script')!.dispatchEvent(new Event('error'));
      });
      await fillAndSubmit('doctor@demo.example', 'Portal!2026');
      // The submit tries the script again; it fails again.
      await waitFor(() => expect(scriptSources()).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-2']));
      act(() => {
        document.querySelector('script')!.dispatchEvent(new Event('error'));
      });
      expect(await signInInput(graphql)).toMatchObject({ botToken: null });
    });

    it("shows 'Blocked By ReCAPTCHA' like other sign-in failures and clears the fields", async () => {
      const { graphql } = await renderLogin();
      await fillAndSubmit('doctor@demo.example', 'Portal!2026');
      await resolveSignIn(graphql, {
        step: 'SIGNED_OUT',
        errors: [
          {
            __typename: 'ValidationError',
            code: 'BAD_USER_INPUT',
            title: 'The username or password entered are incorrect',
            messages: ['Blocked By ReCAPTCHA'],
            fieldErrors: [{ field: 'botToken', key: 'botBlocked' }],
          },
        ],
      });
      expect(await screen.findByText('Blocked By ReCAPTCHA')).toBeInTheDocument();
      expect(screen.getByText('The username or password entered are incorrect')).toBeInTheDocument();
      expect(screen.getByLabelText('Username')).toHaveValue('');
    });
  });
});
