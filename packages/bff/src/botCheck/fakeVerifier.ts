// A local stand-in for a siteverify endpoint (reCAPTCHA or Turnstile), for tests only: point
// BOT_CHECK_VERIFY_URL at `url`. It records each form POST and answers as scripted, including
// slow answers, so no test ever calls Google or Cloudflare.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeVerifierRequest {
  method: string;
  url: string;
  contentType: string | undefined;
  /** The decoded form fields (secret, response, remoteip). */
  form: Record<string, string>;
}

export interface FakeVerifierReply {
  /** Default 200. */
  status?: number;
  /** Sent as JSON, or as is when a string. */
  body?: unknown;
  /** Wait this long before answering (to outlast the client's timeout). */
  delayMs?: number;
}

export type FakeVerifierScript = FakeVerifierReply | ((request: FakeVerifierRequest) => FakeVerifierReply);

export interface FakeVerifier {
  url: string;
  requests: FakeVerifierRequest[];
  reply(script: FakeVerifierScript): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startFakeVerifier(): Promise<FakeVerifier> {
  let script: FakeVerifierScript = { body: { success: true } };
  const requests: FakeVerifierRequest[] = [];
  // Slow answers still pending at close are dropped, so no timer outlives the test file.
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    void readBody(req).then(
      (text) => {
        const request: FakeVerifierRequest = {
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          contentType: req.headers['content-type'],
          form: Object.fromEntries(new URLSearchParams(text)),
        };
        requests.push(request);
        const reply = typeof script === 'function' ? script(request) : script;
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
          res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {}));
        };
        if (!reply.delayMs) return send();
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delayMs);
        timers.add(timer);
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    reply: (next) => {
      script = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
