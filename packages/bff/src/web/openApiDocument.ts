// GET /api/v1/openapi.json in demo mode: the REST service's OpenAPI document, passed through
// unchanged so that the portal's own origin shows the REST contract to someone trying the demo.
// Only this one document: no other REST path is reachable through the BFF this way.
import type { FastifyInstance } from 'fastify';
import fetch from 'node-fetch';

export const OPENAPI_DOCUMENT_PATH = '/api/v1/openapi.json';

export function registerOpenApiDocument(app: FastifyInstance, restApiUrl: string, timeoutMs = 10_000): void {
  app.get(OPENAPI_DOCUMENT_PATH, async (request, reply) => {
    try {
      const answer = await fetch(new URL(OPENAPI_DOCUMENT_PATH, restApiUrl).href, { signal: AbortSignal.timeout(timeoutMs) });
      const body = await answer.text();
      return reply
        .code(answer.status)
        .header('content-type', answer.headers.get('content-type') ?? 'application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenAPI document: REST unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({ error: 'Service Unavailable' });
    }
  });
}
