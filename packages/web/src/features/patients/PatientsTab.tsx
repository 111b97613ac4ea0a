// /dashboard/patients (§2): the doctor's active patients. Tools (search, send message,
// refresh, add new patient), time filter and status toggles (all server-side), the table,
// then the site's statistics (read after the list: DoctorStatisticsSection).
import { useRef, useState, useTransition } from 'react';
import { Flex, Stack } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { ERROR_TITLES } from '@portal/domain/errors';
import type { PatientsTabQuery } from '../../__generated__/PatientsTabQuery.graphql';
import type { PatientsTab_query$key } from '../../__generated__/PatientsTab_query.graphql';
import patientsTabPaginationQuery, { type PatientsTabPaginationQuery } from '../../__generated__/PatientsTabPaginationQuery.graphql';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { MissingDataAlert } from '../../components/feedback/MissingDataAlert';
import { SelectionSummary } from '../../components/dataTable/SelectionSummary';
import { reportError } from '../../errors/errorReporter';
import { useRefetchWhenReachable } from '../../errors/useRefetchWhenReachable';
import { translateCatalogText } from '../../i18n/catalogTexts';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { DoctorStatisticsSection } from '../statistics/DoctorStatisticsSection';
import { AttentionPanel } from '../attention/AttentionPanel';
import { PatientMessageDialog } from './lazyPatientMessageDialog';
import { PatientStatusToggles } from './PatientStatusToggles';
import { PatientsTable } from './PatientsTable';
import { PatientsToolbar } from './PatientsToolbar';
import { VisitPeriodFilter } from './VisitPeriodFilter';
import { storedPatientSearch } from './patientFilterStorage';
import { STATUS_OPTIONS, VISIT_PERIOD_OPTIONS } from './patientLabels';
import { usePatientFilters, type PatientListVariables } from './usePatientFilters';
import { adherenceChoices, genderChoices, tableVariables, usePatientTableState, type PatientTableState } from './patientTableState';
import { useAdherenceLabels } from './missedVisitsColumn';

// Variables come from patientsTabLoader: the remembered search and time filter, and
// isDoctor, so a platform admin passing through asks for no workspace (FORBIDDEN).
export const patientsTabQuery = graphql`
  query PatientsTabQuery(
    $isDoctor: Boolean!
    $search: String
    $visitPeriod: VisitPeriod!
    $status: PatientStatusFilter!
    $genders: [GenderChoice!]
    $adherence: [VisitAdherence!]
    $dateConditions: [PatientDateCondition!]
  ) @preloadable {
    ...AttentionPanel_query
    ...PatientsTab_query
      @arguments(
        search: $search
        visitPeriod: $visitPeriod
        status: $status
        genders: $genders
        adherence: $adherence
        dateConditions: $dateConditions
      )
  }
`;

export const ADD_PATIENT_PATH = '/dashboard/AddPatient';

export function PatientsTab({ queryRef }: RouteQueryProps<PatientsTabQuery>) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const adherenceLabels = useAdherenceLabels();
  const navigate = useNavigate();
  useDocumentTitle(t`Patients`);
  const data = usePreloadedQuery<PatientsTabQuery>(patientsTabQuery, queryRef);
  const { data: list, refetch: relayRefetch } = usePaginationFragment<PatientsTabPaginationQuery, PatientsTab_query$key>(
    graphql`
      fragment PatientsTab_query on Query
      @refetchable(queryName: "PatientsTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 14 }
        cursor: { type: "String" }
        offset: { type: "Int", defaultValue: 0 }
        search: { type: "String" }
        visitPeriod: { type: "VisitPeriod", defaultValue: ALL }
        status: { type: "PatientStatusFilter", defaultValue: ALL }
        orderBy: { type: "[PatientOrder!]" }
        genders: { type: "[GenderChoice!]" }
        adherence: { type: "[VisitAdherence!]" }
        dateConditions: { type: "[PatientDateCondition!]" }
      ) {
        # The badges: a refresh reads them again with the list.
        viewer {
          ...DashboardTabs_viewer
        }
        doctorWorkspace @include(if: $isDoctor) {
          patientCounts {
            ...PatientStatusToggles_counts
          }
          # filters: [] keeps one connection whatever the arguments (PATIENTS_CONNECTION_KEY,
          # patientsConnection.ts), so Add patient can @appendEdge to it.
          # One page of 14 at a time: the server searches, filters, sorts and pages (issue 13). A
          # page is asked for by offset, never by an after cursor, so the connection takes its rows instead
          # of appending them, and @appendEdge / @deleteEdge keep working on it.
          patients(
            first: $count
            after: $cursor
            offset: $offset
            search: $search
            visitPeriod: $visitPeriod
            status: $status
            orderBy: $orderBy
            genders: $genders
            adherence: $adherence
            dateConditions: $dateConditions
          ) @connection(key: "PatientsTab_patients", filters: []) {
            __id
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
                ...PatientsTable_patients
              }
            }
          }
        }
      }
    `,
    data,
  );
  const variables = queryRef.variables;
  // Offline or unreachable, a refresh, search or page keeps the rows shown and says so.
  const [refetch, refetching] = useRefetchWhenReachable<PatientsTabPaginationQuery>(patientsTabPaginationQuery, relayRefetch, {
    isDoctor: variables.isDoctor,
  });
  // The table's page, sort and gender filter, and the tools' search, period and status, make one
  // set of variables: every change asks the server for the page it needs.
  const [paging, startPaging] = useTransition();
  const filtersRef = useRef<PatientListVariables | null>(null);
  const fetchPage = (filters: PatientListVariables, state: PatientTableState) =>
    startPaging(() => {
      refetch({ ...filters, ...tableVariables(state) }, { fetchPolicy: 'network-only' });
    });
  const table = usePatientTableState(STORAGE_KEYS.patientsColumnFilters, (state) =>
    fetchPage(filtersRef.current ?? filterVariables, state),
  );
  const filterVariables: PatientListVariables = {
    search: variables.search ?? null,
    visitPeriod: VISIT_PERIOD_OPTIONS.find((option) => option.value === variables.visitPeriod)?.value ?? 'ALL',
    status: STATUS_OPTIONS.find((option) => option.value === variables.status)?.value ?? 'ALL',
  };
  const view = usePatientFilters(
    {
      search: variables.search ?? '',
      // The loader's values; anything else would be a newer server's enum value.
      visitPeriod: VISIT_PERIOD_OPTIONS.find((option) => option.value === variables.visitPeriod)?.value ?? 'ALL',
      status: STATUS_OPTIONS.find((option) => option.value === variables.status)?.value ?? 'ALL',
    },
    storedPatientSearch(),
    (filters, options) => {
      // A new search, period or status starts again from the first page; the selection stays (the
      // summary above the table counts the selected patients it no longer shows).
      table.setFirstPage();
      return refetch({ ...filters, ...tableVariables(table.firstPage()) }, options);
    },
  );
  filtersRef.current = { search: view.filters.search || null, visitPeriod: view.filters.visitPeriod, status: view.filters.status };
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [messaging, setMessaging] = useState(false);

  // A platform admin on the way out (the layout redirects): nothing to show.
  if (!variables.isDoctor) return null;
  const connection = list.doctorWorkspace?.patients;
  const nodes = connection?.edges.map((edge) => edge.node) ?? [];
  // The selection holds across pages, searches and filters (the server pages): it is cleared by the user.
  const recipients = selectedIds;

  const openMessage = () => {
    if (recipients.length === 0) {
      reportError({ title: ERROR_TITLES.messageNotSent, messages: [ERROR_TITLES.selectRecipients] });
      return;
    }
    setMessaging(true);
  };
  const count = recipients.length;

  return (
    <Stack gap="4">
      <AttentionPanel query={data} />
      <PatientsToolbar
        searchText={view.searchText}
        onSearchTextChange={view.changeSearchText}
        busy={view.busy || refetching}
        onSendMessage={openMessage}
        onRefresh={view.refresh}
        onAddPatient={() => void navigate(ADD_PATIENT_PATH)}
      />
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <PatientStatusToggles counts={list.doctorWorkspace?.patientCounts} value={view.filters.status} onSelect={view.selectStatus} />
        <VisitPeriodFilter value={view.filters.visitPeriod} onSelect={view.selectVisitPeriod} />
      </Flex>
      {connection ? (
        <>
          <SelectionSummary selectedIds={selectedIds} shownIds={nodes.map((node) => node.id)} onClear={() => setSelectedIds([])} />
          <PatientsTable
            patients={nodes}
            connectionId={connection.__id}
            emptyText={
              view.filtered || table.state.columnFilters.length > 0
                ? t`No patients match the search and filters.`
                : t`No patients yet. Add a new patient to begin.`
            }
            selectedIds={selectedIds}
            onSelectedIdsChange={setSelectedIds}
            pending={paging || refetching}
            server={{
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
            }}
          />
        </>
      ) : (
        // §8 'Active Patients': the error modal has said why; the screen says what is missing.
        <MissingDataAlert
          title={translateCatalogText(i18n, ERROR_TITLES.activePatients)}
          description={t`The patient list could not be loaded. Please try again later.`}
          onRetry={view.refresh}
          retrying={view.busy}
        />
      )}
      {/* Read once the list is on screen (their own query): below it, they never delay it. */}
      <DoctorStatisticsSection />
      {messaging ? (
        <PatientMessageDialog
          patientIds={recipients}
          title={t`Send message to patients`}
          recipientsText={plural(count, { one: 'To # selected patient', other: 'To # selected patients' })}
          onClose={() => setMessaging(false)}
        />
      ) : null}
    </Stack>
  );
}
