// A clinic's existing backend, as the BFF's tests meet it: the bundled REST service behind a filter
// that forwards only the calls of the specification's §7 (with only the query §7 gives them) and
// answers 404 to everything else, recording each such call. The one question the BFF asks any
// upstream, GET /capabilities, is answered 404 as a §7 backend would, and not recorded.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSection7Call } from '@portal/domain/upstream';

const BASE = '/api/v1/webapp';

export interface Section7Proxy {
  url: string;
  /** `METHOD /path?query` of every call forwarded, in order. */
  calls: string[];
  /** `METHOD /path?query` of every call §7 does not have (answered 404). */
  refused: string[];
  reset(): void;
  close(): Promise<void>;
}

export async function startSection7Proxy(target: string): Promise<Section7Proxy> {
  const upstream = new URL(target);
  const calls: string[] = [];
  const refused: string[] = [];
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const inBase = url.startsWith(`${BASE}/`);
    const path = inBase ? url.slice(BASE.length) : url;
    if (!inBase || !isSection7Call(method, path)) {
      if (!(method === 'GET' && path === '/capabilities')) refused.push(`${method} ${url}`);
      req.resume();
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found', messages: ['Not found'] }));
      return;
    }
    calls.push(`${method} ${url}`);
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method, path: url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    refused,
    reset: () => {
      calls.length = 0;
      refused.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
