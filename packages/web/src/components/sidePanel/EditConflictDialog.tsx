// What an edit form shows when someone else saved the record after it was opened: the fields where
// the two differ, the user's value beside the saved one, and the two ways on. Nothing the user
// typed is lost unless they choose the saved values; nothing saved is overwritten unless they
// choose to save theirs over it.
import { Button, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { translateCatalogText } from '../../i18n/catalogTexts';

/** One field that differs: its label, the user's value and the saved one, as shown. */
export interface ConflictRow {
  label: string;
  mine: string;
  saved: string;
}

interface EditConflictDialogProps {
  rows: readonly ConflictRow[];
  /** Replace what the user typed with the saved values, and go on editing. */
  onUseSaved: () => void;
  /** Save the user's values over the saved ones. */
  onSaveMine: () => void;
  /** Close and go on editing the user's values. */
  onKeepEditing: () => void;
}

export function EditConflictDialog({ rows, onUseSaved, onSaveMine, onKeepEditing }: EditConflictDialogProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const empty = (value: string) => (value.trim() === '' ? '—' : value);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="lg"
      onOpenChange={({ open }) => {
        if (!open) onKeepEditing();
      }}
    >
      <Portal>
        {/* Over the side panel whose save it answers (both are portals at the modal layer otherwise). */}
        <Dialog.Backdrop zIndex="popover" />
        <Dialog.Positioner zIndex="popover">
          <Dialog.Content data-testid="edit-conflict-dialog">
            <Dialog.Header>
              <Dialog.Title>{translateCatalogText(i18n, ERROR_TITLES.editConflict)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="4">{translateCatalogText(i18n, ERROR_MESSAGES.changedSinceOpened)}</Text>
              {rows.length > 0 ? (
                <Table.Root size="sm" variant="outline" aria-label={t`Your values and the saved ones`}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t`Field`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Yours`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Saved now`}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((row) => (
                      <Table.Row key={row.label}>
                        <Table.Cell fontWeight="medium">{row.label}</Table.Cell>
                        <Table.Cell>
                          <bdi>{empty(row.mine)}</bdi>
                        </Table.Cell>
                        <Table.Cell>
                          <bdi>{empty(row.saved)}</bdi>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              ) : (
                <Text color="fg.muted">{t`The fields of this form were not changed; other details of the record were.`}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={onUseSaved}>
                {t`Use the saved values`}
              </Button>
              <Button colorPalette="red" onClick={onSaveMine}>
                {t`Save mine over them`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
