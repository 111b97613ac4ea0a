// The site's attention thresholds, for its site admins: how many days an active patient
// may go without a test, and how much worse a key measure may get from one reading to the next,
// before the site's doctors see the patient on their attention list. Checked with the domain's
// rule before anything is sent; the server's refusal comes back under the fields. Saved by another
// site admin since it was opened, their thresholds are shown beside these (EditConflictDialog).
import { Suspense, useState } from 'react';
import { Button, Dialog, Input, Portal, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ATTENTION_THRESHOLD_BOUNDS, attentionThresholdsSchema, type AttentionThresholds } from '@portal/domain/attentionThresholds';
import { check } from '@portal/domain/validation';
import type { AttentionThresholdsDialogQuery } from '../../__generated__/AttentionThresholdsDialogQuery.graphql';
import { FormField } from '../../components/FormField';
import { formFailureOf, hasEditConflict } from '../../components/sidePanel/payloadErrors';
import { EditConflictDialog } from '../../components/sidePanel/EditConflictDialog';
import { reportError } from '../../errors/errorReporter';
import { useSetAttentionThresholdsMutation } from './useSetAttentionThresholdsMutation';

const FIELDS = ['noTestDays', 'actDeviation', 'stereoArcsec', 'visualAcuityLogMar', 'fusionalBreak'] as const;
type Field = (typeof FIELDS)[number];

const resolver: Resolver<AttentionThresholds> = async (values) => {
  const result = check(attentionThresholdsSchema, values);
  if (result.ok) return { values: result.value, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const problem of result.problems) errors[problem.field] ??= { type: 'validation', message: problem.key };
  return { values: {}, errors: errors as FieldErrors<AttentionThresholds> };
};

export function AttentionThresholdsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open placement="center" onOpenChange={({ open }) => (open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Attention list thresholds`}</Dialog.Title>
            </Dialog.Header>
            <Suspense fallback={<Spinner m="6" aria-label={t`Loading`} />}>
              <ThresholdsForm onClose={onClose} />
            </Suspense>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ThresholdsForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<AttentionThresholdsDialogQuery>(
    graphql`
      query AttentionThresholdsDialogQuery {
        doctorWorkspace {
          attentionSettings {
            id
            version
            thresholds {
              noTestDays
              actDeviation
              stereoArcsec
              visualAcuityLogMar
              fusionalBreak
            }
            defaults {
              noTestDays
              actDeviation
              stereoArcsec
              visualAcuityLogMar
              fusionalBreak
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const settings = data.doctorWorkspace?.attentionSettings;
  const [save] = useSetAttentionThresholdsMutation();
  const form = useForm<AttentionThresholds>({ resolver, defaultValues: settings?.thresholds ?? undefined });
  // What the site admin tried to save when another had saved first: the conflict dialog compares it.
  const [conflict, setConflict] = useState<AttentionThresholds | null>(null);
  const [saving, setSaving] = useState(false);
  const { errors } = form.formState;
  const isSubmitting = form.formState.isSubmitting || saving;
  if (!settings) return null;

  const labels: Record<Field, string> = {
    noTestDays: t`Days without a test`,
    actDeviation: t`ACT deviation worse by (Δ)`,
    stereoArcsec: t`Stereo acuity worse by (arcsec)`,
    visualAcuityLogMar: t`Visual acuity worse by (logMAR)`,
    fusionalBreak: t`Fusional break worse by (Δ)`,
  };

  // From the version this render shows: after a conflict the store holds the other admin's.
  const persist = async (values: AttentionThresholds) => {
    setSaving(true);
    try {
      const failures = await save({ ...values, expectedVersion: settings.version });
      if (failures.length === 0) {
        onClose();
        return;
      }
      if (hasEditConflict(failures)) {
        setConflict(values);
        return;
      }
      const failure = formFailureOf(failures);
      if (!failure) return;
      reportError(failure.alert);
      for (const problem of failure.fieldProblems) {
        if ((FIELDS as readonly string[]).includes(problem.field))
          form.setError(problem.field as Field, { type: 'server', message: problem.key });
      }
    } catch {
      // The network layer has shown the error modal; what was typed stays in the form.
    } finally {
      setSaving(false);
    }
  };
  const submit = form.handleSubmit(persist);
  const conflictRows = (mine: AttentionThresholds) =>
    FIELDS.flatMap((field) =>
      mine[field] === settings.thresholds[field]
        ? []
        : [{ label: labels[field], mine: String(mine[field]), saved: String(settings.thresholds[field]) }],
    );

  return (
    <>
      <form noValidate aria-label={t`Attention list thresholds`} onSubmit={(event) => void submit(event)}>
        <Dialog.Body>
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              {t`Your site's doctors see a patient on their attention list when one of these is reached. Defaults in brackets.`}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {FIELDS.map((field) => {
                const bounds = ATTENTION_THRESHOLD_BOUNDS[field];
                return (
                  <FormField
                    key={field}
                    label={`${labels[field]} (${settings.defaults[field]})`}
                    errorKey={errors[field]?.message}
                    required
                  >
                    <Input
                      {...form.register(field, { valueAsNumber: true })}
                      type="number"
                      inputMode="decimal"
                      min={bounds.min}
                      max={bounds.max}
                      step={bounds.step}
                    />
                  </FormField>
                );
              })}
            </SimpleGrid>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer gap="3">
          <Button variant="outline" minW="24" onClick={() => form.reset(settings.defaults)} disabled={isSubmitting}>
            {t`Use defaults`}
          </Button>
          <Button variant="outline" minW="24" onClick={onClose} disabled={isSubmitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" minW="24" loading={isSubmitting}>
            {t`Save`}
          </Button>
        </Dialog.Footer>
      </form>
      {conflict ? (
        <EditConflictDialog
          rows={conflictRows(conflict)}
          onKeepEditing={() => setConflict(null)}
          onUseSaved={() => {
            setConflict(null);
            form.reset(settings.thresholds);
          }}
          onSaveMine={() => {
            setConflict(null);
            void persist(conflict);
          }}
        />
      ) : null}
    </>
  );
}
