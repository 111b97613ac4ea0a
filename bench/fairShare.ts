// One user's flood against everyone else's latency, with the REST service and the BFF in processes
// of their own as deployed (REST on PGlite, the default storage): another user's everyday request
// (the viewer, the first page, the badges) timed alone, then while one doctor runs 21 copies of the
// security review's flood at once (each batched within the REST call budget). Prints both p50/p95
// and the ratio beside its goal (p95 during the flood <= 3 x alone), the flood's own time.
// Run: npx tsx bench/fairShare.ts   (SEED_PATIENTS=5000 RUNS=60 likewise; IN_FLIGHT=n sets each
// user's calls in flight while others are active, REST_CALLS_PER_USER; BENCH_DATABASE_URL=postgres://… runs REST on
// a scratch PostgreSQL database instead of PGlite)
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../packages/rest-api/src/seed/accounts';
import { createScratchPostgres } from '../packages/rest-api/src/db/scratchPostgres';
import { killAll, startBff, startRest } from '../packages/bff/test/instances';
import { BffClient } from '../packages/bff/test/bffClient';
import { signIn } from '../packages/bff/test/stack';
import { FLOOD } from '../packages/bff/test/flood';

const total = Number(process.env.SEED_PATIENTS ?? 500);
const runs = Number(process.env.RUNS ?? 60);
const FLOODS = 21;
const OTHER_USER =
  '{ viewer { id } doctorWorkspace { patients(first: 14) { totalCount edges { node { id lastName } } } patientCounts { active } } }';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-fair-'));
const scratch = process.env.BENCH_DATABASE_URL ? await createScratchPostgres(process.env.BENCH_DATABASE_URL, 'portal_bench_fair') : null;
try {
  const storage = scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir };
  const env = { NODE_ENV: 'production', DEMO_MODE: '1', LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...storage };
  const rest = await startRest('REST', await freePort(), { ...env, SEED_DEMO: '1', SEED_PATIENTS: String(total) });
  const bff = await startBff('BFF', await freePort(), {
    ...env,
    REST_API_URL: rest.url,
    ...(process.env.IN_FLIGHT ? { REST_CALLS_PER_USER: process.env.IN_FLIGHT } : {}),
  });
  const doctor = new BffClient(bff.url);
  await signIn(doctor, DEMO_EMAILS.doctor, DEMO_PASSWORD);
  const other = new BffClient(bff.url);
  await signIn(other, DEMO_EMAILS.siteAdmin, DEMO_PASSWORD);

  const once = async () => {
    const started = performance.now();
    const answer = await other.gql(OTHER_USER);
    return { ms: performance.now() - started, failed: answer.status !== 200 || !!answer.body.errors };
  };
  for (let i = 0; i < 10; i += 1) await once();
  const alone: number[] = [];
  let aloneFailures = 0;
  for (let i = 0; i < runs; i += 1) {
    const { ms, failed } = await once();
    alone.push(ms);
    if (failed) aloneFailures += 1;
  }

  const floodStarted = performance.now();
  let floodEnded = 0;
  const floods = Promise.all(Array.from({ length: FLOODS }, () => doctor.gql(FLOOD))).then((answers) => {
    floodEnded = performance.now();
    return answers;
  });
  const during: number[] = [];
  let failures = 0;
  while (floodEnded === 0) {
    const { ms, failed } = await once();
    if (floodEnded === 0) during.push(ms);
    if (failed) failures += 1;
  }
  const floodErrors = (await floods).filter((a) => a.body.errors).length;

  const p = (values: number[], q: number) => percentile(values, q).toFixed(1);
  const ratio = percentile(during, 95) / percentile(alone, 95);
  console.log(
    `\n${total} patients, REST on ${scratch ? 'PostgreSQL' : 'PGlite'}; another user's request alone vs. during ${FLOODS} floods from one doctor (ms):`,
  );
  console.log(`  alone:        p50 ${p(alone, 50)}  p95 ${p(alone, 95)}  (${alone.length} runs, ${aloneFailures} failed)`);
  console.log(`  during flood: p50 ${p(during, 50)}  p95 ${p(during, 95)}  (${during.length} runs, ${failures} failed)`);
  console.log(`  p95 ratio ${ratio.toFixed(2)} (goal <= 3.00)  ${ratio <= 3 ? 'MET' : 'NOT MET'}`);
  console.log(`  the flood: ${FLOODS} operations in ${((floodEnded - floodStarted) / 1000).toFixed(1)} s, ${floodErrors} with errors`);
} finally {
  killAll();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
