// The next-visit date picker modal (§2, §5): one date, required and not in the past, checked with
// the domain's rule before anything is sent; the server's refusal comes back under the field.
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { nextVisitSchema } from '@portal/domain/patients';
import { DateField, localToday, todayIsoDay } from '../../components/form/DateField';
import { inputResolver } from '../../components/inputResolver';
import { formFailureOf } from '../../components/sidePanel/payloadErrors';
import { AppError } from '../../errors/appError';
import { reportError } from '../../errors/errorReporter';
import { useSetNextVisitDateMutation } from './useSetNextVisitDateMutation';

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
  onClose: () => void;
}

export function NextVisitPicker({ patientId, patientName, current, onClose }: NextVisitPickerProps) {
  const { t } = useLingui();
  const [setNextVisitDate] = useSetNextVisitDateMutation();
  const today = todayIsoDay();
  const currentDay = current ? current.slice(0, 10) : '';
  const form = useForm<NextVisitFields>({
    resolver,
    defaultValues: { nextVisitDate: currentDay >= today ? currentDay : '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ nextVisitDate }) => {
    try {
      const errors = await setNextVisitDate({ patientId, nextVisitDate });
      if (errors.length === 0) {
        onClose();
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
