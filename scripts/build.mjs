// Installs dependencies (pinned pnpm, frozen lockfile) and builds the web client when its
// sources changed since the last build (a stamp of their content lives in packages/web/dist).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pnpm, root } from './pnpm.mjs';

const WEB_INPUTS = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/lingui.config.ts',
  'packages/web/package.json',
  'packages/domain/src',
  'schema.graphql',
  'relay.config.json',
  'pnpm-lock.yaml',
];

function hashInputs() {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === '__generated__' || name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
        walk(path.join(p, name));
      }
    } else {
      hash.update(path.relative(root, p));
      hash.update(readFileSync(p));
    }
  };
  for (const input of WEB_INPUTS) walk(path.join(root, input));
  return hash.digest('hex');
}

export function install() {
  console.log('› Installing dependencies (pnpm, frozen lockfile)…');
  pnpm(['install', '--frozen-lockfile', '--reporter=silent'], { quiet: true });
}

export function buildWeb({ force = false } = {}) {
  const stamp = path.join(root, 'packages/web/dist/.build-stamp');
  const digest = hashInputs();
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    console.log('› Web client is up to date.');
    return;
  }
  console.log('› Building the web client…');
  pnpm(['--filter', '@portal/web', 'run', 'build'], { quiet: true });
  writeFileSync(stamp, digest);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts/build.mjs')) {
  try {
    install();
    buildWeb({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
