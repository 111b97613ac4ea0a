// `npm start`'s supervisor (scripts/serve.mjs, on ports the system hands out): a start that
// fails half-way (the BFF cannot bind its port) leaves no REST service running, and kill -9 of
// the REST service stops the BFF and the supervisor with code 1 (restarting is the process
// manager's job, README "Running in production").
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '@portal/rest-api/testing';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
const supervisors: ChildProcess[] = [];
afterAll(() => {
  for (const child of supervisors) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataRoot, { recursive: true, force: true });
});

function serve(port: number, restPort: number, dataDir: string) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      REST_PORT: String(restPort),
      DATA_DIR: dataDir,
      DEMO_MODE: '1',
      SEED_DEMO: '0',
      WEB_DIST_DIR: '',
    },
  });
  supervisors.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exit, output: () => output };
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** The pid in DATA_DIR/.lock (the REST service's), or null once a clean stop has removed it. */
const lockHolder = (dataDir: string): number | null => {
  const file = path.join(dataDir, '.lock');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid : null;
};

const runs = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start (scripts/serve.mjs)', () => {
  it('stops the REST service it started when the BFF cannot bind its port', async () => {
    const [bffPort, restPort] = await freePorts(2);
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(bffPort, '127.0.0.1', resolve));
    try {
      const dataDir = path.join(dataRoot, 'bind');
      const started = serve(bffPort, restPort, dataDir);
      expect(await started.exit).toBe(1);
      expect(started.output()).toMatch(/BFF exited \(code 1\) before the BFF was ready/);
      expect(await listening(restPort)).toBe(false);
      const holder = lockHolder(dataDir);
      if (holder !== null) expect(runs(holder)).toBe(false);
    } finally {
      blocker.close();
    }
  }, 120_000);

  it('stops the BFF and exits 1 when the REST service is killed', async () => {
    const dataDir = path.join(dataRoot, 'kill');
    const [bffPort, restPort] = await freePorts(2);
    const started = serve(bffPort, restPort, dataDir);
    const deadline = Date.now() + 90_000;
    while (!started.output().includes('Vista portal is running') && Date.now() < deadline && started.child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(started.output()).toContain('Vista portal is running');
    process.kill(lockHolder(dataDir)!, 'SIGKILL');
    expect(await started.exit).toBe(1);
    expect(started.output()).toContain('REST service stopped (signal SIGKILL); stopping the portal.');
    expect(await listening(bffPort)).toBe(false);
  }, 120_000);
});
