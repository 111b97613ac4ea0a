// Where visit report files (ProtocolReportFileName) live, by visit_reports.storage_key: a directory
// (embedded: DATA_DIR/reports; REPORTS_DIR, e.g. a mounted volume), the database (reportDbStore.ts:
// every instance reads the same files) or memory (tests). reportStorage.ts picks one from the settings.
// An object store would be one more implementation of the same four calls.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Queryable } from '../db/database';

export interface StoredReport {
  stream: Readable;
  size: number;
}

/**
 * Every call takes the transaction the caller is in, if any: the database store runs in it (so a
 * file and its row commit or roll back together, and PGlite, which runs one transaction at a time,
 * is not asked to wait for itself); stores outside the database ignore it.
 */
export interface ReportStore {
  /** Writes (or replaces) the file under `key`. */
  put(key: string, content: Uint8Array, tx?: Queryable): Promise<void>;
  /** The file under `key`, or null when there is none. */
  open(key: string, tx?: Queryable): Promise<StoredReport | null>;
  has(key: string, tx?: Queryable): Promise<boolean>;
  /** Removes the file; nothing happens when there is none. */
  remove(key: string, tx?: Queryable): Promise<void>;
  /** For logs: the directory, "database" or "memory". */
  readonly location: string;
  /** Its calls are statements of the caller's transaction, which runs one at a time: never call it concurrently there. */
  readonly inDatabase: boolean;
}

const SEGMENT = /^[A-Za-z0-9._ ()+-]{1,200}$/;

/** Keys are relative paths of plain segments: never absolute, never `..`, never a backslash. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const ok = key.length <= 500 && segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && !s.startsWith('.'));
  if (!ok) throw new Error(`Invalid report storage key: ${JSON.stringify(key)}`);
}

export function createFsReportStore(dir: string): ReportStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid report storage key: ${JSON.stringify(key)}`);
    return file;
  };
  const sizeOf = async (file: string) => {
    try {
      const info = await stat(file);
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    location: root,
    inDatabase: false,
    async put(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temp, content);
      await rename(temp, file);
    },
    async open(key) {
      const file = fileOf(key);
      const size = await sizeOf(file);
      return size === null ? null : { stream: createReadStream(file), size };
    },
    async has(key) {
      return (await sizeOf(fileOf(key))) !== null;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export function createMemoryReportStore(): ReportStore {
  const files = new Map<string, Buffer>();
  return {
    location: 'memory',
    inDatabase: false,
    async put(key, content) {
      assertStorageKey(key);
      files.set(key, Buffer.from(content));
    },
    async open(key) {
      const content = files.get(key);
      return content ? { stream: Readable.from([content]), size: content.length } : null;
    },
    async has(key) {
      return files.has(key);
    },
    async remove(key) {
      files.delete(key);
    },
  };
}

/** REPORTS_DIR 'memory://' keeps the files in memory (like DATA_DIR=memory://). */
export const openReportStore = (dir: string): ReportStore => (dir === 'memory://' ? createMemoryReportStore() : createFsReportStore(dir));

/** Reads a whole stored file (tests, small files). */
export async function readStoredReport(store: ReportStore, key: string): Promise<Buffer | null> {
  const stored = await store.open(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
