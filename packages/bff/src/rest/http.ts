// The one door to the REST service: JSON over undici with a bearer token, a time limit sized
// to the call (reads short, writes longer), retries for idempotent GETs that found no connection,
// a fair share per caller (fairShare.ts: a few calls in flight each, the rest queued in their own
// lane) and a circuit breaker shared by all requests that opens on the service's own unavailability.
// Non-2xx answers become HttpError; no answer at all becomes UpstreamUnavailableError.
// undici's request() on a pool of kept-alive connections: every GraphQL operation makes one or a
// few REST calls, and a new connection (or fetch's Response machinery) for each cost more than the
// call itself on loopback (about 0.5 ms a call with node-fetch, 0.1 ms here).
import { Agent, errors as undiciErrors, request, type Dispatcher } from 'undici';
import { ConsecutiveBreaker, ExponentialBackoff, circuitBreaker, CircuitState, handleWhen, isBrokenCircuitError, retry } from 'cockatiel';
import { CallerBusyError, createFairShare, timeoutSpread, type FairShareOptions } from './fairShare';
import { ERROR_CODES, messagesFromBody, type ErrorCode, type FieldProblem } from '@portal/domain/errors';
import { FORWARDED_HEADERS } from '@portal/domain/forwardedHeaders';
import { statusClass } from '@portal/domain/metrics';

/** The REST base path (CONTRACT.md conventions). */
export const REST_BASE_PATH = '/api/v1/webapp';

/** A non-2xx REST answer, with the §8 message lines and §5 field problems of its body. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly messages: string[];
  readonly fields: FieldProblem[];
  /** Why, when the body says (STALE_VERSION: an edit made from an older version of the record). */
  readonly reason: string | null;
  /** With STALE_VERSION: the record as REST has it now, unparsed. */
  readonly current: unknown;

  constructor(init: {
    status: number;
    code?: ErrorCode;
    messages?: string[];
    fields?: FieldProblem[];
    where?: string;
    reason?: string | null;
    current?: unknown;
  }) {
    super(`REST ${init.where ?? 'call'} answered ${init.status}`);
    this.name = 'HttpError';
    this.status = init.status;
    this.code = init.code ?? codeForStatus(init.status);
    this.messages = init.messages ?? [];
    this.fields = init.fields ?? [];
    this.reason = init.reason ?? null;
    this.current = init.current;
  }
}

export type UpstreamFailureReason = 'network' | 'timeout' | 'circuit-open' | 'caller-busy';

/** The REST service did not answer (refused, reset, timed out, the breaker is open), or the caller already has too many calls under way. */
export class UpstreamUnavailableError extends Error {
  readonly reason: UpstreamFailureReason;
  constructor(reason: UpstreamFailureReason, where: string, options?: { cause?: unknown }) {
    super(`REST ${where} unavailable (${reason})`, options);
    this.name = 'UpstreamUnavailableError';
    this.reason = reason;
  }
}

/** The REST answer did not have the shape the contract promises. */
export class UpstreamContractError extends Error {
  constructor(where: string, options?: { cause?: unknown }) {
    super(`REST ${where} answered outside the contract`, options);
    this.name = 'UpstreamContractError';
  }
}

export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'BAD_USER_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  return 'INTERNAL_SERVER_ERROR';
}

export interface RestCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path under the REST base path, e.g. `/signin`, or an absolute path such as `/health`. */
  path: string;
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** The bearer token; undefined uses the request's own token, null sends none. */
  token?: string | null;
  /** Send to the origin root instead of the base path (operations endpoints). */
  root?: boolean;
  /** How logs and errors name the call when the path holds a secret (a link token). */
  label?: string;
  /** This call's own time limit in ms, for the few known to be slow; default by method (TransportOptions). */
  timeoutMs?: number;
  /**
   * Answer a 2xx as the body's stream (a large download) instead of parsed JSON. The time limit
   * covers the answer's start only; a failure is an HttpError as usual. Never retried.
   */
  stream?: boolean;
}

export interface TransportOptions {
  /** REST_API_URL: the origin of the REST service (a trailing base path is tolerated). */
  baseUrl: string;
  /** Time limit of a write (POST, DELETE) in ms (REST_TIMEOUT_MS). Default 10000. */
  timeoutMs?: number;
  /**
   * Time limit of a read (GET) in ms (REST_READ_TIMEOUT_MS). Default 3000: REST answers reads in
   * milliseconds, so a read that takes seconds means a hung service, and the user should hear so
   * quickly rather than wait out the write limit.
   */
  readTimeoutMs?: number;
  /** Retries (after the first attempt) for idempotent GETs that could not connect or got a 502-504. */
  getRetries?: number;
  /** Consecutive failures that open the breaker, and how long it stays open. */
  breakerThreshold?: number;
  breakerHalfOpenAfterMs?: number;
  /** Different callers that must have met a timeout within 30 s before timeouts count as the service's failures. Default 3. */
  breakerTimeoutCallers?: number;
  /** Each caller's share of REST: calls in flight and calls queued (fairShare.ts). */
  fairShare?: FairShareOptions;
  /** Told of every call once it has ended (retries included): the metrics count them. */
  observe?: (call: ObservedCall) => void;
}

/** A call as the metrics see it: its path as written (`label` when it has one), never its query or body. */
export interface ObservedCall {
  method: RestCall['method'];
  path: string;
  root: boolean;
  /** 'ok', the status class of a non-2xx answer ('4xx', '5xx'), or why there was no answer (UpstreamFailureReason). */
  outcome: string;
  seconds: number;
}

export type CircuitStateName = 'closed' | 'open' | 'half-open' | 'isolated';

/** Shared by every request of one BFF: the breaker must see all traffic to be useful. */
export interface RestTransport {
  readonly origin: string;
  /** `caller` names whose share the call uses (a user, a session, an address); calls without one share a lane. */
  send(call: RestCall, token: string | null, onAttempt: () => void, forwarded?: ForwardedFacts, caller?: string): Promise<unknown>;
  /** The shared circuit breaker's state now. */
  circuitState(): CircuitStateName;
  /** Closes the kept-alive connections (the server's onClose). */
  close(): Promise<void>;
}

/** What the REST service's audit trail records of the browser's request. */
export interface ForwardedFacts {
  requestId: string;
  clientAddress: string;
  /** The browser's User-Agent: the list of a user's sessions names the browser each was opened in. */
  userAgent?: string | null;
}

const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/** A call that got no answer in time, with whose it was: the breaker weighs timeouts by how many callers meet them. */
class CallTimedOut extends Error {
  constructor(
    readonly caller: string,
    cause: unknown,
  ) {
    super('no answer in time', { cause });
    this.name = 'CallTimedOut';
  }
}

/** Calls without a named caller (start-up, background work) share this lane. */
const SHARED_CALLER = 'service';

/**
 * Worth a second try: the connection failed or a gateway answered 502-504. Not a timeout: the
 * service that did not answer in time is hung or swamped, and trying again would triple the wait
 * of every read and the load on it.
 */
const isRetryable = (e: unknown) => e instanceof NetworkError || (e instanceof HttpError && TRANSIENT_STATUSES.has(e.status));

/** No answer from the network: a refused or reset connection, a socket error, an aborted attempt. */
const isNetworkFailure = (error: unknown) =>
  error instanceof undiciErrors.UndiciError ||
  isAbort(error) ||
  (error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string');

class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network failure', { cause });
    this.name = 'NetworkError';
  }
}

export function createRestTransport(options: TransportOptions): RestTransport {
  const origin = options.baseUrl.replace(/\/+$/, '').replace(new RegExp(`${REST_BASE_PATH}$`), '');
  // Only unavailability opens the breaker: a 4xx, or a 500 that one request's input caused, says
  // nothing about the service, and counting it would let anyone stop the portal for everyone. A
  // refused connection or a gateway's 502-504 is the service's own state; a timeout may be one
  // caller's load (their lane keeps it from others), so it counts once several callers, or every
  // caller of late, met one (timeoutSpread).
  const timeouts = timeoutSpread({ minCallers: options.breakerTimeoutCallers ?? 3 });
  const fairShare = createFairShare(options.fairShare);
  const breaker = circuitBreaker(
    handleWhen((e) => isRetryable(e) || (e instanceof CallTimedOut && timeouts.spread(e.caller))),
    {
      halfOpenAfter: options.breakerHalfOpenAfterMs ?? 10_000,
      breaker: new ConsecutiveBreaker(options.breakerThreshold ?? 5),
    },
  );
  const retryGets = retry(handleWhen(isRetryable), {
    maxAttempts: options.getRetries ?? 2,
    backoff: new ExponentialBackoff({ initialDelay: 50, maxDelay: 500 }),
  });
  const writeLimit = options.timeoutMs ?? 10_000;
  const readLimit = options.readTimeoutMs ?? 3_000;
  const limitFor = (call: RestCall) => (call.stream ? readLimit : (call.timeoutMs ?? (call.method === 'GET' ? readLimit : writeLimit)));
  /**
   * One attempt through the shared breaker, within its time limit: one timer and one abort signal
   * per attempt, which undici honours by ending the request (an answer not started in time, or a
   * JSON body still arriving). A download's limit covers the answer's start only: `fn` calls
   * `started()` once the status line is in, and the body may then take as long as it needs.
   */
  const attempt = <T>(call: RestCall, caller: string, fn: (signal: AbortSignal, started: () => void) => Promise<T>) =>
    breaker.execute(async () => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new CallTimedOut(caller, null)), limitFor(call));
      try {
        return await fn(controller.signal, () => clearTimeout(timer));
      } catch (error) {
        if (controller.signal.aborted && controller.signal.reason instanceof CallTimedOut) throw controller.signal.reason;
        throw error;
      } finally {
        clearTimeout(timer);
      }
    });

  // One pool for every request of this BFF: connections to REST stay open between operations.
  const dispatcher: Dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 128 });

  // A string, not a URL object: undici parses it once anyway, and URLSearchParams costs more than the call's own encoding.
  const urlFor = (call: RestCall) => {
    let url = `${origin}${call.root ? '' : REST_BASE_PATH}${call.path}`;
    let separator = url.includes('?') ? '&' : '?';
    for (const key in call.query) {
      const value = call.query[key];
      if (value === undefined || value === null) continue;
      url += `${separator}${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;
      separator = '&';
    }
    return url;
  };

  const transport: RestTransport = {
    origin,
    circuitState: () => CIRCUIT_STATES[breaker.state],
    close: () => dispatcher.close(),
    async send(call, token, onAttempt, forwarded, caller = SHARED_CALLER) {
      const where = `${call.method} ${call.root ? '' : REST_BASE_PATH}${call.label ?? call.path}`;
      const url = urlFor(call);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (forwarded) {
        headers[FORWARDED_HEADERS.requestId] = forwarded.requestId;
        headers[FORWARDED_HEADERS.clientAddress] = forwarded.clientAddress;
        if (forwarded.userAgent) headers[FORWARDED_HEADERS.clientAgent] = forwarded.userAgent;
      }
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const fn = async (signal: AbortSignal, started: () => void) => {
        onAttempt();
        let status: number;
        let text: string;
        try {
          const response = await request(url, {
            method: call.method,
            headers,
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
            signal,
            dispatcher,
          });
          status = response.statusCode;
          if (call.stream && isOk(status)) {
            started();
            return response.body;
          }
          text = await response.body.text();
        } catch (error) {
          if (isNetworkFailure(error)) throw new NetworkError(error);
          throw error;
        }
        const json = parseJson(text);
        if (isOk(status)) return json;
        const body = (json && typeof json === 'object' ? json : {}) as {
          code?: unknown;
          fields?: unknown;
          reason?: unknown;
          current?: unknown;
        };
        throw new HttpError({
          status,
          code: isErrorCode(body.code) ? body.code : undefined,
          messages: messagesFromBody(json),
          fields: parseFields(body.fields),
          where,
          reason: typeof body.reason === 'string' ? body.reason : null,
          current: body.current,
        });
      };
      timeouts.called(caller);
      const once = () => attempt(call, caller, fn);
      try {
        // Idempotent reads are tried again when no connection was had; the lane holds its slot meanwhile.
        return await fairShare.run(caller, () => (call.method === 'GET' && !call.stream ? retryGets.execute(once) : once()));
      } catch (error) {
        // A labelled path holds a secret, and network errors quote the URL: keep them out of logs.
        if (error instanceof NetworkError) throw new UpstreamUnavailableError('network', where, call.label ? {} : { cause: error.cause });
        if (error instanceof CallTimedOut) throw new UpstreamUnavailableError('timeout', where, { cause: error.cause });
        if (error instanceof CallerBusyError) throw new UpstreamUnavailableError('caller-busy', where);
        if (isBrokenCircuitError(error)) throw new UpstreamUnavailableError('circuit-open', where, { cause: error });
        throw error;
      }
    },
  };
  return options.observe ? observed(transport, options.observe) : transport;
}

const CIRCUIT_STATES: Record<CircuitState, CircuitStateName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'isolated',
};

/** The transport, telling `observe` how each call ended and how long it took. */
function observed(transport: RestTransport, observe: (call: ObservedCall) => void): RestTransport {
  return {
    ...transport,
    async send(call, ...rest) {
      const startedAt = performance.now();
      const tell = (outcome: string) =>
        observe({
          method: call.method,
          path: call.label ?? call.path,
          root: !!call.root,
          outcome,
          seconds: (performance.now() - startedAt) / 1000,
        });
      try {
        const answer = await transport.send(call, ...rest);
        tell('ok');
        return answer;
      } catch (error) {
        tell(error instanceof HttpError ? statusClass(error.status) : error instanceof UpstreamUnavailableError ? error.reason : 'error');
        throw error;
      }
    },
  };
}

/** One request's view of the REST service: its own token and its own call counter. */
export interface RestClient {
  /** A call answered as a stream (RestCall.stream): for downloads too large to hold in memory. */
  stream(call: Omit<RestCall, 'stream'>): Promise<NodeJS.ReadableStream>;
  call(call: RestCall): Promise<unknown>;
  /** Upstream attempts made so far for this GraphQL request (retries included). */
  readonly calls: number;
}

export function createRestClient(
  transport: RestTransport,
  token: () => string | null,
  forwarded?: ForwardedFacts,
  caller?: () => string,
): RestClient {
  let calls = 0;
  const send = (call: RestCall) =>
    transport.send(
      call,
      call.token === undefined ? token() : call.token,
      () => {
        calls += 1;
      },
      forwarded,
      caller?.(),
    );
  return {
    call: send,
    stream: async (call) => (await send({ ...call, stream: true })) as NodeJS.ReadableStream,
    get calls() {
      return calls;
    },
  };
}

const isOk = (status: number) => status >= 200 && status < 300;

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function parseFields(value: unknown): FieldProblem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((f): f is { field: unknown; key: unknown } => !!f && typeof f === 'object')
    .filter((f) => typeof f.field === 'string' && typeof f.key === 'string')
    .map((f) => ({ field: f.field as string, key: f.key as string }));
}
