// GET /health (liveness, as before: the BFF answers, and so does the REST service behind it) and
// GET /ready (readiness: whether a balancer should send this instance requests). /ready answers
// 503 as soon as the process is stopping, so the balancer moves away while requests still succeed
// (main.ts waits SHUTDOWN_DELAY_MS before it stops accepting), and whenever REST does not answer.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createRestClient, type RestTransport } from '../rest/http';
import { health } from '../rest/operations';

export interface Readiness {
  /** True once the process is stopping. */
  stopping(): boolean;
  /**
   * Whether Redis answers (REDIS_URL set). Reported by /ready but never failing it: the limits
   * fall back to each instance's memory, so an instance without Redis still serves correctly, and
   * failing every instance's readiness at once would turn a Redis outage into a portal outage.
   */
  redis?: () => Promise<boolean>;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerHealth(
  app: FastifyInstance,
  transport: RestTransport,
  readiness?: Readiness,
  /** In front of a §7 backend, which has no /health: it is up unless the breaker saw it fail. */
  legacy: () => boolean = () => false,
): void {
  // While stopping, every answer closes its connection: a client's next request then opens a new
  // one, which the balancer sends to another instance, instead of reusing this one's.
  if (readiness) {
    app.addHook('onSend', async (_request, reply) => {
      if (readiness.stopping()) void reply.header('connection', 'close');
    });
  }

  /** Null when REST answers ok, else why not. */
  const restProblem = async (): Promise<unknown> => {
    if (legacy()) return transport.circuitState() === 'open' ? new Error('the upstream failed repeatedly: circuit open') : null;
    try {
      const status = await health(createRestClient(transport, () => null));
      return status === 'ok' ? null : new Error(`REST health is ${status}`);
    } catch (error) {
      return error;
    }
  };

  app.get('/health', async (request, reply) => {
    const problem = await restProblem();
    if (problem === null) return noStore(reply).send({ status: 'ok', rest: 'ok' });
    request.log.warn({ err: problem }, 'REST service unhealthy');
    return noStore(reply).code(503).send({ status: 'degraded', rest: 'unavailable' });
  });

  // Polled every few seconds by each balancer: only problems are worth a log line.
  app.get('/ready', { logLevel: 'warn' }, async (request, reply) => {
    if (readiness?.stopping()) return noStore(reply).code(503).send({ status: 'stopping' });
    const [problem, redis] = await Promise.all([restProblem(), readiness?.redis?.()]);
    const rest = problem === null;
    const body = {
      status: rest ? 'ready' : 'unavailable',
      rest: rest ? 'ok' : 'unavailable',
      ...(redis === undefined ? {} : { redis: redis ? 'ok' : 'unavailable' }),
    };
    if (!rest) request.log.warn({ err: problem }, 'not ready: REST service unavailable');
    return noStore(reply)
      .code(rest ? 200 : 503)
      .send(body);
  });
}
