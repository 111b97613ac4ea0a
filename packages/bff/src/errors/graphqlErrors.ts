// Unexpected failures reach clients as GraphQL errors whose `extensions.code` is one of the
// vocabulary's codes, with the §8 title and message the error modal shows.
import { GraphQLError } from 'graphql';
import { ERROR_MESSAGES, ERROR_TITLES, type ErrorCode } from '@portal/domain/errors';
import { NO_SUCH_USER_MESSAGE } from '@portal/domain/auth';
import { HttpError, UpstreamUnavailableError } from '../rest/http';

/** Why a request is unauthenticated; the client signs out on NO_SUCH_USER (§4). */
export type UnauthenticatedReason = 'NO_SESSION' | 'NO_SUCH_USER';

export interface PublicErrorExtensions {
  code: ErrorCode;
  title?: string;
  reason?: string;
}

const publicError = (message: string, extensions: PublicErrorExtensions) => new GraphQLError(message, { extensions: { ...extensions } });

/** §8: "No response but a request made: title 'Connection Error', message 'connection error or Timed out'". */
export const upstreamUnavailableError = (reason?: string) =>
  publicError(ERROR_MESSAGES.connectionTimedOut, {
    code: 'UPSTREAM_UNAVAILABLE',
    title: ERROR_TITLES.connection,
    ...(reason ? { reason } : {}),
  });

export const unauthenticatedError = (reason: UnauthenticatedReason = 'NO_SESSION') =>
  publicError(ERROR_MESSAGES.sessionExpired, { code: 'UNAUTHENTICATED', title: ERROR_TITLES.sessionExpired, reason });

export const forbiddenError = (message: string = ERROR_MESSAGES.permissionDenied) =>
  publicError(message, { code: 'FORBIDDEN', title: ERROR_TITLES.permission });

export const notFoundError = () => publicError(ERROR_MESSAGES.notFound, { code: 'NOT_FOUND', title: ERROR_TITLES.notFound });

/** A request no form could produce (a bad cursor, a negative `first`): a client bug, so no modal title. */
export const badUserInputError = (message: string, reason?: string) =>
  publicError(message, { code: 'BAD_USER_INPUT', ...(reason ? { reason } : {}) });

export const internalError = () => publicError(ERROR_MESSAGES.unexpected, { code: 'INTERNAL_SERVER_ERROR' });

/** A REST 404 'no such user': the user no longer exists and must be signed out (§4). */
export const isNoSuchUser = (error: unknown) =>
  error instanceof HttpError && error.status === 404 && error.messages.some((m) => m.trim().toLowerCase() === NO_SUCH_USER_MESSAGE);

/**
 * The public GraphQL error for a REST failure that no resolver turned into a typed
 * `UserError`; null for anything that is not a REST failure (a bug: masked as internal).
 */
export function graphqlErrorForRestFailure(error: unknown): GraphQLError | null {
  // A caller over their share of REST (fairShare.ts) hears why: integrators back off on this reason.
  if (error instanceof UpstreamUnavailableError)
    return upstreamUnavailableError(error.reason === 'caller-busy' ? 'TOO_MANY_REQUESTS' : undefined);
  if (!(error instanceof HttpError)) return null;
  if (error.status >= 500) return upstreamUnavailableError();
  if (isNoSuchUser(error)) return unauthenticatedError('NO_SUCH_USER');
  const message = error.messages[0];
  switch (error.status) {
    case 401:
      return unauthenticatedError();
    case 403:
      return forbiddenError(message);
    case 404:
      return notFoundError();
    case 409:
      return publicError(message ?? ERROR_MESSAGES.unexpected, { code: 'CONFLICT' });
    // 413, 414, 431: too large a body, address or header, the input's fault, not the service's.
    case 400:
    case 422:
    case 413:
    case 414:
    case 431:
      return badUserInputError(message ?? ERROR_MESSAGES.fillRequired);
    default:
      return null; // another 4xx means the BFF called REST wrongly: a bug
  }
}
