// Proves a packaged folder runs on its own, as the Docker image's runtime stage would: packages the
// checkout (scripts/package.mjs) into a temporary folder, starts REST and BFF there with plain node
// (no tsx, no dev dependencies), the demo data in a temporary DATA_DIR, signs in over GraphQL, loads
// the web app and /health, then stops. No Docker daemon needed.
// Usage: node scripts/checkPackage.mjs   (PORT, REST_PORT: free ports the system hands out unless set; needs the web app built)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packagePortal } from './package.mjs';
import { DEMO_PASSWORD } from './serve.mjs';
import { freePorts } from './freePort.mjs';

const [freePort, freeRestPort] = process.env.PORT && process.env.REST_PORT ? [] : await freePorts(2);
const port = process.env.PORT ?? String(freePort);
const restPort = process.env.REST_PORT ?? String(freeRestPort);
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(path.join(tmpdir(), 'portal-package-'));
const out = path.join(work, 'app');

async function waitForHealth(child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the packaged portal exited with code ${child.exitCode}`);
    const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the packaged portal did not answer ${base}/health in ${timeoutMs / 1000} s`);
}

async function graphql(query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (!res.ok || body.errors) throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data;
}

async function check() {
  await packagePortal(out);
  for (const dev of ['tsx', 'typescript', 'vitest', 'esbuild', 'vite']) {
    if (existsSync(path.join(out, 'node_modules', dev))) throw new Error(`${dev} is in the packaged node_modules`);
  }
  // Only what a container would have: no NODE_OPTIONS or loaders inherited from this shell.
  const env = {
    PATH: process.env.PATH,
    HOME: work,
    NODE_ENV: 'production',
    DEMO_MODE: '1',
    DATA_DIR: path.join(work, 'data'),
    PORT: port,
    REST_PORT: restPort,
  };
  const portal = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: out, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForHealth(portal);
    const { signIn } = await graphql('mutation($in: SignInInput!) { signIn(input: $in) { step accessToken } }', {
      in: { username: 'doctor@demo.example', password: DEMO_PASSWORD, tokenDelivery: 'RESPONSE' },
    });
    if (signIn.step !== 'SIGNED_IN') throw new Error(`sign-in ended at step ${signIn.step}`);
    const { viewer } = await graphql('{ viewer { fullName role } }', {}, signIn.accessToken);
    const page = await fetch(`${base}/`);
    const html = await page.text();
    if (!page.ok || !html.includes('<script')) throw new Error(`GET / answered ${page.status} without the web app`);
    console.log(`✔ packaged portal: signed in as ${viewer.fullName} (${viewer.role}), / and /health answer`);
  } finally {
    portal.kill('SIGTERM');
    await new Promise((resolve) => (portal.exitCode !== null ? resolve() : portal.once('exit', resolve)));
  }
}

try {
  await check();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
