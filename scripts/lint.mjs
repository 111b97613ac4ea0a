// `npm run lint`: ESLint (eslint.config.js, no warning allowed), Prettier's check of the formatting
// (.prettierrc.json), the layers between the packages (dependency-cruiser, .dependency-cruiser.cjs)
// and the first route's JavaScript budget (scripts/bundleBudget.mjs), run side by side; exits 1
// when any finds a problem. scripts/test.mjs runs the same checks after building and type-checking.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './pnpm.mjs';
import { runAsync } from './run.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** What Prettier keeps formatted: every source, test, benchmark and script. */
export const PRETTIER_FILES = [
  'packages/*/src/**/*.{ts,tsx}',
  'packages/*/test/**/*.ts',
  'packages/*/build/**/*.ts',
  'packages/*/vite.config.ts',
  'tests/**/*.ts',
  'bench/**/*.{ts,mjs}',
  'scripts/**/*.mjs',
];

export const CHECKS = [
  {
    name: 'lint',
    label: 'ESLint',
    command: bin('eslint'),
    // Both caches are keyed by file content and configuration: a second run takes a second or two.
    args: ['--max-warnings=0', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/', '.'],
  },
  {
    name: 'format',
    label: 'Prettier',
    command: bin('prettier'),
    // .prettierrc.json; .prettierignore leaves out generated files and the GraphQL contract.
    args: ['--check', '--log-level=warn', '--cache', '--cache-location', 'node_modules/.cache/prettier/.cache', ...PRETTIER_FILES],
  },
  {
    name: 'layers',
    label: 'dependency-cruiser',
    command: bin('depcruise'),
    args: [
      ...['--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
      // Its cache asks git what changed: none outside a git checkout.
      ...(existsSync(path.join(root, '.git')) ? ['--cache', 'node_modules/.cache/dependency-cruiser/', '--cache-strategy', 'content'] : []),
      ...['packages', 'tests', 'bench', 'scripts'],
    ],
  },
  {
    name: 'bundle',
    label: 'First-route JavaScript budget',
    command: process.execPath,
    // Over the web build's index.html (npm test builds it first); passes with a note without one.
    args: [path.join(root, 'scripts/bundleBudget.mjs')],
  },
];

/** Runs one check, its output collected: { name, label, ok, output, seconds }. */
async function runCheck(check) {
  const started = Date.now();
  const { status, output } = await runAsync(check.command, check.args, { env: { FORCE_COLOR: '0' } });
  return { name: check.name, label: check.label, ok: status === 0, output, seconds: (Date.now() - started) / 1000 };
}

/** Runs every check at once; resolves with their results, in CHECKS order. */
export const runChecks = () => Promise.all(CHECKS.map(runCheck));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await runChecks();
  for (const result of results) {
    const status = result.ok ? '✔' : '✖';
    console.log(`${status} ${result.label} (${result.seconds.toFixed(1)}s)`);
    const show = !result.ok || process.argv.includes('--verbose');
    if (show && result.output.trim()) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
  }
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}
