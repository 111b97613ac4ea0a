// One visit of the history table (§2): its date and number of tests, and a disclosure that opens
// the visit's printable report and shows its uploaded report files as download links, or why there
// are none.
import { Box, Button, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LuChevronDown, LuChevronRight, LuFileDown, LuFileText } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import type { VisitHistoryRow_visit$data, VisitHistoryRow_visit$key } from '../../__generated__/VisitHistoryRow_visit.graphql';
import { DirectionalIcon } from '../../components/dataTable/DirectionalIcon';
import { formatDateTime } from '../../i18n/dates';
import { patientPaths } from '../patients/patientPaths';
import { testCountText } from './testCountText';
import { reportHref, useFreshReportDownload } from './useFreshReportDownload';

interface VisitHistoryRowProps {
  visit: VisitHistoryRow_visit$key;
  expanded: boolean;
  onToggle: (expiredLinks: boolean) => void;
  /** False when the site does not back up data: the files exist but cannot be downloaded here. */
  reportsAvailable: boolean;
}

export function VisitHistoryRow({ visit: visitKey, expanded, onToggle, reportsAvailable }: VisitHistoryRowProps) {
  const { t, i18n } = useLingui();
  const visit = useFragment(
    graphql`
      fragment VisitHistoryRow_visit on Visit {
        id
        visitDate
        testCount
        resultCount
        reports {
          fileName
          downloadUrl
          expiresAt
        }
      }
    `,
    visitKey,
  );
  const detailsId = `visit-files-${visit.id}`;
  const date = formatDateTime(visit.visitDate);
  // Signed links live a few minutes: a page left open asks for fresh ones when a row opens.
  const expiredLinks = visit.reports.some((report) => Boolean(report.expiresAt) && Date.parse(report.expiresAt!) <= Date.now());

  return (
    <>
      <Table.Row>
        <Table.Cell>
          <Button
            variant="ghost"
            size="sm"
            px="1"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={t`Files of the visit on ${date}`}
            onClick={() => onToggle(expiredLinks)}
          >
            {expanded ? (
              <LuChevronDown aria-hidden />
            ) : (
              <DirectionalIcon>
                <LuChevronRight aria-hidden />
              </DirectionalIcon>
            )}
            <Text as="span" fontVariantNumeric="tabular-nums">
              {date}
            </Text>
          </Button>
        </Table.Cell>
        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
          {testCountText(i18n, visit.resultCount, visit.testCount)}
        </Table.Cell>
      </Table.Row>
      {expanded ? (
        <Table.Row id={detailsId} bg="bg.subtle">
          <Table.Cell colSpan={2} ps="10">
            <Stack gap="2" align="flex-start">
              <Link asChild colorPalette="brand" fontWeight="medium">
                <RouterLink to={patientPaths.visitReport(visit.id)}>
                  <LuFileText aria-hidden />
                  {t`Open the visit report`}
                </RouterLink>
              </Link>
              <VisitFiles visitId={visit.id} reports={visit.reports} reportsAvailable={reportsAvailable} />
            </Stack>
          </Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
}

type Reports = VisitHistoryRow_visit$data['reports'];

/** A plain click (no new tab or window asked for): the portal fetches a fresh link and downloads. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function VisitFiles({ visitId, reports, reportsAvailable }: { visitId: string; reports: Reports; reportsAvailable: boolean }) {
  const { t, i18n } = useLingui();
  const { download, loadingFile } = useFreshReportDownload(i18n.locale);
  if (!reportsAvailable) return <Text color="fg.muted">{t`Test reports are unavailable: the site does not back up data`}</Text>;
  if (reports.length === 0) return <Text color="fg.muted">{t`No uploaded files`}</Text>;
  return (
    <List.Root variant="plain" gap="1">
      {reports.map((report) => (
        <List.Item key={report.fileName} alignItems="center" gap="2">
          <List.Indicator asChild color="fg.muted">
            <LuFileDown aria-hidden />
          </List.Indicator>
          {report.downloadUrl ? (
            <Link
              href={reportHref(report.downloadUrl, i18n.locale)}
              target="_blank"
              rel="noopener noreferrer"
              download={report.fileName}
              colorPalette="brand"
              aria-busy={loadingFile === report.fileName}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                if (loadingFile === null) void download(visitId, report.fileName);
              }}
            >
              <Box as="bdi">{report.fileName}</Box>
            </Link>
          ) : (
            <Text as="bdi" color="fg.muted">
              {report.fileName}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
