// One user's flood against everyone else's latency: another user's everyday request (the viewer,
// the first page, the badges) timed alone, then while one doctor runs 21 copies of the security
// review's flood at once (each batched within the REST call budget). Prints both p50/p95 and the
// ratio beside its goal (p95 under the flood <= 3 x alone), the flood's own time and REST calls.
// Run: NODE_ENV=production npx tsx bench/fairShare.ts   (SEED_PATIENTS=5000 likewise; RUNS=60)
import { DEMO_EMAILS } from '../packages/rest-api/src/seed/accounts';
import { seedPatients } from '../packages/rest-api/src/seed/patients';
import { signIn, startStack } from '../packages/bff/test/stack';
import { FLOOD } from '../packages/bff/test/flood';

const total = Number(process.env.SEED_PATIENTS ?? 500);
const runs = Number(process.env.RUNS ?? 60);
const FLOODS = 21;
const OTHER_USER =
  '{ viewer { id } doctorWorkspace { patients(first: 14) { totalCount edges { node { id lastName } } } patientCounts { active } } }';

if (process.env.NODE_ENV !== 'production') console.warn('NODE_ENV is not production: the BFF times include graphql-js development checks');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const stack = await startStack({}, { seed: true });
try {
  const archived = Math.round(total / 5);
  await seedPatients(stack.rest.db, { now: stack.rest.clock.now(), doctorEmail: DEMO_EMAILS.doctor, active: total - archived, archived });
  const doctor = stack.client();
  await signIn(doctor, DEMO_EMAILS.doctor);
  const other = stack.client();
  await signIn(other, DEMO_EMAILS.siteAdmin);

  const timeOther = async (count: number) => {
    const times: number[] = [];
    let failures = 0;
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const answer = await other.gql(OTHER_USER);
      times.push(performance.now() - started);
      if (answer.status !== 200 || answer.body.errors) failures += 1;
    }
    return { times, failures };
  };
  await timeOther(10);
  const alone = await timeOther(runs);

  stack.proxy.reset();
  const floodStarted = performance.now();
  let floodEnded = 0;
  const floods = Promise.all(Array.from({ length: FLOODS }, () => doctor.gql(FLOOD))).then((answers) => {
    floodEnded = performance.now();
    return answers;
  });
  // Time the other user only while the flood is still under way.
  const during: number[] = [];
  let failures = 0;
  while (floodEnded === 0) {
    const started = performance.now();
    const answer = await other.gql(OTHER_USER);
    if (floodEnded === 0) during.push(performance.now() - started);
    if (answer.status !== 200 || answer.body.errors) failures += 1;
  }
  const answers = await floods;
  const floodErrors = answers.filter((a) => a.body.errors).length;
  const restCalls = stack.proxy.calls.length;

  const p = (values: number[], q: number) => percentile(values, q).toFixed(1);
  const ratio = percentile(during, 95) / percentile(alone.times, 95);
  console.log(`\n${total} patients; another user's request alone vs. during ${FLOODS} floods from one doctor (ms):`);
  console.log(
    `  alone:        p50 ${p(alone.times, 50)}  p95 ${p(alone.times, 95)}  (${alone.times.length} runs, ${alone.failures} failed)`,
  );
  console.log(`  during flood: p50 ${p(during, 50)}  p95 ${p(during, 95)}  (${during.length} runs, ${failures} failed)`);
  console.log(`  p95 ratio ${ratio.toFixed(2)} (goal <= 3.00)  ${ratio <= 3 ? 'MET' : 'NOT MET'}`);
  console.log(
    `  the flood: ${FLOODS} operations in ${((floodEnded - floodStarted) / 1000).toFixed(1)} s, ${floodErrors} with errors, ${restCalls} REST calls in all (the other user's included)`,
  );
  console.log(`  the doctor's most REST calls in flight at once: ${Math.max(...stack.proxy.peakByToken.values())}`);
} finally {
  await stack.close();
}
