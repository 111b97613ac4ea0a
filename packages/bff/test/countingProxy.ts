// Sits between the BFF and the REST service and counts what actually reaches REST: the
// measure for "a GraphQL operation makes a bounded number of REST calls".
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** `METHOD /path` (no query string) of every forwarded request, in order. */
  calls: string[];
  /** Bytes of the REST answers' bodies since the last reset (the benchmarks' "REST bytes per operation"). */
  readonly responseBytes: number;
  /** For each forwarded call (as in `calls`), the calls still open when it arrived. */
  alongside: string[][];
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const calls: string[] = [];
  let responseBytes = 0;
  const alongside: string[][] = [];
  const open = new Set<string>();
  const server = createServer((req, res) => {
    const call = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
    calls.push(call);
    alongside.push([...open]);
    open.add(call);
    res.on('close', () => open.delete(call));
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          responseBytes += chunk.length;
        });
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.destroy();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    get responseBytes() {
      return responseBytes;
    },
    alongside,
    reset: () => {
      calls.length = 0;
      alongside.length = 0;
      responseBytes = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
