// The console's "Remove authenticator app" row action (ECPs and admins): asks first, since the
// account's sessions end, then says it was done.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { askConfirmation } from '../../components/confirm/confirmation';
import { notifySuccess } from '../../components/feedback/toaster';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { useResetAuthenticatorAppMutation } from './useResetAuthenticatorAppMutation';

export function useConfirmAppReset() {
  const { t } = useLingui();
  const [resetAuthenticatorApp] = useResetAuthenticatorAppMutation();
  return useCallback(
    async (account: { id: string; name: string }) => {
      const name = account.name;
      const confirmed = await askConfirmation({
        title: t`Remove the authenticator app of ${name}?`,
        message: t`Only for an account that lost both its phone and its recovery codes. Its sessions end; it then signs in with its password (and an e-mailed code where required) and can set up an app again.`,
        confirmLabel: t`Remove app`,
        tone: 'danger',
      });
      if (!confirmed) return;
      // GraphQL errors are shown by the error modal; payload errors here.
      const done = await resetAuthenticatorApp(account.id).then(reportPayloadErrors, () => false);
      if (done) notifySuccess(t`Authenticator app removed`, t`${name} was told by e-mail.`);
    },
    [t, resetAuthenticatorApp],
  );
}
