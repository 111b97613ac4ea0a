// An add or edit form in the 600px side panel, run the way §4 describes: Save validates;
// errors show under the fields with an alert; a valid form asks for confirmation, then saves;
// success closes the panel. Closing with changes asks to withdraw them first (§2), so nothing
// typed is lost by a stray click.
import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ERROR_TITLES } from '@portal/domain/errors';
import { translateCatalogText } from '../../i18n/catalogTexts';
import { askConfirmation } from '../confirm/confirmation';
import { formFailureOf, type UserErrorKeys } from './payloadErrors';
import { SidePanel } from './SidePanel';

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
  children: ReactNode;
}

export function FormSidePanel<Fields extends FieldValues>(props: FormSidePanelProps<Fields>) {
  const { form, onSave, onClose } = props;
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const formId = useId();
  const [alert, setAlert] = useState<{ title: string; messages: readonly string[] } | null>(null);
  const [saving, setSaving] = useState(false);
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

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(null);
      if (!(await askConfirmation({ title: props.confirmTitle }))) return;
      setSaving(true);
      try {
        const errors = await onSave(values);
        if (errors.length === 0) {
          onClose();
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
    },
    () => setAlert({ title: props.failureTitle, messages: [ERROR_TITLES.fillRequired] }),
  );

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
    </SidePanel>
  );
}
