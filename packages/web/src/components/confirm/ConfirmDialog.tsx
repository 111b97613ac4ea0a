// The yes/no confirm modal of §2: a question, No and Yes. One at a time, in order.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { answerConfirmation, usePendingConfirmation } from './confirmation';

export function ConfirmDialog() {
  const { t } = useLingui();
  const shown = usePendingConfirmation();
  return (
    <Dialog.Root
      open={Boolean(shown)}
      role="alertdialog"
      placement="center"
      onOpenChange={({ open }) => {
        if (!open && shown) answerConfirmation(shown.id, false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            {shown ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{shown.title}</Dialog.Title>
                </Dialog.Header>
                {shown.message ? (
                  <Dialog.Body>
                    <Text>{shown.message}</Text>
                  </Dialog.Body>
                ) : null}
                <Dialog.Footer gap="3">
                  <Button variant="outline" minW="24" onClick={() => answerConfirmation(shown.id, false)}>
                    {shown.cancelLabel ?? t`No`}
                  </Button>
                  <Button
                    minW="24"
                    colorPalette={shown.tone === 'danger' ? 'red' : undefined}
                    onClick={() => answerConfirmation(shown.id, true)}
                  >
                    {shown.confirmLabel ?? t`Yes`}
                  </Button>
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
