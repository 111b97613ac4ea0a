// A scripted stand-in for the REST service, for unit tests of the client layer only
// (integration tests use the real service from @portal/rest-api/testing).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type FakeHandler = (request: FakeRequest, response: ServerResponse) => void | Promise<void>;

export interface FakeRest {
  url: string;
  requests: FakeRequest[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startFakeRest(): Promise<FakeRest> {
  let handler: FakeHandler = (_req, res) => json(res, 404, { code: 'NOT_FOUND', message: 'not found', messages: [] });
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: text ? JSON.parse(text) : undefined };
      requests.push(request);
      void Promise.resolve(handler(request, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (h) => {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
