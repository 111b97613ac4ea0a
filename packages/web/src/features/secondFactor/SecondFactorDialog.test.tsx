// The navbar's "Two-step verification": the state read when the dialog opens;
// setting up an app (password, QR code and first code, recovery codes shown once); a wrong
// password under its field; renewing codes; and the super admin's policy, asked first.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { ConfirmDialog } from '../../components/confirm/ConfirmDialog';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SecondFactorDialog } from './SecondFactorDialog';

type Environment = ReturnType<typeof createMockEnvironment>;
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String.fromCharCode(97 + i)}${i + 2}`.slice(0, 14));

function settings(overrides: Record<string, unknown> = {}) {
  return {
    authenticatorApp: false,
    recoveryCodesLeft: 0,
    emailCodes: false,
    requiredByPolicy: false,
    portalPolicy: null,
    ...overrides,
  };
}

async function open(environment: Environment, secondFactor = settings()) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Two-step verification' }));
  // The dialog's code loads on the first click: a slow machine sends the query a moment later.
  const query = await waitFor(() => environment.mock.getMostRecentOperation());
  expect(query.request.node.params.name).toBe('SecondFactorDialogQuery');
  act(() => {
    environment.mock.resolve(query, { data: { viewer: { id: 'viewer-1', secondFactor } } });
  });
  const dialog = await screen.findByTestId('second-factor', {}, { timeout: 5_000 });
  // The dialog frame shows at once; its body replaces the spinner once React reveals the answer
  // (up to 300 ms later: its Suspense throttle).
  await waitFor(() => expect(within(dialog).queryByLabelText('Loading')).toBeNull());
  return { user, dialog };
}

function resolveNext(environment: Environment, name: string, data: Record<string, unknown>) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe(name);
  act(() => {
    environment.mock.resolve(operation, { data });
  });
  return operation.request.variables.input;
}

const renderDialog = () =>
  renderWithProviders(
    <>
      <SecondFactorDialog />
      <ConfirmDialog />
    </>,
  );

describe('two-step verification', { timeout: 30_000 }, () => {
  it('sets up an app: password, then QR code and first code, then the recovery codes once', async () => {
    const { environment } = renderDialog();
    const { user, dialog } = await open(environment);
    expect(dialog).toHaveTextContent('Signing in asks only for your password.');
    await user.click(within(dialog).getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(within(dialog).getByLabelText('Your password'), 'Portal!2026');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      resolveNext(environment, 'AuthenticatorEnrolmentStartMutation', {
        startAuthenticatorEnrolment: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          expiresInMinutes: 15,
          qrCode: { size: 21, path: 'M0 0h7v1h-7z' },
          errors: [],
        },
      }),
    ).toEqual({ password: 'Portal!2026' });

    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('authenticator-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Code is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Code from the app'), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(
      resolveNext(environment, 'AuthenticatorEnrolmentConfirmMutation', {
        confirmAuthenticatorEnrolment: {
          recoveryCodes: CODES,
          viewer: { id: 'viewer-1', secondFactor: { authenticatorApp: true, recoveryCodesLeft: 10 } },
          errors: [],
        },
      }),
    ).toEqual({ code: '123456' });

    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(within(dialog).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await within(dialog).findByText(/Recovery codes left: 10\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it("shows the server's verdict on a wrong password under the field", async () => {
    const { environment } = renderDialog();
    const { user, dialog } = await open(environment);
    await user.click(within(dialog).getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(within(dialog).getByLabelText('Your password'), 'Wrong!2026');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    resolveNext(environment, 'AuthenticatorEnrolmentStartMutation', {
      startAuthenticatorEnrolment: {
        secret: null,
        expiresInMinutes: null,
        qrCode: null,
        errors: [
          {
            __typename: 'ValidationError',
            title: 'Fill all required fields',
            messages: ['The password is not correct'],
            fieldErrors: [{ field: 'password', key: 'pwd_wrong' }],
          },
        ],
      },
    });
    expect(await within(dialog).findByText('The password is not correct')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('renews the recovery codes with the password and a recovery code', async () => {
    const { environment } = renderDialog();
    const { user, dialog } = await open(environment, settings({ authenticatorApp: true, recoveryCodesLeft: 2 }));
    expect(dialog).toHaveTextContent('You are running out of recovery codes');
    await user.click(within(dialog).getByRole('button', { name: 'New recovery codes' }));
    await user.type(within(dialog).getByLabelText('Your password'), 'Portal!2026');
    await user.type(within(dialog).getByLabelText('Code from the app or recovery code'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Get new codes' }));
    expect(await within(dialog).findByText(/12-character recovery code/)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Code from the app or recovery code'));
    await user.type(within(dialog).getByLabelText('Code from the app or recovery code'), 'ABCD-EFGH-JKMN');
    await user.click(within(dialog).getByRole('button', { name: 'Get new codes' }));
    expect(
      resolveNext(environment, 'SecondFactorProofFormRenewMutation', {
        renewRecoveryCodes: { recoveryCodes: CODES, viewer: { id: 'viewer-1', secondFactor: { recoveryCodesLeft: 10 } }, errors: [] },
      }),
    ).toEqual({ password: 'Portal!2026', code: 'ABCD-EFGH-JKMN' });
    expect(await within(dialog).findByText('Your earlier recovery codes no longer work. These are your new ones.')).toBeInTheDocument();
  });

  it("lets a super admin change the portal's policy after a confirmation", async () => {
    const { environment } = renderDialog();
    const { user, dialog } = await open(environment, settings({ emailCodes: true, portalPolicy: 'NONE' }));
    const save = within(dialog).getByRole('button', { name: 'Save policy' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByText('Required for everyone'));
    await user.click(save);
    const question = (await screen.findAllByRole('alertdialog', { hidden: true }, { timeout: 5_000 })).at(-1)!;
    expect(question).toHaveTextContent('Change the second-factor policy?');
    await user.click(within(question).getByRole('button', { name: 'Yes', hidden: true }));
    expect(
      resolveNext(environment, 'SecondFactorPolicyControlMutation', {
        setSecondFactorPolicy: {
          policy: 'EVERYONE',
          viewer: { id: 'viewer-1', secondFactor: { portalPolicy: 'EVERYONE', requiredByPolicy: true } },
          errors: [],
        },
      }),
    ).toEqual({ policy: 'EVERYONE' });
  });

  it('shows no policy to anyone but a super admin', async () => {
    const { environment } = renderDialog();
    const { dialog } = await open(environment, settings({ requiredByPolicy: true }));
    expect(dialog).toHaveTextContent('The portal requires a second factor for your account.');
    expect(within(dialog).queryByRole('button', { name: 'Save policy' })).not.toBeInTheDocument();
  });
});
