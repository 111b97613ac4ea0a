// /dashboard/visit-report?id=<Visit global id> (§2): a printable report of one visit: who and
// when, then every test taken at the visit with its charts and tables beside the two visits
// before it. Print uses the browser; the PDF is written by the BFF in the reader's language.
import { Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { LuArrowLeft, LuFileDown, LuPrinter } from 'react-icons/lu';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, Navigate } from 'react-router';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { VisitReportPageQuery } from '../../__generated__/VisitReportPageQuery.graphql';
import { DirectionalIcon } from '../../components/dataTable/DirectionalIcon';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { translateCatalogText } from '../../i18n/catalogTexts';
import { formatDateTime } from '../../i18n/dates';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { firstDashboardPath } from '../shell/dashboardTabs';
import { patientPaths } from '../patients/patientPaths';
import { VisitReportFacts } from './VisitReportFacts';
import { VisitReportProgress } from './VisitReportProgress';
import { VisitReportResults } from './VisitReportResults';

export const visitReportPageQuery = graphql`
  query VisitReportPageQuery($id: ID!) {
    viewer {
      id
      role
      ...VisitReportFacts_viewer
    }
    node(id: $id) {
      ... on Visit @alias(as: "visit") {
        id
        visitDate
        patient {
          id
          fullName
          accountStatus
        }
        ...VisitReportFacts_visit
        ...VisitReportProgress_visit
        ...VisitReportResults_visit
      }
    }
  }
`;

/** The reader's IANA time zone: the PDF prints times as this page shows them. */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function VisitReportPage({ queryRef }: RouteQueryProps<VisitReportPageQuery>) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const data = usePreloadedQuery<VisitReportPageQuery>(visitReportPageQuery, queryRef);
  const visit = data.node?.visit ?? null;
  const notFoundTitle = translateCatalogText(i18n, ERROR_TITLES.notFound);
  const visitDate = visit ? formatDateTime(visit.visitDate) : '';
  useDocumentTitle(visit ? t`Visit report: ${visit.patient.fullName}, ${visitDate}` : notFoundTitle);
  if (data.viewer && data.viewer.role !== 'DOCTOR') return <Navigate to={firstDashboardPath(data.viewer.role) ?? '/NotFound'} replace />;

  if (!visit) {
    return (
      <Box maxW="4xl" mx="auto" px={{ base: '4', md: '8' }} py="6">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to={patientPaths.list()}>
            <DirectionalIcon>
              <LuArrowLeft />
            </DirectionalIcon>
            {t`Back to patients`}
          </RouterLink>
        </Button>
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

  const completed = visit.patient.accountStatus === 'COMPLETED';
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py="6" _print={{ maxW: 'none', p: '0' }}>
      <Stack gap="5">
        <Flex gap="3" wrap="wrap" align="center" _print={{ display: 'none' }}>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={patientPaths.detail(visit.patient.id, completed)}>
              <DirectionalIcon>
                <LuArrowLeft />
              </DirectionalIcon>
              {t`Back to the patient`}
            </RouterLink>
          </Button>
          <HStack gap="2" marginInlineStart="auto">
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <LuPrinter aria-hidden />
              {t`Print`}
            </Button>
            <Button asChild size="sm">
              <a href={patientPaths.visitReportPdf(visit.id, i18n.locale, readerTimeZone())} download>
                <LuFileDown aria-hidden />
                {t`Download PDF`}
              </a>
            </Button>
          </HStack>
        </Flex>
        <Stack gap="1">
          <Text color="fg.muted" fontSize="sm" fontWeight="medium" textTransform="uppercase" letterSpacing="wide">
            {t`Visit report`}
          </Text>
          <Heading as="h1" size="2xl">
            {visit.patient.fullName}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t`Confidential: contains patient health information`}
          </Text>
        </Stack>
        {data.viewer ? <VisitReportFacts visit={visit} viewer={data.viewer} /> : null}
        <VisitReportProgress visit={visit} />
        <VisitReportResults visit={visit} />
      </Stack>
    </Box>
  );
}
