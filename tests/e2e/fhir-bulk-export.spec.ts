// End-to-end: the Patients tab's "Export all (FHIR)" (doctor@demo.example) runs the FHIR Bulk Data
// export of every patient of the doctor, shows its progress, then offers one NDJSON file per
// resource type; the Patient file holds one Patient a line. The status address answers no one else.
import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import { accounts, signIn } from './support/portal';

test('Export all (FHIR) exports every patient and downloads the Patient NDJSON file', async ({ page }) => {
  // The whole practice's export runs while the page polls: give it room on a loaded machine.
  test.setTimeout(90_000);
  await signIn(page, accounts.doctor);
  await expect(page.getByRole('table', { name: 'Active patients' })).toBeVisible();
  const statusAnswer = page.waitForResponse((response) => response.url().includes('/fhir/Patient/$export'));
  await page.getByRole('button', { name: 'Export all (FHIR)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export all patients (FHIR)' });
  await expect(dialog).toBeVisible();
  const statusUrl = (await statusAnswer).headers()['content-location'];
  expect(statusUrl).toMatch(/\/fhir\/\$export-status\/[0-9a-f-]{36}$/);

  const patientLink = dialog.getByRole('link', { name: 'Patient', exact: true });
  await expect(patientLink).toBeVisible({ timeout: 60_000 });
  for (const type of ['Encounter', 'Observation', 'DiagnosticReport'])
    await expect(dialog.getByRole('link', { name: type, exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), patientLink.click()]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toBe('Patient.ndjson');
  const patients = (await readFile(await download.path(), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { resourceType: string; id: string; name?: { family?: string }[] });
  expect(patients.length).toBeGreaterThan(10);
  for (const patient of patients) expect(patient.resourceType).toBe('Patient');
  expect(patients.some((patient) => patient.name?.[0]?.family === 'Bianchi')).toBe(true);
  // The dialog's count is the file's.
  await expect(dialog.getByText(`(${patients.length} resources)`).first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Without a session the status refuses, as FHIR.
  const visitor = await request.newContext();
  const refused = await visitor.get(new URL(new URL(statusUrl).pathname, page.url()).href);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'login' }] });
  await visitor.dispose();
});
