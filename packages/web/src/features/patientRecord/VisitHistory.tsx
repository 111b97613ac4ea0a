// §2 visit history: the patient's visits newest first, 4 rows a page (pagination only above 4),
// each row opening onto its report files. The whole list is read (100 a page) so paging is local.
import { useEffect, useState } from 'react';
import { Box, Card, Heading, Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import { VISIT_HISTORY_PAGE_SIZE } from '@portal/domain/constants';
import type { VisitHistory_patient$key } from '../../__generated__/VisitHistory_patient.graphql';
import type { VisitHistoryPaginationQuery } from '../../__generated__/VisitHistoryPaginationQuery.graphql';
import { DataTablePagination } from '../../components/dataTable/DataTablePagination';
import { VisitHistoryRow } from './VisitHistoryRow';

/** Visits per request: the connections' cap. */
const VISITS_PER_REQUEST = 100;

/** The @connection key: useAddVisitMutation prepends the new visit here. */
export const VISIT_HISTORY_CONNECTION_KEY = 'VisitHistory_visits';

export function VisitHistory({ patient: patientKey }: { patient: VisitHistory_patient$key }) {
  const { t } = useLingui();
  const { data, refetch, ...paging } = usePaginationFragment<VisitHistoryPaginationQuery, VisitHistory_patient$key>(
    graphql`
      fragment VisitHistory_patient on Patient
      @refetchable(queryName: "VisitHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        id
        reportsAvailable
        visits(first: $count, after: $cursor) @connection(key: "VisitHistory_visits") {
          totalCount
          edges {
            node {
              id
              ...VisitHistoryRow_visit
            }
          }
        }
      }
    `,
    patientKey,
  );
  // One patient's visits are read whole (the record's charts and statistics need them all): past
  // 100 visits, the next pages follow the first.
  const { hasNext, isLoadingNext, loadNext } = paging;
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(VISITS_PER_REQUEST);
  }, [hasNext, isLoadingNext, loadNext]);
  const [pageIndex, setPageIndex] = useState(0);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const visits = data.visits?.edges.map((edge) => edge.node) ?? [];
  const pageCount = Math.max(1, Math.ceil(visits.length / VISIT_HISTORY_PAGE_SIZE));
  // A page past the end (after the list shrank) shows the last page.
  const page = Math.min(pageIndex, pageCount - 1);
  const shown = visits.slice(page * VISIT_HISTORY_PAGE_SIZE, (page + 1) * VISIT_HISTORY_PAGE_SIZE);

  const toggle = (visitId: string, expiredLinks: boolean) => {
    const opening = expandedId !== visitId;
    setExpandedId(opening ? visitId : null);
    if (opening && expiredLinks) refetch({}, { fetchPolicy: 'network-only' });
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t`Visit history`}
        </Heading>
        <Table.ScrollArea borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" aria-label={t`Visit history`}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t`Date`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Number of tests`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={2} textAlign="center" py="6" color="fg.muted">
                    {t`No visits yet`}
                  </Table.Cell>
                </Table.Row>
              ) : (
                shown.map((visit) => (
                  <VisitHistoryRow
                    key={visit.id}
                    visit={visit}
                    expanded={expandedId === visit.id}
                    onToggle={(expired) => toggle(visit.id, expired)}
                    reportsAvailable={data.reportsAvailable}
                  />
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {visits.length > VISIT_HISTORY_PAGE_SIZE ? (
          <Box>
            <DataTablePagination pageCount={pageCount} pageIndex={page} onPageChange={setPageIndex} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
