// Browser benchmark: how long the doctor's dashboard takes to show its first rows in
// Chromium, with SEED_PATIENTS patients, on the built stack (`npm start`'s serve.mjs on its own ports
// and a fresh data directory). Each run opens /dashboard/patients in a signed-in browser (the app's
// code cached, as for a clinician who comes back), in a new tab and by reloading one tab, and times,
// by the page's clock, from the navigation's start to the table's first row.
// Needs the built web app (`npm start` or `npm run build` once) and Chromium (scripts/chromium.mjs).
// Run: npx tsx bench/browserFirstRows.ts   (SEED_PATIENTS=50000 RUNS=10 npx tsx bench/browserFirstRows.ts)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error a plain .mjs of the repo's scripts (no types)
import { findChromium } from '../scripts/chromium.mjs';

const total = Number(process.env.SEED_PATIENTS ?? 5000);
const runs = Number(process.env.RUNS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4530);
const GOAL_MS = 1000;
const root = path.resolve(import.meta.dirname, '..');
// Playwright lives in the end-to-end package.
const { chromium } = createRequire(path.join(root, 'tests', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-browser-'));
const base = `http://localhost:${PORT}`;

async function waitForHealth(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the stack did not start');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const started = Date.now();
const stack = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    REST_PORT: String(PORT + 1),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    SEED_PATIENTS: String(total),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(30 * 60_000);
  console.log(`stack up with ${total} patients in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const browser = await chromium.launch({
    executablePath: findChromium() as string,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const login = await context.newPage();
  await login.goto('/login');
  await login.getByLabel('Username').fill('doctor@demo.example');
  await login.getByLabel('Password', { exact: true }).fill('Portal!2026');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await login.waitForURL(/\/dashboard\/patients$/);
  await login.close();

  // When the first row enters the table, by the page's own clock (from the navigation's start):
  // a polling test runner would add the time the page's main thread is busy drawing the charts.
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('table[aria-label="Active patients"] tbody tr')) {
        (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const firstRowAt = async (page: import('@playwright/test').Page) => {
    await page.getByRole('table', { name: 'Active patients' }).locator('tbody tr').first().waitFor({ state: 'visible' });
    return Math.round(await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt));
  };
  // A new tab each time (nothing remembered but the browser's cache), then reloads of one tab.
  const newTabs: number[] = [];
  const reloads: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const page = await context.newPage();
    await page.goto('/dashboard/patients');
    newTabs.push(await firstRowAt(page));
    await page.close();
  }
  const tab = await context.newPage();
  await tab.goto('/dashboard/patients');
  await firstRowAt(tab);
  for (let i = 0; i < runs; i += 1) {
    await tab.reload();
    reloads.push(await firstRowAt(tab));
  }
  await browser.close();
  const line = (label: string, values: number[]) =>
    `dashboard first rows, ${total} patients, ${label}: p50 ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms (${values.length} runs)  goal ≤ ${GOAL_MS} ms  ${percentile(values, 95) <= GOAL_MS ? 'OK' : 'OVER'}`;
  console.log(line('new tab', newTabs));
  console.log(line('reload', reloads));
} finally {
  stack.kill('SIGTERM');
  await new Promise((r) => stack.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
