// The site-level FHIR bulk export at scale: a site admin's GET /fhir/Group/{site}/$export
// of every patient of every doctor of the demo site, with SEED_PATIENTS more patients (with their
// visits and results) for doctor@demo.example. REST on in-memory PGlite, the counting proxy, the BFF.
// Prints the time to DONE, the REST calls and bytes (bounded by pages of 100 patients, not by
// patients or visits), the files' lines and bytes, and the process's peak memory.
// Run: NODE_ENV=production npx tsx bench/siteExport.ts   (SEED_PATIENTS=5000 by default)
import { DEMO_EMAILS, DEMO_SITE_ID } from '../packages/rest-api/src/seed/accounts';
import { seedPatients } from '../packages/rest-api/src/seed/patients';
import { signedInClient } from '../packages/bff/test/adminWrites';
import { as, KICK_OFF, settled } from '../packages/bff/test/fhirBulkExport';
import { ACCOUNTS, startStack } from '../packages/bff/test/stack';

const total = Number(process.env.SEED_PATIENTS ?? 5000);
/** The REST service answers a page of this many patients (CONTRACT.md "Site records"). */
const PAGE = 100;

const stack = await startStack({}, { seed: 'all' });
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
try {
  let t = performance.now();
  await seedPatients(stack.rest.db, { now: stack.rest.clock.now(), doctorEmail: DEMO_EMAILS.doctor, active: total, archived: 0 });
  console.log(`seeded ${total} patients in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const counts = (
    await stack.rest.db.query<{ patients: number; visits: number; results: number }>(
      `select count(distinct p.id)::int as patients, count(distinct v.id)::int as visits, count(r.*)::int as results
         from patients p join doctors d on d.user_id = p.doctor_id
         left join visits v on v.patient_id = p.id left join test_results r on r.visit_id = v.id
        where d.site_id = $1`,
      [DEMO_SITE_ID],
    )
  ).rows[0];
  console.log(`the site holds ${counts.patients} patients, ${counts.visits} visits, ${counts.results} results`);
  const { client } = await signedInClient(stack, ACCOUNTS.siteAdmin);
  const baseRss = process.memoryUsage().rss;
  peakRss = baseRss;

  stack.proxy.reset();
  t = performance.now();
  const started = await fetch(`${stack.url}/fhir/Group/${DEMO_SITE_ID}/$export`, { headers: as(client, KICK_OFF) });
  if (started.status !== 202) throw new Error(`kick-off answered ${started.status}: ${await started.text()}`);
  const statusUrl = started.headers.get('content-location')!;
  const status = await settled(stack, statusUrl.split('/').pop()!);
  const seconds = (performance.now() - t) / 1000;
  if (status !== 'DONE') throw new Error(`the export ended ${status}`);
  const reads = stack.proxy.calls.filter((call) => call.endsWith('/site/records')).length;
  const calls = stack.proxy.calls.length;
  const restBytes = stack.proxy.responseBytes;

  const pages = Math.ceil(counts.patients / PAGE);
  console.log(`\n${counts.patients} patients: DONE in ${seconds.toFixed(1)} s (${(counts.patients / seconds).toFixed(0)} patients/s)`);
  console.log(
    `REST: ${reads} /site/records reads for ${pages} pages (goal: one a page), ${calls} calls in all, ${(restBytes / 1024 / 1024).toFixed(1)} MB`,
  );

  // Read as streams: a big site's Observations (several files of about 100,000 lines) run to hundreds of MB.
  const manifest = (await (await fetch(statusUrl, { headers: as(client) })).json()) as { output: { type: string; url: string }[] };
  const files: string[] = [];
  t = performance.now();
  let downloaded = 0;
  for (const file of manifest.output) {
    let lines = 0;
    let bytes = 0;
    for await (const chunk of (await fetch(file.url, { headers: as(client) })).body!) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    downloaded += bytes;
    files.push(`${file.url.split('/').pop()} ${lines} lines ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  }
  console.log(`files: ${files.join('; ')}`);
  console.log(`downloaded ${(downloaded / 1024 / 1024).toFixed(0)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(`memory (REST, BFF and this script in one process): ${mb(baseRss)} MB before, ${mb(peakRss)} MB at the peak`);
} finally {
  clearInterval(sampler);
  await stack.close();
}
