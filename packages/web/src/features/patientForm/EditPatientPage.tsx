// /dashboard/EditPatient?id=<Patient global id> (§2 Edit patient): doctors only. The patient is
// read by its id, so the page survives a reload; an id that names none of the doctor's patients
// shows the §8 'Could not get patient's profile' state with the way back. A completed patient
// opens read-only (§4: completed is final).
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, Navigate } from 'react-router';
import { LuTriangleAlert } from 'react-icons/lu';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { EditPatientPageQuery } from '../../__generated__/EditPatientPageQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { translateCatalogText } from '../../i18n/catalogTexts';
import { firstDashboardPath } from '../shell/dashboardTabs';
import { PATIENTS_PATH, PatientForm } from './PatientForm';
import { useUpdatePatientMutation } from './useUpdatePatientMutation';

export const editPatientPageQuery = graphql`
  query EditPatientPageQuery($id: ID!) {
    viewer {
      id
      role
    }
    node(id: $id) {
      ... on Patient @alias(as: "patient") {
        id
        detailsEditable
        ...PatientForm_patient
      }
    }
  }
`;

export function EditPatientPage({ queryRef }: RouteQueryProps<EditPatientPageQuery>) {
  const data = usePreloadedQuery<EditPatientPageQuery>(editPatientPageQuery, queryRef);
  const [updatePatient] = useUpdatePatientMutation();
  if (!data.viewer) return null;
  if (data.viewer.role !== 'DOCTOR') return <Navigate to={firstDashboardPath(data.viewer.role) ?? '/NotFound'} replace />;
  const patient = data.node?.patient;
  if (!patient) return <PatientNotFound />;
  return (
    <PatientForm
      // A different patient (another ?id=) starts a fresh form.
      key={patient.id}
      patient={patient}
      // §4: a completed patient is final; the page shows the details to read, with no Save.
      readOnly={!patient.detailsEditable}
      onSave={(input, expectedVersion) => updatePatient({ ...input, id: patient.id, expectedVersion })}
    />
  );
}

function PatientNotFound() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const title = translateCatalogText(i18n, ERROR_TITLES.patientProfile);
  useDocumentTitle(title);
  return (
    <Center minH="50vh" px="4">
      <Stack gap="4" maxW="md" textAlign="center" align="center" role="alert">
        <LuTriangleAlert size={40} aria-hidden="true" color="var(--chakra-colors-orange-500)" />
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{translateCatalogText(i18n, ERROR_MESSAGES.notFound)}</Text>
        <Button asChild>
          <RouterLink to={PATIENTS_PATH}>{t`Back to patients`}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
