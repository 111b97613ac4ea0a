// The new-visit form (§2 /dashboard/NewVisit): the patient's name and latest visits, then the
// visit date (today by default, not in the future), the treatment duration (1-36 months, optional)
// and the next visit (required, not in the past). Save checks the §5 rules first: with errors
// nothing is sent and the §8 modal asks to fill the required fields; otherwise §4's confirmation
// asks before the server is called (No keeps everything typed); a saved visit leads back to the
// patient.
import { Box, Button, Card, Heading, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type Path } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { LuArrowLeft } from 'react-icons/lu';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { TREATMENT_MONTHS } from '@portal/domain/visits';
import type { LastVisitsSummary_patient$key } from '../../__generated__/LastVisitsSummary_patient.graphql';
import { askConfirmation } from '../../components/confirm/confirmation';
import { DirectionalIcon } from '../../components/dataTable/DirectionalIcon';
import { DateField, todayIsoDay } from '../../components/form/DateField';
import { FormField } from '../../components/FormField';
import { TruncatedName } from '../../components/TruncatedName';
import { formFailureOf } from '../../components/sidePanel/payloadErrors';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AppError } from '../../errors/appError';
import { reportError } from '../../errors/errorReporter';
import { useWithdrawGuard } from '../patientForm/useWithdrawGuard';
import { LastVisitsSummary } from './LastVisitsSummary';
import { addVisitInputOf, newVisitDefaults, newVisitResolver, type NewVisitFields } from './newVisitValues';
import { useAddVisitMutation } from './useAddVisitMutation';
import { patientPaths } from '../patients/patientPaths';

/** The patient page a saved visit (and Back without history) leads to. */

interface NewVisitFormProps {
  patientId: string;
  fullName: string;
  patient: LastVisitsSummary_patient$key;
}

export function NewVisitForm({ patientId, fullName, patient }: NewVisitFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [addVisit] = useAddVisitMutation();
  const form = useForm<NewVisitFields>({ resolver: newVisitResolver, defaultValues: newVisitDefaults() });
  // Read during render: react-hook-form tracks only the form state a component subscribes to.
  const { isDirty, isSubmitting } = form.formState;
  const title = t`New visit`;
  useDocumentTitle(`${title} · ${fullName}`);
  const guard = useWithdrawGuard({ dirty: isDirty, title: t`Withdraw the new visit?` });
  const today = todayIsoDay();
  const treatmentError = form.formState.errors.treatmentDurationMonths?.message;

  const goBack = () => void (location.key === 'default' ? navigate(patientPaths.detail(patientId)) : navigate(-1));

  const submit = form.handleSubmit(
    async (values) => {
      // §4: valid, so asked before anything is sent; No leaves the form as it is.
      if (!(await askConfirmation({ title: t`Save the new visit?`, message: fullName }))) return;
      try {
        const errors = await addVisit(addVisitInputOf(patientId, values));
        if (errors.length === 0) {
          guard.release();
          // Replace: the browser's back button does not return to the saved form.
          void navigate(patientPaths.detail(patientId), { replace: true });
          return;
        }
        const failure = formFailureOf(errors);
        if (failure) {
          reportError(failure.alert);
          for (const problem of failure.fieldProblems) {
            form.setError(problem.field as Path<NewVisitFields>, { type: 'server', message: problem.key });
          }
        }
      } catch (error) {
        // The network layer has shown its failures; what was typed stays in the form.
        if (!(error instanceof AppError)) reportError({ title: ERROR_TITLES.visitNotAdded, messages: [ERROR_MESSAGES.unexpected] });
      }
    },
    () => reportError({ title: ERROR_TITLES.visitNotAdded, messages: [ERROR_TITLES.fillRequired] }),
  );

  return (
    <Box maxW="840px" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <HStack gap="3" mb="5" align="center">
        <IconButton variant="ghost" aria-label={t`Back`} onClick={goBack} disabled={isSubmitting}>
          <DirectionalIcon>
            <LuArrowLeft />
          </DirectionalIcon>
        </IconButton>
        <Stack gap="0" minW="0">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <TruncatedName color="fg.muted">{fullName}</TruncatedName>
        </Stack>
      </HStack>
      <Stack gap="6">
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              {t`Last visits`}
            </Heading>
            <LastVisitsSummary patient={patient} />
          </Card.Body>
        </Card.Root>
        <Card.Root asChild>
          <form aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
                <DateField form={form} name="visitDate" label={t`Visit date`} required max={today} />
                <FormField label={t`Treatment duration (months)`} errorKey={treatmentError}>
                  <Input
                    {...form.register('treatmentDurationMonths')}
                    type="number"
                    inputMode="numeric"
                    min={TREATMENT_MONTHS.min}
                    max={TREATMENT_MONTHS.max}
                    step={1}
                  />
                </FormField>
                <DateField form={form} name="nextVisit" label={t`Next visit`} required min={today} />
              </SimpleGrid>
            </Card.Body>
            <Card.Footer justifyContent="space-between" borderTopWidth="1px" pt="4" gap="3" flexWrap="wrap">
              <Text color="fg.muted" fontSize="sm">
                {t`Fields marked * are required.`}
              </Text>
              <Button type="submit" loading={isSubmitting} minW="32">
                {t`Save`}
              </Button>
            </Card.Footer>
          </form>
        </Card.Root>
      </Stack>
    </Box>
  );
}
