// GET /dev/outbox: the dev mailbox's source (demo mode only), so a person trying the demo can
// read 2FA codes and create-password links without a mail server. It holds every 2FA code and
// password link, so it answers callers on this machine only (the BFF beside it), never the network.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { badInput, forbidden } from '../http/errors';
import { check } from '@portal/domain/validation';
import { listOutbox } from '../mail/outbox';
import { isLoopbackAddress } from '@portal/domain/loopback';
import { documented } from '../http/openapi';

const outboxQuerySchema = z.object({
  recipient: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export function registerDevOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dev/outbox', documented({ capability: 'outboxHistory', querystring: outboxQuerySchema }), async (request) => {
    // This service trusts no proxy, so request.ip is the peer; both must be this machine.
    if (!isLoopbackAddress(request.ip) || !isLoopbackAddress(request.socket.remoteAddress)) throw forbidden();
    const query = check(outboxQuerySchema, request.query);
    if (!query.ok) throw badInput(query.problems);
    const { messages, total } = await listOutbox(ctx.db, query.value);
    return {
      data: messages.map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
      total,
    };
  });
}
