import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { CreatePasswordForm } from './CreatePasswordForm';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';
import { activateLanguage } from '../../i18n/language';

const ACCEPT_TERMS = 'I have read and accept the Terms of Use';
const otherRoutes = { '/dashboard': 'dashboard screen', '/password-confirmed': 'password confirmed screen' };

function renderForm(mustSignTerms: boolean, linkToken: string | null = null) {
  return renderWithProviders(<CreatePasswordForm mustSignTerms={mustSignTerms} linkToken={linkToken} />, {
    path: '/create-password',
    otherRoutes,
  });
}

async function typePasswords(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password', { selector: 'input' }), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), confirmation);
  return user;
}

function resolveCreatePassword(environment: MockEnvironment, payload: Record<string, unknown>) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        CreatePasswordPayload: () => ({ errors: [], ...payload }),
        Viewer: () => ({ id: 'viewer-1', language: 'EN' }),
      }),
    );
  });
}

describe('CreatePasswordForm', () => {
  it('shows the license checkbox only to users who must sign the terms', () => {
    const { unmount } = renderForm(true);
    expect(screen.getByRole('checkbox', { name: ACCEPT_TERMS })).toBeInTheDocument();
    unmount();
    renderForm(false);
    expect(screen.queryByRole('checkbox', { name: ACCEPT_TERMS })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terms of Use' })).not.toBeInTheDocument();
  });

  it('links the terms of use PDF in the reader’s language, in a new tab', async () => {
    const { unmount } = renderForm(true);
    const link = screen.getByRole('link', { name: 'Terms of Use' });
    expect(link).toHaveAttribute('href', '/documents/terms-of-use.pdf?lang=en');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();
    await activateLanguage('it');
    renderForm(true);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/documents/terms-of-use.pdf?lang=it');
  });

  it('opens the terms without ticking the checkbox', async () => {
    renderForm(true);
    // A plain click, as a browser sends it: user-event forwards any click inside a label to its
    // control, while browsers (and jsdom) leave the control alone for a link inside the label.
    fireEvent.click(screen.getByRole('link', { name: 'Terms of Use' }));
    expect(screen.getByRole('checkbox', { name: ACCEPT_TERMS })).not.toBeChecked();
  });

  it('asks to sign the terms before saving', async () => {
    const { environment } = renderForm(true);
    const user = await typePasswords('Fresh#Start1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must sign the Terms of Use first')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: ACCEPT_TERMS }));
    expect(screen.getByRole('checkbox', { name: ACCEPT_TERMS })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      password: 'Fresh#Start1',
      confirmation: 'Fresh#Start1',
      acceptTerms: true,
      linkToken: null,
    });
  });

  it('applies the password policy and the confirmation rule', async () => {
    renderForm(false);
    const user = await typePasswords('short', 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Password must be 8-20 characters/)).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('ticks off the password rules as the password is typed', async () => {
    renderForm(false);
    await typePasswords('abcdefgh', '');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(within(rules).getByText('8 to 20 characters').previousSibling).toHaveTextContent('Met:');
    expect(within(rules).getByText('An uppercase letter').previousSibling).toHaveTextContent('Not yet met:');
  });

  it('opens the dashboard when the new password signs the user in', async () => {
    const { environment } = renderForm(false);
    const user = await typePasswords('Fresh#Start1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    resolveCreatePassword(environment, { step: 'SIGNED_IN' });
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
  });

  it('shows /password-confirmed when no session was opened', async () => {
    const { environment } = renderForm(false, 'link-token');
    const user = await typePasswords('Fresh#Start1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input.linkToken).toBe('link-token');
    resolveCreatePassword(environment, { step: 'PASSWORD_CONFIRMED', viewer: null });
    expect(await screen.findByText('password confirmed screen')).toBeInTheDocument();
  });

  it('shows the server field errors under their fields', async () => {
    const { environment } = renderForm(false);
    const user = await typePasswords('Fresh#Start1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    resolveCreatePassword(environment, {
      step: 'NEW_PASSWORD_REQUIRED',
      viewer: null,
      errors: [
        {
          __typename: 'ValidationError',
          code: 'BAD_USER_INPUT',
          title: 'Fill all required fields',
          messages: ['Passwords must match'],
          fieldErrors: [{ field: 'confirmation', key: 'pwd_match', message: 'Passwords must match' }],
        },
      ],
    });
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });
});
