// The navbar's "Two-step verification": how the user's sign-ins prove a second
// factor; setting up an authenticator app, renewing its recovery codes or turning it off; and, for
// super admins, the portal's policy. Read afresh each time the dialog opens.
import { Suspense, useState } from 'react';
import { Badge, Button, CloseButton, Dialog, HStack, IconButton, Portal, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuShieldCheck } from 'react-icons/lu';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SecondFactorDialogQuery } from '../../__generated__/SecondFactorDialogQuery.graphql';
import { AuthenticatorEnrolment } from './AuthenticatorEnrolment';
import { SecondFactorPolicyControl } from './SecondFactorPolicyControl';
import { SecondFactorProofForm } from './SecondFactorProofForm';

const settingsQuery = graphql`
  query SecondFactorDialogQuery {
    viewer {
      id
      secondFactor {
        authenticatorApp
        recoveryCodesLeft
        emailCodes
        requiredByPolicy
        portalPolicy
      }
    }
  }
`;

type View = 'status' | 'enrol' | 'disable' | 'renew';

/** Opened at once when `defaultOpen` (its navbar button's first click: DeferredDialogButton). */
export function SecondFactorDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit placement="center" size="md">
      <Dialog.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t`Two-step verification`}>
          <LuShieldCheck />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="second-factor">
            <Dialog.Header>
              <Dialog.Title>{t`Two-step verification`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Suspense fallback={<Spinner size="sm" aria-label={t`Loading`} />}>
                <SecondFactorSettings />
              </Suspense>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SecondFactorSettings() {
  const { t } = useLingui();
  const [view, setView] = useState<View>('status');
  const data = useLazyLoadQuery<SecondFactorDialogQuery>(settingsQuery, {}, { fetchPolicy: 'network-only' });
  const settings = data.viewer?.secondFactor;
  if (!settings) return null;
  const back = () => setView('status');
  if (view === 'enrol') return <AuthenticatorEnrolment onDone={back} onCancel={back} />;
  if (view === 'disable' || view === 'renew') return <SecondFactorProofForm mode={view} onDone={back} onCancel={back} />;

  const left = settings.recoveryCodesLeft;
  const policy = settings.portalPolicy;
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{t`Authenticator app`}</Text>
        <Badge colorPalette={settings.authenticatorApp ? 'green' : 'gray'} variant="subtle">
          {settings.authenticatorApp ? t`On` : t`Off`}
        </Badge>
      </HStack>
      {settings.authenticatorApp ? (
        <>
          <Text>{t`Signing in asks for the code your authenticator app shows. Recovery codes left: ${left}.`}</Text>
          {left <= 3 ? <Text color="fg.warning">{t`You are running out of recovery codes: get new ones.`}</Text> : null}
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setView('renew')}>
              {t`New recovery codes`}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setView('disable')}>
              {t`Turn off the app`}
            </Button>
          </HStack>
        </>
      ) : (
        <>
          <Text>
            {settings.emailCodes || settings.requiredByPolicy
              ? t`Signing in asks for a code sent to your e-mail address. An authenticator app gives the code on your phone instead, even without e-mail.`
              : t`Signing in asks only for your password. An authenticator app on your phone adds a second step that protects your account even if your password is stolen.`}
          </Text>
          <Button size="sm" alignSelf="start" onClick={() => setView('enrol')}>
            {t`Set up an authenticator app`}
          </Button>
        </>
      )}
      {settings.requiredByPolicy ? (
        <Text fontSize="sm" color="fg.muted">{t`The portal requires a second factor for your account.`}</Text>
      ) : null}
      {policy && policy !== '%future added value' ? (
        <>
          <Separator />
          <SecondFactorPolicyControl current={policy} />
        </>
      ) : null}
    </Stack>
  );
}
