// The BFF in front of a §7 backend (the legacy profile) at scale: the bundled REST service behind a
// filter that answers only §7's calls, with SEED_PATIENTS patients for the demo doctor. Prints the
// §7 whole-list call itself (GET getallpatients) and, at the BFF: a first page and a new search that
// fetch the whole list, a next page and a new search text within the reuse window, and the record,
// each p50/p95 beside its goal (a page or search that fetches the list <= 1.5 x the whole-list call;
// within the window p95 <= 50 ms).
// Run: NODE_ENV=production npx tsx bench/legacyProfile.ts   (SEED_PATIENTS=5000 RUNS=30 by default)
import type { AddressInfo } from 'node:net';
import { DEMO_EMAILS } from '../packages/rest-api/src/seed/accounts';
import { seedPatients } from '../packages/rest-api/src/seed/patients';
import { demoSession } from '../packages/rest-api/src/admin/staffTesting';
import { buildBffServer } from '../packages/bff/src/server';
import { BffClient } from '../packages/bff/test/bffClient';
import { signIn, startStack } from '../packages/bff/test/stack';
import { startSection7Proxy } from '../packages/bff/test/section7Proxy';

const total = Number(process.env.SEED_PATIENTS ?? 5000);
const runs = Number(process.env.RUNS ?? 30);
const ROW = 'id internalID lastName firstName personal { socialId gender birthdate } lastVisit accountStatus locked';
// As the patients tab asks it: the page and its status toggles (the archive's count is the badge's, read with the viewer).
const PAGE = `query ($search: String, $after: String) { doctorWorkspace { patients(first: 14, search: $search, after: $after) {
  totalCount pageInfo { endCursor } edges { node { ${ROW} } } } patientCounts { active children adults pending locked tested overdue } } }`;
const RECORD = `query ($id: ID!) { node(id: $id) { ... on Patient { id fullName personal { birthdate email } lastVisit nextVisitDate
  visits(first: 100) { totalCount edges { node { id visitDate testCount testResults { __typename testType succeeded } } } } } } }`;

if (process.env.NODE_ENV !== 'production') console.warn('NODE_ENV is not production: the BFF times include graphql-js development checks');

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
async function time(fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const stack = await startStack({}, { seed: true });
const proxy = await startSection7Proxy(stack.rest.url);
const started: { close(): Promise<unknown> }[] = [];
try {
  const archived = Math.round(total / 5);
  await seedPatients(stack.rest.db, { now: stack.rest.clock.now(), doctorEmail: DEMO_EMAILS.doctor, active: total - archived, archived });
  const bffWith = async (wholeListReuseMs?: number) => {
    const bff = await buildBffServer({
      restApiUrl: proxy.url,
      demoMode: true,
      logger: false,
      now: () => stack.rest.clock.now(),
      wholeListReuseMs,
    });
    await bff.listen({ port: 0, host: '127.0.0.1' });
    started.push(bff);
    const client = new BffClient(`http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`);
    await signIn(client, DEMO_EMAILS.doctor);
    return client;
  };
  // Every operation fetches the whole lists (a reuse window of 1 ms), and the usual 10 s window.
  const [cold, warm] = [await bffWith(1), await bffWith()];
  const doctor = await demoSession(stack.rest, 'doctor');
  const wholeList = () =>
    fetch(`${stack.rest.baseUrl}/eyeCareProviders/${doctor.uid}/getallpatients`, {
      headers: { authorization: `Bearer ${doctor.token}` },
    }).then((r) => r.text());
  const first = await warm.gql(PAGE);
  const after = first.body.data.doctorWorkspace.patients.pageInfo.endCursor as string;
  const id = first.body.data.doctorWorkspace.patients.edges[0].node.id as string;
  let needles = 0;
  const freshNeedle = () => {
    const n = needles++;
    return String.fromCharCode(97 + (n % 26)) + String.fromCharCode(97 + (Math.floor(n / 26) % 26));
  };

  const list = await time(wholeList);
  const rows = [
    { name: 'the §7 whole-list call (getallpatients)', ...list, goal: '' },
    { name: 'first page, fetching the lists', ...(await time(() => cold.gql(PAGE))), goal: `p50 <= ${(1.5 * list.p50).toFixed(1)}` },
    {
      name: 'a new search, fetching the lists',
      ...(await time(() => cold.gql(PAGE, { search: freshNeedle() }))),
      goal: `p50 <= ${(1.5 * list.p50).toFixed(1)}`,
    },
    { name: 'next page, within the reuse window', ...(await time(() => warm.gql(PAGE, { after }))), goal: 'p95 <= 50' },
    { name: 'a new search text, within the window', ...(await time(() => warm.gql(PAGE, { search: freshNeedle() }))), goal: 'p95 <= 50' },
    { name: 'the record (profile + visits)', ...(await time(() => warm.gql(RECORD, { id }))), goal: '' },
  ];
  console.log(`\nLegacy profile, ${total} patients (${total - archived} active, ${archived} archived), ${runs} runs (ms):`);
  for (const row of rows)
    console.log(`  ${row.name.padEnd(42)} p50 ${row.p50.toFixed(1).padStart(7)}  p95 ${row.p95.toFixed(1).padStart(7)}  ${row.goal}`);
  console.log(`  calls §7 lacks: ${proxy.refused.length}`);
} finally {
  for (const server of started) await server.close();
  await proxy.close();
  await stack.close();
}
