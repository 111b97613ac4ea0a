// One REST process per embedded database. A second process on the same DATA_DIR
// stops with one clear message and exit code 1 before it opens or migrates anything; once the
// first is gone (even by kill -9) the next start takes the directory over. On ports the system hands out.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { LOCK_FILE } from './dataDirLock';
import { freePorts } from '../testing';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), 'rest-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const envFor = (dataDir: string, port: number) => ({
  PATH: process.env.PATH ?? '',
  DATA_DIR: dataDir,
  REST_PORT: String(port),
  DEMO_MODE: '1',
  SEED_DEMO: '0',
});

/** Starts the REST service and resolves once it listens (its output so far, for diagnosis). */
function startListening(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: REPO_ROOT, env: envFor(dataDir, port) });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`REST did not listen in time:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('REST service listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`REST exited with ${code}:\n${output}`));
    });
  });
}

const startOnce = (dataDir: string, port: number) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: envFor(dataDir, port),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stderr: result.stderr, stdout: result.stdout };
};

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

describe('one REST process per DATA_DIR', () => {
  it('stops a second process before it opens anything, with one message naming the holder', async () => {
    const dataDir = path.join(root, 'held');
    rmSync(dataDir, { recursive: true, force: true });
    // Held by this (running) test process.
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: '2026-05-04T10:00:00.000Z' }),
    );
    const [port] = await freePorts(1);
    const { code, stderr, stdout } = startOnce(dataDir, port);
    expect(code).toBe(1);
    expect(stderr).toContain(
      `REST service failed to start: ${dataDir} is in use by another process (process ${process.pid} on ${os.hostname()}`,
    );
    expect(stderr).toContain('run several instances on PostgreSQL (DATABASE_URL)');
    expect(stderr).not.toMatch(/^\s+at /m);
    // Nothing opened, nothing migrated.
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(stdout).not.toContain('migrations applied');
  }, 70_000);

  it('lets one of two real processes have the directory, and the next one after kill -9', async () => {
    const dataDir = path.join(root, 'shared');
    const [firstPort, secondPort, thirdPort] = await freePorts(3);
    const first = await startListening(dataDir, firstPort);
    const second = startOnce(dataDir, secondPort);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`is in use by another process (process ${first.pid} on ${os.hostname()}`);
    expect(second.stdout).not.toContain('migrations applied');
    // The first still answers.
    expect((await fetch(`http://127.0.0.1:${firstPort}/health`)).status).toBeLessThan(500);

    first.kill('SIGKILL');
    await exited(first);
    // Its lock is left behind, naming a process that is gone: the next start takes it over.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const third = await startListening(dataDir, thirdPort);
    third.kill('SIGTERM');
    expect(await exited(third)).toBe(0);
    // A clean stop gives the directory back.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);
});
