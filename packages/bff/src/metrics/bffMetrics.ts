// GET /metrics (Prometheus text) of the BFF: HTTP requests by route pattern and status class,
// GraphQL operations by name and outcome, calls to the REST service by method, route pattern and
// outcome, the circuit breaker's state, and the process's own metrics. Each server has its own
// registry, so tests that build several in one process count separately. Who may read it:
// domain/metrics.ts.
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { METRICS_PATH, UNMETERED_PATHS, mayReadMetrics, statusClass } from '@portal/domain/metrics';
import type { BffContext } from '../context';
import type { CircuitStateName, ObservedCall, RestTransport } from '../rest/http';
import { graphqlMetricsPlugin } from './graphqlMetrics';
import { boundedLabels, operationLabeler, upstreamRoute } from './labels';

/** Seconds: a REST read answers in milliseconds, a page of patients with visits in about a second. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** REST routes the BFF calls number in the dozens: past this, a path the normalising missed. */
const MAX_UPSTREAM_ROUTES = 200;

const CIRCUIT_STATES: CircuitStateName[] = ['closed', 'open', 'half-open', 'isolated'];

export interface BffMetrics {
  registry: Registry;
  /** For Apollo's plugins. */
  graphqlPlugin: ApolloServerPlugin<BffContext>;
  /** For the REST transport (TransportOptions.observe). */
  observeUpstream: (call: ObservedCall) => void;
  /** Reports this transport's circuit breaker at every scrape. */
  watchCircuit(transport: Pick<RestTransport, 'circuitState'>): void;
}

let processRegistry: Registry | null = null;

/** CPU, memory, event loop and GC: one collector per process, shown on every server's page. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** `operationNames`: the web app's operations (persistedOperationNames), always labelled by name. */
export function createBffMetrics(options: { operationNames: ReadonlySet<string> }): BffMetrics {
  const registry = new Registry();
  const registers = [registry];
  const operationLabels = ['operation', 'outcome'] as const;
  const operations = new Counter({
    name: 'bff_graphql_operations_total',
    help: "GraphQL operations by operation name and outcome ('ok' or the first error's code)",
    labelNames: operationLabels,
    registers,
  });
  const operationSeconds = new Histogram({
    name: 'bff_graphql_operation_duration_seconds',
    help: 'GraphQL operation latency by operation name and outcome',
    labelNames: operationLabels,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const upstreamLabels = ['method', 'route', 'outcome'] as const;
  const upstream = new Counter({
    name: 'bff_upstream_requests_total',
    help: "Calls to the REST service (retries included) by method, route pattern and outcome ('ok', '4xx', '5xx', network, timeout, circuit-open)",
    labelNames: upstreamLabels,
    registers,
  });
  const upstreamSeconds = new Histogram({
    name: 'bff_upstream_request_duration_seconds',
    help: 'REST call latency (retries included) by method, route pattern and outcome',
    labelNames: upstreamLabels,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  let circuit: Pick<RestTransport, 'circuitState'> | null = null;
  new Gauge({
    name: 'bff_upstream_circuit_state',
    help: "The REST circuit breaker's state: 1 for the current one (open: REST calls fail at once)",
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      if (!circuit) return;
      const now = circuit.circuitState();
      for (const state of CIRCUIT_STATES) this.set({ state }, state === now ? 1 : 0);
    },
  });

  const operationLabel = operationLabeler(options.operationNames);
  const routeLabel = boundedLabels(MAX_UPSTREAM_ROUTES, 'other');
  return {
    registry,
    graphqlPlugin: graphqlMetricsPlugin(({ name, outcome, seconds }) => {
      const labels = { operation: operationLabel(name), outcome };
      operations.inc(labels);
      operationSeconds.observe(labels, seconds);
    }),
    observeUpstream: (call) => {
      const labels = { method: call.method, route: routeLabel(upstreamRoute(call.path, call.root)), outcome: call.outcome };
      upstream.inc(labels);
      upstreamSeconds.observe(labels, call.seconds);
    },
    watchCircuit(transport) {
      circuit = transport;
    },
  };
}

/**
 * Counts every request but the probes and the scrape by method, route pattern (never the URL,
 * which holds ids and link tokens) and status class, and serves the page to those mayReadMetrics lets.
 */
export function registerMetrics(app: FastifyInstance, metrics: BffMetrics, options: { token: string | null }): void {
  const unmetered = new Set(UNMETERED_PATHS);
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

  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    const allowed = mayReadMetrics({ configuredToken: options.token, headers: request.headers, peerAddress: request.socket.remoteAddress });
    // As if there were no such page (the not-found handler would answer the web app's index here).
    if (!allowed) return reply.code(404).send({ error: 'Not Found' });
    const page = Registry.merge([processMetrics(), metrics.registry]);
    return reply
      .header('cache-control', 'no-store')
      .type(page.contentType)
      .send(await page.metrics());
  });
}
