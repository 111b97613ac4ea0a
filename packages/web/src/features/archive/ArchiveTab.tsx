// /dashboard/archive (§2): the doctor's completed patients, with a search box only. The text
// is kept in local storage; the server searches, sorts, filters and pages, 14 rows at
// a time. A row opens the patient, read only.
import { useRef, useState, useTransition } from 'react';
import { Box, Flex, Input, InputGroup, Spinner } from '@chakra-ui/react';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { LuSearch } from 'react-icons/lu';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { ArchiveTabQuery } from '../../__generated__/ArchiveTabQuery.graphql';
import type { ArchiveTab_query$key } from '../../__generated__/ArchiveTab_query.graphql';
import type { ArchiveTabPaginationQuery } from '../../__generated__/ArchiveTabPaginationQuery.graphql';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { RouteQueryProps } from '../../routing/routeQuery';
import {
  adherenceChoices,
  genderChoices,
  tableVariables,
  usePatientTableState,
  type PatientTableState,
} from '../patients/patientTableState';
import { ArchiveTable } from './ArchiveTable';
import { readArchiveSearch, searchArgument, useDebouncedSearch, writeArchiveSearch } from './archiveSearch';
import { useAdherenceLabels } from '../patients/missedVisitsColumn';
import { patientPaths } from '../patients/patientPaths';

// $isDoctor, $search and the remembered column filters come from archiveTabLoader.
export const archiveTabQuery = graphql`
  query ArchiveTabQuery(
    $isDoctor: Boolean!
    $search: String
    $genders: [GenderChoice!]
    $adherence: [VisitAdherence!]
    $dateConditions: [PatientDateCondition!]
  ) {
    ...ArchiveTab_query @arguments(search: $search, genders: $genders, adherence: $adherence, dateConditions: $dateConditions)
  }
`;

/** Where an archived patient opens: the detail screen, read only (completed=true). */

export function ArchiveTab({ queryRef }: RouteQueryProps<ArchiveTabQuery>) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const data = usePreloadedQuery<ArchiveTabQuery>(archiveTabQuery, queryRef);
  const { i18n } = useLinguiCore();
  const adherenceLabels = useAdherenceLabels();
  const { data: list, refetch } = usePaginationFragment<ArchiveTabPaginationQuery, ArchiveTab_query$key>(
    graphql`
      fragment ArchiveTab_query on Query
      @refetchable(queryName: "ArchiveTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 14 }
        cursor: { type: "String" }
        offset: { type: "Int", defaultValue: 0 }
        search: { type: "String" }
        orderBy: { type: "[PatientOrder!]" }
        genders: { type: "[GenderChoice!]" }
        adherence: { type: "[VisitAdherence!]" }
        dateConditions: { type: "[PatientDateCondition!]" }
      ) {
        doctorWorkspace @include(if: $isDoctor) {
          # filters: [] and pages asked for by offset: every refetch replaces the connection's rows.
          archivedPatients(
            first: $count
            after: $cursor
            offset: $offset
            search: $search
            orderBy: $orderBy
            genders: $genders
            adherence: $adherence
            dateConditions: $dateConditions
          ) @connection(key: "ArchiveTab_archivedPatients", filters: []) {
            totalCount
            genderFacets {
              gender
              count
            }
            adherenceFacets {
              adherence
              count
            }
            edges {
              node {
                id
                ...ArchiveTable_patients
              }
            }
          }
        }
      }
    `,
    data,
  );
  const title = t`Archive`;
  useDocumentTitle(title);

  const initialSearch = queryRef.variables.search ?? null;
  // The box shows the saved text as typed; the loader searched its trimmed form.
  const [searchText, setSearchText] = useState(readArchiveSearch);
  const searched = useRef(initialSearch);
  const [searching, startSearch] = useTransition();
  // In a transition: the current rows stay on screen while the server answers; network-only,
  // since the one connection (filters: []) holds the previous page's rows.
  const fetchPage = (search: string | null, state: PatientTableState) =>
    startSearch(() => {
      refetch({ search, ...tableVariables(state) }, { fetchPolicy: 'network-only' });
    });
  const table = usePatientTableState(STORAGE_KEYS.archiveColumnFilters, (state) => fetchPage(searched.current, state));
  useDebouncedSearch(searchText, initialSearch, (search) => {
    searched.current = search;
    table.setFirstPage();
    fetchPage(search, table.firstPage());
  });
  const changeSearch = (text: string) => {
    setSearchText(text);
    writeArchiveSearch(text);
  };

  const workspace = list.doctorWorkspace;
  const connection = workspace?.archivedPatients;
  const nodes = connection?.edges.map((edge) => edge.node) ?? [];
  const filtered = searchArgument(searchText) !== null || table.state.columnFilters.length > 0;

  return (
    <Box>
      <Flex gap="3" align="center" wrap="wrap" mb="3">
        <InputGroup startElement={<LuSearch aria-hidden />} maxW="sm" flex="1">
          <Input
            type="search"
            bg="bg.panel"
            aria-label={t`Search archived patients`}
            placeholder={t`Search`}
            value={searchText}
            onChange={(event) => changeSearch(event.target.value)}
          />
        </InputGroup>
        {searching ? <Spinner size="sm" color="fg.muted" role="status" aria-label={t`Loading`} /> : null}
      </Flex>
      {workspace && !connection ? (
        // The list could not be read (§8); the error dialog has said so too.
        <ErrorBanner title={ERROR_TITLES.archivedPatients} messages={[ERROR_MESSAGES.unexpected]} />
      ) : (
        <ArchiveTable
          patients={nodes}
          emptyText={filtered ? t`No archived patient matches the search and filters` : t`No archived patients yet`}
          onOpen={(patientId) => navigate(patientPaths.detail(patientId, true))}
          pending={searching}
          server={
            connection
              ? {
                  totalCount: connection.totalCount,
                  pageIndex: table.state.pageIndex,
                  onPageIndexChange: table.onPageIndexChange,
                  sorting: table.state.sorting,
                  onSortingChange: table.onSortingChange,
                  columnFilters: table.state.columnFilters,
                  onColumnFiltersChange: table.onColumnFiltersChange,
                  filterChoices: {
                    gender: genderChoices(connection.genderFacets, i18n, t`Not recorded`),
                    missedMoreThanThreshold: adherenceChoices(connection.adherenceFacets, adherenceLabels),
                  },
                }
              : undefined
          }
        />
      )}
    </Box>
  );
}
