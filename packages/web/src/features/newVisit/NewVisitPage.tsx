// /dashboard/NewVisit?id=<Patient global id> (§2): doctors only. The patient is read by its id,
// so the page survives a reload; an unknown id shows the §8 'Could not get patient's profile'
// state, and a completed patient (archived, §4 irreversible) takes no new visits.
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, Navigate } from 'react-router';
import { LuTriangleAlert } from 'react-icons/lu';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { NewVisitPageQuery } from '../../__generated__/NewVisitPageQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { translateCatalogText } from '../../i18n/catalogTexts';
import { firstDashboardPath } from '../shell/dashboardTabs';
import { patientPaths } from '../patients/patientPaths';
import { NewVisitForm } from './NewVisitForm';

export const newVisitPageQuery = graphql`
  query NewVisitPageQuery($id: ID!) {
    viewer {
      id
      role
    }
    node(id: $id) {
      ... on Patient @alias(as: "patient") {
        id
        fullName
        accountStatus
        ...LastVisitsSummary_patient
      }
    }
  }
`;

export function NewVisitPage({ queryRef }: RouteQueryProps<NewVisitPageQuery>) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const data = usePreloadedQuery<NewVisitPageQuery>(newVisitPageQuery, queryRef);
  if (!data.viewer) return null;
  if (data.viewer.role !== 'DOCTOR') return <Navigate to={firstDashboardPath(data.viewer.role) ?? '/NotFound'} replace />;
  const patient = data.node?.patient;
  if (!patient || !patient.accountStatus) {
    return (
      <CannotAddVisit
        title={translateCatalogText(i18n, ERROR_TITLES.patientProfile)}
        text={translateCatalogText(i18n, ERROR_MESSAGES.notFound)}
      />
    );
  }
  if (patient.accountStatus === 'COMPLETED') {
    const name = patient.fullName;
    return (
      <CannotAddVisit
        title={translateCatalogText(i18n, ERROR_TITLES.visitNotAdded)}
        text={t`${name} has completed the treatment: a completed patient takes no new visits.`}
      />
    );
  }
  return <NewVisitForm key={patient.id} patientId={patient.id} fullName={patient.fullName} patient={patient} />;
}

function CannotAddVisit({ title, text }: { title: string; text: string }) {
  const { t } = useLinguiMacro();
  useDocumentTitle(title);
  return (
    <Center minH="50vh" px="4">
      <Stack gap="4" maxW="md" textAlign="center" align="center" role="alert">
        <LuTriangleAlert size={40} aria-hidden="true" color="var(--chakra-colors-orange-500)" />
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        <Button asChild>
          <RouterLink to={patientPaths.list()}>{t`Back to patients`}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
