// Runs the portal from an installed, built checkout: the bundled REST service (unless
// REST_API_URL points at another one) and the BFF, which also serves the web app.
// Ctrl-C (SIGINT) or SIGTERM stops both cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './pnpm.mjs';

export const DEMO_ACCOUNTS = [
  ['superadmin@demo.example', 'super admin, 2FA on (read the code in the dev mailbox)'],
  ['admin@demo.example', 'admin'],
  ['siteadmin@demo.example', 'doctor, site admin of Demo Eye Clinic'],
  ['doctor@demo.example', 'doctor at Demo Eye Clinic'],
  ['newdoctor@demo.example', 'doctor who must create a password and sign the terms'],
];
export const DEMO_PASSWORD = 'Portal!2026';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const TRUE = ['1', 'true', 'yes', 'on'];

/**
 * Demo mode for `npm start` (and the Playwright suite it serves): DEMO_MODE when it is set, else on
 * unless NODE_ENV=production. The services themselves stay off without DEMO_MODE, so the answer is
 * passed to them as DEMO_MODE=1; an explicit DEMO_MODE goes through untouched (they read it too).
 */
export function demoModeOf(env) {
  const explicit = env.DEMO_MODE?.trim();
  if (explicit) return { demoMode: TRUE.includes(explicit.toLowerCase()), childValue: env.DEMO_MODE };
  const demoMode = env.NODE_ENV !== 'production';
  return { demoMode, childValue: demoMode ? '1' : undefined };
}

async function waitForHealth(urls, child, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}) before it was ready`);
    for (const url of urls) {
      try {
        const res = await fetch(url);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
    }
    await sleep(250);
  }
  throw new Error(`${name} did not answer ${urls.join(' or ')} within ${timeoutMs / 1000}s`);
}

export async function serve(env = process.env) {
  const port = env.PORT ?? '4000';
  const restPort = env.REST_PORT ?? '4100';
  const { demoMode, childValue } = demoModeOf(env);
  const childEnv = {
    ...env,
    ...(childValue === undefined ? {} : { DEMO_MODE: childValue }),
    PORT: port,
    REST_PORT: restPort,
    DATA_DIR: path.resolve(root, env.DATA_DIR ?? 'data'),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
    WEB_DIST_DIR: env.WEB_DIST_DIR ?? path.join(root, 'packages/web/dist'),
    // A demo terminal shows the banner and warnings; production logs every request.
    LOG_LEVEL: env.LOG_LEVEL ?? (demoMode ? 'warn' : 'info'),
  };
  const children = [];
  const run = (name, entry) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.name = name;
    children.push(child);
    return child;
  };

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    // BFF first, so no request reaches a REST service that is closing.
    for (const child of [...children].reverse()) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 10_000);
          child.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    }
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  let restUrl = env.REST_API_URL;
  if (!restUrl) {
    restUrl = `http://127.0.0.1:${restPort}`;
    const rest = run('REST service', 'packages/rest-api/src/main.ts');
    rest.on('exit', (code) => {
      if (!stopping) {
        console.error(`REST service stopped (code ${code}).`);
        stop(1);
      }
    });
    // A first start seeds the demo data before it answers: 50,000 patients take minutes on 2 cores.
    const seedPatients = Number(process.env.SEED_PATIENTS) || 0;
    await waitForHealth([`${restUrl}/api/v1/webapp/health`, `${restUrl}/health`], rest, 'REST service', 120_000 + seedPatients * 10);
  }
  childEnv.REST_API_URL = restUrl;
  const bff = run('BFF', 'packages/bff/src/main.ts');
  bff.on('exit', (code) => {
    if (!stopping) {
      console.error(`BFF stopped (code ${code}).`);
      stop(1);
    }
  });
  await waitForHealth([`http://127.0.0.1:${port}/health`], bff, 'BFF');

  const url = `http://localhost:${port}`;
  console.log(`\n  Vista portal is running at ${url}`);
  if (demoMode) {
    console.log(
      `  Demo mode (DEMO_MODE=1): GraphiQL ${url}/graphql    Dev mailbox (2FA codes and links, this machine only): ${url}/dev/mailbox`,
    );
    console.log(`\n  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const [user, what] of DEMO_ACCOUNTS) console.log(`    ${user.padEnd(26)} ${what}`);
  }
  console.log('\n  Press Ctrl-C to stop.\n');
  return { stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts/serve.mjs')) {
  serve().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
