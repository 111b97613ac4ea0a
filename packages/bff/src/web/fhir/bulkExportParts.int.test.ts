// A type of many resources comes as several NDJSON files (FHIR Bulk Data allows it; a practice of
// 5,000 patients had 737 MB of Observations in one): the manifest lists Patient-1.ndjson,
// Patient-2.ndjson… with their counts, each downloads on its own, and together they hold every
// patient once. Here a file holds 100 resources, and the doctor's 130 added patients come in pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_IDS } from '@portal/rest-api/seed/accounts';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import { addPatientsInDatabase } from '../../../test/doctorWrites';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { as, KICK_OFF, settled } from '../../../test/fhirBulkExport';

let stack: Stack;
let doctor: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: true, now: new Date('2026-06-15T10:00:00Z'), bulkExportFileResources: 100 });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  await addPatientsInDatabase(stack, DEMO_ACCOUNT_IDS.doctor, 230);
}, 60_000);
afterAll(() => stack?.close());

describe('FHIR bulk export files in parts', () => {
  it('lists a large type as several files that together hold each resource once', { timeout: 120_000 }, async () => {
    const started = await fetch(`${stack.url}/fhir/Patient/$export?_type=Patient`, { headers: as(doctor, KICK_OFF) });
    expect(started.status).toBe(202);
    const statusUrl = started.headers.get('content-location')!;
    expect(await settled(stack, statusUrl.split('/').pop()!)).toBe('DONE');
    const manifest = (await (await fetch(statusUrl, { headers: as(doctor) })).json()) as {
      output: { type: string; url: string; count: number }[];
    };
    const files = manifest.output;
    expect(files.length).toBeGreaterThan(1);
    files.forEach((file, index) => {
      expect(file.type).toBe('Patient');
      expect(file.url).toMatch(new RegExp(`/fhir/\\$export-file/[0-9a-f-]{36}/Patient-${index + 1}\\.ndjson$`));
      expect(file.count).toBeLessThanOrEqual(100);
    });

    const ids: string[] = [];
    for (const file of files) {
      const answer = await fetch(file.url, { headers: as(doctor) });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${file.url.split('/').pop()}"`);
      const lines = (await answer.text()).split('\n').filter(Boolean);
      expect(lines).toHaveLength(file.count);
      ids.push(...lines.map((line) => (JSON.parse(line) as { id: string }).id));
    }
    const own = await stack.rest.db.query<{ id: string }>('select id from patients where doctor_id = $1', [DEMO_ACCOUNT_IDS.doctor]);
    expect([...ids].sort()).toEqual(own.rows.map((row) => row.id).sort());

    // The whole file is still one download; a part past the last, or a name of no file, is 404.
    const base = files[0].url.replace(/Patient-1\.ndjson$/, '');
    const whole = await fetch(`${base}Patient.ndjson`, { headers: as(doctor) });
    expect((await whole.text()).split('\n').filter(Boolean)).toHaveLength(ids.length);
    for (const name of [`Patient-${files.length + 1}.ndjson`, 'Patient-0.ndjson', 'Patient-x.ndjson', 'Patient-1.json']) {
      expect((await fetch(`${base}${name}`, { headers: as(doctor) })).status, name).toBe(404);
    }
  });
});
