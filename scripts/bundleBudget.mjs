// The first route's JavaScript against its budget (issue 17): the entry script and the chunks
// index.html preloads, in raw, gzip and brotli bytes (the build's own .gz/.br copies). Exits 1
// when the gzip total passes BUDGET_GZ_KIB, so the bundle cannot grow unnoticed; GOAL_GZ_KIB is
// the aim, printed beside it. Without a build (a fresh `npm run lint`) it says so and passes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/web/dist');

/** Today's first route, with a little room; lower it as the bundle shrinks. */
export const BUDGET_GZ_KIB = 505;
export const GOAL_GZ_KIB = 200;

const kib = (bytes) => bytes / 1024;
const sizeOf = (file) => (existsSync(file) ? statSync(file).size : null);

export function firstRouteScripts(indexHtml) {
  const scripts = [...indexHtml.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set([...scripts, ...preloads])];
}

export function measure() {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return null;
  const files = firstRouteScripts(readFileSync(index, 'utf8')).map((src) => path.join(dist, src.replace(/^\//, '')));
  const total = { raw: 0, gz: 0, br: 0 };
  for (const file of files) {
    const raw = sizeOf(file) ?? 0;
    total.raw += raw;
    total.gz += sizeOf(`${file}.gz`) ?? raw;
    total.br += sizeOf(`${file}.br`) ?? raw;
  }
  return { files: files.length, ...total };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = measure();
  if (!sizes) {
    console.log('No web build (packages/web/dist): the first-route budget is checked after `npm run build`.');
    process.exit(0);
  }
  const line = `First route JavaScript: ${sizes.files} files, ${kib(sizes.raw).toFixed(1)} KiB raw, ${kib(sizes.gz).toFixed(1)} KiB gzip, ${kib(sizes.br).toFixed(1)} KiB brotli (budget ${BUDGET_GZ_KIB} KiB gzip, goal ${GOAL_GZ_KIB} KiB)`;
  console.log(line);
  if (kib(sizes.gz) > BUDGET_GZ_KIB) {
    console.log(`The first route's JavaScript grew past its budget: keep new code out of the first bundle (lazy routes, lazy charts).`);
    process.exit(1);
  }
}
