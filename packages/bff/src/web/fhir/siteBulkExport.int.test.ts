// The site-level FHIR bulk export (GET /fhir/Group/{siteId}/$export) over HTTP against the
// real REST service on the demo data, as siteadmin@demo.example (plus 120 patients of
// doctor@demo.example, so the site is two pages): every patient of every doctor of the site and no
// other, as NDJSON that validates, in one REST read per page however many patients and visits; the
// same through GraphQL (doctorWorkspace.siteRecords). Any other doctor and platform admins get 403,
// another site 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationOutcome, Patient, Resource } from '@medplum/fhirtypes';
import { DEMO_ACCOUNT_IDS, DEMO_SITE_ID } from '@portal/rest-api/seed/accounts';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient, GqlResponse } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { addPatientsInDatabase, createPatientVia, otherClinicClient } from '../../../test/doctorWrites';
import { fhirIssues } from '../../../test/fhirValidation';
import { as, KICK_OFF, settled } from '../../../test/fhirBulkExport';

let stack: Stack;
let siteAdmin: BffClient;
let doctor: BffClient;
let sitePatientIds: string[];
let strangerPatient: string;

const kickOff = (client: BffClient | null, siteId = DEMO_SITE_ID, query = '') =>
  fetch(`${stack.url}/fhir/Group/${siteId}/$export${query}`, { headers: as(client, KICK_OFF) });
const get = (client: BffClient | null, url: string) => fetch(url, { headers: as(client) });

async function expectOutcome(answer: Response, status: number, code: string) {
  expect(answer.status).toBe(status);
  const outcome = (await answer.json()) as OperationOutcome;
  expect(outcome).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code }] });
  return outcome;
}

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all', now: new Date('2026-06-15T10:00:00Z') });
  siteAdmin = (await signedInClient(stack, ACCOUNTS.siteAdmin)).client;
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  await addPatientsInDatabase(stack, DEMO_ACCOUNT_IDS.doctor, 120, { first: 'Site', tag: 'site', born: '2011-01-01' });
  await createPatientVia(siteAdmin);
  const stranger = (await otherClinicClient(stack, 'Moor')).client;
  strangerPatient = (await createPatientVia(stranger)).uid;
  const rows = await stack.rest.db.query<{ id: string }>(
    'select p.id from patients p join doctors d on d.user_id = p.doctor_id where d.site_id = $1',
    [DEMO_SITE_ID],
  );
  sitePatientIds = rows.rows.map((row) => row.id).sort();
}, 120_000);
afterAll(() => stack?.close());

describe('the site-level FHIR bulk export', () => {
  it('exports every patient of every doctor of the site, and no other, in one REST read a page', { timeout: 240_000 }, async () => {
    stack.proxy.reset();
    const started = await kickOff(siteAdmin);
    expect(started.status).toBe(202);
    const statusUrl = started.headers.get('content-location')!;
    const id = statusUrl.split('/').pop()!;
    expect(await settled(stack, id)).toBe('DONE');
    // The site's 140-odd patients are 2 pages of 100: a read each (visits and results included).
    expect(sitePatientIds.length).toBeGreaterThan(100);
    expect(stack.proxy.calls.filter((call) => call.endsWith('/site/records'))).toHaveLength(2);
    expect(stack.proxy.calls.filter((call) => call.endsWith('/patients/visits'))).toHaveLength(0);
    expect(stack.proxy.calls.length).toBeLessThanOrEqual(16);

    const manifest = (await (await get(siteAdmin, statusUrl)).json()) as { request: string; output: { type: string; url: string }[] };
    expect(manifest.request).toContain(`/fhir/Group/${DEMO_SITE_ID}/$export`);
    const byType = new Map<string, Resource[]>();
    for (const file of manifest.output) {
      const lines = (await (await get(siteAdmin, file.url)).text()).split('\n').filter(Boolean);
      const resources = lines.map((line) => JSON.parse(line) as Resource);
      for (const resource of resources) expect(fhirIssues(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
      byType.set(file.type, resources);
    }
    const patients = byType.get('Patient') as Patient[];
    expect(patients.map((p) => p.id).sort()).toEqual(sitePatientIds);
    expect(patients.map((p) => p.id)).not.toContain(strangerPatient);
    // Another doctor's patient comes with their visits and results: the demo's Bianchi family.
    expect(patients.some((p) => p.name?.[0]?.family === 'Bianchi')).toBe(true);
    expect(byType.get('Observation')!.length).toBeGreaterThan(50);
    // The other doctor of the site sees none of it.
    await expectOutcome(await get(doctor, statusUrl), 404, 'not-found');
  });

  it('is refused to other doctors, platform admins and for another site', async () => {
    await expectOutcome(await kickOff(doctor), 403, 'forbidden');
    const admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
    await expectOutcome(await kickOff(admin), 403, 'forbidden');
    const stranger = await otherClinicClient(stack, 'Fen');
    const strangerSite = (await stack.rest.db.query<{ site_id: string }>('select site_id from doctors where user_id = $1', [stranger.uid]))
      .rows[0].site_id;
    await expectOutcome(await kickOff(siteAdmin, strangerSite), 404, 'not-found');
    await expectOutcome(await kickOff(siteAdmin, 'not-a-site'), 404, 'not-found');
    await expectOutcome(await kickOff(null), 401, 'login');
    await expectOutcome(await kickOff(siteAdmin, DEMO_SITE_ID, '?_type=Medication'), 400, 'not-supported');
  });

  it('reads the same through GraphQL, a page per REST call, for site admins only', async () => {
    const query = /* GraphQL */ `
      query SiteRecords($after: String) {
        doctorWorkspace {
          siteRecords(first: 100, after: $after) {
            totalCount
            pageInfo {
              hasNextPage
              endCursor
            }
            edges {
              node {
                internalID
                visits(first: 5) {
                  totalCount
                }
              }
            }
          }
        }
      }
    `;
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const answer: GqlResponse = await siteAdmin.gql(query, { after });
      expect(answer.body.errors).toBeUndefined();
      expect(Number(answer.headers.get('x-upstream-calls'))).toBeLessThanOrEqual(2);
      const page: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: { node: { internalID: string } }[];
      } = answer.body.data.doctorWorkspace.siteRecords;
      expect(page.totalCount).toBe(sitePatientIds.length);
      seen.push(...page.edges.map((edge) => edge.node.internalID));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen.sort()).toEqual(sitePatientIds);

    const refused = await doctor.gql(query, { after: null });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const badCursor = await siteAdmin.gql(query, { after: 'bm9wZQ==' });
    expect(badCursor.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
