// A small load balancer for the several-instances test, behaving as nginx or a cloud balancer
// does: round robin over the upstreams whose /ready answers 200 (probed every `probeMs`), the
// client's address in X-Forwarded-For, and a request that could not reach an upstream at all
// (connection refused; for a read also reset before any answer) tried once on the next one.
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  url: string;
  ready: boolean;
  /** Requests this upstream answered. */
  served: number;
}

export interface RoundRobinProxy {
  url: string;
  upstreams: Upstream[];
  /** The address told to the upstreams in X-Forwarded-For from now on (a client moving). */
  clientAddress: string | null;
  /** Requests no ready upstream could take (answered 502). */
  readonly refused: number;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer'];

function forwardable(headers: IncomingHttpHeaders, host: string, clientAddress: string): IncomingHttpHeaders {
  const copy: IncomingHttpHeaders = { ...headers, host, 'x-forwarded-for': clientAddress };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

export async function startRoundRobinProxy(
  urls: string[],
  options: { probeMs?: number; clientAddress?: string } = {},
): Promise<RoundRobinProxy> {
  const probeMs = options.probeMs ?? 200;
  const upstreams: Upstream[] = urls.map((url) => ({ url, ready: false, served: 0 }));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let refused = 0;

  const probe = (upstream: Upstream) =>
    new Promise<void>((resolve) => {
      const req = httpRequest(`${upstream.url}/ready`, { agent, timeout: Math.max(100, probeMs * 2) }, (res) => {
        upstream.ready = res.statusCode === 200;
        res.resume();
        resolve();
      });
      req.on('timeout', () => req.destroy(new Error('probe timed out')));
      req.on('error', () => {
        upstream.ready = false;
        resolve();
      });
      req.end();
    });
  const probeAll = () => Promise.all(upstreams.map(probe));
  await probeAll();
  const timer = setInterval(() => void probeAll(), probeMs);

  const proxy: RoundRobinProxy = {
    url: '',
    upstreams,
    clientAddress: options.clientAddress ?? null,
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const pick = (excluded: Upstream | null): Upstream | null => {
    for (let i = 0; i < upstreams.length; i += 1) {
      const candidate = upstreams[(next + i) % upstreams.length];
      if (candidate.ready && candidate !== excluded) {
        next = (next + i + 1) % upstreams.length;
        return candidate;
      }
    }
    return null;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const clientAddress = proxy.clientAddress ?? req.socket.remoteAddress ?? '127.0.0.1';
      const send = (upstream: Upstream | null, retried: boolean) => {
        if (!upstream) {
          refused += 1;
          res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream is ready');
          return;
        }
        const target = new URL(req.url ?? '/', upstream.url);
        let answered = false;
        const forward = httpRequest(
          target,
          { agent, method: req.method, headers: forwardable(req.headers, target.host, clientAddress) },
          (answer) => {
            answered = true;
            upstream.served += 1;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on('error', (error: NodeJS.ErrnoException) => {
          if (answered) return void res.destroy();
          // Never reached (refused), or, for a read, closed under it before any answer: like
          // nginx's proxy_next_upstream error, try the next one once. A write that may have
          // arrived is not sent twice.
          upstream.ready = false;
          const idempotent = req.method === 'GET' || req.method === 'HEAD';
          if (!retried && (error.code === 'ECONNREFUSED' || (idempotent && error.code === 'ECONNRESET'))) send(pick(upstream), true);
          else if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(error.message);
          else res.destroy();
        });
        forward.end(body);
      };
      send(pick(null), false);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  proxy.url = `http://127.0.0.1:${port}`;
  return proxy;
}
