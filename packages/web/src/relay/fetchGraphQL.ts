// The Relay network layer: POST /graphql as JSON with the session cookie (Apollo's CSRF
// prevention accepts JSON requests) and the persisted document's id, every failure mapped to
// the §8 catalogue. No Relay at run time (types only): the signed-out screens send their
// operations through `fetchOperation` without loading Relay.
import type {
  CacheConfig,
  ConcreteRequest,
  FetchFunction,
  GraphQLResponse,
  GraphQLTaggedNode,
  OperationType,
  RequestParameters,
  Variables,
} from 'relay-runtime';
import {
  AppError,
  appErrorFromGraphQL,
  connectionTimedOut,
  endsSession,
  isFeatureUnavailable,
  notAvailableHere,
  noRequestMade,
  sessionExpired,
  type GraphQLErrorLike,
} from '../errors/appError';
import { reportError } from '../errors/errorReporter';
import { notifySessionEnded, sessionIsOver } from '../session/sessionEvents';
import { keepEarlyResponse, takeEarlyResponse, type PreloadableRequest } from './earlyRequests';

export const GRAPHQL_PATH = '/graphql';
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Operations whose failures go back to the caller without the modal (§8: sign-in,
 * password change and forgot password). Mutation hooks pass it in `cacheConfig.metadata`.
 */
export const CALLER_HANDLES_ERRORS = { errorHandling: 'caller' } as const;

const callerHandles = (cacheConfig: CacheConfig | null | undefined) =>
  cacheConfig?.metadata?.errorHandling === CALLER_HANDLES_ERRORS.errorHandling;

async function post(params: RequestParameters, variables: Variables): Promise<Response> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw noRequestMade();
  try {
    return await fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      // The app's documents are persisted at build time (relay.config.json persistConfig): it
      // sends their ids, which the BFF's allowlist turns back into text.
      body: JSON.stringify(
        params.id
          ? { documentId: params.id, operationName: params.name, variables }
          : { query: params.text, operationName: params.name, variables },
      ),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw connectionTimedOut();
  }
}

async function readBody(response: Response): Promise<GraphQLResponse> {
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson) {
    // A proxy or gateway answered instead of the BFF.
    throw connectionTimedOut();
  }
  try {
    return (await response.json()) as GraphQLResponse;
  } catch {
    throw connectionTimedOut();
  }
}

function errorsOf(body: GraphQLResponse): GraphQLErrorLike[] {
  const errors = (body as { errors?: GraphQLErrorLike[] }).errors;
  return Array.isArray(errors) ? errors : [];
}

function dataOf(body: GraphQLResponse): unknown {
  return (body as { data?: unknown }).data;
}

/** Errors nobody needs to be told about (a late answer for a session that is already over). */
const quiet = new WeakSet<AppError>();

/**
 * Posts one operation, or takes the response of the same one sent ahead (`sendEarly`); `silent`:
 * failures go back to the caller only (no modal).
 */
async function requestGraphQL(params: RequestParameters, variables: Variables, silent: boolean): Promise<GraphQLResponse> {
  try {
    const response = await (takeEarlyResponse(params.id, variables) ?? post(params, variables));
    if (response.status >= 502 && response.status <= 504) throw connectionTimedOut();
    const body = await readBody(response);
    // What the clinic's backend does not offer is hidden, not reported: its fields are null. A
    // whole screen of it (an address typed by hand) says so instead of showing nothing.
    const errors = errorsOf(body).filter((error) => !isFeatureUnavailable(error));
    if (errors.length === 0 && dataOf(body) == null && errorsOf(body).length > 0) throw notAvailableHere();
    if (errors.some(endsSession)) {
      // Said once per session: after a sign-out, or a first such answer, later ones stay quiet.
      const alreadyOver = sessionIsOver();
      notifySessionEnded();
      const ended = sessionExpired();
      if (alreadyOver) quiet.add(ended);
      throw ended;
    }
    if (errors.length > 0) {
      const first = appErrorFromGraphQL(errors[0]);
      // Partial data still renders; the modal says what failed.
      if (dataOf(body) == null) throw first;
      if (!silent) reportError(first);
    }
    return body;
  } catch (error) {
    const appError = error instanceof AppError ? error : connectionTimedOut();
    if (!silent && !quiet.has(appError)) reportError(appError);
    throw appError;
  }
}

export const fetchGraphQL: FetchFunction = (params, variables, cacheConfig) =>
  requestGraphQL(params, variables, callerHandles(cacheConfig));

/**
 * Sends a route's `@preloadable` query ahead of Relay and of the screen's code (relay/earlyRequests.ts):
 * its loader's Relay request takes the response. Errors are read, and reported, by that request.
 */
export function sendEarly(request: PreloadableRequest, variables: Variables): void {
  const { id, name } = request.params;
  if (!id) return;
  keepEarlyResponse(id, variables, post({ id, name, text: null } as RequestParameters, variables));
}

/**
 * An operation sent without Relay, for screens that load no Relay (/login): its
 * `graphql` tag still compiles to a persisted document, whose id is sent. Its data as the server
 * answered it (no store, no fragment masking); failures as for Relay's operations.
 */
export async function fetchOperation<O extends OperationType>(
  operation: GraphQLTaggedNode,
  variables: O['variables'],
  { callerHandlesErrors = false }: { callerHandlesErrors?: boolean } = {},
): Promise<O['response']> {
  // babel-plugin-relay turns an operation's tag into its generated artifact.
  const { params } = operation as ConcreteRequest;
  return dataOf(await requestGraphQL(params, variables, callerHandlesErrors)) as O['response'];
}
