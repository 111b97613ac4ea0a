import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { ResetPasswordPage } from './ResetPasswordPage';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';

type BotCheckInfo = { provider: 'NONE' | 'RECAPTCHA' | 'TURNSTILE'; siteKey: string | null };

const SENT = 'If an account exists for this username, a link to create a new password has been sent by e-mail';

/** /ResetPassword after its appInfo query answered with the deployment's bot check. */
async function renderReset(botCheck: BotCheckInfo) {
  const rendered = renderWithProviders(<ResetPasswordPage />, { path: '/ResetPassword' });
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { BotCheckInfo: () => botCheck }),
    );
  });
  await screen.findByLabelText('Username');
  return rendered;
}

async function submit(environment: MockEnvironment, username: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  return environment.mock.getMostRecentOperation().request.variables.input as Record<string, unknown>;
}

function resolveReset(environment: MockEnvironment, payload: Record<string, unknown>) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { RequestPasswordResetPayload: () => payload }),
    );
  });
}

const refusal = (key: 'botBlocked' | 'botExpired', message: string) => ({
  __typename: 'ValidationError',
  code: 'BAD_USER_INPUT',
  title: 'The username or password entered are incorrect',
  messages: [message],
  fieldErrors: [{ field: 'botToken', key }],
});

describe('ResetPasswordPage bot check', () => {
  afterEach(() => {
    delete window.grecaptcha;
    document.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('without a bot check sends a null token, loads no script and shows the sent text', async () => {
    const { environment } = await renderReset({ provider: 'NONE', siteKey: null });
    expect(await submit(environment, 'doctor@demo.example')).toEqual({ username: 'doctor@demo.example', botToken: null });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    resolveReset(environment, { accepted: true, errors: [] });
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });

  it("with reCAPTCHA sends a 'passwordReset' token, and shows 'Blocked By ReCAPTCHA' instead of the sent text", async () => {
    const { environment } = await renderReset({ provider: 'RECAPTCHA', siteKey: 'reset-key' });
    const execute = vi.fn(async () => 'reset-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const script = document.querySelector('script')!;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=reset-key');
    act(() => {
      script.dispatchEvent(new Event('load'));
    });

    expect(await submit(environment, 'doctor@demo.example')).toEqual({ username: 'doctor@demo.example', botToken: 'reset-token' });
    expect(execute).toHaveBeenCalledExactlyOnceWith('reset-key', { action: 'passwordReset' });
    resolveReset(environment, { accepted: false, errors: [refusal('botBlocked', 'Blocked By ReCAPTCHA')] });
    expect(await screen.findByText('Blocked By ReCAPTCHA')).toBeInTheDocument();
    expect(screen.getByText('The username or password entered are incorrect')).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it("shows 'ReCAPTCHA Expired, please refresh the page' for an expired token", async () => {
    const { environment } = await renderReset({ provider: 'NONE', siteKey: null });
    await submit(environment, 'doctor@demo.example');
    resolveReset(environment, {
      accepted: false,
      errors: [refusal('botExpired', 'ReCAPTCHA Expired, please refresh the page')],
    });
    expect(await screen.findByText('ReCAPTCHA Expired, please refresh the page')).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('says so when this network has asked too often, instead of the sent text', async () => {
    const { environment } = await renderReset({ provider: 'NONE', siteKey: null });
    await submit(environment, 'doctor@demo.example');
    const message = 'Too many attempts from this network. Please try again later';
    resolveReset(environment, {
      accepted: false,
      errors: [
        { __typename: 'PermissionError', code: 'FORBIDDEN', title: 'The username or password entered are incorrect', messages: [message] },
      ],
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });
});
