// A bench module as the Docker image runs the services: bundled by esbuild (our code in the bundle,
// third-party packages left to node_modules, as scripts/package.mjs bundles the BFF) and run by
// plain node, without tsx's loader and require hooks (tsx resolves every require() anew, and
// Apollo's document hashing requires node:crypto on every request).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Under packages/bff, so that node finds the BFF's packages from the bundle. */
const OUT_DIR = path.join(root, 'packages/bff/dist/bench');

/** Bundles `entry` (a path under the repository) and answers the bundle's path. */
export async function bundleForNode(entry: string): Promise<string> {
  const source = path.join(root, entry);
  const outfile = path.join(OUT_DIR, `${path.basename(entry, path.extname(entry))}.mjs`);
  await build({
    entryPoints: [source],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // bench/profilePhases.mjs maps the profiles' frames back to their sources.
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'bench-plain-node',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@portal/') || args.path.endsWith('.json') ? undefined : { path: args.path, external: true },
          );
          // Each module keeps its own import.meta.url (files it reads beside itself, createRequire).
          b.onLoad({ filter: /\.tsx?$/ }, (args) => {
            const contents = readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
            return { contents, loader: 'ts' };
          });
        },
      },
    ],
  });
  return outfile;
}
