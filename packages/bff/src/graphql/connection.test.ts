import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { connectionFromPage, offsetCursor, offsetFromCursor, pageSize } from './connection';

describe('cursor connections', () => {
  it('cap first at 100 and reject negatives', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(500)).toBe(100);
    expect(pageSize(0)).toBe(0);
    expect(() => pageSize(-1)).toThrow(GraphQLError);
  });

  it('round-trip offset cursors and reject foreign ones', () => {
    expect(offsetFromCursor(offsetCursor(41))).toBe(41);
    expect(() => offsetFromCursor('bogus')).toThrow(GraphQLError);
    expect(() => offsetFromCursor(Buffer.from('offset:-1').toString('base64'))).toThrow(GraphQLError);
  });

  it('build page info from an offset page', () => {
    const page = connectionFromPage(['a', 'b'], 2, 5);
    expect(page.edges.map((e) => e.node)).toEqual(['a', 'b']);
    expect(page.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: offsetCursor(2),
      endCursor: offsetCursor(3),
    });
    expect(page.totalCount).toBe(5);
    expect(connectionFromPage([], 0, 0).pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });
  });
});
