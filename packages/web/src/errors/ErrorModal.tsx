// The global error modal of §8: title, message lines, OK (and Reload for a page from an earlier
// version of the portal). One at a time, in order.
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { translateCatalogText } from '../i18n/catalogTexts';
import { dismissError, useReportedErrors } from './errorReporter';

export function ErrorModal() {
  const { i18n } = useLingui();
  const errors = useReportedErrors();
  const shown = errors[0];
  return (
    <Dialog.Root
      open={Boolean(shown)}
      role="alertdialog"
      placement="center"
      onOpenChange={({ open }) => {
        if (!open && shown) dismissError(shown.id);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {shown ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{translateCatalogText(i18n, shown.title)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="1">
                    {shown.messages.map((line) => (
                      <Text key={line}>{translateCatalogText(i18n, line)}</Text>
                    ))}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  {shown.reload ? (
                    // Not reloaded for them: a form being filled in would be lost. OK keeps it.
                    <>
                      <Button variant="outline" onClick={() => dismissError(shown.id)} minW="24">
                        <Trans>OK</Trans>
                      </Button>
                      <Button onClick={() => window.location.reload()}>
                        <Trans>Reload the page</Trans>
                      </Button>
                    </>
                  ) : (
                    <Button onClick={() => dismissError(shown.id)} minW="24">
                      <Trans>OK</Trans>
                    </Button>
                  )}
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
