// Failed calls mapped to the §8 catalogue: a title and message lines (English source
// texts; the modal translates them through the catalogue).
import { ERROR_CODES, ERROR_MESSAGES, ERROR_TITLES, NO_SUCH_USER_MESSAGE, type ErrorCode } from '@portal/domain/errors';

/** `outdated`: the page was loaded before a new version of the portal was deployed. */
export type AppErrorKind = 'connection' | 'no-request' | 'session' | 'server' | 'outdated';

export class AppError extends Error {
  readonly title: string;
  readonly messages: readonly string[];
  readonly code: ErrorCode | null;
  readonly kind: AppErrorKind;

  constructor(init: { title: string; messages: readonly string[]; code: ErrorCode | null; kind: AppErrorKind }) {
    super([init.title, ...init.messages].join(': '));
    this.name = 'AppError';
    this.title = init.title;
    this.messages = init.messages;
    this.code = init.code;
    this.kind = init.kind;
  }
}

/** §8: a request was made but no answer came back (network down, timeout, gateway error). */
export const connectionTimedOut = () =>
  new AppError({
    title: ERROR_TITLES.connection,
    messages: [ERROR_MESSAGES.connectionTimedOut],
    code: 'UPSTREAM_UNAVAILABLE',
    kind: 'connection',
  });

/** §8: no request could be made at all (the browser is offline). */
export const noRequestMade = () =>
  new AppError({
    title: ERROR_TITLES.connection,
    messages: [ERROR_MESSAGES.connectionError],
    code: 'UPSTREAM_UNAVAILABLE',
    kind: 'no-request',
  });

export const sessionExpired = () =>
  new AppError({
    title: ERROR_TITLES.sessionExpired,
    messages: [ERROR_MESSAGES.sessionExpired],
    code: 'UNAUTHENTICATED',
    kind: 'session',
  });

const stripQuotes = (s: string) => s.replace(/["`]/g, '').trim();

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown> | null;
}

/**
 * A feature the clinic's backend does not offer (the portal fronts a backend with the
 * specification's calls only): its field is null and its panel hidden, nothing to report.
 */
export const isFeatureUnavailable = (error: GraphQLErrorLike): boolean => error.extensions?.reason === 'NOT_AVAILABLE_WITH_THIS_BACKEND';

/** A whole screen of a feature the clinic's backend does not offer. */
export const notAvailableHere = () =>
  new AppError({
    title: ERROR_TITLES.notAvailable,
    messages: [ERROR_MESSAGES.notAvailableWithThisBackend],
    code: 'UPSTREAM_UNAVAILABLE',
    kind: 'server',
  });

/** The catalogue code of a GraphQL error (`extensions.code`), if it carries one. */
export function errorCode(error: GraphQLErrorLike): ErrorCode | null {
  const code = error.extensions?.code;
  return isErrorCode(code) ? code : null;
}

/** UNAUTHENTICATED, or §4's 'no such user': the session is over. */
export function endsSession(error: GraphQLErrorLike): boolean {
  if (errorCode(error) === 'UNAUTHENTICATED') return true;
  const reason = error.extensions?.reason;
  return reason === 'NO_SUCH_USER' || error.message.toLowerCase().includes(NO_SUCH_USER_MESSAGE);
}

const fallbackByCode: Record<ErrorCode, { title: string; message: string }> = {
  UNAUTHENTICATED: { title: ERROR_TITLES.sessionExpired, message: ERROR_MESSAGES.sessionExpired },
  FORBIDDEN: { title: ERROR_TITLES.permission, message: ERROR_MESSAGES.permissionDenied },
  NOT_FOUND: { title: ERROR_TITLES.notFound, message: ERROR_MESSAGES.notFound },
  BAD_USER_INPUT: { title: ERROR_TITLES.fillRequired, message: ERROR_MESSAGES.fillRequired },
  CONFLICT: { title: ERROR_TITLES.dataNotSaved, message: ERROR_MESSAGES.unexpected },
  UPSTREAM_UNAVAILABLE: { title: ERROR_TITLES.connection, message: ERROR_MESSAGES.connectionTimedOut },
  INTERNAL_SERVER_ERROR: { title: ERROR_TITLES.dataNotSaved, message: ERROR_MESSAGES.unexpected },
};

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map(stripQuotes) : [];

/**
 * One GraphQL error as the modal shows it. The BFF may put the catalogue title and
 * message lines in `extensions.title` / `extensions.messages`; otherwise the code picks them.
 */
export function appErrorFromGraphQL(error: GraphQLErrorLike): AppError {
  const code = errorCode(error) ?? 'INTERNAL_SERVER_ERROR';
  if (code === 'UPSTREAM_UNAVAILABLE') return connectionTimedOut();
  const fallback = fallbackByCode[code];
  const title = typeof error.extensions?.title === 'string' ? stripQuotes(error.extensions.title) : fallback.title;
  const listed = stringList(error.extensions?.messages);
  // Raw messages of unexpected failures are not for clinicians; catalogue texts are.
  const own = code === 'INTERNAL_SERVER_ERROR' ? [] : [stripQuotes(error.message)].filter(Boolean);
  const messages = listed.length > 0 ? listed : own.length > 0 ? own : [fallback.message];
  const kind = code === 'UNAUTHENTICATED' ? 'session' : error.extensions?.reason === 'PERSISTED_DOCUMENT_NOT_FOUND' ? 'outdated' : 'server';
  return new AppError({ title, messages, code, kind });
}

/** Any thrown value as an AppError (render errors, unexpected exceptions). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError({
    title: ERROR_TITLES.dataNotSaved,
    messages: [ERROR_MESSAGES.unexpected],
    code: 'INTERNAL_SERVER_ERROR',
    kind: 'server',
  });
}
