// FHIR Bulk Data export (GET /fhir/Patient/$export) over HTTP against the real REST service on the
// demo data as doctor@demo.example (plus 130 patients, so the active list is two pages): kick-off,
// poll, manifest, download; every NDJSON line a resource that validates, one Patient per patient of
// the doctor (active and archived), each Device once; the whole job's REST calls a few per page,
// never one per patient. An admin is refused (403), another doctor reads nothing (404), cancel works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Encounter, OperationOutcome, Resource } from '@medplum/fhirtypes';
import type { AddressInfo } from 'node:net';
import { BULK_EXPORT_INTERRUPTED } from '@portal/domain/bulkExport';
import { DEMO_ACCOUNT_IDS } from '@portal/rest-api/seed/accounts';
import { buildBffServer } from '../../server';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { addPatientsInDatabase, addVisit, createPatientVia, otherClinicClient } from '../../../test/doctorWrites';
import { fhirIssues } from '../../../test/fhirValidation';
import { as, KICK_OFF, settled } from '../../../test/fhirBulkExport';

let stack: Stack;
let doctor: BffClient;
let patientIds: string[];

const kickOff = (client: BffClient | null, query = '', headers = KICK_OFF) =>
  fetch(`${stack.url}/fhir/Patient/$export${query}`, { headers: as(client, headers) });
const get = (client: BffClient | null, url: string) => fetch(url, { headers: as(client) });

async function expectOutcome(answer: Response, status: number, code: string) {
  expect(answer.status).toBe(status);
  const outcome = (await answer.json()) as OperationOutcome;
  expect(outcome).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code }] });
  expect(fhirIssues(outcome)).toEqual([]);
  return outcome;
}

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all', now: new Date('2026-06-15T10:00:00Z') });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  await addPatientsInDatabase(stack, DEMO_ACCOUNT_IDS.doctor, 130);
  const rows = await stack.rest.db.query<{ id: string }>('select id from patients where doctor_id = $1', [DEMO_ACCOUNT_IDS.doctor]);
  patientIds = rows.rows.map((row) => row.id).sort();
}, 120_000);
afterAll(() => stack?.close());

describe('FHIR bulk export', () => {
  it('exports every patient of the doctor as NDJSON that validates, in a few REST calls per page', { timeout: 240_000 }, async () => {
    stack.proxy.reset();
    const started = await kickOff(doctor);
    expect(started.status).toBe(202);
    const statusUrl = started.headers.get('content-location')!;
    expect(statusUrl).toMatch(/\/fhir\/\$export-status\/[0-9a-f-]{36}$/);
    const id = statusUrl.split('/').pop()!;
    expect(await settled(stack, id)).toBe('DONE');
    // Active patients: 2 pages, archived: 1; each read a few calls (session, page, visits, results, again for
    // visits beyond 25) and an append. Bounded by pages, not by the 170-odd patients.
    const jobCalls = [...stack.proxy.calls];
    expect(patientIds.length).toBeGreaterThan(170);
    expect(jobCalls.filter((call) => call.endsWith('/patients/visits'))).toHaveLength(3);
    // The demo's records are megabytes of NDJSON: a page goes in a few chunks, by size.
    expect(jobCalls.filter((call) => call.endsWith('/chunks')).length).toBeLessThanOrEqual(6);
    expect(jobCalls.length).toBeLessThanOrEqual(20);

    const status = await get(doctor, statusUrl);
    expect(status.status).toBe(200);
    const manifest = (await status.json()) as {
      requiresAccessToken: boolean;
      output: { type: string; url: string; count: number }[];
      error: [];
    };
    expect(manifest).toMatchObject({ requiresAccessToken: true, error: [], transactionTime: expect.any(String) });
    expect(manifest.output.map((file) => file.type).sort()).toEqual(['Device', 'DiagnosticReport', 'Encounter', 'Observation', 'Patient']);

    const byType = new Map<string, Resource[]>();
    for (const file of manifest.output) {
      const answer = await get(doctor, file.url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/fhir+ndjson');
      const lines = (await answer.text()).split('\n').filter(Boolean);
      expect(lines).toHaveLength(file.count);
      const resources = lines.map((line) => JSON.parse(line) as Resource);
      for (const resource of resources) {
        expect(resource.resourceType).toBe(file.type);
        expect(fhirIssues(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
      }
      byType.set(file.type, resources);
    }
    expect(
      byType
        .get('Patient')!
        .map((p) => p.id)
        .sort(),
    ).toEqual(patientIds);
    const devices = byType.get('Device')!.map((d) => d.id);
    expect(new Set(devices).size).toBe(devices.length);
    const events = await stack.rest.db.query(`select 1 from audit_events where action = 'EXPORT' and actor_id = $1`, [
      DEMO_ACCOUNT_IDS.doctor,
    ]);
    // The kick-off and each of the five downloads.
    expect(events.rowCount).toBeGreaterThanOrEqual(6);
  });

  it('exports only the types asked for, and refuses others, a missing Prefer and no session', async () => {
    const started = await kickOff(doctor, '?_type=Patient,Device');
    const id = started.headers.get('content-location')!.split('/').pop()!;
    expect(await settled(stack, id)).toBe('DONE');
    const manifest = (await (await get(doctor, started.headers.get('content-location')!)).json()) as { output: { type: string }[] };
    expect(manifest.output.map((file) => file.type).sort()).toEqual(['Device', 'Patient']);
    await expectOutcome(await kickOff(doctor, '?_type=Patient,Medication'), 400, 'not-supported');
    await expectOutcome(await kickOff(doctor, '?_since=2026-01-01T00:00:00Z'), 400, 'not-supported');
    await expectOutcome(await kickOff(doctor, '', { accept: 'application/fhir+json', prefer: '' }), 400, 'not-supported');
    await expectOutcome(await kickOff(null), 401, 'login');
  });

  it('refuses a platform admin (403); another doctor reads neither the status nor the files (404)', async () => {
    const admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
    const refused = await expectOutcome(await kickOff(admin), 403, 'forbidden');
    expect(refused.issue[0].diagnostics).toBe('You do not have permission for this action');

    const started = await kickOff(doctor, '?_type=Patient');
    const statusUrl = started.headers.get('content-location')!;
    const id = statusUrl.split('/').pop()!;
    expect(await settled(stack, id)).toBe('DONE');
    const other = (await otherClinicClient(stack, 'Dune')).client;
    await expectOutcome(await get(other, statusUrl), 404, 'not-found');
    await expectOutcome(await get(other, `${stack.url}/fhir/$export-file/${id}/Patient.ndjson`), 404, 'not-found');
    await expectOutcome(await get(doctor, `${stack.url}/fhir/$export-file/${id}/Secrets.ndjson`), 404, 'not-found');
    const cancel = await fetch(statusUrl, { method: 'DELETE', headers: as(other) });
    expect(cancel.status).toBe(404);
    expect((await get(doctor, statusUrl)).status).toBe(200);
  });

  it('reads visits beyond the first 25 by reading the page again, not patient by patient', { timeout: 60_000 }, async () => {
    const { uid } = await createPatientVia(doctor);
    for (let day = 0; day < 60; day += 1) await addVisit(stack.rest, uid, new Date(Date.UTC(2025, 0, 1 + day, 9)));
    stack.proxy.reset();
    const started = await kickOff(doctor, '?_type=Encounter');
    const id = started.headers.get('content-location')!.split('/').pop()!;
    expect(await settled(stack, id)).toBe('DONE');
    // 3 pages, and the page of this patient twice more (visits 26-50, 51-60).
    expect(stack.proxy.calls.filter((call) => call.endsWith('/patients/visits'))).toHaveLength(5);
    const answer = await get(doctor, `${stack.url}/fhir/$export-file/${id}/Encounter.ndjson`);
    const encounters = (await answer.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Encounter)
      .filter((encounter) => encounter.subject?.reference === `Patient/${uid}`);
    expect(encounters).toHaveLength(60);
    expect(new Set(encounters.map((encounter) => encounter.id)).size).toBe(60);
  });

  it('cancels an export: 202, then its status and files are gone', async () => {
    const started = await kickOff(doctor);
    const statusUrl = started.headers.get('content-location')!;
    const cancel = await fetch(statusUrl, { method: 'DELETE', headers: as(doctor) });
    expect(cancel.status).toBe(202);
    await expectOutcome(await get(doctor, statusUrl), 404, 'not-found');
    expect(await settled(stack, statusUrl.split('/').pop()!)).toBe('GONE');
  });

  it('marks an export interrupted when the instance running it stops; another instance says so', async () => {
    // A second BFF on the same REST service, as behind a balancer: the doctor's session works on both.
    const second = await buildBffServer({ restApiUrl: stack.proxy.url, demoMode: true, logger: false, now: () => stack.rest.clock.now() });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const { port } = second.server.address() as AddressInfo;
    const started = await fetch(`http://127.0.0.1:${port}/fhir/Patient/$export`, { headers: as(doctor, KICK_OFF) });
    expect(started.status).toBe(202);
    const id = started.headers.get('content-location')!.split('/').pop()!;
    await second.close();
    const status = (await settled(stack, id)) === 'DONE' ? null : await get(doctor, `${stack.url}/fhir/$export-status/${id}`);
    // The job may have finished before the close; otherwise the first BFF reads it as interrupted.
    if (status) expect((await expectOutcome(status, 500, 'exception')).issue[0].diagnostics).toBe(BULK_EXPORT_INTERRUPTED);
  });
});
