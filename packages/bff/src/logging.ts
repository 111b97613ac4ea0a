// The BFF's pino logger. Request logs name the path only: query strings can carry
// create-password link tokens (/create-password?token=…) and GraphQL variables.
import { pino, type Logger } from 'pino';

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: string;
  ip?: string;
}

export const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  path: request.url?.split('?')[0],
  id: request.id,
  remoteAddress: request.ip,
});

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: 'bff',
    level,
    serializers: { req: requestSerializer, err: pino.stdSerializers.err },
  });
}
