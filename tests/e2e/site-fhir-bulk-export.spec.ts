// End-to-end: the site admin area's "Export site (FHIR)" (siteadmin@demo.example) runs the FHIR Bulk
// Data Group export of the whole site: every patient of every clinician there, so the Patient file
// holds doctor@demo.example's patients, which the site admin's own patient list does not. A plain
// doctor has no such button, and the kick-off refuses them as FHIR.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { accounts, signIn, signOut } from './support/portal';

const GROUP_EXPORT = /\/fhir\/Group\/([^/]+)\/\$export$/;

test('a site admin exports every patient of the site; a plain doctor has no button and is refused', async ({ page }) => {
  // The whole site's export, then a second sign-in.
  test.setTimeout(90_000);
  await signIn(page, accounts.siteAdmin);
  // The site admin's own patients: no Bianchi there (doctor@'s patient).
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('Bianchi');
  await expect(page.getByText('No patients match the search and filters.')).toBeVisible();

  await page.goto('/dashboard/siteadmin/ecps');
  await expect(page.getByRole('table', { name: 'Clinicians' }).locator('tbody tr').first()).toBeVisible();
  const kickOff = page.waitForResponse((response) => GROUP_EXPORT.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: 'Export site (FHIR)' }).click();
  const dialog = page.getByRole('dialog', { name: "Export the site's patients (FHIR)" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The export is recorded in the audit trail.');
  const started = await kickOff;
  expect(started.status()).toBe(202);
  const siteId = GROUP_EXPORT.exec(new URL(started.url()).pathname)?.[1] ?? '';
  expect(siteId).toMatch(/^[0-9a-f-]{36}$/);
  expect(started.headers()['content-location']).toMatch(/\/fhir\/\$export-status\/[0-9a-f-]{36}$/);

  const patientLink = dialog.getByRole('link', { name: 'Patient', exact: true });
  await expect(patientLink).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), patientLink.click()]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toBe('Patient.ndjson');
  const patients = (await readFile(await download.path(), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { resourceType: string; name?: { family?: string }[] });
  for (const patient of patients) expect(patient.resourceType).toBe('Patient');
  // doctor@'s 50 (archived included) and the site admin's own 15, at least.
  expect(patients.length).toBeGreaterThanOrEqual(65);
  expect(patients.some((patient) => patient.name?.[0]?.family === 'Bianchi')).toBe(true);
  await expect(dialog.getByText(`(${patients.length} resources)`).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await signOut(page);

  // A doctor of the same site who is not its admin: no button in their workspace, and a refusal.
  await signIn(page, accounts.doctor);
  await expect(page.getByRole('table', { name: 'Active patients' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export all (FHIR)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export site (FHIR)' })).toHaveCount(0);
  const refused = await page.request.get(`/fhir/Group/${siteId}/$export`, {
    headers: { accept: 'application/fhir+json', prefer: 'respond-async' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'forbidden' }] });
});
