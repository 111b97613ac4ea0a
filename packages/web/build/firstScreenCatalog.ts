// Issue 17: the first screen (/login) paints with only the catalog messages its own code can show.
// The whole catalog (about 14 KiB gzip in English, more in the other languages) had been in the
// first bundle; it now loads beside the first paint (i18n/language.ts) and every other screen waits
// for it. This Vite plugin serves `virtual:first-screen-catalog/<locale>`: the messages whose source
// lines (the English .po's origins) lie in a module the first screen imports statically, from the
// entry and the login route's own modules, plus the domain's §5/§8 texts (keys the form and the
// error banner translate at run time) in every language but English. Computed at build time, so it
// never goes stale.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import type { Messages } from '@lingui/core';
import type { Plugin } from 'vite';

export const FIRST_SCREEN_CATALOG_PREFIX = 'virtual:first-screen-catalog/';
const RESOLVED_PREFIX = `\0${FIRST_SCREEN_CATALOG_PREFIX}`;

/** What the first screen loads before it paints: the entry and the login route's screen and loader. */
export const FIRST_SCREEN_MODULES = ['src/main.tsx', 'src/features/auth/LoginPage.tsx', 'src/features/auth/loginPageLoader.ts'];

/** The module holding the domain's texts, listed in the catalogs with this file as their origin. */
const DOMAIN_TEXTS_MODULE = 'src/i18n/catalogTexts.ts';

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.json'];
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

// Relative imports resolve case-sensitively, as on the build machine (esbuild's own resolver
// matches `./dashboardTabs` to DashboardTabs.tsx); packages, virtual modules and Vite's
// `?url`-style imports carry no messages of ours.
const resolver: EsbuildPlugin = {
  name: 'first-screen-resolver',
  setup(b) {
    b.onResolve({ filter: /^virtual:|\?/ }, (args) => ({ path: args.path, external: true }));
    b.onResolve({ filter: /^\./ }, (args) => {
      const base = path.resolve(args.resolveDir, args.path);
      const file = EXTENSIONS.map((extension) => base + extension).find(isFile);
      return file ? { path: file } : { errors: [{ text: `Cannot resolve ${args.path}` }] };
    });
  },
};

/**
 * The source modules `entries` import statically, transitively (paths relative to `root`, with
 * forward slashes); a dynamic `import()` is not followed: what it loads waits for the whole catalog.
 */
export async function staticModules(root: string, entries: readonly string[]): Promise<Set<string>> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [...entries],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'first-screen',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.svg': 'empty', '.png': 'empty', '.css': 'empty', '.woff2': 'empty' },
    plugins: [resolver],
  });
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !metafile.inputs[file]) return;
    seen.add(file);
    for (const imported of metafile.inputs[file].imports) {
      if (!imported.external && imported.kind === 'import-statement') visit(imported.path);
    }
  };
  entries.forEach(visit);
  return seen;
}

export interface FirstScreenMessages {
  /** Written in the first screen's modules (by the English catalog's origins). */
  screen: Set<string>;
  /** The domain's §5/§8 texts. */
  domain: Set<string>;
}

/** The ids of the messages the first screen may show, given the modules it imports. */
export async function firstScreenMessageIds(root: string, modules: ReadonlySet<string>): Promise<FirstScreenMessages> {
  const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts') });
  const [catalog] = await getCatalogs(config);
  const english = (await catalog!.read('en')) ?? {};
  const ids: FirstScreenMessages = { screen: new Set(), domain: new Set() };
  for (const [id, message] of Object.entries(english)) {
    const origins = (message.origin ?? []).map(([file]) => file.replace(/\\/g, '/'));
    if (origins.includes(DOMAIN_TEXTS_MODULE)) ids.domain.add(id);
    else if (origins.some((file) => modules.has(file))) ids.screen.add(id);
  }
  return ids;
}

/**
 * A locale's first-screen messages: the screen's own, and the domain's texts but in English, whose
 * words the domain module itself holds in the first bundle (i18n/catalogTexts.ts shows them).
 */
export function firstScreenSubset(all: Messages, locale: string, ids: FirstScreenMessages): Messages {
  const wanted = (id: string) => ids.screen.has(id) || (locale !== 'en' && ids.domain.has(id));
  return Object.fromEntries(Object.entries(all).filter(([id]) => wanted(id)));
}

/** A locale's compiled catalog (`lingui compile --typescript` writes it as a JSON.parse of one string). */
export function compiledCatalog(root: string, locale: string): Messages {
  const source = readFileSync(path.join(root, 'src', 'locales', locale, 'messages.ts'), 'utf8');
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error(`src/locales/${locale}/messages.ts is not a compiled catalog: run \`npm run i18n:compile\`.`);
  // A JavaScript string literal (it may hold escapes JSON has not, such as \'): evaluated, not parsed as JSON.
  return JSON.parse(runInNewContext(literal) as string) as Messages;
}

export function firstScreenCatalog(root: string): Plugin {
  let ids: Promise<FirstScreenMessages> | null = null;
  const messageIds = () => (ids ??= staticModules(root, FIRST_SCREEN_MODULES).then((modules) => firstScreenMessageIds(root, modules)));
  return {
    name: 'portal-first-screen-catalog',
    resolveId(id) {
      return id.startsWith(FIRST_SCREEN_CATALOG_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const locale = id.slice(RESOLVED_PREFIX.length);
      const subset = firstScreenSubset(compiledCatalog(root, locale), locale, await messageIds());
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(subset))});`;
    },
    // The development server: an edited screen may change what the first one shows.
    handleHotUpdate() {
      ids = null;
    },
  };
}
