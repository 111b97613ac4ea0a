// The next-visit date picker modal (§2, §5): one date, required and not in the past, checked with
// the domain's rule before anything is sent; the server's refusal comes back under the field.
// Planned by someone else since it was opened, it says so with the date saved now and keeps the
// chosen one: saving again puts it in place of theirs, Cancel keeps theirs.
import { useState } from 'react';
import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { nextVisitSchema } from '@portal/domain/patients';
import { DateField, localToday, todayIsoDay } from '../../components/form/DateField';
import { inputResolver } from '../../components/inputResolver';
import { formFailureOf } from '../../components/sidePanel/payloadErrors';
import { AppError } from '../../errors/appError';
import { reportError } from '../../errors/errorReporter';
import { translateCatalogText } from '../../i18n/catalogTexts';
import { formatDate } from '../../i18n/dates';
import { savedPlanOf, useSetNextVisitDateMutation } from './useSetNextVisitDateMutation';

interface NextVisitFields {
  /** yyyy-mm-dd. */
  nextVisitDate: string;
}

// The schema reads the clock at each check; "today" is the doctor's local day.
const resolver = inputResolver<NextVisitFields>(
  nextVisitSchema(() => localToday()),
  { nextVisitDate: 'NextVisitDate' },
);

interface NextVisitPickerProps {
  patientId: string;
  patientName: string;
  /** The planned next visit (ISO), offered when it is not already past. */
  current: string | null;
  /** The patient's version the plan was read at: a save over someone else's newer one is refused. */
  version: string;
  onClose: () => void;
}

export function NextVisitPicker({ patientId, patientName, current, version, onClose }: NextVisitPickerProps) {
  const { t } = useLinguiMacro();
  const [setNextVisitDate] = useSetNextVisitDateMutation();
  // Someone else's plan, saved since the picker was opened: shown, and the version a new save names.
  const [savedNow, setSavedNow] = useState<{ version: string; nextVisitDate: string | null } | null>(null);
  const today = todayIsoDay();
  const currentDay = current ? current.slice(0, 10) : '';
  const form = useForm<NextVisitFields>({
    resolver,
    defaultValues: { nextVisitDate: currentDay >= today ? currentDay : '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ nextVisitDate }) => {
    try {
      const errors = await setNextVisitDate({ patientId, nextVisitDate, expectedVersion: savedNow?.version ?? version });
      if (errors.length === 0) {
        onClose();
        return;
      }
      const plan = savedPlanOf(errors);
      if (plan) {
        setSavedNow(plan);
        return;
      }
      const failure = formFailureOf(errors);
      if (failure) {
        reportError(failure.alert);
        for (const problem of failure.fieldProblems) {
          form.setError('nextVisitDate', { type: 'server', message: problem.key });
        }
      }
    } catch (error) {
      // The network layer has shown its own failures; the chosen date stays for another try.
      if (!(error instanceof AppError)) reportError({ title: ERROR_TITLES.patientNotEdited, messages: [ERROR_MESSAGES.unexpected] });
    }
  });

  return (
    <Dialog.Root
      open
      placement="center"
      onOpenChange={({ open }) => {
        if (!open && !isSubmitting) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate aria-label={t`Next visit date`} onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>{t`Next visit date`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">{t`When should ${patientName} come back?`}</Text>
                  {savedNow ? <SavedNowNotice date={formatDate(savedNow.nextVisitDate) || '—'} /> : null}
                  <DateField form={form} name="nextVisitDate" label={t`Next visit`} required min={today} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Button variant="outline" minW="24" onClick={onClose} disabled={isSubmitting}>
                  {t`Cancel`}
                </Button>
                <Button type="submit" minW="24" loading={isSubmitting}>
                  {t`Save`}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Someone else planned the visit meanwhile: what is saved now, and what each button does. */
function SavedNowNotice({ date }: { date: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{translateCatalogText(i18n, ERROR_TITLES.editConflict)}</Alert.Title>
        <Alert.Description>{translateCatalogText(i18n, ERROR_MESSAGES.changedSinceOpened)}</Alert.Description>
        <Alert.Description>{t`Next visit saved now: ${date}. Save to put your date in its place, or cancel to keep it.`}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
