// /dashboard/Patient (§2 Patient detail): the patient's header, the missed-visits banner and the
// summary panel (with the messages sent and the record access under it), with the visits panel (statistics, next visit, visit history) and the test
// results beside it. Back goes to the archive for a completed
// patient, else to the active patients.
import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { LuArrowLeft, LuCalendarPlus } from 'react-icons/lu';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { PatientPageQuery } from '../../__generated__/PatientPageQuery.graphql';
import { DirectionalIcon } from '../../components/dataTable/DirectionalIcon';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { translateCatalogText } from '../../i18n/catalogTexts';
import { firstDashboardPath } from '../shell/dashboardTabs';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { FhirExportButton } from './FhirExportButton';
import { MissedVisitsBanner } from './MissedVisitsBanner';
import { PatientMessagesPanel } from './PatientMessagesPanel';
import { PatientSummaryPanel } from './PatientSummaryPanel';
import { RecordAccessPanel } from './RecordAccessPanel';
import { PatientVisitsSummary } from './PatientVisitsSummary';
import { VisitHistory } from './VisitHistory';
import { TestResultsPanel } from '../testResults/TestResultsPanel';
import { ProgressAtAGlancePanel } from '../progress/ProgressAtAGlancePanel';
import { ACCOUNT_STATUS_LABELS } from '../patients/patientLabels';
import { patientPaths } from '../patients/patientPaths';

export const patientPageQuery = graphql`
  query PatientPageQuery($id: ID!) @preloadable {
    viewer {
      id
      role
    }
    node(id: $id) {
      ... on Patient @alias(as: "patient") {
        id
        fullName
        accountStatus
        locked
        missedMoreThanThreshold
        ...PatientSummaryPanel_patient
        ...MissedVisitsBanner_patient
        ...PatientVisitsSummary_patient
        ...VisitHistory_patient
        ...TestResultsPanel_patient
        ...ProgressAtAGlancePanel_patient
        ...RecordAccessPanel_patient
        ...PatientMessagesPanel_patient
        ...FhirExportButton_patient
      }
    }
  }
`;

export function PatientPage({ queryRef }: RouteQueryProps<PatientPageQuery>) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const data = usePreloadedQuery<PatientPageQuery>(patientPageQuery, queryRef);
  const patient = data.node?.patient ?? null;
  // The stored status decides; the link's flag only matters while the patient cannot be read.
  const completed = patient ? patient.accountStatus === 'COMPLETED' : params.get('completed') === 'true';
  const backPath = patientPaths.list(completed);
  const notFoundTitle = translateCatalogText(i18n, ERROR_TITLES.patientProfile);
  useDocumentTitle(patient?.fullName ?? notFoundTitle);
  if (data.viewer && data.viewer.role !== 'DOCTOR') return <Navigate to={firstDashboardPath(data.viewer.role) ?? '/NotFound'} replace />;

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
      <RouterLink to={backPath}>
        <DirectionalIcon>
          <LuArrowLeft />
        </DirectionalIcon>
        {completed ? t`Back to archive` : t`Back to patients`}
      </RouterLink>
    </Button>
  );

  if (!patient || !patient.accountStatus) {
    return (
      <Box maxW="4xl" mx="auto" px={{ base: '4', md: '8' }} py="6">
        {back}
        <Card.Root variant="outline" mt="4" bg="bg.panel" role="alert">
          <Card.Body gap="2">
            <Heading as="h1" size="md">
              {notFoundTitle}
            </Heading>
            <Text color="fg.muted">{translateCatalogText(i18n, ERROR_MESSAGES.notFound)}</Text>
          </Card.Body>
        </Card.Root>
      </Box>
    );
  }

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="4">
        {back}
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="xl">
            {patient.fullName}
          </Heading>
          <HStack gap="2">
            <Badge colorPalette={completed ? 'gray' : patient.accountStatus === 'ACTIVE' ? 'green' : 'orange'} variant="subtle">
              {i18n._(ACCOUNT_STATUS_LABELS[patient.accountStatus] ?? patient.accountStatus)}
            </Badge>
            {patient.locked ? (
              <Badge colorPalette="red" variant="subtle">
                {t`Locked`}
              </Badge>
            ) : null}
          </HStack>
          {completed ? null : (
            <Button asChild size="sm" marginInlineStart="auto">
              <RouterLink to={patientPaths.newVisit(patient.id)}>
                <LuCalendarPlus aria-hidden />
                {t`New visit`}
              </RouterLink>
            </Button>
          )}
          <FhirExportButton patient={patient} alignEnd={completed} />
        </Flex>
        {patient.missedMoreThanThreshold ? <MissedVisitsBanner patient={patient} /> : null}
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Box w={{ base: 'full', lg: '22rem' }} flexShrink={0}>
            <Stack gap="4">
              <PatientSummaryPanel patient={patient} completed={completed} onDeleted={() => void navigate(backPath)} />
              <PatientMessagesPanel patient={patient} />
              <RecordAccessPanel patient={patient} />
            </Stack>
          </Box>
          <Stack flex="1" minW="0" w="full" gap="6">
            <PatientVisitsSummary patient={patient} />
            <ProgressAtAGlancePanel patient={patient} />
            <VisitHistory patient={patient} />
            <TestResultsPanel patient={patient} />
          </Stack>
        </Flex>
      </Stack>
    </Box>
  );
}
