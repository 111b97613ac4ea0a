// One page of a console list in SQL: the list's select is searched, filtered by ticked
// column values and by §2 conditions (less than, greater than, include), sorted by any of its
// columns and cut with LIMIT/OFFSET; each filterable column's values are counted with GROUP BY under
// the search, the conditions and the other columns' filters. A store file names its list's select
// and columns; this builds the statements around them.
import { dateConditionOf, NUMBER_OPERATOR, type ColumnCondition, type ConditionKind } from '@portal/domain/columnCondition';
import type { ConsoleListPage, ConsoleListQuery, ConsoleListSpec } from '@portal/domain/consoleList';
import { dayRange, dayStart } from '@portal/domain/dateCondition';
import type { Queryable } from './database';

/** How a column reads in SQL: an expression over the list's row `r`, and how it sorts. */
export interface ListColumnSql {
  expr: string;
  /** Text sorts without case; numbers, dates and flags by value. */
  kind: 'text' | 'number' | 'date' | 'boolean';
  /**
   * What a §2 condition compares when it is not `expr` (a version as written rather than its order
   * key, a timestamp without coalesce(…, '-infinity'), which would let a missing date meet "before").
   */
  condition?: string;
}

export interface ListSql<C extends string> {
  /** A select of the whole list in the records' shape (no order); `r` names its rows here. */
  source: string;
  /** Parameters of `source` ($1..$n). */
  sourceParams?: readonly unknown[];
  columns: Record<C, ListColumnSql>;
  /** Expressions a search looks in (case-insensitive substring). */
  search: readonly string[];
  /** The row's unique key, the last tiebreak of every order. */
  id: string;
}

/** The text a filter value is compared with: a missing value is ''. */
const filterText = (column: ListColumnSql) => `coalesce((${column.expr})::text, '')`;

/** LIKE pattern for a substring, with LIKE's own characters escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A §2 condition (domain columnCondition.ts) over the column: a date as the half-open range of UTC
 * days on the column itself (an index on it serves the range), a number compared as numeric, a text
 * as a case-insensitive substring. A null meets none: it compares neither true nor false.
 */
function conditionSql(column: ListColumnSql, kind: ConditionKind, condition: ColumnCondition, params: Params): string {
  const expr = column.condition ?? column.expr;
  switch (kind) {
    case 'date': {
      const { from, until } = dayRange(dateConditionOf(condition));
      const parts = [];
      if (from !== null) parts.push(`(${expr}) >= ${params.add(dayStart(from))}::timestamptz`);
      if (until !== null) parts.push(`(${expr}) < ${params.add(dayStart(until))}::timestamptz`);
      return `(${parts.join(' and ')})`;
    }
    case 'number':
      return `(${expr})::numeric ${NUMBER_OPERATOR[condition.comparison]} ${params.add(condition.value)}::numeric`;
    case 'text':
      return `(${expr})::text ilike ${params.add(containing(condition.value.trim()))}`;
  }
}

class Params {
  readonly values: unknown[];
  constructor(initial: readonly unknown[]) {
    this.values = [...initial];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function whereClause<C extends string>(
  spec: ConsoleListSpec<C>,
  sql: ListSql<C>,
  query: ConsoleListQuery<C>,
  params: Params,
  except?: C,
): string {
  const conditions: string[] = [];
  if (query.search) {
    const pattern = params.add(containing(query.search));
    conditions.push(`(${sql.search.map((expr) => `(${expr}) ilike ${pattern}`).join(' or ')})`);
  }
  for (const [column, values] of Object.entries(query.filters) as [C, string[] | undefined][]) {
    if (!values || column === except) continue;
    conditions.push(`${filterText(sql.columns[column])} = any(${params.add(values)}::text[])`);
  }
  const kinds: Partial<Record<C, ConditionKind>> = spec.conditions ?? {};
  for (const [column, condition] of Object.entries(query.conditions ?? {}) as [C, ColumnCondition | undefined][]) {
    const kind = kinds[column];
    if (!condition || column === except || kind === undefined) continue;
    conditions.push(conditionSql(sql.columns[column], kind, condition, params));
  }
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

function orderClause<C extends string>(sql: ListSql<C>, spec: ConsoleListSpec<C>, query: ConsoleListQuery<C>): string {
  const sort = query.sort.length > 0 ? query.sort : spec.defaultSort;
  const terms = sort.map(({ field, direction }) => {
    const column = sql.columns[field];
    const expr = column.kind === 'text' ? `lower(${column.expr})` : column.expr;
    return `${expr} ${direction === 'DESC' ? 'desc' : 'asc'}`;
  });
  return `order by ${[...terms, sql.id].join(', ')}`;
}

/** The page `query` asks for, the number of rows matching it, and the filterable columns' value counts. */
export async function readListPage<R, C extends string>(
  q: Queryable,
  spec: ConsoleListSpec<C>,
  sql: ListSql<C>,
  query: ConsoleListQuery<C>,
  options: { counts?: boolean } = {},
): Promise<ConsoleListPage<R, C>> {
  const list = `with list as (${sql.source}) select`;
  const pageParams = new Params(sql.sourceParams ?? []);
  const where = whereClause(spec, sql, query, pageParams);
  // The page and its count are two statements: a window count would hold every row before the
  // LIMIT and stop the database from keeping only the top rows of the sort.
  const page = await q.query<R>(
    `${list} r.* from list r ${where} ${orderClause(sql, spec, query)}
     limit ${pageParams.add(query.limit)} offset ${pageParams.add(query.offset)}`,
    pageParams.values,
  );
  // An export wants the rows alone: no total, no facets.
  if (options.counts === false) return { data: page.rows, total: page.rows.length, facets: {} };
  const countParams = new Params(sql.sourceParams ?? []);
  const counted = await q.query<{ n: number }>(
    `${list} count(*)::int as n from list r ${whereClause(spec, sql, query, countParams)}`,
    countParams.values,
  );
  const total = counted.rows[0]?.n ?? 0;
  const facets: ConsoleListPage<R, C>['facets'] = {};
  for (const column of spec.filterable) {
    const facetParams = new Params(sql.sourceParams ?? []);
    const facetWhere = whereClause(spec, sql, query, facetParams, column);
    const counted = await q.query<{ value: string; count: number }>(
      `${list} ${filterText(sql.columns[column])} as value, count(*)::int as count from list r ${facetWhere}
       group by 1 order by 1`,
      facetParams.values,
    );
    facets[column] = counted.rows;
  }
  return { data: page.rows, total, facets };
}
