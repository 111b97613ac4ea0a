// Doctor workspace benchmark: the Patients tab's GraphQL operations against the real stack
// (REST on in-memory PGlite, counting proxy, BFF) for a doctor with SEED_PATIENTS patients
// (default 5000; a fifth archived). Prints latency (median, p95) and REST calls per operation.
// Run: npx tsx bench/doctorWorkspace.ts   (or SEED_PATIENTS=20000 RUNS=10 npx tsx bench/doctorWorkspace.ts)
import { DEMO_EMAILS } from '../packages/rest-api/src/seed/accounts';
import { seedPatients } from '../packages/rest-api/src/seed/patients';
import { signIn, startStack } from '../packages/bff/test/stack';

const total = Number(process.env.SEED_PATIENTS ?? 5000);
const runs = Number(process.env.RUNS ?? 20);
const archived = Math.round(total / 5);

const PATIENT_FIELDS = 'id internalID fullName personal { socialId gender birthdate } lastVisit accountStatus locked';
const OPERATIONS: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  'patients tab (first 100, counts, statistics)': {
    query: `query { doctorWorkspace {
      patients(first: 100) { totalCount edges { node { ${PATIENT_FIELDS} } } }
      patientCounts { active archived pending locked children adults tested }
      statistics { totalTests actDeviation { label mySite global } convergenceBreakPoint { label mySite global } averageDailyTests { month mySite global } }
    } }`,
  },
  'patients search + week + children': {
    query: `query { doctorWorkspace { patients(first: 100, search: "a", visitPeriod: WEEK, status: CHILDREN) { totalCount edges { node { ${PATIENT_FIELDS} } } } } }`,
  },
  'archive tab (first 100)': {
    query: `query { doctorWorkspace { archivedPatients(first: 100) { totalCount edges { node { ${PATIENT_FIELDS} treatmentProgress } } } } }`,
  },
};

const stack = await startStack({}, { seed: true });
try {
  let t = performance.now();
  await seedPatients(stack.rest.db, { now: stack.rest.clock.now(), doctorEmail: DEMO_EMAILS.doctor, active: total - archived, archived });
  console.log(
    `seeded ${total} patients (${total - archived} active, ${archived} archived) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const client = stack.client();
  await signIn(client, DEMO_EMAILS.doctor);
  console.log(`${'operation'.padEnd(46)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  REST calls`);
  for (const [name, { query, variables }] of Object.entries(OPERATIONS)) {
    const times: number[] = [];
    let calls = 0;
    for (let i = 0; i < runs; i += 1) {
      stack.proxy.reset();
      t = performance.now();
      const { body } = await client.gql(query, variables);
      times.push(performance.now() - t);
      if (body.errors) throw new Error(`${name}: ${JSON.stringify(body.errors)}`);
      calls = stack.proxy.calls.length;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`${name.padEnd(46)} ${`${at(0.5)} ms`.padStart(9)} ${`${at(0.95)} ms`.padStart(9)}  ${calls}`);
  }
} finally {
  await stack.close();
}
