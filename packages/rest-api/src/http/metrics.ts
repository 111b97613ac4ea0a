// GET /metrics (Prometheus text) of the REST service: requests by route pattern and status class,
// the outbox backlog read from the database at scrape time, the outbox worker's delivery tries,
// and the process's own metrics. Each app has its own registry, so tests that build several apps
// in one process count separately. Who may read it: domain/metrics.ts.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { METRICS_PATH, UNMETERED_PATHS, mayReadMetrics, statusClass } from '@portal/domain/metrics';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { outboxBacklog, type OutboxBacklog } from '../mail/outboxStore';
import type { OutboxWorkerOptions } from '../mail/outboxWorker';
import { documented } from './openapi';

/** Seconds: REST answers in milliseconds; the long tail is a slow query or a hung database. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface RestMetrics {
  registry: Registry;
  /** For the outbox worker (OutboxWorkerOptions.onAttempt). */
  onOutboxAttempt: NonNullable<OutboxWorkerOptions['onAttempt']>;
}

let processRegistry: Registry | null = null;

/** CPU, memory, event loop and GC: one collector per process, shown on every app's page. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createRestMetrics(options: { db: Queryable; clock: Clock; onError?: (error: unknown) => void }): RestMetrics {
  const registry = new Registry();
  const deliveries = new Counter({
    name: 'rest_outbox_deliveries_total',
    help: 'Outbox delivery tries by channel and outcome (sent, retry: failed and queued again, failed: for good)',
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  });
  // Both gauges come from one query per scrape: the page collects its metrics side by side.
  let reading: Promise<OutboxBacklog | null> | null = null;
  const backlog = () => {
    reading ??= outboxBacklog(options.db, options.clock.now())
      .catch((error: unknown) => {
        // The rest of the page still answers; the missing series tell the scraper.
        options.onError?.(error);
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  new Gauge({
    name: 'rest_outbox_messages',
    help: 'Outbox messages by status (queued, sending, failed for good), shared by every instance of one database',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await backlog();
      this.reset();
      if (!counts) return;
      for (const status of ['queued', 'sending', 'failed'] as const) this.set({ status }, counts[status]);
    },
  });
  new Gauge({
    name: 'rest_outbox_oldest_due_seconds',
    help: 'How long the oldest due outbox message has waited for delivery (0: none is due)',
    registers: [registry],
    async collect() {
      const counts = await backlog();
      this.reset();
      if (counts) this.set((counts.oldestDueMs ?? 0) / 1000);
    },
  });
  return {
    registry,
    onOutboxAttempt: ({ channel, outcome }) => deliveries.inc({ channel, outcome }),
  };
}

/**
 * Counts every request but the probes and the scrape by method, route pattern (never the URL,
 * which holds ids and tokens) and status class, and serves the page to those mayReadMetrics lets.
 */
export function registerMetrics(app: FastifyInstance, metrics: RestMetrics, options: { token: string | null; unmetered?: string[] }): void {
  const unmetered = new Set([...UNMETERED_PATHS, ...(options.unmetered ?? [])]);
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames,
    registers: [metrics.registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status class',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && unmetered.has(route)) return;
    const labels = { method: request.method, route: route ?? 'unmatched', status_class: statusClass(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    METRICS_PATH,
    {
      ...documented({
        capability: 'service',
        summary: 'Prometheus metrics: METRICS_TOKEN as the bearer token, or, without one, callers on this machine',
      }),
      logLevel: 'warn',
    },
    async (request, reply) => {
      const allowed = mayReadMetrics({
        configuredToken: options.token,
        headers: request.headers,
        peerAddress: request.socket.remoteAddress,
      });
      // As if there were no such page: a stranger learns nothing, not even that it exists.
      if (!allowed) return reply.callNotFound();
      const page = Registry.merge([processMetrics(), metrics.registry]);
      return reply
        .header('cache-control', 'no-store')
        .type(page.contentType)
        .send(await page.metrics());
    },
  );
}
