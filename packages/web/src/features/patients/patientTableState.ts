// The patient tables' page, sort and column filters when the server does the work: the
// table's state becomes the connection's variables (14 rows after the page's offset, the §2
// multi-sort, the gender and Status checkboxes, the date columns' conditions), and the server's
// counts become the filter's choices. The column filters are remembered, like the search text.
import type { I18n } from '@lingui/core';
import type { ColumnFiltersState } from '@tanstack/react-table';
import { TABLE_PAGE_SIZE } from '@portal/domain/constants';
import type { DateComparison } from '@portal/domain/dateConditionRules';
import type { PatientDateField } from '@portal/domain/patientList';
import type { GenderChoice } from '../../__generated__/PatientsTab_query.graphql';
import type { FilterChoice } from '../../components/dataTable/DataTable';
import { isDateCondition } from '../../components/dataTable/columnMeta';
import { FIRST_PAGE, useServerTableState, type ServerTablePosition } from '../../components/dataTable/useServerTableState';
import { GENDER_LABELS } from './patientLabels';
import { storeColumnFilters, storedColumnFilters, type ColumnFiltersKey } from './patientFilterStorage';

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

/** The date columns that take a condition (§2 search options), by table column id. */
export const DATE_FILTER_COLUMNS: Readonly<Record<string, PatientDateField>> = {
  birthdate: 'BIRTHDATE',
  lastVisit: 'LAST_VISIT',
  nextVisit: 'NEXT_VISIT',
};

export interface PatientDateConditionInput {
  field: PatientDateField;
  comparison: DateComparison;
  date: string;
}

export type PatientTableState = ServerTablePosition;

export interface PatientTableVariables {
  count: number;
  /** Where the page starts: by offset, not a cursor, so Relay replaces the connection's rows. */
  offset: number;
  cursor: null;
  orderBy: { field: PatientOrderField; direction: 'ASC' | 'DESC' }[];
  genders: GenderChoice[] | null;
  adherence: VisitAdherence[] | null;
  dateConditions: PatientDateConditionInput[] | null;
}

/** The conditions of the date columns' filters, as the connection takes them; null when none. */
export function dateConditionsOf(filters: ColumnFiltersState): PatientDateConditionInput[] | null {
  const conditions = filters.flatMap(({ id, value }) =>
    DATE_FILTER_COLUMNS[id] && isDateCondition(value)
      ? [{ field: DATE_FILTER_COLUMNS[id], comparison: value.comparison, date: value.day }]
      : [],
  );
  return conditions.length > 0 ? conditions : null;
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
    dateConditions: dateConditionsOf(state.columnFilters),
  };
}

const GENDER_CHOICES: readonly string[] = ['MALE', 'FEMALE', 'OTHER', 'NOT_RECORDED'];
const ADHERENCE_CHOICES: readonly string[] = ['MISSED_MORE_THAN_THRESHOLD', 'ON_TRACK'];
const listOf = (value: unknown, known: readonly string[]) => Array.isArray(value) && value.every((item) => known.includes(item));

/** A filter these tables know: a date condition on a date column, or ticked gender or Status values. */
function isKnownFilter({ id, value }: ColumnFiltersState[number]): boolean {
  if (DATE_FILTER_COLUMNS[id]) return isDateCondition(value);
  if (id === 'gender') return listOf(value, GENDER_CHOICES);
  return id === 'missedMoreThanThreshold' && listOf(value, ADHERENCE_CHOICES);
}

/** The first page under the remembered column filters (a tab's loader asks for it, the table starts at it). */
export const rememberedTableState = (key: ColumnFiltersKey): PatientTableState => ({
  ...FIRST_PAGE,
  columnFilters: storedColumnFilters(key).filter(isKnownFilter),
});

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

/**
 * A patient table's state: the shared server-table state (page, sort, column filters), starting at
 * the column filters remembered under `key` and remembering each new set.
 */
export function usePatientTableState(key: ColumnFiltersKey, fetch: (state: PatientTableState) => void) {
  return useServerTableState(
    (state) => {
      storeColumnFilters(key, state.columnFilters);
      fetch(state);
    },
    () => rememberedTableState(key),
  );
}
