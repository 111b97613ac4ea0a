import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { offsetCursor } from '../../graphql/connection';
import { pageOf } from './listPage';

describe('paging a whole list', () => {
  const items = Array.from({ length: 250 }, (_, i) => i);
  it('caps first at 100 and continues after a cursor', () => {
    const first = pageOf(items, { first: 500 });
    expect(first.edges).toHaveLength(100);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.totalCount).toBe(250);
    const next = pageOf(items, { first: 100, after: first.pageInfo.endCursor });
    expect(next.edges[0].node).toBe(100);
    const last = pageOf(items, { first: 100, after: offsetCursor(199) });
    expect(last.edges.map((e) => e.node)).toEqual(items.slice(200));
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });
  it('rejects a foreign cursor and a negative first', () => {
    expect(() => pageOf(items, { after: 'nope' })).toThrow(GraphQLError);
    expect(() => pageOf(items, { first: -1 })).toThrow(GraphQLError);
  });
});
