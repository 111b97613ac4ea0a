// The data path at scale: the doctor dashboard's first page, a search with its page and
// one patient's record, at the BFF (p50, p95) next to a bare Apollo Server over the same REST calls
// (bareApollo.ts: the anchor, no limits, plugins, metrics, logging or compression) and next to the
// REST calls themselves, made as the BFF makes them; the REST calls and bytes per operation. REST
// on in-memory PGlite, a counting proxy, the BFF as deployed: DEMO_MODE off, the operations sent as
// persisted documents (documentId, as the web app sends them), pino at info (its default
// destination, to /dev/null), compression on. The three are timed in turn within each run, so a
// busy machine slows all alike. The seed is made anew on each run (50,000 patients: minutes).
// Run: NODE_ENV=production npx tsx bench/dataPath.ts   (SEED_PATIENTS=50000 RUNS=30 likewise)
// BENCH_CPU=1 also measures the CPU time per request of the BFF and of the anchor, each alone in a
// process of its own (bffProcess.ts: not inflated by other processes as wall time is);
// BENCH_CPU_PROFILE=dir also writes CPU profiles of both there (docs/bff-performance.md reads them;
// with BENCH_HEAP_PROFILE=1, sampled allocation profiles instead);
// BENCH_BFF_LOG=off|sync changes that BFF's logger; BENCH_SHOW_CALLS=1 lists each operation's REST calls;
// BENCH_OPS=first,record times only the operations whose names hold one of these words.
// Goals (2 cores): at 50,000 patients first page and search + page p95 <= 50 ms at the BFF, the
// patient record p95 <= 60 ms; the BFF adds <= 3 ms p50 over its REST calls and is within 1.10 x
// the bare Apollo anchor's p50; REST bytes per page independent of the list size.
import { fork } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORWARDED_HEADERS } from '../packages/domain/src/forwardedHeaders';
import { DEMO_EMAILS } from '../packages/rest-api/src/seed/accounts';
import { seedPatients } from '../packages/rest-api/src/seed/patients';
import { demoSession } from '../packages/rest-api/src/admin/staffTesting';
import type { AddressInfo } from 'node:net';
import { buildBffServer } from '../packages/bff/src/server';
import { createLogger, logDestination } from '../packages/bff/src/logging';
import { loadPersistedDocuments } from '../packages/bff/src/security/persistedDocuments';
import { SESSION_COOKIE } from '../packages/bff/src/session/cookie';
import { BffClient } from '../packages/bff/test/bffClient';
import { signIn, startStack } from '../packages/bff/test/stack';
import { startBareApollo } from './bareApollo';
import { bundleForNode } from './plainNode';

const profileDir = process.env.BENCH_CPU_PROFILE;
/** BENCH_CPU=1: the BFF's and the anchor's CPU time per request, each alone in its own process (bffProcess.ts). */
/** Rounds of the CPU measure (BENCH_CPU). */
const CPU_ROUNDS = 7;
const cpuPerRequest = process.env.BENCH_CPU === '1' || !!profileDir;
const total = Number(process.env.SEED_PATIENTS ?? 5000);
const runs = Number(process.env.RUNS ?? 30);
const archived = Math.round(total / 5);

const ROW = 'id internalID lastName firstName personal { socialId gender birthdate } lastVisit accountStatus locked';
const RECORD = `query($id: ID!) { node(id: $id) { ... on Patient { id fullName personal { birthdate email } lastVisit nextVisitDate
  visits(first: 100) { totalCount edges { node { id visitDate testCount testResults { __typename testType succeeded } } } } } } }`;

// graphql-js checks every instanceof twice outside production (a dev-only guard against two copies):
// the figures are the deployed BFF's, as the Dockerfile runs it.
if (process.env.NODE_ENV !== 'production') console.warn('NODE_ENV is not production: the BFF times include graphql-js development checks');

const FIRST_PAGE = `query BenchFirstPage { doctorWorkspace { patients(first: 14) { totalCount edges { node { ${ROW} } } } patientCounts { active archived pending locked children adults tested } } }`;
const SEARCH = `query BenchSearch($s: String) { doctorWorkspace { patients(first: 14, search: $s) { totalCount edges { node { ${ROW} } } } } }`;
const FLOOR = 'query BenchFloor { __typename }';
const RECORD_OP = `query BenchRecord${RECORD.slice('query'.length)}`;
// The benchmark's operations join the web app's persisted documents, by the same id (SHA-256 of the text).
const documentId = (text: string) => createHash('sha256').update(text).digest('hex');
const persistedDocuments = new Map([
  ...loadPersistedDocuments(),
  ...[FIRST_PAGE, SEARCH, RECORD_OP, FLOOR].map((text) => [documentId(text), text] as const),
]);

const bffRequire = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/bff/package.json'));
const { Agent, request } = bffRequire('undici') as typeof import('undici');

/** POSTs to /graphql as the web app does (`documentId`) or with the text; the answer's JSON, after checking it has no errors. */
async function post(
  url: string,
  payload: Record<string, unknown>,
  cookie?: string | null,
): Promise<{ data?: any; bytes: number; encoding: string | null }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie)}` } : {}) },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: any; errors?: unknown };
  if (body.errors) throw new Error(`${url}: ${JSON.stringify(body.errors)}`);
  return { data: body.data, bytes: text.length, encoding: response.headers.get('content-encoding') };
}

/** A BFF in its own process (bffProcess.ts) configured as the timed one, with a profiler it starts and stops when asked. */
let processBundle: Promise<string> | null = null;
async function startProfiled(config: object) {
  // Bundled and run by plain node, as the Docker image runs the BFF (plainNode.ts).
  const child = fork(await (processBundle ??= bundleForNode('bench/bffProcess.ts')), {
    execArgv: (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
    stdio: 'inherit',
  });
  const ask = (message: object) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`bffProcess.ts exited (${code})`));
      child.once('exit', exited);
      child.once('message', (answer) => {
        child.off('exit', exited);
        resolve(answer as Record<string, unknown>);
      });
      child.send(message);
    });
  const { url } = await ask(config);
  return { child, url: url as string, ask };
}

const stack = await startStack({}, { seed: true });
try {
  let t = performance.now();
  await seedPatients(stack.rest.db, { now: stack.rest.clock.now(), doctorEmail: DEMO_EMAILS.doctor, active: total - archived, archived });
  console.log(
    `seeded ${total} patients (${total - archived} active, ${archived} archived) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  // Timed: a BFF as deployed that calls REST directly; the stack's BFF (through the counting proxy)
  // tells the calls and bytes of each operation.
  const direct = await buildBffServer({
    restApiUrl: stack.rest.url,
    demoMode: false,
    logger: createLogger('info', logDestination('/dev/null')),
    persistedDocuments,
    now: () => stack.rest.clock.now(),
  });
  await direct.listen({ port: 0, host: '127.0.0.1' });
  const bffUrl = `http://127.0.0.1:${(direct.server.address() as AddressInfo).port}`;
  const client = new BffClient(bffUrl);
  await signIn(client, DEMO_EMAILS.doctor);
  const counted = stack.client();
  await signIn(counted, DEMO_EMAILS.doctor);
  const doctor = await demoSession(stack.rest, 'doctor');
  const anchor = await startBareApollo({ restBaseUrl: stack.rest.baseUrl, uid: doctor.uid, token: doctor.token });
  const profiledAnchor = cpuPerRequest
    ? await startProfiled({ anchor: { restBaseUrl: stack.rest.baseUrl, uid: doctor.uid, token: doctor.token } })
    : null;
  // The REST calls as the BFF makes them: undici's request() on kept-alive connections, with the
  // headers the BFF forwards (REST's audit trail reads them).
  const restPool = new Agent({ keepAliveTimeout: 10_000, connections: 128 });
  const rest = async (path: string) => {
    const answer = await request(`${stack.rest.baseUrl}/eyeCareProviders/${doctor.uid}${path}`, {
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${doctor.token}`,
        [FORWARDED_HEADERS.requestId]: randomUUID(),
        [FORWARDED_HEADERS.clientAddress]: '127.0.0.1',
        [FORWARDED_HEADERS.clientAgent]: 'node',
      },
      dispatcher: restPool,
    });
    const text = await answer.body.text();
    if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode}`);
    return JSON.parse(text) as unknown;
  };
  const profiled = cpuPerRequest
    ? await startProfiled({ restApiUrl: stack.rest.url, documents: [...persistedDocuments], now: stack.rest.clock.now().toISOString() })
    : null;
  const profiledClient = profiled ? new BffClient(profiled.url) : null;
  if (profiledClient) await signIn(profiledClient, DEMO_EMAILS.doctor);
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const cpuLines: string[] = [];
  const first = await counted.gql(`{ doctorWorkspace { patients(first: 1) { edges { node { id internalID } } } } }`);
  if (!first.body.data?.doctorWorkspace) throw new Error(JSON.stringify(first.body));
  const patient = first.body.data.doctorWorkspace.patients.edges[0].node as { id: string; internalID: string };

  // Two letters, a different pair on every call (676 of them).
  let needles = 0;
  const freshNeedle = () => {
    const n = needles++;
    return String.fromCharCode(97 + (n % 26)) + String.fromCharCode(97 + (Math.floor(n / 26) % 26));
  };
  // Each operation: its text and variables; the REST calls the BFF makes for it (as the counting
  // proxy shows them), made side by side as the BFF makes them.
  const operations: {
    name: string;
    text: string;
    variables: () => Record<string, unknown>;
    rest: (v: Record<string, unknown>) => Promise<unknown>;
  }[] = [
    {
      name: 'first page (14 rows + counts)',
      text: FIRST_PAGE,
      variables: () => ({}),
      rest: () => Promise.all([rest('/patients?offset=0&limit=14'), rest('/patients/counts')]),
    },
    {
      name: 'search "an" + page',
      text: SEARCH,
      variables: () => ({ s: 'an' }),
      rest: () => rest('/patients?offset=0&limit=14&search=an'),
    },
    {
      // A text no run used before: the search's total and choices are counted, not kept (listCounts.ts).
      name: 'search, a new text each time',
      text: SEARCH,
      variables: () => ({ s: freshNeedle() }),
      rest: (v) => rest(`/patients?offset=0&limit=14&search=${v.s as string}`),
    },
    {
      name: 'patient record',
      text: RECORD_OP,
      variables: () => ({ id: patient.id }),
      rest: () => Promise.all([rest(`/patients/profiles?ids=${patient.internalID}`), rest(`/patients/visits?ids=${patient.internalID}`)]),
    },
  ];

  const percentiles = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] };
  };
  const timed = async (fn: () => Promise<unknown>) => {
    const started = performance.now();
    await fn();
    return performance.now() - started;
  };

  const f = (n: number, width = 7) => n.toFixed(1).padStart(width);
  console.log(
    `\n${total} patients, ${runs} runs each (ms); load average ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${'operation'.padEnd(30)} ${'BFF p50'.padStart(7)} ${'p95'.padStart(6)} ${'bare p50'.padStart(8)} ${'p95'.padStart(6)} ${'REST p50'.padStart(8)} ${'p95'.padStart(6)} ${'BFF +ms'.padStart(7)} ${'bare +ms'.padStart(8)} ${'BFF/bare'.padStart(8)} ${'BFF/REST'.padStart(8)}  calls  REST bytes  answer (bytes, encoding)`,
  );
  const verdicts: string[] = [];
  // BENCH_OPS=first,record: only the operations whose names hold one of these words.
  const only = process.env.BENCH_OPS?.split(',').filter(Boolean);
  for (const op of operations.filter((o) => !only || only.some((word) => o.name.includes(word)))) {
    const bff = () => post(bffUrl, { documentId: documentId(op.text), variables: op.variables() }, client.cookie);
    const bare = () => post(anchor.url, { query: op.text, variables: op.variables() });
    const direct = () => op.rest(op.variables());
    // Warm all three; the counted BFF tells the REST calls and bytes.
    const answer = await bff();
    await bare();
    await direct();
    stack.proxy.reset();
    const check = await counted.gql(op.text, op.variables());
    if (check.body.errors) throw new Error(`${op.name}: ${JSON.stringify(check.body.errors)}`);
    const calls = stack.proxy.calls.length;
    if (process.env.BENCH_SHOW_CALLS) console.log(op.name, stack.proxy.calls);
    const bytes = stack.proxy.responseBytes;
    const times = { bff: [] as number[], bare: [] as number[], rest: [] as number[] };
    const order = [
      ['bff', bff],
      ['bare', bare],
      ['rest', direct],
    ] as const;
    for (let i = 0; i < runs; i += 1) {
      // In turn, each first as often as the others.
      for (let k = 0; k < order.length; k += 1) {
        const [which, fn] = order[(i + k) % order.length];
        times[which].push(await timed(fn));
      }
    }
    const b = percentiles(times.bff);
    const a = percentiles(times.bare);
    const r = percentiles(times.rest);
    const added = b.p50 - r.p50;
    const anchorAdded = a.p50 - r.p50;
    const p95Goal = op.name === 'patient record' ? 60 : 50;
    console.log(
      `${op.name.padEnd(30)} ${f(b.p50)} ${f(b.p95, 6)} ${f(a.p50, 8)} ${f(a.p95, 6)} ${f(r.p50, 8)} ${f(r.p95, 6)} ${f(added)} ${f(anchorAdded, 8)} ${(b.p50 / a.p50).toFixed(2).padStart(8)} ${(b.p50 / r.p50).toFixed(2).padStart(8)}  ${String(calls).padStart(5)}  ${String(bytes).padStart(10)}  ${answer.bytes} ${answer.encoding ?? 'identity'}`,
    );
    verdicts.push(
      `${op.name}: BFF adds ${added.toFixed(1)} ms (goal <= 3: ${added <= 3 ? 'met' : 'NOT met'}), ${(b.p50 / a.p50).toFixed(2)} x the bare anchor (goal <= 1.10: ${b.p50 / a.p50 <= 1.1 ? 'met' : 'NOT met'}), p95 ${b.p95.toFixed(1)} (goal <= ${p95Goal}: ${b.p95 <= p95Goal ? 'met' : 'NOT met'})`,
    );
    if (profiled && profiledAnchor && profiledClient) {
      // Rounds of `runs` requests, to the BFF and to the anchor in turn; the median round of each.
      const cpuOf = async (target: typeof profiled, send: () => Promise<unknown>) => {
        await target.ask({ cpu: 'start' });
        for (let i = 0; i < runs; i += 1) await send();
        const { cpuMs, gcMs } = (await target.ask({ cpu: 'stop' })) as { cpuMs: number; gcMs: number };
        return { cpu: cpuMs / runs, gc: gcMs / runs };
      };
      const rounds = { bff: [] as number[], bare: [] as number[], bffGc: [] as number[], bareGc: [] as number[] };
      for (let round = 0; round < CPU_ROUNDS; round += 1) {
        const bffRound = await cpuOf(profiled, () =>
          post(profiled.url, { documentId: documentId(op.text), variables: op.variables() }, profiledClient.cookie),
        );
        const bareRound = await cpuOf(profiledAnchor, () => post(profiledAnchor.url, { query: op.text, variables: op.variables() }));
        rounds.bff.push(bffRound.cpu);
        rounds.bffGc.push(bffRound.gc);
        rounds.bare.push(bareRound.cpu);
        rounds.bareGc.push(bareRound.gc);
      }
      const bffCpu = percentiles(rounds.bff).p50;
      const bareCpu = percentiles(rounds.bare).p50;
      cpuLines.push(
        `${op.name.padEnd(30)} BFF ${bffCpu.toFixed(2)} ms, anchor ${bareCpu.toFixed(2)} ms, BFF - anchor ${(bffCpu - bareCpu).toFixed(2)} ms; garbage collection BFF ${percentiles(rounds.bffGc).p50.toFixed(2)} ms, anchor ${percentiles(rounds.bareGc).p50.toFixed(2)} ms`,
      );
    }
    if (profileDir && profiled && profiledClient) {
      // The same requests to a BFF alone in its own process (bffProcess.ts), profiled there.
      const file = path.join(profileDir, `${op.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.cpuprofile`);
      await profiled.ask({ profile: 'start' });
      for (let i = 0; i < runs * 3; i += 1)
        await post(profiled.url, { documentId: documentId(op.text), variables: op.variables() }, profiledClient.cookie);
      await profiled.ask({ profile: 'stop', file });
      if (profiledAnchor) {
        const anchorFile = file.replace(/\.cpuprofile$/, '.anchor.cpuprofile');
        await profiledAnchor.ask({ profile: 'start' });
        for (let i = 0; i < runs * 3; i += 1) await post(profiledAnchor.url, { query: op.text, variables: op.variables() });
        await profiledAnchor.ask({ profile: 'stop', file: anchorFile });
      }
      console.log(`  profile of ${runs * 3} requests to the BFF and to the anchor: ${file}`);
    }
  }
  for (const verdict of verdicts) console.log(verdict);
  if (cpuLines.length)
    console.log(
      `CPU time per request, each server alone in its own process (median of ${CPU_ROUNDS} rounds of ${runs} requests, in turn):\n${cpuLines.join('\n')}`,
    );
  // What the BFF costs before it calls REST at all (HTTP, Apollo, the session, the answer), and the anchor's.
  const floors = { bff: [] as number[], bare: [] as number[] };
  for (let i = 0; i < runs; i += 1) {
    floors.bff.push(await timed(() => post(bffUrl, { documentId: documentId(FLOOR) }, client.cookie)));
    floors.bare.push(await timed(() => post(anchor.url, { query: FLOOR })));
  }
  console.log(
    `Floor, an operation that calls no REST: BFF p50 ${percentiles(floors.bff).p50.toFixed(1)} ms, bare anchor ${percentiles(floors.bare).p50.toFixed(1)} ms`,
  );
  await anchor.close();
  await restPool.close();
  profiled?.child.disconnect();
  profiledAnchor?.child.disconnect();
  await direct.close();
} finally {
  await stack.close();
}
