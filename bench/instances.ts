// Throughput of 2 REST + 2 BFF instances behind round-robin balancers against 1 + 1 behind the
// same balancers, for the doctor's patient list and a patient record, on one
// PostgreSQL database and Redis. Each set-up gets CLIENTS concurrent clients for SECONDS per
// operation after a warm-up; requests per second, p50 and p95 latency, errors, and the ratio.
// Run: npx tsx bench/instances.ts   (SEED_PATIENTS=5000 CLIENTS=16 SECONDS=15 npx tsx bench/instances.ts)
// Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and
// Redis (127.0.0.1:6379). What to expect: no error in either set-up, and a ratio that follows the
// cores. One REST and one BFF already keep two cores busy, so on a 2-core machine the four processes
// share the same two (expect about 1.0, less the extra processes' overhead); with 4 cores or more
// the two pairs run side by side (expect close to 2).
import { availableParallelism } from 'node:os';
import { createScratchPostgres } from '../packages/rest-api/src/db/scratchPostgres';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../packages/rest-api/src/seed/accounts';
import { killAll, startBff, startRest } from '../packages/bff/test/instances';
import { startRoundRobinProxy, type RoundRobinProxy } from '../packages/bff/test/roundRobinProxy';

const patients = Number(process.env.SEED_PATIENTS ?? 50);
const clients = Number(process.env.CLIENTS ?? 8);
const seconds = Number(process.env.SECONDS ?? 10);
const cores = availableParallelism();
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const LIST = `{ doctorWorkspace { patients(first: 14) { totalCount edges { node { id internalID lastName firstName
  personal { socialId gender birthdate } lastVisit accountStatus locked } } } } }`;
const RECORD = `query($id: ID!) { node(id: $id) { ... on Patient { id fullName personal { birthdate email } lastVisit nextVisitDate
  visits(first: 100) { totalCount edges { node { id visitDate testCount testResults { __typename testType succeeded } } } } } } }`;

const scratch = await createScratchPostgres(server, 'portal_bench_instances');
const proxies: RoundRobinProxy[] = [];
try {
  const restEnv = {
    DATABASE_URL: scratch.url,
    DEMO_MODE: '1',
    SEED_DEMO: '0',
    REPORT_LINK_SECRET: 'bench-instances-secret-0123456789',
    SECOND_FACTOR_KEY: 'ef'.repeat(32),
  };
  let t = performance.now();
  const restA = await startRest('REST A', 4940, { ...restEnv, SEED_DEMO: '1', SEED_PATIENTS: String(patients) });
  console.log(`REST A migrated and seeded ${patients} patients in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const restB = await startRest('REST B', 4941, restEnv);
  const restOne = await startRoundRobinProxy([restA.url]);
  const restBoth = await startRoundRobinProxy([restA.url, restB.url]);
  proxies.push(restOne, restBoth);
  const bffEnv = { DEMO_MODE: '1', REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY: 'loopback', RATE_LIMITS: 'off' };
  const [single, a, b] = await Promise.all([
    startBff('BFF (alone)', 4942, { ...bffEnv, REST_API_URL: restOne.url }),
    startBff('BFF A', 4943, { ...bffEnv, REST_API_URL: restBoth.url }),
    startBff('BFF B', 4944, { ...bffEnv, REST_API_URL: restBoth.url }),
  ]);
  const setups = [
    { name: '1 REST + 1 BFF', front: await startRoundRobinProxy([single.url]) },
    { name: '2 REST + 2 BFF', front: await startRoundRobinProxy([a.url, b.url]) },
  ];
  proxies.push(...setups.map((setup) => setup.front));

  const graphql = async (url: string, query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
    if (response.status !== 200 || body.errors) throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    return body.data!;
  };
  const signedIn = await graphql(
    setups[0].front.url,
    `
      mutation ($in: SignInInput!) {
        signIn(input: $in) {
          accessToken
        }
      }
    `,
    {
      in: { username: DEMO_EMAILS.doctor, password: DEMO_PASSWORD, tokenDelivery: 'RESPONSE' },
    },
  );
  const token = signedIn.signIn.accessToken as string;
  const page = await graphql(
    setups[0].front.url,
    `
      {
        doctorWorkspace {
          patients(first: 100) {
            edges {
              node {
                id
              }
            }
          }
        }
      }
    `,
    {},
    token,
  );
  const ids = (page.doctorWorkspace.patients.edges as { node: { id: string } }[]).map((edge) => edge.node.id);

  const operations = [
    { name: "doctor's list (first 14)", run: (url: string) => graphql(url, LIST, {}, token) },
    { name: 'patient record', run: (url: string, n: number) => graphql(url, RECORD, { id: ids[n % ids.length] }, token) },
  ];

  const measure = async (url: string, run: (url: string, n: number) => Promise<unknown>, forMs: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let firstError = '';
    let n = 0;
    const endAt = performance.now() + forMs;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < endAt) {
          const started = performance.now();
          try {
            await run(url, n++);
            latencies.push(performance.now() - started);
          } catch (error) {
            errors += 1;
            firstError ||= (error as Error).message;
          }
        }
      }),
    );
    latencies.sort((x, y) => x - y);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    return { perSecond: latencies.length / (forMs / 1000), p50: at(0.5), p95: at(0.95), errors, firstError };
  };

  console.log(`\n${patients} patients, ${clients} clients, ${seconds} s per operation and set-up (after 2 s of warm-up), ${cores} cores`);
  console.log('operation                  | set-up          |  req/s |  p50 ms |  p95 ms | errors');
  for (const operation of operations) {
    const rates: number[] = [];
    for (const setup of setups) {
      await measure(setup.front.url, operation.run, 2_000);
      const result = await measure(setup.front.url, operation.run, seconds * 1000);
      rates.push(result.perSecond);
      console.log(
        `${operation.name.padEnd(26)} | ${setup.name.padEnd(15)} | ${result.perSecond.toFixed(0).padStart(6)} | ${result.p50.toFixed(1).padStart(7)} | ${result.p95.toFixed(1).padStart(7)} | ${result.errors}${result.firstError ? ` (first: ${result.firstError})` : ''}`,
      );
    }
    const ratio = rates[1] / rates[0];
    const expected = cores >= 4 ? 'close to 2 on 4+ cores' : `about 1.0 on ${cores} cores`;
    console.log(`${operation.name.padEnd(26)} | (2+2) / (1+1)   | ${ratio.toFixed(2).padStart(6)} (expected: ${expected})`);
  }
} finally {
  killAll();
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await scratch.drop();
}
