// A page of an admin console list (§2 Sites, ECPs, Devices, Admins, Versions, Pending) computed in
// memory from the whole list: the BFF's legacy mode, where the old backend answers only the whole
// lists of §7. It gives the page the REST service's SQL gives (rest-api db/listPage.ts, readListPage)
// for the same query: the same rows in the same order, the same total and the same facets. Each list
// says how its columns read over the REST record (sites.ts, ecps.ts, ...), as its store's ListSql
// says it in SQL; what the SQL does with them is mirrored here once:
//   * search: `expr ILIKE '%text%'` on any of the searched expressions; PostgreSQL's ILIKE (UTF-8)
//     lowers both sides with lower(), so a substring of the lowered texts; a null never matches;
//   * a filter: `coalesce(expr::text, '') = any(values)` (booleans as 'true'/'false', '' for none);
//     an empty list of ticked values keeps no row;
//   * the order: the query's sort (the list's default without one), a text column by lower(expr),
//     others by value, nulls last up and first down, then the row's id ascending (a uuid);
//   * a condition (§2, columnCondition.ts): meetsColumnCondition on the column's condition value
//     (conditionValues, else the column's own value), as listPage.ts's SQL compares it;
//   * a facet: each value's count (under the search, the conditions and the other columns' filters), by value text.
// Collation and lower case as PostgreSQL's are in lists/postgresOrder.ts.
import { meetsColumnCondition, type ColumnCondition, type ConditionKind } from '../../columnCondition';
import type { ConsoleListPage, ConsoleListQuery, ConsoleListSpec } from '../../consoleList';
import { compareCollated, compareSqlValues, compareUuids, postgresLower, type SqlSortValue } from '../../lists/postgresOrder';

/** An instant as a record holds it: a Date (the REST store) or its ISO text (a record read from JSON). */
export type InMemoryInstant = Date | string | null;

/**
 * A composite sort key, as SQL compares a row or an array: part by part (a null part after any
 * value), then the shorter first. Used for keys that only SQL spelled (the devices' version keys).
 */
export type InMemorySortKey = SqlSortValue | readonly InMemorySortKey[];

/** How one column reads on a row, as ListColumnSql `{ expr, kind }` says it in SQL. */
export type ConsoleColumnInMemory<R> =
  /** Sorts by lower(value) in C order; its facet text is the value. */
  | { kind: 'text'; value: (row: R) => string | null }
  /** Sorts by value; its facet text is the number as SQL prints it (integers here). */
  | { kind: 'number'; value: (row: R) => number | null }
  /** Sorts by instant; -Infinity for SQL's '-infinity'. Not a facet column. */
  | { kind: 'date'; value: (row: R) => InMemoryInstant | number }
  /** Sorts false before true; its facet text is 'true' or 'false'. */
  | { kind: 'boolean'; value: (row: R) => boolean | null }
  /** Sorts by a composite key (see InMemorySortKey). Not a facet column. */
  | { kind: 'key'; value: (row: R) => InMemorySortKey };

/** A list's columns over its record `R`: each column, the texts a search looks in, and the row's id. */
export interface ConsoleColumnsInMemory<R, C extends string> {
  columns: { readonly [K in C]: ConsoleColumnInMemory<R> };
  /** The searched expressions (a null is never found). */
  search: readonly ((row: R) => string | null | undefined)[];
  /** The row's unique key (a uuid), the last tiebreak of every order. */
  id: (row: R) => string;
  /**
   * What a condition compares where it is not the column's sort value (a version number as text, a
   * last run without SQL's '-infinity'), as ListColumnSql.condition says it in SQL.
   */
  conditionValues?: { readonly [K in C]?: (row: R) => string | number | Date | null };
}

/** The value a condition on `column` compares: its conditionValues reader, else the column's own text, number or instant. */
export function conditionValue<R, C extends string>(
  columns: ConsoleColumnsInMemory<R, C>,
  column: C,
  row: R,
): string | number | Date | null {
  const read = columns.conditionValues?.[column];
  if (read) return read(row);
  const definition = columns.columns[column];
  if (definition.kind === 'text' || definition.kind === 'number') return definition.value(row) ?? null;
  if (definition.kind === 'date') {
    // SQL's '-infinity' stands in for a missing instant: it meets no condition.
    const value = definition.value(row);
    return typeof value === 'number' ? null : value;
  }
  throw new TypeError(`A ${definition.kind} column takes no condition`);
}

/** Whether `row` meets every condition of the query (each read by the list's kind of its column). */
function conditionsTest<R, C extends string>(
  spec: ConsoleListSpec<C>,
  columns: ConsoleColumnsInMemory<R, C>,
  conditions: ConsoleListQuery<C>['conditions'],
): (row: R) => boolean {
  const entries = (Object.entries(conditions ?? {}) as [C, ColumnCondition | undefined][]).filter(
    (entry): entry is [C, ColumnCondition] => entry[1] !== undefined,
  );
  if (entries.length === 0) return () => true;
  const kinds: Partial<Record<C, ConditionKind>> = spec.conditions ?? {};
  return (row) =>
    entries.every(([column, condition]) =>
      meetsColumnCondition(kinds[column] as ConditionKind, conditionValue(columns, column, row), condition),
    );
}

/** Milliseconds of an instant; null when there is none or it does not read as one. */
export function instantMs(value: InMemoryInstant | number): number | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return value;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** The column's value as ORDER BY compares it. */
function sortValue<R>(column: ConsoleColumnInMemory<R>, row: R): InMemorySortKey {
  switch (column.kind) {
    case 'text': {
      const text = column.value(row);
      return text === null || text === undefined ? null : postgresLower(text);
    }
    case 'number':
      return column.value(row) ?? null;
    case 'date':
      return instantMs(column.value(row));
    case 'boolean': {
      const flag = column.value(row);
      return flag === null || flag === undefined ? null : Number(flag);
    }
    case 'key':
      return column.value(row);
  }
}

/** Two sort keys in ascending order: scalars as compareSqlValues, composites part by part. */
export function compareSortKeys(a: InMemorySortKey, b: InMemorySortKey): number {
  if (Array.isArray(a) && Array.isArray(b)) {
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i += 1) {
      const order = compareSortKeys(a[i] as InMemorySortKey, b[i] as InMemorySortKey);
      if (order !== 0) return order;
    }
    return a.length - b.length;
  }
  if (Array.isArray(a) || Array.isArray(b)) throw new TypeError('A composite sort key compared with a scalar');
  return compareSqlValues(a as SqlSortValue, b as SqlSortValue);
}

/** `coalesce(expr::text, '')`: the text a filter value is compared with and a facet counts. */
export function facetText<R>(column: ConsoleColumnInMemory<R>, row: R): string {
  switch (column.kind) {
    case 'text':
      return column.value(row) ?? '';
    case 'number': {
      const n = column.value(row);
      return n === null || n === undefined ? '' : String(n);
    }
    case 'boolean': {
      const flag = column.value(row);
      return flag === null || flag === undefined ? '' : String(flag);
    }
    default:
      throw new TypeError(`A ${column.kind} column is not a filter column`);
  }
}

/** Whether `row` matches the search (null or '': every row). */
function searchTest<R>(columns: ConsoleColumnsInMemory<R, string>, search: string | null): (row: R) => boolean {
  if (!search) return () => true;
  const needle = postgresLower(search);
  return (row) =>
    columns.search.some((read) => {
      const text = read(row);
      return typeof text === 'string' && postgresLower(text).includes(needle);
    });
}

/** The rows in the order `sort` (the default without one) then the id give them; keys computed once per row. */
export function sortConsoleRows<R, C extends string>(
  rows: readonly R[],
  spec: ConsoleListSpec<C>,
  columns: ConsoleColumnsInMemory<R, C>,
  sort: ConsoleListQuery<C>['sort'],
): R[] {
  const keys = sort.length > 0 ? sort : spec.defaultSort;
  const decorated = rows.map((row) => ({
    row,
    id: columns.id(row),
    values: keys.map(({ field }) => sortValue(columns.columns[field], row)),
  }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const order = compareSortKeys(a.values[i], b.values[i]);
      if (order !== 0) return keys[i].direction === 'DESC' ? -order : order;
    }
    return compareUuids(a.id, b.id);
  });
  return decorated.map(({ row }) => row);
}

/**
 * The page `query` asks for out of the whole list `rows` (any order), as readListPage answers it:
 * the page's rows (the caller's own objects), how many rows match, each filterable column's values
 * with counts. `rows` is not changed.
 */
export function pageConsoleListInMemory<R, C extends string>(
  rows: readonly R[],
  spec: ConsoleListSpec<C>,
  columns: ConsoleColumnsInMemory<R, C>,
  query: ConsoleListQuery<C>,
): ConsoleListPage<R, C> {
  const meetsConditions = conditionsTest(spec, columns, query.conditions);
  const search = searchTest(columns, query.search);
  // The conditions hold for every facet: a column filters by ticked values or by a condition, never both.
  const searched = rows.filter((row) => search(row) && meetsConditions(row));
  const filters = (Object.entries(query.filters) as [C, string[] | undefined][]).filter(
    (entry): entry is [C, string[]] => entry[1] !== undefined,
  );
  // Each row's text in every filtered or filterable column, read once.
  const facetColumns = [...new Set<C>([...spec.filterable, ...filters.map(([column]) => column)])];
  const texts = searched.map((row) => new Map(facetColumns.map((column) => [column, facetText(columns.columns[column], row)])));
  const keptBy = (i: number, except?: C) =>
    filters.every(([column, values]) => column === except || values.includes(texts[i].get(column) as string));

  const kept = searched.filter((_row, i) => keptBy(i));
  const facets: ConsoleListPage<R, C>['facets'] = {};
  for (const column of spec.filterable) {
    const counts = new Map<string, number>();
    searched.forEach((_row, i) => {
      if (!keptBy(i, column)) return;
      const value = texts[i].get(column) as string;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    });
    facets[column] = [...counts].sort(([a], [b]) => compareCollated(a, b)).map(([value, count]) => ({ value, count }));
  }
  return {
    data: sortConsoleRows(kept, spec, columns, query.sort).slice(query.offset, query.offset + query.limit),
    total: kept.length,
    facets,
  };
}
