import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The suite runs against the real stack (REST service + BFF + built web app) on its own
// ports and a fresh data directory, so demo data is seeded anew every run.
// Ports the system hands out unless npm test chose them: another program may hold any fixed one.
// Set in the environment, so the test workers (device-provisioning.spec.ts) read the same.
if (!process.env.E2E_PORT || !process.env.E2E_REST_PORT) {
  const scripts = path.resolve(import.meta.dirname, '../scripts/freePort.mjs');
  [process.env.E2E_PORT, process.env.E2E_REST_PORT] = execFileSync(process.execPath, [scripts, '2'], { encoding: 'utf8' })
    .trim()
    .split('\n');
}
const PORT = process.env.E2E_PORT;
const REST_PORT = process.env.E2E_REST_PORT;
const externalBaseUrl = process.env.E2E_BASE_URL;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // One retry: on a 2-core machine running two stacks, a step can lose a race with the CPU. A test
  // that passes only on its retry is still reported, by name, as flaky (scripts/test.mjs).
  retries: 1,
  // A scenario's limit, not its speed: a 2-core machine running two stacks can be slow (issue 17 note).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  // One folder per stack: shards side by side (scripts/test.mjs) must not clear each other's traces.
  outputDir: path.join(os.tmpdir(), `portal-e2e-results-${PORT}`),
  globalTeardown: './e2e/support/teardown.ts',
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${PORT}`,
    locale: 'en-GB',
    timezoneId: 'Europe/Rome',
    // A trace records every step of every test (screencast and DOM snapshots): about a fifth of the
    // suite's time on a 2-core machine. E2E_TRACE=1 keeps one for each failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/serve.mjs',
        cwd: path.resolve(import.meta.dirname, '..'),
        url: `http://127.0.0.1:${PORT}/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT,
          REST_PORT,
          DATA_DIR: process.env.E2E_DATA_DIR,
          PUBLIC_URL: `http://localhost:${PORT}`,
          // The suite reads 2FA codes and links in the dev mailbox (from localhost, as it allows).
          DEMO_MODE: '1',
          // With E2E_LOG_FILE (npm test sets it) every request is logged to that file, which
          // scripts/logScan.mjs then reads for passwords, tokens and national IDs.
          LOG_LEVEL: process.env.E2E_LOG_FILE ? 'info' : 'warn',
          ...(process.env.E2E_LOG_FILE ? { LOG_FILE: process.env.E2E_LOG_FILE } : {}),
        },
      },
});
