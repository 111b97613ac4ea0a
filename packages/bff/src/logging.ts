// The BFF's pino logger. Nothing a caller sent is logged: request lines name the path only, with
// link tokens masked (query strings carry search texts and link tokens); error texts have their
// URLs scrubbed; and the domain's redaction masks secrets and personal fields should a log line
// ever carry an input by mistake.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import { redactChildBindings, redactLogObject, scrubLoggedText, scrubLoggedUrl } from '@portal/domain/logPrivacy';

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: string;
  ip?: string;
}

export const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  path: request.url === undefined ? undefined : scrubLoggedUrl(request.url.split('?')[0]),
  id: request.id,
  remoteAddress: request.ip,
});

/** pino's error serializer, with URLs and `token=`-like pairs in messages and stacks scrubbed (also on causes). */
export function errorSerializer(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const scrub = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 5) return;
    const fields = value as Record<string, unknown>;
    for (const field of ['message', 'stack'] as const)
      if (typeof fields[field] === 'string') fields[field] = scrubLoggedText(fields[field]);
    scrub(fields.cause, depth + 1);
  };
  scrub(serialized, 0);
  // An error's own fields (and its causes') may hold an input: the domain's redaction walks them.
  return redactLogObject(serialized);
}

/** How long a line may wait in the buffer of logDestination before it is written anyway. */
export const LOG_FLUSH_MS = 500;
/** What the buffer of logDestination collects before it writes (a few requests' lines). */
export const LOG_BUFFER_BYTES = 4096;

/**
 * Where the BFF's lines go by default: stdout (or `dest`), written asynchronously from a buffer. A
 * synchronous write (pino's default) holds the request that logs until the pipe takes the line;
 * here lines are collected up to LOG_BUFFER_BYTES (or LOG_FLUSH_MS) and
 * written in one call as the pipe drains, and pino writes what is left synchronously when the
 * process exits.
 */
export function logDestination(dest: string | number = 1): DestinationStream {
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BUFFER_BYTES });
  const flush = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Not open yet, or already ended: the next tick or pino's exit handler writes the rest.
    }
  }, LOG_FLUSH_MS);
  flush.unref();
  stream.once('close', () => clearInterval(flush));
  return stream;
}

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', destination: DestinationStream = logDestination()): Logger {
  const options = {
    name: 'bff',
    level,
    // The domain's redaction rather than pino's `redact` paths: a walk of the line's few keys that
    // copies only what it masks, where pino's clones each line's object (0.3 MB and 40 µs a line).
    formatters: { log: redactLogObject, bindings: redactLogObject },
    serializers: { req: requestSerializer, err: errorSerializer },
  };
  return redactChildBindings(pino(options, destination));
}

/** What a GraphQL request's log line adds: the operation's name and the REST calls it made. */
export interface OperationFacts {
  operationName?: string | null;
  upstreamCalls?: number;
}

const OPERATION_FACTS = Symbol('operationFacts');
type WithFacts = FastifyRequest & { [OPERATION_FACTS]?: OperationFacts };

/** The request's operation facts, which the GraphQL context fills and the request's line reads. */
export const operationFactsOf = (request: FastifyRequest): OperationFacts => ((request as WithFacts)[OPERATION_FACTS] ??= {});

/**
 * One line per request, written when it ends: method, path, id, address, status and time, and for
 * GraphQL the operation and its REST calls; at error level with the error when the request failed
 * (Fastify's default writes a line when a request arrives and another when it ends, and the
 * operation took a third). The arrival's line is kept at debug level, for a request that never ends.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const facts = (request as WithFacts)[OPERATION_FACTS];
    const line = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      operationName: facts?.operationName ?? undefined,
      upstreamCalls: facts?.upstreamCalls,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
