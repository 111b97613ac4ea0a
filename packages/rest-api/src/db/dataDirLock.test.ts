// One process per embedded database directory: the lock file, who holds it, and when a lock left
// behind by a process that is gone may be taken over.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './dataDirLock';

const root = mkdtempSync(path.join(os.tmpdir(), 'datadir-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => {
  const dir = path.join(root, `d${(n += 1)}`);
  mkdirSync(dir);
  return dir;
};

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;
const runningPid = () => process.ppid;

const writeLock = (dir: string, owner: object, ageMs = 0) => {
  const file = path.join(dir, LOCK_FILE);
  writeFileSync(file, JSON.stringify(owner));
  const then = new Date(Date.now() - ageMs);
  utimesSync(file, then, then);
  return file;
};

describe('DATA_DIR lock', () => {
  it('is taken with this process pid and host, refused to a second taker, and given back once', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(lock.file, 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(() => lockDataDir(dir)).toThrow(/already open in this process/);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    const again = lockDataDir(dir);
    lock.release(); // a second release does not remove the new holder's lock
    expect(existsSync(again.file)).toBe(true);
    again.release();
  });

  it('refuses while another process of this host holds it, naming it and saying what to do', () => {
    const dir = freshDir();
    const file = writeLock(dir, { pid: runningPid(), host: os.hostname(), startedAt: '2026-05-04T10:00:00.000Z' }, 10 * 60_000);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `${dir} is in use by another process (process ${runningPid()} on ${os.hostname()}, since 2026-05-04T10:00:00.000Z): ` +
        'only one process may open the embedded database. Stop it first, or run several instances on PostgreSQL (DATABASE_URL). ' +
        `If no such process runs any more, remove ${file}.`,
    );
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(runningPid());
  });

  it('takes over a lock whose process has ended, or that carries this very pid (a restarted container)', () => {
    for (const pid of [deadPid(), process.pid]) {
      const dir = freshDir();
      writeLock(dir, { pid, host: os.hostname(), startedAt: '2026-05-04T10:00:00.000Z' });
      const lock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
      lock.release();
    }
  });

  it('judges a lock of another host, or an unreadable one, by when its holder last touched it', () => {
    const elsewhere = { pid: 1, host: 'another-host.invalid', startedAt: '2026-05-04T10:00:00.000Z' };
    const fresh = freshDir();
    writeLock(fresh, elsewhere, 5_000);
    expect(() => lockDataDir(fresh)).toThrow(/process 1 on another-host\.invalid/);
    const old = freshDir();
    writeLock(old, elsewhere, 5 * 60_000);
    lockDataDir(old).release();

    const starting = freshDir();
    writeFileSync(path.join(starting, LOCK_FILE), '');
    expect(() => lockDataDir(starting)).toThrow(/in use by another process \(a process that is starting\)/);
  });
});
