// GET /health: the BFF answers, and so does the REST service behind it.
import type { FastifyInstance } from 'fastify';
import { createRestClient, type RestTransport } from '../rest/http';
import { health } from '../rest/operations';

export function registerHealth(app: FastifyInstance, transport: RestTransport): void {
  app.get('/health', async (request, reply) => {
    const rest = createRestClient(transport, () => null);
    try {
      const status = await health(rest);
      if (status !== 'ok') throw new Error(`REST health is ${status}`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', rest: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'REST service unhealthy');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'degraded', rest: 'unavailable' });
    }
  });
}
