// A console tab's table served by the database: the table's page, sort, ticked column
// values and §2 conditions (a date before/after/on a day, a number less/greater/equal, a text it
// includes) and the search box's text (?q=) become the connection's variables, and the server's facets
// the column filters' choices. Every change asks for the one page it needs; the current page stays
// (dimmed) until the next arrives.
import { useEffect, useRef, useTransition } from 'react';
import type { ColumnComparison } from '@portal/domain/columnConditionRules';
import { TABLE_PAGE_SIZE } from '@portal/domain/constants';
import type { DateComparison } from '@portal/domain/dateConditionRules';
import { isColumnCondition, isDateCondition } from '../../components/dataTable/columnMeta';
import type { FilterChoice, ServerTableState } from '../../components/dataTable/DataTable';
import { useServerTableState, type ServerTablePosition } from '../../components/dataTable/useServerTableState';
import { SEARCH_DEBOUNCE_MS } from '../patients/usePatientFilters';
import { useSearchText } from './consoleSearchParams';

/** An enum of the schema without Relay's placeholder for values a newer server may add. */
export type Known<T extends string> = Exclude<T, '%future added value'>;

/** How a table column reads on the server: its column name, and whether its values are yes/no. */
export interface ConsoleColumn<C extends string> {
  field: C;
  boolean?: boolean;
}

export interface ConsoleListVariables<C extends string> {
  count: number;
  /** Where the page starts: by offset, not a cursor, so Relay replaces the connection's rows. */
  offset: number;
  cursor: null;
  search: string | null;
  orderBy: { field: C; direction: 'ASC' | 'DESC' }[];
  filters: { column: C; values: string[] }[];
  conditions: { column: C; comparison: ColumnComparison; value: string }[];
}

/** A date column's condition as the server's §2 search option: before is less than, after greater, on include. */
const SEARCH_OPTION_OF_DAY: Record<DateComparison, ColumnComparison> = { BEFORE: 'LESS', AFTER: 'GREATER', ON: 'INCLUDE' };

/** A column filter's value as a server condition (a date or number/text condition); null for ticked values. */
function conditionOf(value: unknown): { comparison: ColumnComparison; value: string } | null {
  if (isDateCondition(value)) return { comparison: SEARCH_OPTION_OF_DAY[value.comparison], value: value.day };
  if (isColumnCondition(value)) return { comparison: value.comparison, value: value.value };
  return null;
}

interface Facet<C extends string> {
  readonly column: C | '%future added value';
  readonly values: readonly { readonly value: string; readonly count: number }[];
}

/** The connection's variables for a table state and search text. */
export function consoleListVariables<C extends string>(
  state: ServerTablePosition,
  search: string,
  columns: Readonly<Record<string, ConsoleColumn<C>>>,
): ConsoleListVariables<C> {
  return {
    count: TABLE_PAGE_SIZE,
    offset: state.pageIndex * TABLE_PAGE_SIZE,
    cursor: null,
    search: search.trim() || null,
    orderBy: state.sorting
      .filter((entry) => columns[entry.id])
      .map((entry) => ({ field: columns[entry.id].field, direction: entry.desc ? 'DESC' : 'ASC' })),
    filters: state.columnFilters
      .filter((filter) => columns[filter.id] && Array.isArray(filter.value))
      .map((filter) => ({ column: columns[filter.id].field, values: (filter.value as unknown[]).map(String) })),
    conditions: state.columnFilters.flatMap((filter) => {
      const condition = columns[filter.id] ? conditionOf(filter.value) : null;
      return condition ? [{ column: columns[filter.id].field, ...condition }] : [];
    }),
  };
}

/** The filter choices of each table column from the server's facets. */
export function consoleFilterChoices<C extends string>(
  facets: readonly Facet<C>[],
  columns: Readonly<Record<string, ConsoleColumn<C>>>,
): Record<string, FilterChoice[]> {
  const choices: Record<string, FilterChoice[]> = {};
  for (const [columnId, column] of Object.entries(columns)) {
    const facet = facets.find((f) => f.column === column.field);
    if (!facet) continue;
    choices[columnId] = facet.values.map(({ value, count }) => ({
      key: value,
      value: column.boolean ? value === 'true' : value,
      count,
    }));
  }
  return choices;
}

interface ConsoleListTableOptions<C extends string> {
  /** Table column id → server column; a column not named here does not sort. */
  columns: Readonly<Record<string, ConsoleColumn<C>>>;
  totalCount: number;
  facets: readonly Facet<C>[];
  refetch: (variables: ConsoleListVariables<C>, options: { fetchPolicy: 'network-only' }) => unknown;
}

/** The data table's server state for a console list, and whether a page is on its way. */
export function useConsoleListTable<C extends string>({ columns, totalCount, facets, refetch }: ConsoleListTableOptions<C>) {
  const [searchText] = useSearchText();
  const [pending, startTransition] = useTransition();
  const searched = useRef(searchText.trim());
  const fetchPage = (state: ServerTablePosition, search: string) =>
    startTransition(() => {
      refetch(consoleListVariables(state, search, columns), { fetchPolicy: 'network-only' });
    });
  const table = useServerTableState((state) => fetchPage(state, searched.current));
  const latest = useRef(table);
  latest.current = table;

  // A new search text (typed, or ?q= changed) shows its first page once typing pauses.
  useEffect(() => {
    const search = searchText.trim();
    if (search === searched.current) return undefined;
    const timer = setTimeout(() => {
      searched.current = search;
      latest.current.setFirstPage();
      fetchPage(latest.current.firstPage(), search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // fetchPage reads only refs and stable callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  const server: ServerTableState = {
    totalCount,
    pageIndex: table.state.pageIndex,
    onPageIndexChange: table.onPageIndexChange,
    sorting: table.state.sorting,
    onSortingChange: table.onSortingChange,
    columnFilters: table.state.columnFilters,
    onColumnFiltersChange: table.onColumnFiltersChange,
    filterChoices: consoleFilterChoices(facets, columns),
  };
  return { server, pending };
}
