// A clinic's existing backend for the end-to-end suite: the stack's REST service behind a filter
// that forwards only the calls of the specification's §7 and answers 404 to every other call,
// recording it, with a second BFF of its own in front (the BFF's integration tests use the same
// filter: packages/bff/test/section7Proxy.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { isSection7Call } from '@portal/domain/upstream';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE = '/api/v1/webapp';

export interface Section7Filter {
  url: string;
  /** `METHOD /path?query` of every call forwarded, in order. */
  calls: string[];
  /** `METHOD /path?query` of every call §7 does not have (answered 404). */
  refused: string[];
  close(): Promise<void>;
}

/**
 * Forwards §7's calls to `target`. GET /capabilities, the one question the BFF asks any upstream,
 * is answered 404 as a §7 backend would, and not recorded.
 */
export async function startSection7Filter(target: string): Promise<Section7Filter> {
  const upstream = new URL(target);
  const calls: string[] = [];
  const refused: string[] = [];
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const inBase = url.startsWith(`${BASE}/`);
    const callPath = inBase ? url.slice(BASE.length) : url;
    if (!inBase || !isSection7Call(method, callPath)) {
      if (!(method === 'GET' && callPath === '/capabilities')) refused.push(`${method} ${url}`);
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface LegacyBackend {
  /** The second BFF's origin: the web app, /graphql and /health. */
  url: string;
  filter: Section7Filter;
  /** What the BFF wrote (warnings and errors), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Up to this much of the BFF's latest output is kept: enough for a failure message. */
const KEPT_OUTPUT = 64 * 1024;

/** A port the system hands out as free (scripts/freePort.mjs, as the Playwright config takes its own). */
async function freePort(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/freePort.mjs'), '1']);
  return stdout.trim();
}

/** Resolves when `url` answers 2xx; throws when the BFF exits first or at the deadline. */
async function waitFor(url: string, bff: ChildProcess, output: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (bff.exitCode !== null || bff.signalCode !== null)
      throw new Error(`the legacy BFF exited (${bff.signalCode ?? `code ${bff.exitCode}`}) before ${url} answered:\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the legacy BFF did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Stops the BFF: SIGTERM (demo mode drains at once), SIGKILL if it is still there after 15 s. */
async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const overdue = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(overdue);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The §7 filter in front of `restUrl` and a BFF started as scripts/serve.mjs starts one, pointed at
 * the filter with the profile left to its own detection, ready once /health and /ready answer.
 */
export async function startLegacyBackend(restUrl: string): Promise<LegacyBackend> {
  const filter = await startSection7Filter(restUrl);
  const port = await freePort();
  let kept = '';
  const output = () => kept;
  const bff = spawn(process.execPath, ['--import', 'tsx', 'packages/bff/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      REST_API_URL: filter.url,
      UPSTREAM_PROFILE: 'auto',
      DEMO_MODE: '1',
      PUBLIC_URL: `http://localhost:${port}`,
      WEB_DIST_DIR: path.join(ROOT, 'packages/web/dist'),
      // Under npm test every request is logged, like the stacks', for the log scan (scripts/logScan.mjs).
      LOG_LEVEL: process.env.E2E_LOG_FILE ? 'info' : 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = process.env.E2E_LOG_FILE;
  const keep = (chunk: Buffer) => {
    kept = (kept + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    if (logFile) appendFileSync(logFile, chunk);
  };
  bff.stdout?.on('data', keep);
  bff.stderr?.on('data', keep);
  // A worker that ends without its afterAll (a crash, an interrupted run) leaves no BFF on the port.
  const killOnExit = () => bff.kill('SIGKILL');
  process.once('exit', killOnExit);
  bff.once('exit', () => process.off('exit', killOnExit));
  const url = `http://localhost:${port}`;
  try {
    await waitFor(`http://127.0.0.1:${port}/health`, bff, output);
    await waitFor(`http://127.0.0.1:${port}/ready`, bff, output);
  } catch (error) {
    await stopProcess(bff);
    await filter.close();
    throw error;
  }
  return {
    url,
    filter,
    output,
    stop: async () => {
      await stopProcess(bff);
      await filter.close();
    },
  };
}
