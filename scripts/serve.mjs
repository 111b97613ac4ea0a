// Runs the portal from an installed, built checkout: the bundled REST service (unless
// REST_API_URL points at another one) and the BFF, which also serves the web app.
// Ctrl-C (SIGINT) or SIGTERM stops both cleanly. A start that fails half-way (the BFF cannot bind
// its port, REST does not come up) stops whatever it started before it reports the error. When
// either service dies (a crash, kill -9) the other is stopped gracefully and the supervisor exits
// with code 1 rather than restart it: restarting is the job of the process manager around it
// (systemd Restart=on-failure, a container restart policy), which sees the exit, counts restarts
// and backs off, where a restart loop in here would hide a service that keeps crashing.
import { spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
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

/**
 * A service's arguments to node: its TypeScript entry through tsx in a checkout, or in a folder
 * that scripts/package.mjs made (the Docker image, no tsx there) the bundle that replaces it.
 */
export function serviceArgs(pkg) {
  const source = `packages/${pkg}/src/main.ts`;
  return existsSync(path.join(root, source)) ? ['--import', 'tsx', source] : [`packages/${pkg}/dist/main.mjs`];
}

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
  // Any spelling of production (Production, PRODUCTION, " production ") keeps the demo off.
  const demoMode = (env.NODE_ENV ?? '').trim().toLowerCase() !== 'production';
  return { demoMode, childValue: demoMode ? '1' : undefined };
}

/** Resolves when one of `urls` answers 2xx; throws when any of `watched` exits first, or at the deadline. */
async function waitForHealth(urls, watched, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const child of watched) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `${child.name} exited (${child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`}) before ${name} was ready`,
        );
      }
    }
    for (const url of urls) {
      try {
        // Bounded: something else on the port may accept the connection and never answer.
        const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
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
  // LOG_FILE: both services' log lines appended to one file (the end-to-end run scans it, logScan.mjs).
  const logTo = env.LOG_FILE ? openSync(path.resolve(env.LOG_FILE), 'a') : 'inherit';
  const run = (name, pkg) => {
    const child = spawn(process.execPath, serviceArgs(pkg), {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', logTo, 'inherit'],
    });
    child.name = name;
    children.push(child);
    return child;
  };

  /** Stops every child still running, BFF first (so no request reaches a closing REST service); once. */
  let stopping = null;
  const stopChildren = () => {
    stopping ??= (async () => {
      for (const child of [...children].reverse()) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        await new Promise((resolve) => {
          // Each service drains for up to 10 s after its SHUTDOWN_DELAY_MS; past that it is killed.
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 20_000);
          child.once('exit', () => {
            clearTimeout(t);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }
    })();
    return stopping;
  };
  const stop = async (code = 0) => {
    await stopChildren();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  // Last resort when the supervisor itself ends abruptly (an uncaught error): no orphaned service.
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  // Before the portal is up, waitForHealth notices an exit and the start fails (and cleans up).
  let started = false;
  const onUnexpectedExit = (child) =>
    child.on('exit', (code, signal) => {
      if (stopping || !started) return;
      console.error(`${child.name} stopped (${signal ? `signal ${signal}` : `code ${code}`}); stopping the portal.`);
      stop(1);
    });

  try {
    return await start();
  } catch (error) {
    // Half-way: whatever did start must not outlive this failure (it would hold the ports and DATA_DIR).
    await stopChildren();
    throw error;
  }

  async function start() {
    let restUrl = env.REST_API_URL;
    if (!restUrl) {
      restUrl = `http://127.0.0.1:${restPort}`;
      const rest = run('REST service', 'rest-api');
      onUnexpectedExit(rest);
      // A first start seeds the demo data before it answers: 50,000 patients take minutes on 2 cores.
      const seedPatients = Number(process.env.SEED_PATIENTS) || 0;
      await waitForHealth(
        [`${restUrl}/api/v1/webapp/health`, `${restUrl}/health`],
        children,
        'the REST service',
        120_000 + seedPatients * 10,
      );
    }
    childEnv.REST_API_URL = restUrl;
    const bff = run('BFF', 'bff');
    onUnexpectedExit(bff);
    await waitForHealth([`http://127.0.0.1:${port}/health`], children, 'the BFF');
    started = true;

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
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts/serve.mjs')) {
  serve().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
