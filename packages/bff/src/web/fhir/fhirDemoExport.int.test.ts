// Every demo patient of doctor@demo.example (the whole demo seed: every test type, failed tests,
// no stereo, archived patients) exports a Bundle whose every resource passes Medplum's FHIR R4
// validator and whose every reference resolves inside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '@medplum/fhirtypes';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { fhirIssues, unresolvedReferences } from '../../../test/fhirValidation';
import { SESSION_COOKIE } from '../../session/cookie';

let stack: Stack;
let doctor: BffClient;
let patientIds: string[];

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  const rows = await stack.rest.db.query<{ id: string }>(
    'select p.id from patients p join users u on u.id = p.doctor_id where u.email = $1 order by p.id',
    [ACCOUNTS.doctor],
  );
  patientIds = rows.rows.map((row) => row.id);
}, 120_000);
afterAll(() => stack?.close());

describe('FHIR $everything of the demo data', () => {
  it('validates for every demo patient', { timeout: 240_000 }, async () => {
    expect(patientIds.length).toBeGreaterThan(10);
    const types = new Set<string>();
    for (const id of patientIds) {
      const answer = await fetch(`${stack.url}/fhir/Patient/${id}/$everything`, {
        headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(doctor.cookie!)}` },
      });
      expect(answer.status, id).toBe(200);
      const bundle = (await answer.json()) as Bundle;
      expect(unresolvedReferences(bundle), id).toEqual([]);
      for (const entry of bundle.entry ?? []) {
        types.add(entry.resource!.resourceType);
        expect(fhirIssues(entry.resource!), `${id}: ${entry.fullUrl}`).toEqual([]);
      }
    }
    expect([...types].sort()).toEqual(['Device', 'DiagnosticReport', 'Encounter', 'Observation', 'Patient']);
  });
});
