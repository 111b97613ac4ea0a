// The edge of the REST service: a body, query or path holding characters no text may hold (NUL,
// other control characters, lone surrogates) is refused with 400 and the §5 key before any route
// or statement sees it. PostgreSQL would fail on them with a 500 (and a logged statement).
import type { FastifyInstance } from 'fastify';
import { unstorableTextProblems } from '@portal/domain/inputSafety';
import { badInput } from './errors';

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problems = [
      ...unstorableTextProblems(request.params, 'path'),
      ...unstorableTextProblems(request.query, 'query'),
      ...unstorableTextProblems(request.body),
    ];
    if (problems.length > 0) throw badInput(problems);
  });
}
