// The navbar's "Active sessions" (ASVS 7.5.2): the signed-in user's own sessions,
// where and when each was opened and last used, each but this one ended with "Sign out", and all
// of them, this one included, with "Sign out everywhere" once the user has confirmed it.
import { Suspense, useState } from 'react';
import { Badge, Button, CloseButton, Dialog, HStack, IconButton, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuMonitorSmartphone } from 'react-icons/lu';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ActiveSessionsQuery } from '../../__generated__/ActiveSessionsQuery.graphql';
import type { ActiveSessionsSignOutEverywhereMutation } from '../../__generated__/ActiveSessionsSignOutEverywhereMutation.graphql';
import type { ActiveSessionsSignOutSessionMutation } from '../../__generated__/ActiveSessionsSignOutSessionMutation.graphql';
import { askConfirmation } from '../../components/confirm/confirmation';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { formatDateTime } from '../../i18n/dates';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { useSignOutMutation } from '../auth/useSignOutMutation';

const sessionsQuery = graphql`
  query ActiveSessionsQuery {
    viewer {
      id
      sessions {
        id
        createdAt
        lastSeenAt
        device
        address
        current
      }
    }
  }
`;

const signOutSessionMutation = graphql`
  mutation ActiveSessionsSignOutSessionMutation($input: SignOutSessionInput!) {
    signOutSession(input: $input) {
      step
      viewer {
        id
        sessions {
          id
          createdAt
          lastSeenAt
          device
          address
          current
        }
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

const signOutEverywhereMutation = graphql`
  mutation ActiveSessionsSignOutEverywhereMutation($input: SignOutEverywhereInput!) {
    signOutEverywhere(input: $input) {
      step
      endedSessions
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

/**
 * The navbar button and the dialog it opens; the list is read afresh each time it opens. Opened at
 * once when `defaultOpen` (its navbar button's first click: DeferredDialogButton).
 */
export function ActiveSessions({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const [signOutEverywhere, endingAll] = usePromiseMutation<ActiveSessionsSignOutEverywhereMutation>(signOutEverywhereMutation, {
    globalErrorModal: true,
  });
  const [signOut] = useSignOutMutation();

  const everywhere = async () => {
    // The question is asked on its own, not over this dialog.
    setOpen(false);
    const confirmed = await askConfirmation({
      title: t`Sign out everywhere?`,
      message: t`Every session of your account ends, this one included: on any computer, you and anyone signed in as you must sign in again.`,
      confirmLabel: t`Sign out everywhere`,
      cancelLabel: t`Cancel`,
      tone: 'danger',
    });
    if (!confirmed) return;
    const result = await signOutEverywhere({ input: { keepCurrent: false } });
    if (!reportPayloadErrors(result.signOutEverywhere.errors)) return;
    // This browser's session ended with the others: forget it here too and show the login page.
    await signOut('USER');
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit placement="center" size="lg">
      <Dialog.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t`Active sessions`}>
          <LuMonitorSmartphone />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="active-sessions">
            <Dialog.Header>
              <Dialog.Title>{t`Active sessions`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {t`Where your account is signed in, most recently used first. Sign out of any session you do not recognise.`}
                </Text>
                <Suspense fallback={<Spinner size="sm" aria-label={t`Loading`} />}>
                  <SessionList />
                </Suspense>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="red" variant="outline" loading={endingAll} onClick={() => void everywhere()}>
                {t`Sign out everywhere`}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SessionList() {
  const { t } = useLingui();
  const data = useLazyLoadQuery<ActiveSessionsQuery>(sessionsQuery, {}, { fetchPolicy: 'network-only' });
  const [signOutSession, ending] = usePromiseMutation<ActiveSessionsSignOutSessionMutation>(signOutSessionMutation, {
    globalErrorModal: true,
  });
  const [endingId, setEndingId] = useState<string | null>(null);
  const sessions = data.viewer?.sessions ?? [];

  const end = async (sessionId: string) => {
    setEndingId(sessionId);
    try {
      const result = await signOutSession({ input: { sessionId } });
      reportPayloadErrors(result.signOutSession.errors);
    } finally {
      setEndingId(null);
    }
  };

  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Active sessions`}>
      {sessions.map((session) => {
        const device = session.device ?? t`Unknown browser`;
        const signedIn = formatDateTime(session.createdAt);
        const lastActive = formatDateTime(session.lastSeenAt);
        return (
          <HStack
            as="li"
            key={session.id}
            justify="space-between"
            align="start"
            gap="4"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="md"
            p="3"
          >
            <Stack gap="0.5" minW="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{device}</Text>
                {session.current ? (
                  <Badge colorPalette="green" variant="subtle">
                    {t`This session`}
                  </Badge>
                ) : null}
              </HStack>
              {session.address ? (
                <Text fontSize="sm" color="fg.muted" dir="ltr" textAlign="start">
                  {session.address}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted">
                {t`Signed in ${signedIn}`}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t`Last active ${lastActive}`}
              </Text>
            </Stack>
            {session.current ? null : (
              <Button
                size="sm"
                variant="outline"
                loading={ending && endingId === session.id}
                disabled={ending}
                aria-label={t`Sign out ${device}, last active ${lastActive}`}
                onClick={() => void end(session.id)}
              >
                {t`Sign out`}
              </Button>
            )}
          </HStack>
        );
      })}
      {sessions.length <= 1 ? (
        <Text as="li" fontSize="sm" color="fg.muted">
          {t`No other session is signed in.`}
        </Text>
      ) : null}
    </Stack>
  );
}
