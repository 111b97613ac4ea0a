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

export function createLogger(options: { level?: string; pretty?: boolean } = {}): Logger {
  return pino({
    name: 'rest-api',
    level: options.level ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id?: string }) => ({ method: req.method, url: scrubUrl(req.url), id: req.id }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  });
}
