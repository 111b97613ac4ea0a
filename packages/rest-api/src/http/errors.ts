// Failures as the contract shapes them: { code, message, messages, fields? } (RestErrorBody),
// with English catalogue texts from the domain package.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, type ErrorCode, type FieldProblem, type RestErrorBody } from '@portal/domain/errors';
import { VALIDATION_MESSAGES, validationText } from '@portal/domain/messages';
import { STALE_VERSION } from '@portal/domain/recordVersion';

const STATUS: Record<Exclude<ErrorCode, 'UPSTREAM_UNAVAILABLE'>, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INTERNAL_SERVER_ERROR: 500,
};

/** An expected failure: thrown by handlers, answered with its status and body. */
export class RestError extends Error {
  readonly status: number;
  constructor(
    readonly code: keyof typeof STATUS,
    message: string,
    readonly messages: string[] = [message],
    readonly fields?: FieldProblem[],
  ) {
    super(message);
    this.status = STATUS[code];
  }

  body(): RestErrorBody {
    return { code: this.code, message: this.message, messages: this.messages, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

/**
 * 409: the edit was made from an older version of the record than the one saved now. Nothing was
 * written; the body carries the record as it is (`current`) for the editor to compare.
 */
export class StaleWriteError extends RestError {
  constructor(readonly current: unknown) {
    super('CONFLICT', ERROR_MESSAGES.changedSinceOpened);
  }

  override body(): RestErrorBody {
    return { ...super.body(), reason: STALE_VERSION, current: this.current };
  }
}

export const unauthenticated = (message: string = ERROR_MESSAGES.sessionExpired) => new RestError('UNAUTHENTICATED', message);
export const forbidden = (message: string = ERROR_MESSAGES.permissionDenied) => new RestError('FORBIDDEN', message);
export const notFound = (message: string = ERROR_MESSAGES.notFound) => new RestError('NOT_FOUND', message);
export const conflict = (message: string) => new RestError('CONFLICT', message);

/** 400 with the §5 key of each field and the English text of each key. */
export function badInput(fields: FieldProblem[]): RestError {
  const texts = [...new Set(fields.map((f) => validationText(f.key)))];
  const messages = texts.length > 0 ? texts : [VALIDATION_MESSAGES.fill_required];
  return new RestError('BAD_USER_INPUT', messages[0], messages, fields);
}

/** Answers every failure with the contract's body; unexpected ones are logged, never detailed. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | RestError, request, reply) => {
    if (error instanceof RestError) return reply.status(error.status).send(error.body());
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large.
      const problem = new RestError('BAD_USER_INPUT', VALIDATION_MESSAGES.fill_required);
      if (status === 404) return reply.status(404).send(notFound().body());
      return reply.status(400).send(problem.body());
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(new RestError('INTERNAL_SERVER_ERROR', ERROR_MESSAGES.unexpected).body());
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().body()));
}
