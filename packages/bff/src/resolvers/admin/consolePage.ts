// A console connection served by the database: the GraphQL arguments become one paged
// REST call (offset or after cursor, `first`, search, the multi-column order, the ticked column
// values and the §2 conditions), and its answer the connection with the filter columns' facets. The
// REST service pages; nothing here holds more than the page.
import { isConditionFor, type ColumnComparison, type ColumnCondition } from '@portal/domain/columnCondition';
import type { ConsoleListPage, ConsoleListQuery, ConsoleListSpec, SortDirection } from '@portal/domain/consoleList';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import type { BffContext } from '../../context';
import { connectionFromPage, offsetFromCursor, pageSize, type Page } from '../../graphql/connection';
import { badUserInputError } from '../../errors/graphqlErrors';
import { listFailure } from './adminLists';

/** A console list's arguments (AdminConsole.sites and its siblings). */
export interface ConsoleListArgs<C extends string> {
  first?: number | null;
  after?: string | null;
  /** Where the page starts; the web table pages by offset so Relay replaces the rows. */
  offset?: number | null;
  search?: string | null;
  orderBy?: readonly { field: C; direction: SortDirection }[] | null;
  filters?: readonly { column: C; values: readonly string[] }[] | null;
  /** §2 conditions (less than, greater than, include) on the list's condition columns. */
  conditions?: readonly { column: C; comparison: ColumnComparison; value: string }[] | null;
}

export type ConsoleConnection<M, C extends string> = Page<M> & { facets: { column: C; values: { value: string; count: number }[] }[] };

/**
 * The conditions of `args` by column, each checked against the list's kind of its column (both
 * profiles: a §7 backend pages in memory and checks nothing). BAD_USER_INPUT names the problem.
 */
function conditionsOf<C extends string>(spec: ConsoleListSpec<C>, args: ConsoleListArgs<C>): Partial<Record<C, ColumnCondition>> {
  const conditions: Partial<Record<C, ColumnCondition>> = {};
  for (const { column, comparison, value } of args.conditions ?? []) {
    const kind = spec.conditions?.[column];
    const condition = { comparison, value: value.trim() };
    if (kind === undefined || conditions[column] !== undefined || !isConditionFor(kind, condition))
      throw badUserInputError(VALIDATION_MESSAGES.column_condition_inv, 'INVALID_COLUMN_CONDITION');
    conditions[column] = condition;
  }
  return conditions;
}

/** The REST page query of `args` (BAD_USER_INPUT for a negative offset, a foreign cursor or a condition the list cannot read). */
export function consolePageQuery<C extends string>(
  spec: ConsoleListSpec<C>,
  args: ConsoleListArgs<C>,
): ConsoleListQuery<C> & { limit: number } {
  if (args.offset !== undefined && args.offset !== null && args.offset < 0)
    throw badUserInputError('`offset` cannot be negative', 'INVALID_OFFSET');
  const filters: Partial<Record<C, string[]>> = {};
  // The same column named twice keeps the values of both.
  for (const filter of args.filters ?? []) filters[filter.column] = [...new Set([...(filters[filter.column] ?? []), ...filter.values])];
  return {
    offset: args.after ? offsetFromCursor(args.after) + 1 : (args.offset ?? 0),
    limit: pageSize(args.first),
    search: args.search?.trim() || null,
    sort: [...(args.orderBy ?? [])],
    filters,
    conditions: conditionsOf(spec, args),
  };
}

/**
 * One page of a console list: `read` makes the paged REST call, `prime` hands the rows to the by-id
 * loader (a node read later in the operation costs no call), `model` makes the GraphQL model. A
 * failed call is the list's §8 error.
 */
export async function consoleConnection<R, M, C extends string>(
  context: BffContext,
  area: Parameters<typeof listFailure>[1],
  spec: ConsoleListSpec<C>,
  args: ConsoleListArgs<C>,
  read: (query: ConsoleListQuery<C>) => Promise<ConsoleListPage<R, C>>,
  model: (record: R) => M,
  prime?: (records: readonly R[]) => void,
): Promise<ConsoleConnection<M, C>> {
  const query = consolePageQuery(spec, args);
  let page: ConsoleListPage<R, C>;
  try {
    // Asking for one row when none is wanted still tells the total and the choices.
    page = await read({ ...query, limit: Math.max(query.limit, 1) });
  } catch (error) {
    throw listFailure(error, area, context);
  }
  prime?.(page.data);
  return {
    ...connectionFromPage(page.data.slice(0, query.limit).map(model), query.offset, page.total),
    facets: spec.filterable.map((column) => ({ column, values: page.facets[column] ?? [] })),
  };
}
