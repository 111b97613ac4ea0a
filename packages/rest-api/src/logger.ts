// The service's pino logger: secrets and personal data never reach the log.
import pino, { type Logger } from 'pino';

/** Paths pino masks wherever they appear in a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.Password',
  '*.password',
  '*.newPassword',
  '*.TwoFaCode',
  '*.token',
  'body',
];

/** Hides tokens carried in paths (password links) and query strings (recipients) in logged URLs. */
export function scrubUrl(url: string): string {
  const path = url.split('?')[0];
  return path.replace(/(\/password-links\/)[^/]+/, '$1[redacted]') + (url.includes('?') ? '?[redacted]' : '');
}

/**
 * Fields of database errors that carry the statement's values (a patient's name, birth date or
 * e-mail in `params`, `Key (email)=(...)` in `detail`): never logged (issue 15 item 6). The SQL
 * state `code` and the message stay.
 */
export const DATABASE_ERROR_FIELDS = ['params', 'parameters', 'detail', 'where', 'query', 'internalQuery', 'hint'] as const;

/** pino's error serializer without the values a database error carries (also on its causes). */
export function serializeError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const scrub = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const field of DATABASE_ERROR_FIELDS) delete (value as Record<string, unknown>)[field];
    scrub((value as { cause?: unknown }).cause);
  };
  scrub(serialized);
  return serialized;
}

export function createLogger(options: { level?: string; pretty?: boolean } = {}): Logger {
  return pino({
    name: 'rest-api',
    level: options.level ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id?: string }) => ({ method: req.method, url: scrubUrl(req.url), id: req.id }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  });
}
