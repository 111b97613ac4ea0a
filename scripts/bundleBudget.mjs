// The first screens' JavaScript against their budgets: what /login, the first screen a visitor
// sees, loads before it can paint — the entry script with the chunks it imports (shared by every
// route) and the login screen's own lazy chunks (its code and its loader) — and what a signed-in
// screen opened directly loads to draw (the doctor's dashboard on its patients tab, a patient's
// record): the entry, Relay's layout, the screen's code, loaders and queries, with the whole
// English catalog and theme they draw with (routing/restOfApp.ts); in raw, gzip and brotli bytes
// (the build's own .gz/.br copies). Read from the build's manifest: what each module imports
// statically, not what a screen fetches on demand (dialogs, menus, charts). Exits 1 when a gzip total
// passes its budget, so the bundle cannot grow unnoticed; the goals are printed beside them.
// Without a build (a fresh `npm run lint`) it says so and passes.
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
export const BUDGET_DASHBOARD_GZ_KIB = 408;
export const BUDGET_RECORD_GZ_KIB = 379;

/** The modules of the first screen, beside the entry: its code and its loader (which sends its query without Relay). */
export const FIRST_ROUTE_MODULES = ['src/features/auth/LoginPage.tsx', 'src/features/auth/loginPageLoader.ts'];

/** What every signed-in screen opened directly draws with, beside the entry: Relay's layout, the dashboard's shell, the catalog and theme. */
const SIGNED_IN_MODULES = [
  'src/routing/RelayLayout.tsx',
  'src/features/shell/DashboardLayout.tsx',
  'src/__generated__/DashboardLayoutQuery.graphql.ts',
  'src/locales/en/messages.ts',
  'src/theme/fullSystem.ts',
];

/**
 * The signed-in screens' budgets (KiB gzip, about 3% above today's figures; the goal is 350 each):
 * the doctor's dashboard on its patients tab (474.2 before its dialogs, filter inputs, the send-message
 * and next-visit forms loaded when opened, zod's schemas left out of its conditions, and dates shown
 * without date-fns; 395.6 after) and a patient's record (462.4 before the same and the country names
 * loaded when its contact info is opened; 367.3 after). Lower them as the screens shrink.
 */
export const SCREENS = [
  {
    name: 'doctor dashboard (/dashboard/patients)',
    budgetGzKiB: BUDGET_DASHBOARD_GZ_KIB,
    modules: [
      ...SIGNED_IN_MODULES,
      'src/features/patients/PatientsTab.tsx',
      'src/features/patients/patientsTabLoader.ts',
      'src/__generated__/PatientsTabQuery.graphql.ts',
    ],
  },
  {
    name: 'patient record (/dashboard/Patient)',
    budgetGzKiB: BUDGET_RECORD_GZ_KIB,
    modules: [...SIGNED_IN_MODULES, 'src/features/patientRecord/PatientPage.tsx', 'src/__generated__/PatientPageQuery.graphql.ts'],
  },
];
export const SCREEN_GOAL_GZ_KIB = 350;

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
  const keysOf = (modules) => {
    const keys = modules.map((module) => chunkKeyOf(manifest, module));
    const missing = modules.filter((_, i) => !keys[i]);
    if (missing.length > 0)
      throw new Error(`The build's manifest has no chunk for ${missing.join(', ')}: update scripts/bundleBudget.mjs.`);
    return keys;
  };
  return {
    entry: sizesOf(chunksOf(manifest, entries)),
    firstRoute: sizesOf(chunksOf(manifest, [...entries, ...keysOf(FIRST_ROUTE_MODULES)])),
    screens: SCREENS.map((screen) => ({ ...screen, sizes: sizesOf(chunksOf(manifest, [...entries, ...keysOf(screen.modules)])) })),
  };
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
  for (const screen of sizes.screens)
    console.log(
      `${screen.name} JavaScript: ${describe(screen.sizes)} (budget ${screen.budgetGzKiB} KiB gzip, goal ${SCREEN_GOAL_GZ_KIB} KiB gzip)`,
    );
  if (kib(sizes.firstRoute.gz) > BUDGET_GZ_KIB) {
    console.log(`The first route's JavaScript grew past its budget: keep new code out of the first bundle (lazy routes, lazy charts).`);
    process.exit(1);
  }
  const over = sizes.screens.filter((screen) => kib(screen.sizes.gz) > screen.budgetGzKiB);
  if (over.length > 0) {
    console.log(
      `${over.map((screen) => screen.name).join(', ')}: JavaScript grew past the budget; load what a screen does not draw at once on demand (dialogs, menus, forms, charts).`,
    );
    process.exit(1);
  }
}
