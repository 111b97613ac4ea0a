// Every answer of the REST service carries the headers a JSON API should: nothing it answers is a
// page to frame, run or cache. Devices and the BFF call it directly, so it cannot lean on the BFF's
// own headers (helmet's, which the BFF sets for the browser's origin).
import type { FastifyInstance } from 'fastify';

export const REST_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** Adds the headers to every answer that does not set its own (a download sets its own cache rule). */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(REST_SECURITY_HEADERS)) if (!reply.hasHeader(name)) void reply.header(name, value);
    return payload;
  });
}
