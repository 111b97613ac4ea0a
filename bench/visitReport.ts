// Visit report benchmark: the printable page's GraphQL query and the PDF the BFF writes, for the
// seeded visit with the most tests, against the real stack (REST on in-memory PGlite, counting
// proxy, BFF). Prints latency (median, p95), REST calls and the PDF's size.
// Run: npx tsx bench/visitReport.ts   (or RUNS=50 npx tsx bench/visitReport.ts)
import { DEMO_EMAILS } from '../packages/rest-api/src/seed/accounts';
import { seedPatients } from '../packages/rest-api/src/seed/patients';
import { SESSION_COOKIE } from '../packages/bff/src/session/cookie';
import { signIn, startStack } from '../packages/bff/test/stack';

const runs = Number(process.env.RUNS ?? 20);

const RESULT_FIELDS = `__typename testType opticalCorrection succeeded outcome
  ... on ActResult { horizontalDeviation verticalDeviation } ... on ChartVaResult { leftEye { value label } rightEye { value label } binocular { value label } }
  ... on AutoVaResult { leftEye { value label } } ... on ReadingResult { readingRate } ... on StereoAcuityResult { stereoOutcome disparityArcsec }`;
const PAGE_QUERY = `query($id: ID!) { viewer { fullName site { name } } node(id: $id) { ... on Visit {
  visitDate nextVisit treatmentDurationMonths testCount testTypes testResults { ${RESULT_FIELDS} }
  patient { fullName age defaultVaScale stereoAcuity { yMax points { visitDate withoutGlasses { outcome arcsec plotted } withGlasses { outcome arcsec plotted } } }
    visits(first: 100) { edges { node { id visitDate testResults { ${RESULT_FIELDS} } } } } } } } }`;

const stats = (times: number[]) => {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `${`${at(0.5)} ms`.padStart(9)} ${`${at(0.95)} ms`.padStart(9)}`;
};

const stack = await startStack({}, { seed: true });
try {
  await seedPatients(stack.rest.db, { now: stack.rest.clock.now(), doctorEmail: DEMO_EMAILS.doctor, active: 20, archived: 0 });
  const client = stack.client();
  await signIn(client, DEMO_EMAILS.doctor);
  const { body } = await client.gql(`query { doctorWorkspace { patients(first: 100) { edges { node {
    visits(first: 100) { edges { node { id testCount } } } } } } } }`);
  const visits = body.data.doctorWorkspace.patients.edges.flatMap((p: any) => p.node.visits.edges.map((v: any) => v.node));
  const visit = visits.sort((a: any, b: any) => b.testCount - a.testCount)[0];
  console.log(`visit with ${visit.testCount} tests; ${visits.length} seeded visits`);
  console.log(`${'operation'.padEnd(34)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  REST calls`);

  const pageTimes: number[] = [];
  let pageCalls = 0;
  for (let i = 0; i < runs; i += 1) {
    stack.proxy.reset();
    const t = performance.now();
    const answer = await client.gql(PAGE_QUERY, { id: visit.id });
    pageTimes.push(performance.now() - t);
    if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
    pageCalls = stack.proxy.calls.length;
  }
  console.log(`${'report page query'.padEnd(34)} ${stats(pageTimes)}  ${pageCalls}`);

  const pdfTimes: number[] = [];
  let pdfCalls = 0;
  let size = 0;
  for (let i = 0; i < runs; i += 1) {
    stack.proxy.reset();
    const t = performance.now();
    const answer = await fetch(`${stack.url}/documents/visit-report/${encodeURIComponent(visit.id)}?lang=it&tz=Europe/Rome`, {
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(client.cookie ?? '')}` },
    });
    const pdf = Buffer.from(await answer.arrayBuffer());
    pdfTimes.push(performance.now() - t);
    if (answer.status !== 200) throw new Error(`PDF: ${answer.status}`);
    size = pdf.length;
    pdfCalls = stack.proxy.calls.length;
  }
  console.log(`${'report PDF (it, Europe/Rome)'.padEnd(34)} ${stats(pdfTimes)}  ${pdfCalls}   ${(size / 1024).toFixed(0)} kB`);
} finally {
  await stack.close();
}
