// The end-to-end files split between npm test's stacks by their measured seconds
// (tests/e2e/durations.json): heaviest first, each onto the stack with the least so far (longest
// processing time first). Playwright's own --shard splits by test count in file order, and one
// stack ran 1.3 minutes longer than the other (npm test is to take 10 minutes or less).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A file not measured yet weighs as much as the median measured one. */
function defaultSeconds(seconds) {
  const known = Object.values(seconds).sort((a, b) => a - b);
  return known.length > 0 ? known[Math.floor(known.length / 2)] : 20;
}

/**
 * `count` groups of `files` with about equal seconds. Deterministic: ties go to the lower shard
 * and files of equal weight keep their name order, so a shard's files are the same every run.
 */
export function planShards(files, seconds, count) {
  const fallback = defaultSeconds(seconds);
  const weighed = files.map((file) => ({ file, seconds: seconds[file] ?? fallback }));
  weighed.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds: s } of weighed) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min), shards[0]);
    lightest.files.push(file);
    lightest.seconds += s;
  }
  for (const shard of shards) shard.files.sort();
  return shards.filter((shard) => shard.files.length > 0);
}

/** The spec files of a folder (names relative to it, as Playwright's report gives them). */
export const specFiles = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();

export const readDurations = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/** Stores the seconds just measured (rounded), keeping only files that still exist. */
export function writeDurations(file, measured, files) {
  const seconds = { ...readDurations(file), ...Object.fromEntries(measured.map(([name, ms]) => [name, Math.round(ms / 1000)])) };
  const kept = Object.fromEntries(files.filter((name) => name in seconds).map((name) => [name, seconds[name]]));
  writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
}

/** Playwright's file filters are regular expressions over the path: each file exactly. */
export const fileFilters = (dir, files) => files.map((name) => `${path.join(dir, name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
