import { describe, expect, it } from 'vitest';
import type { ConsoleListQuery, ConsoleListSpec } from '../../consoleList';
import { compareSortKeys, facetText, instantMs, pageConsoleListInMemory, type ConsoleColumnsInMemory } from './consoleListInMemory';

type Column = 'NAME' | 'TAG' | 'COUNT' | 'FLAG' | 'AT';
interface Row {
  id: string;
  name: string | null;
  tag: string | null;
  count: number | null;
  flag: boolean | null;
  at: string | null;
}

const SPEC: ConsoleListSpec<Column> = {
  columns: ['NAME', 'TAG', 'COUNT', 'FLAG', 'AT'],
  filterable: ['TAG', 'FLAG'],
  defaultSort: [{ field: 'NAME', direction: 'ASC' }],
};
const COLUMNS: ConsoleColumnsInMemory<Row, Column> = {
  columns: {
    NAME: { kind: 'text', value: (r) => r.name },
    TAG: { kind: 'text', value: (r) => r.tag },
    COUNT: { kind: 'number', value: (r) => r.count },
    FLAG: { kind: 'boolean', value: (r) => r.flag },
    AT: { kind: 'date', value: (r) => r.at },
  },
  search: [(r) => r.name, (r) => r.tag],
  id: (r) => r.id,
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (n: number, name: string | null, tag: string | null = null, extra: Partial<Row> = {}): Row => ({
  id: uuid(n),
  name,
  tag,
  count: null,
  flag: null,
  at: null,
  ...extra,
});
const query = (q: Partial<ConsoleListQuery<Column>> = {}): ConsoleListQuery<Column> => ({
  offset: 0,
  limit: 100,
  search: null,
  sort: [],
  filters: {},
  ...q,
});
const ids = (rows: Row[]) => rows.map((r) => Number(r.id.slice(-12)));

describe('pageConsoleListInMemory', () => {
  it('sorts text by its lower case in code point order, nulls last up and first down, ties by id', () => {
    const rows = [row(3, 'b'), row(1, 'B'), row(2, null), row(4, 'é'), row(5, 'Z'), row(6, 'a')];
    expect(ids(pageConsoleListInMemory(rows, SPEC, COLUMNS, query()).data)).toEqual([6, 1, 3, 5, 4, 2]);
    const down = query({ sort: [{ field: 'NAME', direction: 'DESC' }] });
    expect(ids(pageConsoleListInMemory(rows, SPEC, COLUMNS, down).data)).toEqual([2, 4, 5, 1, 3, 6]);
  });

  it('sorts numbers, flags and instants by value, by several columns', () => {
    const rows = [
      row(1, 'x', null, { count: 10, flag: true, at: '2026-01-02T00:00:00.000Z' }),
      row(2, 'x', null, { count: 9, flag: false, at: '2026-01-01T00:00:00.000Z' }),
      row(3, 'x', null, { count: null, flag: true, at: null }),
      row(4, 'x', null, { count: 9, flag: true, at: '2025-12-31T00:00:00.000Z' }),
    ];
    const sorted = (sort: ConsoleListQuery<Column>['sort']) => ids(pageConsoleListInMemory(rows, SPEC, COLUMNS, query({ sort })).data);
    expect(sorted([{ field: 'COUNT', direction: 'ASC' }])).toEqual([2, 4, 1, 3]);
    expect(sorted([{ field: 'AT', direction: 'DESC' }])).toEqual([3, 1, 2, 4]);
    expect(
      sorted([
        { field: 'FLAG', direction: 'DESC' },
        { field: 'COUNT', direction: 'DESC' },
      ]),
    ).toEqual([3, 1, 4, 2]);
  });

  it('searches a case-insensitive substring of any searched text, LIKE characters as text', () => {
    const rows = [row(1, 'İpek'), row(2, 'ipek'), row(3, 'Rossi', '50%'), row(4, null, 'a_b'), row(5, 'axb')];
    const found = (search: string) => ids(pageConsoleListInMemory(rows, SPEC, COLUMNS, query({ search })).data);
    expect(found('IPEK')).toEqual([1, 2]);
    expect(found('%')).toEqual([3]);
    expect(found('_')).toEqual([4]);
    expect(found('ROS')).toEqual([3]);
    expect(ids(pageConsoleListInMemory(rows, SPEC, COLUMNS, query({ search: '' })).data)).toHaveLength(5);
  });

  it("filters by ticked texts ('' for none, flags as true/false) and counts each column under the others' filters", () => {
    const rows = [
      row(1, 'a', 'Z', { flag: true }),
      row(2, 'b', 'a', { flag: false }),
      row(3, 'c', null, { flag: true }),
      row(4, 'd', 'a', { flag: null }),
    ];
    const page = pageConsoleListInMemory(rows, SPEC, COLUMNS, query({ filters: { TAG: ['a', ''], FLAG: ['true'] } }));
    expect(ids(page.data)).toEqual([3]);
    expect(page.total).toBe(1);
    expect(page.facets).toEqual({
      TAG: [
        { value: '', count: 1 },
        { value: 'Z', count: 1 },
      ],
      FLAG: [
        { value: '', count: 1 },
        { value: 'false', count: 1 },
        { value: 'true', count: 1 },
      ],
    });
    expect(pageConsoleListInMemory(rows, SPEC, COLUMNS, query({ filters: { TAG: [] } })).total).toBe(0);
  });

  it('cuts the page out of the sorted rows and counts them all', () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(i, `n${String(i).padStart(2, '0')}`));
    const page = pageConsoleListInMemory(rows, SPEC, COLUMNS, query({ offset: 5, limit: 3 }));
    expect(ids(page.data)).toEqual([5, 6, 7]);
    expect(page.total).toBe(12);
    expect(pageConsoleListInMemory(rows, SPEC, COLUMNS, query({ offset: 40, limit: 3 }))).toMatchObject({ data: [], total: 12 });
  });
});

describe('keys and texts', () => {
  it('compares composite keys part by part, a null part last, then the shorter first', () => {
    expect(compareSortKeys([[1, 9], 'a'], [[1, 10], 'a'])).toBeLessThan(0);
    expect(compareSortKeys([[1], 'b'], [[1, 0, 1], 'a'])).toBeLessThan(0);
    expect(compareSortKeys([[], null], [[], 'z'])).toBeGreaterThan(0);
    expect(compareSortKeys([[2], 'a'], [[2], 'a'])).toBe(0);
  });

  it("reads a filter column's text as SQL's coalesce(expr::text, '')", () => {
    expect(facetText(COLUMNS.columns.FLAG, row(1, null, null, { flag: false }))).toBe('false');
    expect(facetText(COLUMNS.columns.TAG, row(1, null))).toBe('');
    expect(facetText(COLUMNS.columns.COUNT, row(1, null, null, { count: 3 }))).toBe('3');
    expect(() => facetText(COLUMNS.columns.AT, row(1, null))).toThrow(TypeError);
  });

  it('reads instants from Dates, ISO text and numbers', () => {
    expect(instantMs(new Date(5))).toBe(5);
    expect(instantMs('1970-01-01T00:00:00.007Z')).toBe(7);
    expect(instantMs(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY);
    expect(instantMs(null)).toBeNull();
    expect(instantMs('not a date')).toBeNull();
  });
});
