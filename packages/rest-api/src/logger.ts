// The service's pino logger: secrets and personal data never reach the log.
import pino, { type DestinationStream, type Logger } from 'pino';
import { redactChildBindings, redactLogObject, scrubLoggedText, scrubLoggedUrl } from '@portal/domain/logPrivacy';

/** Hides tokens carried in paths (password and report links) and query strings (recipients, search texts) in logged URLs. */
export const scrubUrl = scrubLoggedUrl;

/**
 * Fields of database errors that carry the statement's values (a patient's name, birth date or
 * e-mail in `params`, `Key (email)=(...)` in `detail`): never logged. The SQL
 * state `code` and the message stay.
 */
export const DATABASE_ERROR_FIELDS = ['params', 'parameters', 'detail', 'where', 'query', 'internalQuery', 'hint'] as const;

/** pino's error serializer without the values a database error carries (also on its causes). */
export function serializeError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const scrub = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const fields = value as Record<string, unknown>;
    for (const field of DATABASE_ERROR_FIELDS) delete fields[field];
    for (const field of ['message', 'stack'] as const)
      if (typeof fields[field] === 'string') fields[field] = scrubLoggedText(fields[field]);
    scrub((value as { cause?: unknown }).cause);
  };
  scrub(serialized);
  // An error's own fields (and its causes') may hold an input: the domain's redaction walks them.
  return redactLogObject(serialized);
}

export function createLogger(options: { level?: string; pretty?: boolean; destination?: DestinationStream } = {}): Logger {
  const settings = {
    name: 'rest-api',
    level: options.level ?? 'info',
    // The domain's one redaction (shared with the BFF): every secret or personal key masked at any depth.
    formatters: { log: redactLogObject, bindings: redactLogObject },
    serializers: {
      req: (req: { method: string; url: string; id?: string }) => ({ method: req.method, url: scrubUrl(req.url), id: req.id }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
  return redactChildBindings(options.destination ? pino(settings, options.destination) : pino(settings));
}
