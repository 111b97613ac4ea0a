// /dashboard/archive (§2): the doctor's completed patients, with a search box only. The text
// is kept in local storage and searched on the server; the whole matching list is loaded so
// the table can sort, filter and page every row. A row opens the patient, read only.
import { useState, useTransition } from 'react';
import { Box, Flex, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuSearch } from 'react-icons/lu';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { ArchiveTabQuery } from '../../__generated__/ArchiveTabQuery.graphql';
import type { ArchiveTab_query$key } from '../../__generated__/ArchiveTab_query.graphql';
import type { ArchiveTabPaginationQuery } from '../../__generated__/ArchiveTabPaginationQuery.graphql';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { useWholeList } from '../adminConsole/useWholeList';
import { ArchiveTable } from './ArchiveTable';
import { readArchiveSearch, searchArgument, useDebouncedSearch, writeArchiveSearch } from './archiveSearch';
import { patientPaths } from '../patients/patientPaths';

// $isDoctor and $search come from archiveTabLoader.
export const archiveTabQuery = graphql`
  query ArchiveTabQuery($isDoctor: Boolean!, $search: String) {
    ...ArchiveTab_query @arguments(search: $search)
  }
`;

/** Where an archived patient opens: the detail screen, read only (completed=true). */

export function ArchiveTab({ queryRef }: RouteQueryProps<ArchiveTabQuery>) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const data = usePreloadedQuery<ArchiveTabQuery>(archiveTabQuery, queryRef);
  const { data: list, refetch, ...paging } = usePaginationFragment<ArchiveTabPaginationQuery, ArchiveTab_query$key>(
    graphql`
      fragment ArchiveTab_query on Query
      @refetchable(queryName: "ArchiveTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        search: { type: "String" }
      ) {
        doctorWorkspace @include(if: $isDoctor) {
          # filters: [] — one connection whatever the search, so a refetch replaces its rows.
          archivedPatients(first: $count, after: $cursor, search: $search)
            @connection(key: "ArchiveTab_archivedPatients", filters: []) {
            totalCount
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
  useWholeList(paging);
  const title = t`Archive`;
  useDocumentTitle(title);

  const initialSearch = queryRef.variables.search ?? null;
  // The box shows the saved text as typed; the loader searched its trimmed form.
  const [searchText, setSearchText] = useState(readArchiveSearch);
  const [searching, startSearch] = useTransition();
  useDebouncedSearch(searchText, initialSearch, (search) => {
    // In a transition: the current rows stay on screen while the server answers.
    startSearch(() => {
      // network-only: the one connection (filters: []) holds the previous search's rows.
      refetch({ search }, { fetchPolicy: 'network-only' });
    });
  });
  const changeSearch = (text: string) => {
    setSearchText(text);
    writeArchiveSearch(text);
  };

  const workspace = list.doctorWorkspace;
  const connection = workspace?.archivedPatients;
  const nodes = connection?.edges.map((edge) => edge.node) ?? [];
  const loaded = nodes.length;
  const total = connection?.totalCount;

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
        {searching || paging.isLoadingNext ? <Spinner size="sm" color="fg.muted" role="status" aria-label={t`Loading`} /> : null}
        {total !== undefined && total > loaded ? (
          <Text fontSize="sm" color="fg.muted">
            {t`Loading ${loaded} of ${total}…`}
          </Text>
        ) : null}
      </Flex>
      {workspace && !connection ? (
        // The list could not be read (§8); the error dialog has said so too.
        <ErrorBanner title={ERROR_TITLES.archivedPatients} messages={[ERROR_MESSAGES.unexpected]} />
      ) : (
        <ArchiveTable
          patients={nodes}
          emptyText={searchArgument(searchText) ? t`No archived patient matches the search` : t`No archived patients yet`}
          onOpen={(patientId) => navigate(patientPaths.detail(patientId, true))}
        />
      )}
    </Box>
  );
}
