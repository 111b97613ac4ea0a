// One process per embedded database: PGlite keeps the database in files under DATA_DIR that only
// one process may have open (a second one would migrate and write under the first one's feet). The
// REST service, the seed and the audit check take DATA_DIR/.lock before they open it; another
// process finds it and stops with a message naming the holder, before it reads a single file.
//
// The file is created exclusively ('wx') and holds the owner's pid, host and start. A holder is
// gone (the lock is stale) when, on this host, its pid no longer runs or is our own (a restarted
// container gets the same pid again); on another host (a shared volume) when it has not touched
// the file for STALE_MS: a holder touches it every HEARTBEAT_MS.
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = '.lock';
const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;

interface Owner {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Gives the directory up (at close; also done when the process exits). Only removes our own lock. */
  release(): void;
}

/** Another process holds the directory: the start must stop here. */
export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

function readOwner(file: string): { owner: Owner | null; ageMs: number } | null {
  let text: string;
  let ageMs: number;
  try {
    ageMs = Date.now() - statSync(file).mtimeMs;
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Owner>;
    const valid = Number.isInteger(parsed.pid) && typeof parsed.host === 'string' && typeof parsed.startedAt === 'string';
    return { owner: valid ? (parsed as Owner) : null, ageMs };
  } catch {
    // Empty or half written: its writer died right after creating it, or is writing it now.
    return { owner: null, ageMs };
  }
}

const runs = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function isStale(found: { owner: Owner | null; ageMs: number }): boolean {
  const { owner, ageMs } = found;
  if (owner === null || owner.host !== os.hostname()) return ageMs > STALE_MS;
  return owner.pid === process.pid || !runs(owner.pid);
}

const sameOwner = (a: Owner | null, b: Owner | null) =>
  a !== null && b !== null && a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;

function inUseMessage(dataDir: string, file: string, owner: Owner | null): string {
  const holder = owner ? `process ${owner.pid} on ${owner.host}, since ${owner.startedAt}` : 'a process that is starting';
  return (
    `${dataDir} is in use by another process (${holder}): only one process may open the embedded database. ` +
    `Stop it first, or run several instances on PostgreSQL (DATABASE_URL). If no such process runs any more, remove ${file}.`
  );
}

/** Takes DATA_DIR's lock, or throws DataDirInUseError naming the process that has it. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  // Our own pid in the file means a previous run, unless this process holds it right now.
  if (heldHere.has(path.resolve(file))) throw new DataDirInUseError(`${dataDir} is already open in this process: close it first.`);
  const me: Owner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const found = readOwner(file);
      if (found === null) continue; // given up meanwhile: try again
      if (!isStale(found)) throw new DataDirInUseError(inUseMessage(dataDir, file, found.owner));
      clearStale(file, found.owner);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    return holdLock(file, me);
  }
  throw new DataDirInUseError(inUseMessage(dataDir, file, readOwner(file)?.owner ?? null));
}

/**
 * Moves a stale lock aside (a rename: of two processes clearing it at once, one does). Should the
 * file moved turn out to be a fresh lock another process took meanwhile, it goes back.
 */
function clearStale(file: string, judged: Owner | null): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved?.owner && !sameOwner(moved.owner, judged)) {
    try {
      linkSync(aside, file);
    } catch {
      // Somebody holds `file` again: the next attempt reads who.
    }
  }
  rmSync(aside, { force: true });
}

const heldHere = new Set<string>();

function holdLock(file: string, me: Owner): DataDirLock {
  heldHere.add(path.resolve(file));
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // Gone or unreachable for a moment: the next beat tries again.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(path.resolve(file));
    clearInterval(heartbeat);
    process.off('exit', release);
    if (sameOwner(readOwner(file)?.owner ?? null, me)) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}
