// A user's own sessions (ASVS 7.5.2): GET /users/{uid}/sessions, POST /users/{uid}/sessions/signOutAll
// and POST /users/{uid}/sessions/{sessionId}/signOut. Only the owner, with a session.
import type { FastifyInstance } from 'fastify';
import { signOutAllBodySchema } from '@portal/domain/auth';
import type { AppContext } from '../context';
import { authenticate, requireOwnUid } from '../http/authenticate';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { endSession, endSessions, listSessions } from './sessions';
import { isUuid } from './users';
import { documented } from '../http/openapi';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { uid: string } }>('/users/:uid/sessions', documented({ capability: 'activeSessions' }), async (request) => {
    const caller = await authenticate(ctx, request, ['session']);
    await requireOwnUid(ctx, caller, request.params.uid);
    const sessions = await listSessions(ctx.db, caller.user.id, ctx.clock.now());
    // The token itself never leaves the service: a session is named by its row id.
    return {
      data: sessions.map((session) => ({
        SessionID: session.id,
        CreatedAt: session.createdAt.toISOString(),
        LastSeenAt: session.lastUsedAt.toISOString(),
        ExpiresAt: session.expiresAt.toISOString(),
        Address: session.clientAddress,
        UserAgent: session.userAgent,
        Current: session.id === caller.token.id,
      })),
    };
  });

  // Every session of the user ends, this one included (the client signs out too) unless KeepCurrent.
  app.post<{ Params: { uid: string } }>(
    '/users/:uid/sessions/signOutAll',
    documented({ capability: 'activeSessions', body: signOutAllBodySchema }),
    async (request) => {
      const caller = await authenticate(ctx, request, ['session']);
      await requireOwnUid(ctx, caller, request.params.uid);
      const { KeepCurrent } = parseBody(signOutAllBodySchema, request.body);
      const ended = await endSessions(ctx.db, caller.user.id, KeepCurrent ? caller.token.id : null);
      return { data: { ended } };
    },
  );

  app.post<{ Params: { uid: string; sessionId: string } }>(
    '/users/:uid/sessions/:sessionId/signOut',
    documented({ capability: 'activeSessions' }),
    async (request) => {
      const caller = await authenticate(ctx, request, ['session']);
      await requireOwnUid(ctx, caller, request.params.uid);
      const { sessionId } = request.params;
      if (!isUuid(sessionId) || !(await endSession(ctx.db, caller.user.id, sessionId))) throw notFound();
      return { data: { ended: true, current: sessionId === caller.token.id } };
    },
  );
}
