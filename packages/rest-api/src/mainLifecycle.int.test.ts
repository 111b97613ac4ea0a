// The REST process itself (on ports the system hands out): a production start with
// ADMIN_EMAIL on an empty database creates the first super admin and logs a create-password link
// that works once, and a second start creates nothing; SIGTERM under a stream of requests turns
// /ready to 503 first, keeps serving through SHUTDOWN_DELAY_MS, fails none and exits 0.
// On PostgreSQL when TEST_DATABASE_URL is set, else on an embedded database in a temporary DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';
import { createScratchPostgres, type ScratchPostgres } from './db/scratchPostgres';
import { freePorts } from './testing';
import { randomBytes } from 'node:crypto';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const API = '/api/v1/webapp';
const root = mkdtempSync(path.join(os.tmpdir(), 'rest-lifecycle-'));
const children: ChildProcess[] = [];
let scratch: ScratchPostgres | null = null;

beforeAll(async () => {
  const server = process.env.TEST_DATABASE_URL;
  if (server) scratch = await createScratchPostgres(server, 'portal_lifecycle');
  else console.info('mainLifecycle: TEST_DATABASE_URL not set, so these tests run on an embedded database (PGlite) instead of PostgreSQL');
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await scratch?.drop();
  rmSync(root, { recursive: true, force: true });
});

const storageEnv = (name: string): Record<string, string> =>
  scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: path.join(root, name) };

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

/** A production start (no DEMO_MODE) on `port`; resolves once it listens. */
function start(port: number, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      REST_PORT: String(port),
      REPORT_LINK_SECRET: 'lifecycle-test-secret-0123456789',
      // Random for every run: production refuses a key of repeated bytes.
      SECOND_FACTOR_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'https://portal.example',
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`REST did not listen in time:\n${output}`)), 90_000);
    const poll = setInterval(() => {
      if (output.includes('REST service listening')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${port}`, output: () => output, exit });
      } else if (child.exitCode !== null) {
        clearInterval(poll);
        clearTimeout(timer);
        reject(new Error(`REST exited with ${child.exitCode}:\n${output}`));
      }
    }, 50);
  });
}

async function stop(started: Started): Promise<number | null> {
  started.child.kill('SIGTERM');
  return started.exit;
}

const json = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: response.status, body: (await response.json().catch(() => null)) as { data?: Record<string, unknown> } | null };
};

describe('the first super admin (ADMIN_EMAIL)', () => {
  it('is created on an empty database with a create-password link in the log that works once; a second start creates nothing', async () => {
    const env = { ...storageEnv('first-admin'), ADMIN_EMAIL: 'Owner@Clinic.example', ADMIN_FIRST_NAME: 'Olga', SHUTDOWN_DELAY_MS: '0' };
    const [firstPort, secondPort] = await freePorts(2);
    const first = await start(firstPort, env);
    const line = first.output().match(/first super admin created: create the password within 24 hours at (\S+) \(single use\)/);
    expect(line, first.output()).not.toBeNull();
    const link = new URL(line![1]);
    expect(link.origin + link.pathname).toBe('https://portal.example/create-password');
    const token = link.searchParams.get('token')!;

    const info = await json(`${first.url}${API}/password-links/${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    const uid = String(info.body?.data?.UserStorageID);
    expect(info.body?.data?.role).toEqual(['VistaSuperAdmin']);

    const change = (password: string) =>
      json(`${first.url}${API}/users/${uid}/changePass`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ newPassword: password, TermsOfUseSigned: true }),
      });
    expect((await change('Lifecycle!2026-first')).status).toBe(200);
    // Single use: the same link cannot set another password.
    expect((await change('Lifecycle!2026-again')).status).toBe(401);
    const signIn = await json(`${first.url}${API}/signin`, {
      method: 'POST',
      body: JSON.stringify({ Email: 'owner@clinic.example', Password: 'Lifecycle!2026-first' }),
    });
    expect(signIn.status).toBe(200);
    // No SMTP_URL: no second step that could never arrive.
    expect(signIn.body?.data).toMatchObject({ status: 'pass', role: ['VistaSuperAdmin'] });
    expect(await stop(first)).toBe(0);

    const second = await start(secondPort, { ...env, ADMIN_EMAIL: 'someone.else@clinic.example' });
    expect(second.output()).toContain('ADMIN_EMAIL ignored: a super admin exists');
    expect(second.output()).not.toContain('first super admin created');
    const other = await json(`${second.url}${API}/signin`, {
      method: 'POST',
      body: JSON.stringify({ Email: 'someone.else@clinic.example', Password: 'Lifecycle!2026-first' }),
    });
    expect(other.status).toBe(401);
    expect(await stop(second)).toBe(0);
  }, 90_000);
});

describe('SIGTERM', () => {
  it('fails readiness first, serves through the delay, fails no request of a stream and exits 0', async () => {
    const [port] = await freePorts(1);
    const rest = await start(port, { ...storageEnv('sigterm'), SHUTDOWN_DELAY_MS: '3000' });
    expect((await json(`${rest.url}/ready`)).body?.data).toEqual({ status: 'ready', database: 'ok' });

    // A balancer's view: a probe every 50 ms, and no new request from 1 s after /ready failed.
    let readyFailedAt: number | null = null;
    const probe = (async () => {
      while (readyFailedAt === null) {
        const answer = await fetch(`${rest.url}/ready`).catch(() => null);
        if (answer && answer.status === 503) readyFailedAt = Date.now();
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    let ok = 0;
    let okAfterReadyFailed = 0;
    const failures: string[] = [];
    const worker = async () => {
      while (readyFailedAt === null || Date.now() - readyFailedAt < 1000) {
        try {
          const answer = await fetch(`${rest.url}${API}/health`);
          if (answer.status === 200) {
            ok += 1;
            if (readyFailedAt !== null) okAfterReadyFailed += 1;
          } else failures.push(`status ${answer.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const workers = Promise.all(Array.from({ length: 8 }, worker));
    await new Promise((r) => setTimeout(r, 500));
    const signalledAt = Date.now();
    rest.child.kill('SIGTERM');
    await Promise.all([workers, probe]);
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(20);
    // /ready failed well before the server stopped accepting (3 s), and requests went on succeeding after it.
    expect(readyFailedAt! - signalledAt).toBeLessThan(2_000);
    expect(okAfterReadyFailed).toBeGreaterThan(0);
    expect(await rest.exit).toBe(0);
    expect(rest.output()).toContain('stopping: /ready answers 503');
  }, 90_000);
});
