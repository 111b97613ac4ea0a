// `npm test`: install, find Chromium, build, then type-check, lint (ESLint, Prettier, the layers,
// the bundle budget) and the production package side by side, unit + integration tests (vitest),
// the PostgreSQL passes when a server answers, and end-to-end tests (Playwright, two stacks),
// ending with each step's seconds and one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, install } from './build.mjs';
import { findChromium } from './chromium.mjs';
import { runChecks } from './lint.mjs';
import { fileFilters, planShards, readDurations, specFiles, writeDurations } from './e2eShards.mjs';
import { failedAttempts, fileDurations, flakyTests } from './playwrightReport.mjs';
import { scanLogFiles } from './logScan.mjs';
import { runAsync } from './run.mjs';
import { freePorts } from './freePort.mjs';
import { root } from './pnpm.mjs';

const started = Date.now();

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * The PostgreSQL server for the storage and REST tests, when asked for (TEST_DATABASE_URL, or
 * PORTAL_TEST_POSTGRES=auto as .ci/run sets: DATABASE_URL or 127.0.0.1:5432) and answering.
 * The tests create a database of their own and drop it.
 */
async function postgresForTests() {
  const wanted =
    process.env.TEST_DATABASE_URL ??
    (process.env.PORTAL_TEST_POSTGRES === 'auto' ? (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') : null);
  if (!wanted) return null;
  const { hostname, port } = new URL(wanted);
  const answers = await new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
  if (!answers) console.log(`› No PostgreSQL server answers at ${redact(wanted)}: its suite is skipped.`);
  return answers ? wanted : null;
}
const reports = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const e2eDir = 'tests/e2e';
const e2eDurations = path.join(root, 'tests/e2e/durations.json');
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Type-checks every package at once (tsc is single-threaded; the packages do not depend on each other's output). */
async function typeCheck() {
  const projects = ['packages/domain', 'packages/rest-api', 'packages/bff', 'packages/web', 'tests'];
  const results = await Promise.all(projects.map((dir) => runAsync(bin('tsc'), ['--noEmit', '-p', path.join(dir, 'tsconfig.json')])));
  return results.map((r, i) => ({ ...r, project: projects[i] }));
}

/**
 * One shard of the end-to-end files (planned by their seconds, scripts/e2eShards.mjs) against a
 * stack of its own: its own ports and data directory, so shards never see each other's writes.
 * Its lines are prefixed so the two interleaved logs stay readable.
 */
async function playwrightShard(index, total, files, chromium, [port, restPort]) {
  const label = total > 1 ? `playwright ${index}/${total}` : 'playwright';
  const out = path.join(reports, `playwright-${index}.json`);
  const { status } = await runAsync(
    path.join(root, 'tests/node_modules/.bin/playwright'),
    ['test', '--config', 'tests/playwright.config.ts', ...fileFilters(e2eDir, files)],
    {
      env: {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        E2E_PORT: String(port),
        E2E_REST_PORT: String(restPort),
        E2E_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${index}-`)),
        E2E_LOG_FILE: path.join(reports, `services-${index}.log`),
      },
      prefix: total > 1 ? `[e2e ${index}] ` : '',
    },
  );
  return { report: readJson(out), status, label, log: path.join(reports, `services-${index}.log`) };
}

/** Where the time goes: each step's seconds, printed with the total (the goal: 10 minutes or less). */
const phases = [];
let phaseName = 'install, Chromium, web build';
let phaseStarted = Date.now();
function phase(name, line) {
  phases.push([phaseName, Date.now() - phaseStarted]);
  phaseName = name;
  phaseStarted = Date.now();
  console.log(line);
}

let flakyCount = 0;
let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

/** A vitest run, counted in the summary; `label` names it among the problems. */
async function vitestRun(label, args, env = {}, prefix = null) {
  const out = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const status =
    prefix === null ? run(bin('vitest'), vitestArgs, env) : (await runAsync(bin('vitest'), vitestArgs, { env, prefix })).status;
  const r = readJson(out);
  if (r) {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (r.numFailedTests > 0 || r.numFailedTestSuites > 0) problems.push(label);
    if (r.numFailedTestSuites > 0 && r.numFailedTests === 0) failed += r.numFailedTestSuites;
  } else if (status !== 0) {
    failed += 1;
    problems.push(`${label} (no report)`);
  }
}

try {
  install();
  const chromium = findChromium();
  console.log(`› Chromium: ${chromium}`);
  buildWeb();

  // Type-check, lint (ESLint, Prettier, layers, bundle budget) and the production package side by
  // side: each is mostly one thread, and the machine has two cores.
  phase('type-check, lint, package', '› Type-checking, lint and layers, the production package (side by side)…');
  // What the Docker image's runtime stage holds (scripts/package.mjs), run with plain node: no
  // Docker daemon is needed to know that the image would start and serve.
  const [packagePort, packageRestPort] = await freePorts(2);
  const [typed, checks, packaged] = await Promise.all([
    typeCheck(),
    runChecks(),
    runAsync(process.execPath, ['scripts/checkPackage.mjs'], { env: { PORT: String(packagePort), REST_PORT: String(packageRestPort) } }),
  ]);
  for (const { status, output, project } of typed) {
    if (status === 0) continue;
    console.log(`\n✖ Type-check of ${project}:`);
    process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    failed += 1;
    problems.push(`type-check (${project})`);
  }
  for (const check of checks) {
    if (check.ok) continue;
    console.log(`\n✖ ${check.label}:`);
    process.stdout.write(check.output.endsWith('\n') ? check.output : `${check.output}\n`);
    failed += 1;
    problems.push(check.name);
  }
  process.stdout.write(packaged.output);
  if (packaged.status === 0) passed += 1;
  else {
    failed += 1;
    problems.push('production package');
  }

  // With a PostgreSQL server, the REST service's suite runs once, on it (the production engine),
  // instead of on PGlite and then again on PostgreSQL: PGlite stays covered by the files that
  // test both engines (migrations, storage, outbox claims), by every BFF integration test (their
  // REST service runs on PGlite) and by the end-to-end stacks. The CPU is the limit.
  const pgUrl = await postgresForTests();
  // Every vitest project (named as its package folder, and scripts/) but the REST service's.
  const projects = [...readdirSync(path.join(root, 'packages')).filter((name) => name !== 'rest-api'), 'scripts'];
  phase('vitest', `› Unit and integration tests (vitest)${pgUrl ? ', the REST service on PostgreSQL after them' : ''}…`);
  // `web*`: the web package's two projects (web, web-isolated: packages/web/vitest.isolated.config.ts).
  await vitestRun('vitest', pgUrl ? projects.flatMap((name) => ['--project', name === 'web' ? 'web*' : name]) : []);

  // The PostgreSQL passes run on their own, before the end-to-end stacks: beside a stack they took
  // its CPU (two cores), and its slower answers made timing-sensitive steps flaky.
  const postgresPasses = async () => {
    if (!pgUrl) return;
    console.log(`› The REST service's tests against PostgreSQL (${redact(pgUrl)}; PGlite too where a file tests both), and`);
    // 2 REST and 2 BFF processes on one database and Redis (skipped with a line without Redis),
    // beside them: the set-up spends most of its time on its 20 s of load and its stops (86 s for
    // both side by side, 100 s one after the other).
    console.log('› several instances on PostgreSQL and Redis, side by side…');
    await Promise.all([
      vitestRun('vitest (PostgreSQL)', ['--project', 'rest-api'], { TEST_DATABASE_URL: pgUrl }, '[pg] '),
      vitestRun('vitest (several instances)', ['--project', 'bff', 'src/cluster/'], { TEST_DATABASE_URL: pgUrl }, '[cluster] '),
    ]);
  };

  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  if (pgUrl) {
    phase('PostgreSQL passes', '› The PostgreSQL passes…');
    await postgresPasses();
  }
  phase('Playwright', `› End-to-end tests (Playwright, Chromium, ${shards} stacks side by side)…`);
  const e2eFiles = specFiles(path.join(root, e2eDir));
  const plan = planShards(e2eFiles, readDurations(e2eDurations), shards);
  console.log(`› Shards by measured seconds: ${plan.map((s, i) => `${i + 1}: ${s.files.length} files, ~${s.seconds}s`).join('; ')}`);
  // Ports the system hands out, two a stack: another program on the machine may hold any fixed one.
  const ports = await freePorts(plan.length * 2);
  const results = await Promise.all(
    plan.map((shard, i) => playwrightShard(i + 1, plan.length, shard.files, chromium, ports.slice(i * 2, i * 2 + 2))),
  );
  const byFile = results.flatMap(({ report }) => (report ? fileDurations(report) : []));
  // E2E_DURATIONS=update keeps this run's seconds for the next plans (commit the file).
  if (process.env.E2E_DURATIONS === 'update' && byFile.length > 0) writeDurations(e2eDurations, byFile, e2eFiles);
  if (byFile.length > 0) {
    byFile.sort((a, b) => b[1] - a[1]);
    // What balancing the shards, or trimming, would start from.
    console.log(
      `› Slowest end-to-end files: ${byFile
        .slice(0, 8)
        .map(([file, ms]) => `${file} ${Math.round(ms / 1000)}s`)
        .join(', ')}`,
    );
  }
  const flaky = results.flatMap(({ report }) => (report ? flakyTests(report) : []));
  flakyCount = flaky.length;
  if (flaky.length > 0) console.log(`› Passed only on their retry (flaky, to be fixed):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
  // Both services' logs of the whole end-to-end run hold no password, token or national ID.
  const scan = scanLogFiles(results.map(({ log }) => log));
  console.log(`› Log scan: ${scan.lines} lines of the services' logs, ${scan.findings.length} secrets found`);
  if (scan.findings.length > 0) {
    console.log(scan.findings.map(({ file, line, kind }) => `  ${path.basename(file)}:${line}: ${kind}`).join('\n'));
    failed += 1;
    problems.push('log scan');
  }
  const failures = results.flatMap(({ report }) => (report ? failedAttempts(report) : []));
  if (failures.length > 0) console.log(`› Failed end to end, each attempt:\n${failures.join('\n')}`);
  for (const { report: p, status, label } of results) {
    if (p) {
      passed += p.stats.expected + (p.stats.flaky ?? 0);
      failed += p.stats.unexpected;
      skipped += p.stats.skipped;
      if (p.stats.unexpected > 0) problems.push(label);
      if ((p.errors?.length ?? 0) > 0 && p.stats.unexpected === 0) {
        failed += p.errors.length;
        problems.push(`${label} (global errors)`);
      }
    } else if (status !== 0) {
      failed += 1;
      problems.push(`${label} (no report)`);
    }
  }
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  failed += 1;
  problems.push('setup');
} finally {
  rmSync(reports, { recursive: true, force: true });
}

phases.push([phaseName, Date.now() - phaseStarted]);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`
Steps: ${phases.map(([name, ms]) => `${name} ${Math.round(ms / 1000)}s`).join(', ')}`);
if (problems.length) console.log(`\nFailed: ${problems.join(', ')}`);
console.log(`\nTime: ${seconds}s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped${flakyCount > 0 ? ` (${flakyCount} passed only on a retry)` : ''}`);
process.exit(failed > 0 ? 1 : 0);
