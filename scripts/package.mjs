// Packages a built checkout for production into one self-contained folder (the Docker image's /app):
//
//   packages/rest-api/dist/main.mjs, packages/bff/dist/main.mjs   each service bundled by esbuild
//   node_modules, packages/*/node_modules                          production dependencies only
//   packages/web/dist, schema.graphql, migrations, persisted documents   read at run time
//   scripts/serve.mjs, scripts/healthcheck.mjs                     both services in one process tree; the probe
//
// Why bundles: the packages export their TypeScript sources (extensionless imports) and run through
// tsx, a dev dependency that Node 20 cannot do without. esbuild compiles our code, @portal/domain
// included, into one ES module per service and leaves every third-party import external; those come
// from the lockfile (`pnpm install --prod --frozen-lockfile` on the services' manifests), so the
// folder holds no compiler, test runner or bundler. Files a module finds from its own import.meta.url
// (migrations, the GraphQL schema, the persisted documents) are copied to the path their source would
// have, and each bundled module's import.meta.url is rewritten to that source path.
//
// Usage: node scripts/package.mjs <out-dir>   (after `pnpm install` and the web build)
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { pnpm, root } from './pnpm.mjs';

const SERVICES = [
  { name: '@portal/rest-api', dir: 'packages/rest-api' },
  { name: '@portal/bff', dir: 'packages/bff' },
];

/** What the services read from disk, relative to the repository root; directories are copied whole. */
const RUNTIME_FILES = [
  'schema.graphql',
  'packages/rest-api/src/db/migrations',
  'packages/bff/src/persisted-documents.json',
  'packages/web/dist',
  'scripts/serve.mjs',
  'scripts/pnpm.mjs',
  'scripts/healthcheck.mjs',
];

/** The manifests a production install needs: the workspace's and those of the services and their workspace dependencies. */
const MANIFESTS = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'packages/domain/package.json',
  ...SERVICES.map((s) => `${s.dir}/package.json`),
];

const posix = (p) => p.split(path.sep).join('/');

/**
 * Bundles our modules, leaves third-party ones external, and gives each bundled module (but the
 * entry, which shares the bundle's depth: src/main.ts -> dist/main.mjs) the import.meta.url of its source.
 */
function sourceUrlPlugin(entry, outDir) {
  return {
    name: 'portal-source-urls',
    setup(b) {
      // esbuild's filters are Go regular expressions (no look-ahead): @portal/* falls through to be
      // bundled, and so does a package's JSON data (country names), which plain Node would not import
      // without an import attribute.
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@portal/') || args.path.endsWith('.json') ? undefined : { path: args.path, external: true },
      );
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        let contents = readFileSync(args.path, 'utf8');
        if (args.path !== entry && contents.includes('import.meta.url')) {
          const fromBundle = posix(path.relative(outDir, args.path));
          contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
        }
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

async function bundle(service, out) {
  const entry = path.join(root, service.dir, 'src/main.ts');
  const outDir = path.join(root, service.dir, 'dist');
  await build({
    entryPoints: [entry],
    outfile: path.join(out, service.dir, 'dist/main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sourceUrlPlugin(entry, outDir)],
  });
}

export async function packagePortal(out) {
  if (!existsSync(path.join(root, 'packages/web/dist/index.html'))) {
    throw new Error('packages/web/dist is missing: build the web app first (node scripts/build.mjs)');
  }
  // The folder is emptied first: never the checkout or a folder holding it, nor an unrelated non-empty one.
  if (!path.relative(out, root).startsWith('..')) throw new Error(`${out} holds the checkout: choose another folder`);
  if (existsSync(out) && readdirSync(out).length > 0 && !existsSync(path.join(out, 'packages/bff/dist/main.mjs'))) {
    throw new Error(`${out} is not empty and holds no earlier package: choose another folder`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  console.log('› Installing production dependencies (frozen lockfile)…');
  for (const file of MANIFESTS) cpSync(path.join(root, file), path.join(out, file));
  const filters = SERVICES.flatMap((s) => ['--filter', `${s.name}...`]);
  pnpm(['--dir', out, 'install', '--prod', '--frozen-lockfile', '--prefer-offline', '--reporter=silent', ...filters], { quiet: true });

  console.log('› Bundling the services…');
  for (const service of SERVICES) await bundle(service, out);

  for (const file of RUNTIME_FILES) cpSync(path.join(root, file), path.join(out, file), { recursive: true });
  // The build stamp is the checkout's business, not the image's.
  rmSync(path.join(out, 'packages/web/dist/.build-stamp'), { force: true });

  const dev = readdirSync(path.join(out, 'node_modules/.pnpm')).filter((name) => /^(typescript|tsx|vitest|esbuild|vite)@/.test(name));
  if (dev.length > 0) throw new Error(`development packages ended up in the production install: ${dev.join(', ')}`);
  console.log(`› Packaged into ${out}`);
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/package.mjs <out-dir>');
    process.exit(2);
  }
  packagePortal(path.resolve(out)).catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}
