// Browser benchmark: what /login, the doctor's dashboard and a patient record cost in
// Chromium on the built stack (scripts/serve.mjs, demo mode, its own ports and data directory):
// LCP, TBT, the JavaScript loaded (raw, gzip, brotli: the build's own .gz/.br copies of each script)
// and the bytes transferred, with an empty cache (a new browser context) and a warm one (the same
// context, second visit), each the median of RUNS runs, next to the goals. Then Lighthouse
// (the npm package, its default mobile profile: simulated slow 4G, 4x CPU slowdown) on the same
// three screens, signed in through the same browser profile: Performance, LCP, TBT and the
// accessibility score, the median of LIGHTHOUSE_RUNS runs by Performance (LIGHTHOUSE_RUNS=0 skips it).
// LIGHTHOUSE_REPORT_DIR=<dir> keeps each Lighthouse report (JSON) there; LIGHTHOUSE_TRACE=1 adds each
// run's trace with JavaScript samples (<report>.trace.json).
// Needs a web build (`npm run build`, or WEB_DIST_DIR=<a vite build --outDir>) and Chromium
// (scripts/chromium.mjs). Run: node bench/web.mjs   (RUNS=10 LIGHTHOUSE_RUNS=3 BENCH_PORT=4812 node bench/web.mjs)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../scripts/chromium.mjs';
import { DEMO_PASSWORD } from '../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4810);
const DIST = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'packages/web/dist'));
const DOCTOR = 'doctor@demo.example';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
// Where to keep each Lighthouse run's full report (JSON), to see what a score lost.
const LIGHTHOUSE_REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
// JavaScript before the screen's LCP: the initial route's, and a signed-in screen's opened directly.
const GOALS = { jsGzKiB: 200, screenJsGzKiB: 350, lcpMs: 1000, loginTransferKiB: 300 };
// Lighthouse's mobile profile: Performance score (0-100), LCP, accessibility score.
const LIGHTHOUSE_GOALS = { performance: 90, lcpMs: 2500, accessibility: 100 };
const base = `http://localhost:${PORT}`;
// Playwright lives in the end-to-end package.
const { chromium } = createRequire(path.join(root, 'tests', 'package.json'))('@playwright/test');

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error(`No web build in ${DIST}: run \`npm run build\` (or set WEB_DIST_DIR).`);
  process.exit(1);
}

/** LCP and long tasks, observed from the page's first script on (read once the screen is shown). */
function observePaint() {
  const seen = { lcp: 0, fcp: 0, longTasks: [] };
  window.__bench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

const fileSize = (file) => (existsSync(file) ? statSync(file).size : 0);

/** The page's figures: LCP, TBT (long tasks after the first paint, 50 ms each free), scripts and transfer. */
async function figuresOf(page) {
  const { lcp, fcp, longTasks, resources } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const entries = [navigation, ...performance.getEntriesByType('resource')];
    return {
      ...window.__bench,
      resources: entries.map((e) => ({
        name: e.name,
        type: e.initiatorType,
        start: e.startTime,
        transfer: e.transferSize,
        decoded: e.decodedBodySize,
      })),
    };
  });
  const tbt = longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  // What the screen needs to paint (the goals' figure): the scripts asked for before its
  // LCP. What loads after (the overlays, the rest of the catalog and theme) counts in the totals only.
  const js = { raw: 0, gz: 0, br: 0, gzBeforePaint: 0 };
  for (const { name, start } of resources) {
    const { pathname } = new URL(name);
    if (!pathname.endsWith('.js')) continue;
    const file = path.join(DIST, pathname);
    const gz = fileSize(`${file}.gz`) || fileSize(file);
    js.raw += fileSize(file);
    js.gz += gz;
    js.br += fileSize(`${file}.br`) || fileSize(file);
    if (start < lcp) js.gzBeforePaint += gz;
  }
  const transfer = resources.reduce((sum, r) => sum + (r.transfer ?? 0), 0);
  return { lcp, tbt, jsRaw: js.raw, jsGz: js.gz, jsBr: js.br, jsGzBeforePaint: js.gzBeforePaint, transfer };
}

const SCREENS = [
  { name: '/login', signedIn: false, url: () => '/login', ready: (page) => page.getByLabel('Username').waitFor() },
  {
    name: 'doctor dashboard',
    signedIn: true,
    url: () => '/dashboard/patients',
    ready: (page) => page.getByRole('table', { name: 'Active patients' }).locator('tbody tr').first().waitFor(),
  },
  {
    name: 'patient record',
    signedIn: true,
    url: (record) => record,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
];

async function visit(context, url, ready) {
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  // LCP may still move to a later, larger element: let the screen settle first.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  const figures = await figuresOf(page);
  await page.close();
  return figures;
}

/** Signs the demo doctor in (with the e-mailed code when the portal asks for one) and keeps the cookies. */
async function signIn(browser) {
  const context = await browser.newContext({ baseURL: base, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(DOCTOR);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(dashboard\/patients|2FA)/);
  if (page.url().includes('/2FA')) {
    const mailbox = await context.newPage();
    await mailbox.goto(`/dev/mailbox?recipient=${encodeURIComponent(DOCTOR)}`);
    const text = (await mailbox.getByTestId('mailbox-message').first().textContent()) ?? '';
    await mailbox.close();
    const code = text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no 2FA code in the dev mailbox');
    await page.getByRole('textbox').first().fill(code);
    await page.getByRole('button', { name: /verify|continue|sign in/i }).click();
    await page.waitForURL(/\/dashboard\/patients/);
  }
  // A patient's record: the first row of the doctor's list.
  await page.getByRole('table', { name: 'Active patients' }).locator('tbody tr').first().click();
  await page.waitForURL(/\/dashboard\/Patient\?id=/);
  const record = new URL(page.url()).pathname + new URL(page.url()).search;
  const state = await context.storageState();
  await context.close();
  return { state, record };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measureScreen(browser, screen, session) {
  const options = {
    baseURL: base,
    locale: 'en-GB',
    viewport: { width: 1440, height: 900 },
    ...(screen.signedIn ? { storageState: session.state } : {}),
  };
  const url = screen.url(session.record);
  const empty = [];
  const warm = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Empty cache: a new context starts with no HTTP cache. Warm: its second visit.
    const context = await browser.newContext(options);
    // Every page starts observing before the app's first script.
    await context.addInitScript(observePaint);
    empty.push(await visit(context, url, screen.ready));
    warm.push(await visit(context, url, screen.ready));
    await context.close();
  }
  const summary = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
  return { empty: summary(empty), warm: summary(warm) };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${Math.round(value)} ms`;
const verdict = (ok) => (ok ? 'OK' : 'OVER');
const INITIAL_ROUTE = '/login';

function report(results) {
  console.log(`\nMedians of ${RUNS} runs, headless Chromium on loopback, build ${DIST}`);
  console.log(['screen', 'cache', 'LCP', 'TBT', 'JS raw', 'JS gzip', 'JS brotli', 'JS gzip before LCP', 'transferred'].join(' | '));
  for (const { screen, empty, warm } of results) {
    for (const [cache, f] of [
      ['empty', empty],
      ['warm', warm],
    ]) {
      console.log(
        [screen, cache, ms(f.lcp), ms(f.tbt), kib(f.jsRaw), kib(f.jsGz), kib(f.jsBr), kib(f.jsGzBeforePaint), kib(f.transfer)].join(' | '),
      );
    }
  }
  console.log('\nGoals:');
  // The JavaScript goals are the initial route's (where the app is entered, /login) and a signed-in
  // screen's opened directly (React, Relay and Chakra alone weigh about 240 KiB); their budgets are
  // also a test, scripts/bundleBudget.mjs. The LCP goal is every route's.
  for (const { screen, empty } of results) {
    const goal = screen === INITIAL_ROUTE ? GOALS.jsGzKiB : GOALS.screenJsGzKiB;
    const jsGoal = `(goal ${screen === INITIAL_ROUTE ? 'for the initial route' : 'opened directly'} ≤ ${goal} KiB) ${verdict(empty.jsGzBeforePaint / 1024 <= goal)}`;
    console.log(
      `  ${screen}: JS before its LCP ${kib(empty.jsGzBeforePaint)} gzip ${jsGoal}, ${kib(empty.jsGz)} in all; empty-cache LCP ${ms(empty.lcp)} (goal ≤ ${GOALS.lcpMs} ms) ${verdict(empty.lcp <= GOALS.lcpMs)}`,
    );
  }
  const login = results.find((r) => r.screen === '/login');
  if (login)
    console.log(
      `  /login transfer ${kib(login.empty.transfer)} (goal ≤ ${GOALS.loginTransferKiB} KiB) ${verdict(login.empty.transfer / 1024 <= GOALS.loginTransferKiB)}`,
    );
}

/** One Lighthouse run (mobile defaults) on `url` in the browser listening on `debugPort`. */
async function lighthouseRun(lighthouse, url, debugPort) {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(process.env.LIGHTHOUSE_TRACE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  const { categories, audits } = result.lhr;
  if (LIGHTHOUSE_REPORT_DIR) {
    mkdirSync(LIGHTHOUSE_REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(path.join(LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(result.lhr));
    if (process.env.LIGHTHOUSE_TRACE)
      writeFileSync(path.join(LIGHTHOUSE_REPORT_DIR, name.replace('.json', '.trace.json')), JSON.stringify(result.artifacts.Trace));
  }
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    // Where the page ended (a signed-out screen would have gone to /login).
    finalUrl: new URL(result.lhr.finalDisplayedUrl).pathname,
    // What the accessibility score lost: the failing audits' ids.
    failing: Object.values(audits)
      .filter((a) => result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0)
      .map((a) => a.id),
  };
}

/**
 * Lighthouse on every screen, in a Chromium of its own with a persistent profile: /login first,
 * signed out, then the signed-in session's cookies go into the profile (Lighthouse opens its tab
 * there, and keeps cookies when it clears the origin's storage), so the dashboard and the record are
 * measured signed in.
 */
async function measureLighthouse(session) {
  const { default: lighthouse } = await import('lighthouse');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lighthouse-'));
  const debugPort = PORT + 7;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: [
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = [];
  try {
    // Signed-out screens first (a session would send /login on to the dashboard), then the session's cookies.
    const screens = [...SCREENS].sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
    let signedIn = false;
    for (const screen of screens) {
      if (screen.signedIn && !signedIn) {
        await context.addCookies(session.state.cookies);
        signedIn = true;
      }
      const url = base + screen.url(session.record);
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun(lighthouse, url, debugPort));
      // The run of median Performance (Lighthouse's own advice for several runs).
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      results.push({ screen: screen.name, ...sorted[Math.floor(sorted.length / 2)] });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}

function reportLighthouse(results) {
  const g = LIGHTHOUSE_GOALS;
  console.log(
    `\nLighthouse ${LIGHTHOUSE_RUNS > 1 ? `(median of ${LIGHTHOUSE_RUNS} runs) ` : ''}mobile profile (simulated slow 4G, 4x CPU slowdown):`,
  );
  console.log(['screen', 'Performance', 'LCP', 'TBT', 'FCP', 'Accessibility', 'shown at'].join(' | '));
  for (const r of results) console.log([r.screen, r.performance, ms(r.lcp), ms(r.tbt), ms(r.fcp), r.accessibility, r.finalUrl].join(' | '));
  console.log(`Goals: Performance ≥ ${g.performance}, LCP ≤ ${g.lcpMs} ms, accessibility ${g.accessibility}:`);
  for (const r of results) {
    const failing = r.failing.length > 0 ? ` (failing: ${r.failing.join(', ')})` : '';
    console.log(
      `  ${r.screen}: Performance ${r.performance} ${verdict(r.performance >= g.performance)}, LCP ${ms(r.lcp)} ${verdict(r.lcp <= g.lcpMs)}, accessibility ${r.accessibility} ${verdict(r.accessibility >= g.accessibility)}${failing}`,
    );
  }
}

async function waitForHealth(child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stack exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the stack did not start');
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
const stack = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    REST_PORT: String(PORT + 1),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    WEB_DIST_DIR: DIST,
    DEMO_MODE: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(stack, 180_000);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const session = await signIn(browser);
    const results = [];
    for (const screen of SCREENS) {
      try {
        const { empty, warm } = await measureScreen(browser, screen, session);
        results.push({ screen: screen.name, empty, warm });
      } catch (error) {
        // One screen that does not show (a broken build) still leaves the others' figures.
        console.error(`${screen.name}: not measured: ${error.message.split('\n')[0]}`);
        process.exitCode = 1;
      }
    }
    report(results);
    if (LIGHTHOUSE_RUNS > 0) reportLighthouse(await measureLighthouse(session));
  } finally {
    await browser.close();
  }
} finally {
  stack.kill('SIGTERM');
  await new Promise((r) => stack.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
