// An add or edit form in the 600px side panel, run the way §4 describes: Save validates;
// errors show under the fields with an alert; a valid form asks for confirmation, then saves;
// success closes the panel. Closing with changes asks to withdraw them first (§2), so nothing
// typed is lost by a stray click.
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { translateCatalogText } from '../../i18n/catalogTexts';
import { askConfirmation } from '../confirm/confirmation';
import { formFailureOf, hasEditConflict, type UserErrorKeys } from './payloadErrors';
import { SidePanel } from './SidePanel';
import { EditConflictDialog, type ConflictRow } from './EditConflictDialog';

/** A field an edit conflict compares: its label and how its value reads (as typed, by default). */
export interface ConflictField<Fields extends FieldValues> {
  name: Path<Fields>;
  label: string;
  format?: (value: unknown) => string;
}

interface FormSidePanelProps<Fields extends FieldValues> {
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<Fields, unknown, any>;
  /** §8: the alert's title when the form is invalid ('Site was not created'). */
  failureTitle: string;
  /** The question before saving ('Save the new site?'). */
  confirmTitle: string;
  /** The question before closing with changes ('Withdraw the new site?'). */
  withdrawTitle: string;
  /** Runs the mutation and resolves to its payload errors (none when saved). GraphQL errors reject. */
  onSave: (values: Fields) => Promise<UserErrorKeys>;
  onClose: () => void;
  /** An edit: the record's values as saved now (they follow the store), shown beside the user's on a conflict. */
  savedValues?: Fields;
  /** The fields a conflict compares, in the form's order. */
  conflictFields?: readonly ConflictField<Fields>[];
  children: ReactNode;
}

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function FormSidePanel<Fields extends FieldValues>(props: FormSidePanelProps<Fields>) {
  const { form, onSave, onClose } = props;
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const formId = useId();
  const [alert, setAlert] = useState<{ title: string; messages: readonly string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  // What the user tried to save when someone else had saved first: the dialog compares it.
  const [conflict, setConflict] = useState<Fields | null>(null);
  // A save over a conflict runs the latest onSave: it carries the version the store now holds.
  const latestSave = useRef(onSave);
  useLayoutEffect(() => {
    latestSave.current = onSave;
  });
  // Read during render: react-hook-form tracks only the form state a component subscribes to.
  const { isDirty } = form.formState;

  const requestClose = async () => {
    if (saving) return;
    if (isDirty) {
      const withdraw = await askConfirmation({
        title: props.withdrawTitle,
        message: t`The changes you made will be lost.`,
        confirmLabel: t`Withdraw`,
        cancelLabel: t`Keep editing`,
        tone: 'danger',
      });
      if (!withdraw) return;
    }
    onClose();
  };

  const save = async (values: Fields) => {
    setSaving(true);
    try {
      const errors = await latestSave.current(values);
      if (errors.length === 0) {
        onClose();
        return;
      }
      if (hasEditConflict(errors)) {
        setAlert({ title: ERROR_TITLES.editConflict, messages: [ERROR_MESSAGES.changedSinceOpened] });
        setConflict(values);
        return;
      }
      const failure = formFailureOf(errors);
      if (failure) {
        setAlert(failure.alert);
        for (const problem of failure.fieldProblems) {
          form.setError(problem.field as Path<Fields>, { type: 'server', message: problem.key });
        }
      }
    } catch {
      // The network layer has shown the error modal; what was typed stays in the form.
    } finally {
      setSaving(false);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(null);
      if (!(await askConfirmation({ title: props.confirmTitle }))) return;
      await save(values);
    },
    () => setAlert({ title: props.failureTitle, messages: [ERROR_TITLES.fillRequired] }),
  );

  const conflictRows = (mine: Fields): ConflictRow[] =>
    (props.conflictFields ?? []).flatMap((field) => {
      const format = field.format ?? shown;
      const [yours, saved] = [format(get(mine, field.name)), format(get(props.savedValues, field.name))];
      return yours === saved ? [] : [{ label: field.label, mine: yours, saved }];
    });

  return (
    <SidePanel
      title={props.title}
      onRequestClose={() => void requestClose()}
      footer={
        <>
          <Button variant="outline" onClick={() => void requestClose()} disabled={saving}>
            {t`Close`}
          </Button>
          <Button type="submit" form={formId} loading={saving} minW="24">
            {t`Save`}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          {alert ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{translateCatalogText(i18n, alert.title)}</Alert.Title>
                {alert.messages.map((line) => (
                  <Alert.Description key={line}>{translateCatalogText(i18n, line)}</Alert.Description>
                ))}
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {props.children}
        </Stack>
      </form>
      {conflict ? (
        <EditConflictDialog
          rows={conflictRows(conflict)}
          onKeepEditing={() => setConflict(null)}
          onUseSaved={() => {
            setConflict(null);
            setAlert(null);
            if (props.savedValues) form.reset(props.savedValues);
          }}
          onSaveMine={() => {
            setConflict(null);
            setAlert(null);
            void save(conflict);
          }}
        />
      ) : null}
    </SidePanel>
  );
}
