// GET /ready: whether a balancer should send this REST instance requests. 503 as soon as the
// process is stopping (main.ts then keeps serving for SHUTDOWN_DELAY_MS while balancers move
// away) and whenever the database does not answer. GET /health (app.ts) stays the liveness check.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { documented } from './openapi';

export interface ReadinessSwitch {
  /** From now on /ready answers 503 and every answer closes its connection. */
  stop(): void;
  readonly stopping: boolean;
}

export function registerReadiness(app: FastifyInstance, db: Database): ReadinessSwitch {
  let stopping = false;
  // A client's next request then opens a new connection, which the balancer sends elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) void reply.header('connection', 'close');
  });
  // Polled every few seconds by each balancer: only problems are worth a log line.
  app.get('/ready', { ...documented({ capability: 'service', public: true }), logLevel: 'warn' }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (stopping) return reply.code(503).send({ data: { status: 'stopping' } });
    try {
      await db.query('select 1');
      return { data: { status: 'ready', database: 'ok' } };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.code(503).send({ data: { status: 'unavailable', database: 'unavailable' } });
    }
  });
  return {
    stop() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
  };
}
