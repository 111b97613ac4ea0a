// Cursor connections (Relay): opaque offset cursors and the `first` cap of the guide.
import { CONNECTION_MAX_FIRST } from '@portal/domain/constants';
import { badUserInputError } from '../errors/graphqlErrors';

const PREFIX = 'offset:';

export const offsetCursor = (offset: number) => Buffer.from(`${PREFIX}${offset}`, 'utf8').toString('base64');

/** The offset a cursor stands for; BAD_USER_INPUT for a cursor this server did not issue. */
export function offsetFromCursor(cursor: string): number {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  const offset = decoded.startsWith(PREFIX) ? Number(decoded.slice(PREFIX.length)) : Number.NaN;
  if (!Number.isInteger(offset) || offset < 0 || offsetCursor(offset) !== cursor) {
    throw badUserInputError('The cursor is not valid', 'INVALID_CURSOR');
  }
  return offset;
}

/** `first` between 0 and the cap (100); a negative `first` is a client bug. */
export function pageSize(first: number | null | undefined, fallback = 20): number {
  if (first === null || first === undefined) return Math.min(fallback, CONNECTION_MAX_FIRST);
  if (first < 0) throw badUserInputError('`first` cannot be negative', 'INVALID_FIRST');
  return Math.min(first, CONNECTION_MAX_FIRST);
}

export interface Page<T> {
  edges: { node: T; cursor: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** A page of items that start at `offset` in a list of `total`. */
export function connectionFromPage<T>(items: T[], offset: number, total: number): Page<T> {
  const edges = items.map((node, i) => ({ node, cursor: offsetCursor(offset + i) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + items.length < total,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: total,
  };
}
