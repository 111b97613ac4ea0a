// The patient tables' page, sort and column filters when the server does the work (issue 13): the
// table's state becomes the connection's variables (14 rows after the page's offset, the §2
// multi-sort, the gender checkboxes), and the server's counts become the filter's choices.
import type { I18n } from '@lingui/core';
import { TABLE_PAGE_SIZE } from '@portal/domain/constants';
import type { GenderChoice } from '../../__generated__/PatientsTab_query.graphql';
import type { FilterChoice } from '../../components/dataTable/DataTable';
import { useServerTableState, type ServerTablePosition } from '../../components/dataTable/useServerTableState';
import { GENDER_LABELS } from './patientLabels';

export type PatientOrderField =
  | 'LAST_NAME'
  | 'FIRST_NAME'
  | 'SOCIAL_ID'
  | 'BIRTHDATE'
  | 'GENDER'
  | 'LAST_VISIT'
  | 'DEVICE_ID'
  | 'DATE_OF_ACTIVATION'
  | 'MISSED_VISITS'
  | 'TREATMENT_PROGRESS'
  | 'NEXT_VISIT';
export type VisitAdherence = 'MISSED_MORE_THAN_THRESHOLD' | 'ON_TRACK';
export type { GenderChoice };

/** The table columns the server sorts by; any other column does not sort. */
export const SORTABLE_COLUMNS: Readonly<Record<string, PatientOrderField>> = {
  lastName: 'LAST_NAME',
  firstName: 'FIRST_NAME',
  socialId: 'SOCIAL_ID',
  birthdate: 'BIRTHDATE',
  gender: 'GENDER',
  lastVisit: 'LAST_VISIT',
  deviceId: 'DEVICE_ID',
  dateOfActivation: 'DATE_OF_ACTIVATION',
  missedMoreThanThreshold: 'MISSED_VISITS',
  treatmentProgress: 'TREATMENT_PROGRESS',
  nextVisit: 'NEXT_VISIT',
};

export type PatientTableState = ServerTablePosition;

export interface PatientTableVariables {
  count: number;
  /** Where the page starts: by offset, not a cursor, so Relay replaces the connection's rows. */
  offset: number;
  cursor: null;
  orderBy: { field: PatientOrderField; direction: 'ASC' | 'DESC' }[];
  genders: GenderChoice[] | null;
  adherence: VisitAdherence[] | null;
}

/** The connection's variables for a table state. */
export function tableVariables(state: PatientTableState): PatientTableVariables {
  const filterOf = <T>(id: string) => state.columnFilters.find((filter) => filter.id === id)?.value as T[] | undefined;
  const genders = filterOf<GenderChoice>('gender');
  const adherence = filterOf<VisitAdherence>('missedMoreThanThreshold');
  return {
    count: TABLE_PAGE_SIZE,
    offset: state.pageIndex * TABLE_PAGE_SIZE,
    cursor: null,
    orderBy: state.sorting
      .filter((entry) => SORTABLE_COLUMNS[entry.id])
      .map((entry) => ({ field: SORTABLE_COLUMNS[entry.id], direction: entry.desc ? 'DESC' : 'ASC' })),
    genders: genders ?? null,
    adherence: adherence ?? null,
  };
}

/** The gender filter's choices with the server's counts; "not recorded" only when some patient has none. */
export function genderChoices(facets: readonly { gender: GenderChoice; count: number }[], i18n: I18n, notRecorded: string): FilterChoice[] {
  return facets
    .filter((facet) => facet.gender !== 'NOT_RECORDED' || facet.count > 0)
    .map((facet) => ({
      key: facet.gender,
      label: facet.gender === 'NOT_RECORDED' ? notRecorded : i18n._(GENDER_LABELS[facet.gender]),
      count: facet.count,
    }));
}

/** The Status column's choices (both patient tables) with the server's counts. */
export function adherenceChoices(
  facets: readonly { adherence: VisitAdherence | '%future added value'; count: number }[],
  labels: Record<VisitAdherence, string>,
): FilterChoice[] {
  return facets
    .filter((facet): facet is { adherence: VisitAdherence; count: number } => facet.adherence in labels)
    .map((facet) => ({ key: facet.adherence, label: labels[facet.adherence], count: facet.count }));
}

/** The patient tables' state: the shared server-table state (page, sort, column filters). */
export const usePatientTableState = useServerTableState;
