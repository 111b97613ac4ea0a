// The add and edit patient page body (§2): a back control, the single "Personal info" step,
// the three sections and Save. Save checks the §5 rules first: with errors nothing is sent and
// the §8 modal asks to fill the required fields; otherwise §4's confirmation asks before the
// server is called (No keeps everything typed); a saved patient leads to the patients table.
// A completed patient (§4: final) opens read-only, with no Save and the way back to the record.
// Someone else's save since the form was opened is shown beside what was typed (EditConflictDialog):
// the doctor takes the saved values or saves theirs over them; nothing typed is lost meanwhile.
import { useState } from 'react';
import { Alert, Box, Button, Card, chakra, Circle, Heading, HStack, IconButton, Separator, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type Path } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LuArrowLeft } from 'react-icons/lu';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { PatientForm_patient$key } from '../../__generated__/PatientForm_patient.graphql';
import type { CreatePatientInput } from '../../__generated__/useCreatePatientMutation.graphql';
import { askConfirmation } from '../../components/confirm/confirmation';
import { DirectionalIcon } from '../../components/dataTable/DirectionalIcon';
import { formFailureOf, hasEditConflict, type UserErrorKeys } from '../../components/sidePanel/payloadErrors';
import { EditConflictDialog } from '../../components/sidePanel/EditConflictDialog';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { TruncatedName } from '../../components/TruncatedName';
import { AppError } from '../../errors/appError';
import { reportError } from '../../errors/errorReporter';
import { AddressSection, NotesSection, PatientDetailsSection } from './PatientFormSections';
import {
  EMPTY_PATIENT_FIELDS,
  editPatientResolver,
  newPatientResolver,
  patientFieldsOf,
  patientInputOf,
  type PatientFields,
} from './patientFormValues';
import { useWithdrawGuard } from './useWithdrawGuard';
import { usePatientConflictRows } from './patientConflictRows';
import { patientPaths } from '../patients/patientPaths';

/** Where a saved patient, and the back control without history, lead. */
export const PATIENTS_PATH = patientPaths.list();

interface PatientFormProps {
  /** The patient being edited; without it the form adds a new patient. */
  patient?: PatientForm_patient$key | null;
  /**
   * Runs the mutation; resolves to the payload's errors (none when saved). GraphQL errors reject.
   * An edit gets the patient's version the form shows (the saved one's, after a conflict).
   */
  onSave: (input: CreatePatientInput, expectedVersion: string | null) => Promise<UserErrorKeys>;
  /** The patient is completed (§4: final): shown to read, nothing to save. */
  readOnly?: boolean;
}

export function PatientForm({ patient: patientKey, onSave, readOnly = false }: PatientFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const patient = useFragment(
    graphql`
      fragment PatientForm_patient on Patient {
        id
        version
        fullName
        personal {
          firstName
          lastName
          socialId
          gender
          birthdate
          email
          phoneNumber
          notes
          address {
            street
            apartment
            city
            state
            country
            zipCode
          }
        }
      }
    `,
    patientKey ?? null,
  );
  const editing = Boolean(patient);
  const form = useForm<PatientFields>({
    resolver: editing ? editPatientResolver : newPatientResolver,
    defaultValues: patient ? patientFieldsOf(patient) : EMPTY_PATIENT_FIELDS,
  });
  // What the doctor tried to save when someone else had saved first: the dialog compares it.
  const [conflict, setConflict] = useState<PatientFields | null>(null);
  const [saving, setSaving] = useState(false);
  const conflictRows = usePatientConflictRows();
  // Read during render: react-hook-form tracks only the form state a component subscribes to.
  const { isDirty } = form.formState;
  const isSubmitting = form.formState.isSubmitting || saving;
  const title = readOnly ? t`Patient details` : editing ? t`Edit patient` : t`Add patient`;
  useDocumentTitle(title);
  const guard = useWithdrawGuard({ dirty: isDirty, title: editing ? t`Withdraw your changes?` : t`Withdraw the new patient?` });
  const failureTitle = editing ? ERROR_TITLES.patientNotEdited : ERROR_TITLES.patientNotSaved;

  // Back to where the doctor came from; a page opened directly goes back to the patients table.
  const goBack = () => void (location.key === 'default' ? navigate(PATIENTS_PATH) : navigate(-1));

  // The patient as read in this render: after a conflict the store holds the saved one, version too.
  const save = async (values: PatientFields) => {
    setSaving(true);
    try {
      const errors = await onSave(patientInputOf(values), patient?.version ?? null);
      if (errors.length === 0) {
        guard.release();
        // Replace: the browser's back button does not return to the saved form.
        void navigate(PATIENTS_PATH, { replace: true });
        return;
      }
      if (hasEditConflict(errors)) {
        setConflict(values);
        return;
      }
      const failure = formFailureOf(errors);
      if (failure) {
        reportError(failure.alert);
        for (const problem of failure.fieldProblems) {
          form.setError(problem.field as Path<PatientFields>, { type: 'server', message: problem.key });
        }
      }
    } catch (error) {
      // The network layer has shown its failures in the error modal; anything else is said
      // here. Either way what was typed stays in the form.
      if (!(error instanceof AppError)) reportError({ title: failureTitle, messages: [ERROR_MESSAGES.unexpected] });
    } finally {
      setSaving(false);
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (readOnly) return;
      // §4: valid, so asked before anything is sent; No leaves the form as it is.
      const confirmed = await askConfirmation({
        title: editing ? t`Save the changes to this patient?` : t`Save the new patient?`,
        message: `${values.firstName} ${values.lastName}`.trim(),
      });
      if (confirmed) await save(values);
    },
    () => reportError({ title: failureTitle, messages: [ERROR_TITLES.fillRequired] }),
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
          {patient ? <TruncatedName color="fg.muted">{patient.fullName}</TruncatedName> : null}
        </Stack>
      </HStack>
      <Card.Root asChild>
        <form aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
          <Card.Header borderBottomWidth="1px" pb="4">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <HStack as="ol" aria-label={t`Steps`} listStyleType="none" gap="3">
                <HStack as="li" aria-current="step" gap="2">
                  <Circle size="7" bg="brand.solid" color="brand.contrast" fontSize="sm" fontWeight="semibold" aria-hidden="true">
                    1
                  </Circle>
                  <Text fontWeight="semibold">{t`Personal info`}</Text>
                </HStack>
              </HStack>
              {readOnly ? null : (
                <Text color="fg.muted" fontSize="sm">
                  {t`Fields marked * are required.`}
                </Text>
              )}
            </HStack>
          </Card.Header>
          <Card.Body gap="6">
            {readOnly && patient ? <CompletedNotice patientId={patient.id} name={patient.fullName} /> : null}
            {/* A disabled fieldset: every field reads, none takes a change. */}
            <chakra.fieldset disabled={readOnly} border="0" m="0" p="0" minW="0">
              <Stack gap="8" separator={<Separator />}>
                <PatientDetailsSection form={form} emailRequired={!editing} />
                <AddressSection form={form} />
                <NotesSection form={form} />
              </Stack>
            </chakra.fieldset>
          </Card.Body>
          {readOnly ? null : (
            <Card.Footer justifyContent="flex-end" borderTopWidth="1px" pt="4">
              <Button type="submit" loading={isSubmitting} minW="32">
                {t`Save`}
              </Button>
            </Card.Footer>
          )}
        </form>
      </Card.Root>
      {/* Completed meanwhile, the page turns read-only and says so instead. */}
      {conflict && patient && !readOnly ? (
        <EditConflictDialog
          rows={conflictRows(conflict, patientFieldsOf(patient))}
          onKeepEditing={() => setConflict(null)}
          onUseSaved={() => {
            setConflict(null);
            form.reset(patientFieldsOf(patient));
          }}
          onSaveMine={() => {
            setConflict(null);
            void save(conflict);
          }}
        />
      ) : null}
    </Box>
  );
}

/** Why nothing can be changed here, and the way back to the record. */
function CompletedNotice({ patientId, name }: { patientId: string; name: string }) {
  const { t } = useLingui();
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`${name} has completed the treatment`}</Alert.Title>
        <Alert.Description>{t`A completed patient is final: the details can be read here but no longer changed.`}</Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" variant="outline" alignSelf="center">
        <RouterLink to={patientPaths.detail(patientId, true)}>{t`Back to the patient record`}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
