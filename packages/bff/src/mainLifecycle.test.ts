// The BFF process itself (on ports the system hands out), against a fake REST service: SIGTERM
// under a stream of GraphQL requests turns /ready to 503 first, keeps serving through
// SHUTDOWN_DELAY_MS, lets a request in flight finish, fails none and exits 0; and a REST service
// that never answers (as when SIGSTOPped) gives the catalogue's connection error after the 3 s read
// limit rather than 10 s, and at once once the breaker has opened.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { freePorts } from '@portal/rest-api/testing';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const children: ChildProcess[] = [];
const servers: Server[] = [];
let redisUrl: string | null = null;

beforeAll(async () => {
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect(6379, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  if (answers) redisUrl = 'redis://127.0.0.1:6379';
  else console.info('mainLifecycle: no Redis on 127.0.0.1:6379, so /ready is checked without REDIS_URL');
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A fake REST service: /health, and create-password links that are unknown (404) or, for `slow…` tokens, answered after `slowMs`. */
async function fakeRest(port: number, options: { hang?: boolean; slowMs?: number } = {}): Promise<{ calls: () => number }> {
  let calls = 0;
  const server = createServer((req, res) => {
    calls += 1;
    if (options.hang) return; // accepted, never answered: a stopped process behind an open socket
    if (req.url === '/health') return sendJson(res, 200, { data: { status: 'ok' } });
    if (req.url?.startsWith('/api/v1/webapp/password-links/slow')) {
      setTimeout(() => sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found', messages: [] }), options.slowMs ?? 0);
      return;
    }
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found', messages: [] });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { calls: () => calls };
}

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

function startBff(port: number, restPort: number, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      WEB_DIST_DIR: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      REST_API_URL: `http://127.0.0.1:${restPort}`,
      // The scripted service stands for the bundled one: its profile is not asked.
      UPSTREAM_PROFILE: 'portal',
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`BFF did not start in time:\n${output}`)), 60_000);
    const poll = setInterval(() => {
      if (output.includes('BFF ready')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${port}`, output: () => output, exit });
      } else if (child.exitCode !== null) {
        clearInterval(poll);
        clearTimeout(timer);
        reject(new Error(`BFF exited with ${child.exitCode}:\n${output}`));
      }
    }, 50);
  });
}

/** A create-password link check: one REST read (GET /password-links/{token}). */
async function linkQuery(
  url: string,
  token: string,
): Promise<{ status: number; body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `query Link($token: String!) { passwordLink(token: $token) { __typename } }`, variables: { token } }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

const TOKEN = 'A'.repeat(43);
const SLOW_TOKEN = `slow${'B'.repeat(39)}`;

describe('BFF SIGTERM', () => {
  it('fails readiness first, serves through the delay, finishes the request in flight, fails none and exits 0', async () => {
    // The slow answer outlasts the delay, so that request is in flight when the server stops
    // accepting; the read limit is raised for it (the default 3 s would cut it short).
    const [bffPort, restPort] = await freePorts(2);
    await fakeRest(restPort, { slowMs: 4_500 });
    const bff = await startBff(bffPort, restPort, {
      SHUTDOWN_DELAY_MS: '3000',
      REST_READ_TIMEOUT_MS: '8000',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    const ready = await fetch(`${bff.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', rest: 'ok', ...(redisUrl ? { redis: 'ok' } : {}) });
    expect((await fetch(`${bff.url}/health`)).status).toBe(200);

    let readyFailedAt: number | null = null;
    const probe = (async () => {
      while (readyFailedAt === null) {
        const answer = await fetch(`${bff.url}/ready`).catch(() => null);
        if (answer && answer.status === 503) readyFailedAt = Date.now();
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    let ok = 0;
    let okAfterReadyFailed = 0;
    const failures: string[] = [];
    const worker = async () => {
      // A balancer stops sending new requests about a probe period after /ready failed; 1 s here.
      while (readyFailedAt === null || Date.now() - readyFailedAt < 1000) {
        try {
          const answer = await linkQuery(bff.url, TOKEN);
          if (answer.status === 200 && answer.body.data && !answer.body.errors) {
            ok += 1;
            if (readyFailedAt !== null) okAfterReadyFailed += 1;
          } else failures.push(JSON.stringify(answer));
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const workers = Promise.all(Array.from({ length: 8 }, worker));
    await new Promise((r) => setTimeout(r, 500));
    const inFlight = linkQuery(bff.url, SLOW_TOKEN);
    await new Promise((r) => setTimeout(r, 100));
    const signalledAt = Date.now();
    bff.child.kill('SIGTERM');
    await Promise.all([workers, probe]);
    const slow = await inFlight;
    const finishedAt = Date.now();

    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(20);
    // Readiness failed well before the server stopped accepting (3 s), and requests kept succeeding after it.
    expect(readyFailedAt! - signalledAt).toBeLessThan(2_000);
    expect(okAfterReadyFailed).toBeGreaterThan(0);
    expect(slow).toEqual({ status: 200, body: { data: { passwordLink: null } } });
    expect(finishedAt - signalledAt).toBeGreaterThan(4_000); // it outlived the delay: the drain waited for it
    expect(await bff.exit).toBe(0);
    expect(bff.output()).toContain('BFF stopping: /ready answers 503');
  }, 90_000);
});

describe('a hung REST service', () => {
  it('gives the connection error after the read limit, then at once while the breaker is open, and fails /ready', async () => {
    const [bffPort, restPort] = await freePorts(2);
    const rest = await fakeRest(restPort, { hang: true });
    const bff = await startBff(bffPort, restPort, { DEMO_MODE: '1' });
    const started = Date.now();
    // Five readers at once open the breaker (five consecutive failures), each after the 3 s limit.
    const first = await Promise.all(Array.from({ length: 5 }, () => linkQuery(bff.url, TOKEN)));
    const firstWait = Date.now() - started;
    for (const answer of first) {
      expect(answer.body.errors?.[0]).toMatchObject({
        message: ERROR_MESSAGES.connectionTimedOut,
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    }
    expect(firstWait).toBeGreaterThanOrEqual(2_900);
    // 3 s plus GraphQL's own work; the limit leaves room for a loaded machine, far under the former 10 s.
    expect(firstWait).toBeLessThan(6_000);
    // No retry of a read that timed out: one call each.
    expect(rest.calls()).toBe(5);

    const again = Date.now();
    const fast = await linkQuery(bff.url, TOKEN);
    expect(fast.body.errors?.[0]).toMatchObject({
      message: ERROR_MESSAGES.connectionTimedOut,
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(Date.now() - again).toBeLessThan(1_500);
    expect(rest.calls()).toBe(5);
    const ready = await fetch(`${bff.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', rest: 'unavailable' });
    console.info(
      `mainLifecycle: hung REST, first GraphQL answers after ${firstWait} ms, then ${Date.now() - again} ms with the breaker open`,
    );
  }, 90_000);
});
