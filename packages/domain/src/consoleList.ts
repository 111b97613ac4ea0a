// The admin console's lists (§2 Sites, ECPs, Devices, Admins, Versions, Pending) as the database
// serves them: one page at a time, searched, sorted by any column and filtered by the
// ticked values of the filterable columns. Each list names its columns once (consoleLists/*); the
// REST service turns them into SQL, the BFF and the web name the same columns.
import { z } from 'zod';
import { columnConditionSchema, isConditionFor, type ColumnCondition, type ConditionKind } from './columnCondition';
import { isPlainText } from './inputSafety';
import { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from './patientList';

export type SortDirection = 'ASC' | 'DESC';

/** One list: its columns (all sortable), which of them filter by ticked values, and its default order. */
export interface ConsoleListSpec<C extends string> {
  columns: readonly C[];
  filterable: readonly C[];
  /**
   * The columns that take a §2 condition (columnCondition.ts) and how they read: before/after/on a
   * day, less/greater/equal to a number, or includes a text. A column filters either by ticked
   * values or by a condition, not both.
   */
  conditions?: Partial<Record<C, ConditionKind>>;
  /** The order without a sort (ties always by id, so pages never overlap). */
  defaultSort: readonly { field: C; direction: SortDirection }[];
}

export interface ConsoleListQuery<C extends string> {
  offset: number;
  limit: number;
  search: string | null;
  sort: { field: C; direction: SortDirection }[];
  /** Ticked values of a filterable column ('' stands for "no value"); an absent column keeps every row. */
  filters: Partial<Record<C, string[]>>;
  /** A condition per column (spec.conditions); a row meets every one. Absent or empty: no condition. */
  conditions?: Partial<Record<C, ColumnCondition>>;
}

/** What a paged list call answers: the page, how many rows match, and each filterable column's values with counts. */
export interface ConsoleListPage<R, C extends string> {
  data: R[];
  total: number;
  facets: Partial<Record<C, { value: string; count: number }[]>>;
}

/** At most this many ticked values per column (a column with more distinct values is searched, not ticked). */
export const MAX_FILTER_VALUES = 200;

const count = (max: number, fallback: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : Number(v)), z.number().int().min(0).max(max));

/**
 * The paged console list query (REST, CONTRACT.md "Paged console lists"): `offset`, `limit` (≤ 100),
 * `search`, `sort` as `COLUMN:ASC|DESC` items (comma-separated, most significant first) and
 * `filters` as JSON `{"COLUMN": ["value", ...]}` over the filterable columns and `conditions` as JSON
 * `{"COLUMN": {"comparison": "LESS|GREATER|INCLUDE", "value": "..."}}` over the condition columns
 * (a wrong column, comparison or value: `column_condition_inv`).
 */
export function consoleListQuerySchema<C extends string>(spec: ConsoleListSpec<C>) {
  const columns = spec.columns as readonly string[];
  const filterable = spec.filterable as readonly string[];
  const sortItem = z
    .string()
    .regex(/^[A-Z_]+:(ASC|DESC)$/)
    .transform((text) => {
      const [field, direction] = text.split(':');
      return { field: field as C, direction: direction as SortDirection };
    })
    .refine((s) => columns.includes(s.field));
  const conditionKinds = (spec.conditions ?? {}) as Partial<Record<string, ConditionKind>>;
  const filterValues = z.array(z.string().max(200).refine(isPlainText, 'text_invalid')).max(MAX_FILTER_VALUES);
  return z.object({
    offset: count(10_000_000, 0),
    limit: count(MAX_PAGE_SIZE, 20),
    search: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().slice(0, SEARCH_MAX_LENGTH) || null : null),
      z.string().refine(isPlainText, 'text_invalid').nullable(),
    ),
    sort: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',') : []),
      z.array(sortItem, { error: 'fill_required' }).max(columns.length),
    ),
    filters: z.preprocess(
      (v) => {
        if (v === undefined || v === '') return {};
        try {
          return typeof v === 'string' ? JSON.parse(v) : v;
        } catch {
          return null;
        }
      },
      z
        .record(z.string(), filterValues, { error: 'fill_required' })
        .refine((record) => Object.keys(record).every((key) => filterable.includes(key)), 'fill_required')
        .transform((record) => record as Partial<Record<C, string[]>>),
    ),
    conditions: z.preprocess(
      (v) => {
        if (v === undefined || v === '') return {};
        try {
          return typeof v === 'string' ? JSON.parse(v) : v;
        } catch {
          return null;
        }
      },
      z
        .record(z.string(), columnConditionSchema, { error: 'column_condition_inv' })
        .transform((record) =>
          Object.fromEntries(Object.entries(record).map(([column, c]) => [column, { comparison: c.comparison, value: c.value.trim() }])),
        )
        .refine(
          (record) =>
            Object.entries(record).every(([column, condition]) => {
              const kind = conditionKinds[column];
              return kind !== undefined && isConditionFor(kind, condition);
            }),
          'column_condition_inv',
        )
        .transform((record) => record as Partial<Record<C, ColumnCondition>>),
    ),
  }) satisfies z.ZodType<ConsoleListQuery<C>, unknown>;
}

/** The query as REST reads it, for callers building the address (the BFF). */
export function consoleListQueryString<C extends string>(query: Partial<ConsoleListQuery<C>>): Record<string, string | undefined> {
  const filters = query.filters && Object.keys(query.filters).length > 0 ? JSON.stringify(query.filters) : undefined;
  const conditions = query.conditions && Object.keys(query.conditions).length > 0 ? JSON.stringify(query.conditions) : undefined;
  return {
    offset: query.offset === undefined ? undefined : String(query.offset),
    limit: query.limit === undefined ? undefined : String(query.limit),
    search: query.search ?? undefined,
    sort: query.sort && query.sort.length > 0 ? query.sort.map((s) => `${s.field}:${s.direction}`).join(',') : undefined,
    filters,
    conditions,
  };
}

/** Whether a list call asks for a page (paged answer) rather than the legacy whole list. */
export const isPagedListQuery = (query: unknown): boolean =>
  !!query && typeof query === 'object' && (query as { limit?: unknown }).limit !== undefined;
