// The first route's JavaScript against its budget: what /login, the first screen a
// visitor sees, loads before it can paint — the entry script with the chunks it imports (shared by
// every route) and the login screen's own lazy chunks (its code and its loader) — in raw,
// gzip and brotli bytes (the build's own .gz/.br copies). Read from the build's manifest. Exits 1
// when the gzip total passes BUDGET_GZ_KIB, so the bundle cannot grow unnoticed; GOAL_GZ_KIB is the
// issue's aim, printed beside it. Without a build (a fresh `npm run lint`) it says so and passes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST_DIR: a build made elsewhere (`vite build --outDir …`), as scripts/serve.mjs reads it.
const dist = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'packages/web/dist');

/**
 * Today's first route (195.4 KiB gzip: 487 before route-level splitting, 376 before the theme kept
 * only the recipes in use, 366 before the login form's checks loaded on focus, 340 before /login
 * went without Relay, 270 before the language menu loaded on first use, 260 before the modals and
 * the toaster loaded after the first paint, 226 before date-fns and the Lucide icon set left it —
 * its own few icons drawn in components/icons/firstRouteIcons.tsx — 214.5 before it carried only
 * its own share of the catalog and of the theme's recipes, the rest loading beside its paint:
 * packages/web/build/firstScreenCatalog.ts, theme/currentSystem.ts) with about 3% room; lower it
 * as the bundle shrinks.
 */
export const BUDGET_GZ_KIB = 201;
export const GOAL_GZ_KIB = 200;

/** The modules of the first screen, beside the entry: its code and its loader (which sends its query without Relay). */
export const FIRST_ROUTE_MODULES = ['src/features/auth/LoginPage.tsx', 'src/features/auth/loginPageLoader.ts'];

const kib = (bytes) => bytes / 1024;
const sizeOf = (file) => (existsSync(file) ? statSync(file).size : null);

/** The chunk files of `keys` and of everything they import statically (Vite's manifest). */
export function chunksOf(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/**
 * The manifest key of the chunk that holds `module`: its own, or (a small module merged into a
 * shared chunk, `experimentalMinChunkSize`) the chunk Rollup named after it.
 */
export function chunkKeyOf(manifest, module) {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name);
}

export function sizesOf(files) {
  const total = { files: files.length, raw: 0, gz: 0, br: 0 };
  for (const file of files.map((f) => path.join(dist, f))) {
    const raw = sizeOf(file) ?? 0;
    total.raw += raw;
    total.gz += sizeOf(`${file}.gz`) ?? raw;
    total.br += sizeOf(`${file}.br`) ?? raw;
  }
  return total;
}

/** The entry's share and the whole first route, or null without a build. */
export function measure() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const keys = FIRST_ROUTE_MODULES.map((module) => chunkKeyOf(manifest, module));
  const missing = FIRST_ROUTE_MODULES.filter((_, i) => !keys[i]);
  if (missing.length > 0) throw new Error(`The build's manifest has no chunk for ${missing.join(', ')}: update FIRST_ROUTE_MODULES.`);
  return { entry: sizesOf(chunksOf(manifest, entries)), firstRoute: sizesOf(chunksOf(manifest, [...entries, ...keys])) };
}

const describe = (s) =>
  `${s.files} files, ${kib(s.raw).toFixed(1)} KiB raw, ${kib(s.gz).toFixed(1)} KiB gzip, ${kib(s.br).toFixed(1)} KiB brotli`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = measure();
  if (!sizes) {
    console.log(`No web build with a manifest (${path.relative(root, dist)}): the first-route budget is checked after \`npm run build\`.`);
    process.exit(0);
  }
  console.log(`Entry JavaScript (every route): ${describe(sizes.entry)}`);
  console.log(
    `First route (/login) JavaScript: ${describe(sizes.firstRoute)} (budget ${BUDGET_GZ_KIB} KiB gzip, goal ${GOAL_GZ_KIB} KiB gzip)`,
  );
  if (kib(sizes.firstRoute.gz) > BUDGET_GZ_KIB) {
    console.log(`The first route's JavaScript grew past its budget: keep new code out of the first bundle (lazy routes, lazy charts).`);
    process.exit(1);
  }
}
