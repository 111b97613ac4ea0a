// GET /api/v1/webapp/reports/:token: the signed visit-report links the REST service issues point
// at the portal's own origin (the browser never reaches REST directly). The BFF passes the
// request through unchanged: no session is needed, the signature and expiry are checked by REST.
// A browser opening an expired link gets a small page in the reader's language instead of JSON.
import type { FastifyInstance } from 'fastify';
import fetch from 'node-fetch';
import { REST_BASE_PATH } from '../rest/http';
import { expiredLinkLanguage, expiredReportLinkPage, wantsHtml } from './expiredReportLinkPage';

/** What a signed token can look like (base64url parts and dots); anything else never reaches REST. */
const TOKEN_PATTERN = /^[A-Za-z0-9_.~-]{1,256}$/;
const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control'] as const;

export function registerReportDownloads(app: FastifyInstance, restApiUrl: string, timeoutMs = 30_000): void {
  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(`${REST_BASE_PATH}/reports/:token`, async (request, reply) => {
    const { token } = request.params;
    if (!TOKEN_PATTERN.test(token)) return reply.code(404).send({ error: 'Not Found' });
    const upstream = new URL(`${REST_BASE_PATH}/reports/${encodeURIComponent(token)}`, restApiUrl);
    try {
      const answer = await fetch(upstream.href, { signal: AbortSignal.timeout(timeoutMs) });
      if (answer.status === 410 && wantsHtml(request.headers.accept)) {
        await answer.text(); // the JSON body is read and dropped, freeing the connection
        const language = expiredLinkLanguage(request.query.lang, request.headers['accept-language']);
        return reply
          .code(410)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-language', language)
          .send(expiredReportLinkPage(language));
      }
      void reply.code(answer.status);
      for (const name of PASSED_HEADERS) {
        const value = answer.headers.get(name);
        if (value) void reply.header(name, value);
      }
      if (!answer.headers.get('cache-control')) void reply.header('cache-control', 'no-store');
      return reply.send(answer.body);
    } catch (error) {
      request.log.warn({ err: error }, 'report download: REST unavailable');
      return reply.code(503).header('cache-control', 'no-store').send({ error: 'Service Unavailable' });
    }
  });
}
