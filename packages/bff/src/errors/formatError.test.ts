import { describe, expect, it } from 'vitest';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { HttpError, UpstreamUnavailableError } from '../rest/http';
import { formatError } from './formatError';
import { unauthenticatedError } from './graphqlErrors';

// What Apollo hands formatError for an error thrown in a resolver at `viewer`.
const fromResolver = (original: Error) => {
  const error = new GraphQLError(original.message, { originalError: original, path: ['viewer'] });
  const formatted: GraphQLFormattedError = {
    message: original.message,
    path: ['viewer'],
    extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at secret.ts:1'] },
  };
  return formatError(formatted, error);
};

describe('formatError', () => {
  it('masks a bug: no message, no stack trace, INTERNAL_SERVER_ERROR', () => {
    expect(fromResolver(new Error('SELECT * FROM users failed at /srv/db.ts:12'))).toEqual({
      message: 'Something went wrong. Please try again later',
      path: ['viewer'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('passes deliberate public errors with their code, title and reason only', () => {
    const formatted = fromResolver(unauthenticatedError('NO_SUCH_USER'));
    expect(formatted.extensions).toEqual({ code: 'UNAUTHENTICATED', title: 'Session expired', reason: 'NO_SUCH_USER' });
  });

  it('maps raw REST failures that reached it', () => {
    expect(fromResolver(new UpstreamUnavailableError('timeout', 'GET /users/self'))).toMatchObject({
      message: 'connection error or Timed out',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', title: 'Connection Error' },
    });
    expect(fromResolver(new HttpError({ status: 403, messages: ['You do not have permission for this action'] })).extensions).toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
  });

  it("reports request-level failures as BAD_USER_INPUT, keeping Apollo's code as the reason", () => {
    const error = new GraphQLError('Cannot query field "x" on type "Query".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(formatError({ message: error.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, error)).toEqual({
      message: 'Cannot query field "x" on type "Query".',
      extensions: { code: 'BAD_USER_INPUT', reason: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('keeps the persisted-query protocol codes', () => {
    const error = new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    expect(formatError({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }, error).extensions).toEqual(
      {
        code: 'PERSISTED_QUERY_NOT_FOUND',
      },
    );
  });
});
