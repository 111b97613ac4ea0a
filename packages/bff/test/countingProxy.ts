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
  /** The most calls one bearer token had open at once, by token, since the last reset. */
  peakByToken: Map<string, number>;
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const calls: string[] = [];
  let responseBytes = 0;
  const alongside: string[][] = [];
  const open = new Set<string>();
  const peakByToken = new Map<string, number>();
  const openByToken = new Map<string, number>();
  const server = createServer((req, res) => {
    const call = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
    calls.push(call);
    alongside.push([...open]);
    open.add(call);
    const token = req.headers.authorization ?? '';
    const now = (openByToken.get(token) ?? 0) + 1;
    openByToken.set(token, now);
    peakByToken.set(token, Math.max(peakByToken.get(token) ?? 0, now));
    res.on('close', () => {
      open.delete(call);
      openByToken.set(token, (openByToken.get(token) ?? 1) - 1);
    });
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
    peakByToken,
    reset: () => {
      calls.length = 0;
      alongside.length = 0;
      peakByToken.clear();
      responseBytes = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
