// Which report store a REST process uses (REPORT_STORE, REPORTS_DIR, DATABASE_URL; README
// "Running several instances"), and the one-time move of files kept on disk into the database.
//   database: report_files (the default with DATABASE_URL, unless REPORTS_DIR names a directory);
//             files found in REPORTS_DIR (default DATA_DIR/reports) are moved in at start.
//   files:    the directory REPORTS_DIR (default DATA_DIR/reports), or memory for 'memory://'.
import { readFile, readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import { createDatabaseReportStore, importReportFile, referencedReportKeys } from './reportDbStore';
import { assertStorageKey, openReportStore, type ReportStore } from './reportStore';

export type ReportStoreKind = 'database' | 'files';

export interface ReportStorageSettings {
  reportStore: ReportStoreKind;
  /** The files store's directory; for the database store, where files to import may be. 'memory://': none. */
  reportsDir: string;
}

/** REPORT_STORE as written, or the default: the database with DATABASE_URL unless REPORTS_DIR is set. */
export function reportStoreKindFromEnv(env: NodeJS.ProcessEnv): ReportStoreKind {
  const given = env.REPORT_STORE?.trim().toLowerCase() ?? '';
  if (given === 'database' || given === 'files') return given;
  if (given !== '') throw new Error(`REPORT_STORE must be database or files (got "${env.REPORT_STORE}")`);
  return env.DATABASE_URL?.trim() && !env.REPORTS_DIR?.trim() ? 'database' : 'files';
}

export interface ImportSummary {
  /** Files moved into the database (or already there) and removed from the directory. */
  moved: number;
  /** Files no visit report names: left where they are for the operator. */
  unreferenced: number;
  /** Names that cannot be storage keys (not written by the portal): left where they are. */
  foreign: number;
}

// The fs store's half-written files (`name.<12 hex>.part`) are never reports.
const PARTIAL = /\.[0-9a-f]{12}\.part$/;

async function filesUnder(root: string, dir = root): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, full)));
    else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return found;
}

/** Removes the directories under `root` the move left empty (never `root`, which may be a mount). */
async function pruneEmptyDirs(root: string, dir = root): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isDirectory()) await pruneEmptyDirs(root, path.join(dir, entry.name));
  if (dir !== root) await rmdir(dir).catch(() => undefined);
}

const isValidKey = (key: string) => {
  try {
    assertStorageKey(key);
    return !PARTIAL.test(key);
  } catch {
    return false;
  }
};

/**
 * Moves the report files under `dir` that visit reports name into report_files: each is committed
 * before it is removed from disk, so a start stopped half-way carries on where it was next time.
 * Files nothing names (and anything else) are left alone.
 */
export async function importReportDirectory(db: Database, dir: string): Promise<ImportSummary> {
  const summary: ImportSummary = { moved: 0, unreferenced: 0, foreign: 0 };
  const keys = await filesUnder(dir);
  const valid = keys.filter(isValidKey);
  summary.foreign = keys.length - valid.length;
  for (let i = 0; i < valid.length; i += 100) {
    const batch = valid.slice(i, i + 100);
    const referenced = await referencedReportKeys(db, batch);
    for (const key of batch) {
      if (!referenced.has(key)) {
        summary.unreferenced += 1;
        continue;
      }
      const file = path.join(dir, ...key.split('/'));
      await importReportFile(db, key, await readFile(file));
      await rm(file, { force: true });
      summary.moved += 1;
    }
  }
  if (summary.moved > 0) await pruneEmptyDirs(dir);
  return summary;
}

/** The store the settings name; the database store first moves in any files left on disk. */
export async function openReportStorage(
  settings: ReportStorageSettings,
  db: Database,
  log: (details: object, message: string) => void = () => undefined,
): Promise<ReportStore> {
  if (settings.reportStore === 'files') return openReportStore(settings.reportsDir);
  if (settings.reportsDir !== 'memory://') {
    const summary = await importReportDirectory(db, settings.reportsDir);
    if (summary.moved > 0) log({ moved: summary.moved, from: settings.reportsDir }, 'report files moved into the database');
    if (summary.unreferenced + summary.foreign > 0) {
      log(
        { unreferenced: summary.unreferenced, foreign: summary.foreign, dir: settings.reportsDir },
        'files no visit report names were left in the reports directory',
      );
    }
  }
  return createDatabaseReportStore(db);
}
