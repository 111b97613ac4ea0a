// /2FA for an account with an authenticator app: the app's code is asked for,
// "Use a recovery code" switches the field to a recovery code sent with verifyRecoveryCode, and
// an e-mailed-code sign-in keeps its own text.
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import type { TwoFactorPageQuery } from '../../__generated__/TwoFactorPageQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TwoFactorPage, twoFactorPageQuery } from './TwoFactorPage';

function RouteLike() {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() => loadQuery<TwoFactorPageQuery>(environment, twoFactorPageQuery, {}));
  return (
    <Suspense fallback={<p>loading</p>}>
      <TwoFactorPage queryRef={queryRef} />
    </Suspense>
  );
}

function renderPage(secondFactorMethod: 'APP' | 'EMAIL') {
  const rendered = renderWithProviders(<RouteLike />, { path: '/2FA', otherRoutes: { '/dashboard/patients': 'Patients' } });
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation({
      data: { pendingSignIn: { step: 'SECOND_FACTOR_REQUIRED', secondFactorMethod }, appInfo: { demoMode: true } },
    });
  });
  return rendered;
}

describe('/2FA', { timeout: 30_000 }, () => {
  it('asks an account with an app for its code, and takes a recovery code in its place', async () => {
    const { environment } = renderPage('APP');
    expect(await screen.findByText('Enter the code from your authenticator app to finish signing in.')).toBeInTheDocument();
    // The dev mailbox has nothing for an app's sign-in.
    expect(screen.queryByText(/dev mailbox/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByText(/Enter one of the recovery codes you saved/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText(/A recovery code has 12 letters and digits/)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Recovery code'));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JK23');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useVerifyRecoveryCodeMutation');
    expect(mutation.request.variables.input).toEqual({ recoveryCode: 'abcdefghjk23' });
    act(() => {
      environment.mock.resolve(mutation, {
        data: {
          verifyRecoveryCode: {
            step: 'SECOND_FACTOR_REQUIRED',
            viewer: null,
            pendingSignIn: null,
            errors: [
              {
                __typename: 'AuthenticationError',
                code: 'UNAUTHENTICATED',
                title: 'The username or password entered are incorrect',
                messages: ['The recovery code is not correct or was already used'],
              },
            ],
          },
        },
      });
    });
    expect(await screen.findByText('The recovery code is not correct or was already used')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the code from your authenticator app' }));
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it('keeps the e-mailed code text for an account without an app', async () => {
    renderPage('EMAIL');
    expect(await screen.findByText('We sent a 6-digit code to your e-mail address. Enter it to finish signing in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).not.toBeInTheDocument();
  });
});
