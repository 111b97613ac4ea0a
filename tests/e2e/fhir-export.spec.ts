// End-to-end: "Download FHIR" on a demo patient's record (doctor@demo.example) downloads the record
// as a FHIR R4 searchset Bundle in JSON: the patient, an Encounter, Observations and a
// DiagnosticReport per visit; the same address without a session answers a FHIR OperationOutcome.
import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import { accounts, signIn } from './support/portal';
import { rowWith } from './support/console';

interface Entry {
  fullUrl: string;
  resource: { resourceType: string; id: string; subject?: { reference: string }; result?: { reference: string }[] };
}

test('the record’s Download FHIR saves the patient’s Bundle as JSON', async ({ page }) => {
  await signIn(page, accounts.doctor);
  const table = page.getByRole('table', { name: 'Active patients' });
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('Bianchi');
  await expect(table.getByRole('row')).toHaveCount(2);
  await rowWith(table, 'Tommaso').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tommaso Bianchi' })).toBeVisible();

  const link = page.getByRole('link', { name: 'Download FHIR' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/^patient-[0-9a-f-]{36}-fhir\.json$/);
  const bundle = JSON.parse(await readFile(await download.path(), 'utf8')) as { resourceType: string; type: string; entry: Entry[] };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
  const [patient, ...rest] = bundle.entry.map((entry) => entry.resource);
  expect(patient).toMatchObject({ resourceType: 'Patient', name: [{ family: 'Bianchi', given: ['Tommaso'] }] });
  const types = new Set(rest.map((resource) => resource.resourceType));
  expect([...types]).toEqual(expect.arrayContaining(['Encounter', 'Observation', 'DiagnosticReport']));
  // Every Observation is the patient's, and every DiagnosticReport's result is in the file.
  const inFile = new Set(bundle.entry.map((entry) => `${entry.resource.resourceType}/${entry.resource.id}`));
  for (const resource of rest.filter((r) => r.resourceType === 'Observation'))
    expect(resource.subject?.reference).toBe(`Patient/${patient.id}`);
  for (const report of rest.filter((r) => r.resourceType === 'DiagnosticReport')) {
    for (const result of report.result ?? []) expect(inFile.has(result.reference)).toBe(true);
  }
  // Still on the record: the download did not navigate away.
  await expect(page).toHaveURL(/\/dashboard\/Patient\?id=/);

  // Without a session the same address refuses, as FHIR.
  const visitor = await request.newContext();
  const refused = await visitor.get(new URL((await link.getAttribute('href'))!, page.url()).href);
  expect(refused.status()).toBe(401);
  expect(refused.headers()['content-type']).toContain('application/fhir+json');
  expect(await refused.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'login' }] });
  await visitor.dispose();
});
