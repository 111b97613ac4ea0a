// End-to-end: the site admin's "my site" area as siteadmin@demo.example — the switch from the ECP
// view, inviting a clinician to the own site (invitation in the dev mailbox), lock and unlock, the
// device tiles and a device's errors, and the site's backup flag as the patient record shows it;
// and a plain doctor, who has no gear and cannot open the area.
import { expect, test, type Page } from '@playwright/test';
import { accounts, mailboxMessage, signIn, signOut } from './support/portal';
import { confirm, panel, rowAction, rowWith } from './support/console';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The settings popover, opened unless it already is (a confirmation asked from it closes it). */
async function openSettings(page: Page) {
  const settings = page.getByRole('dialog').filter({ has: page.getByText('Site admin view') });
  if (!(await settings.isVisible())) await page.getByRole('button', { name: 'Settings' }).click();
  await expect(settings).toBeVisible();
  return settings;
}

async function switchToSiteAdminView(page: Page) {
  const settings = await openSettings(page);
  // The switch's input is visually hidden under its drawn control: click its label.
  await settings.getByText('Site admin view', { exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/siteadmin\/ecps$/);
  await page.keyboard.press('Escape');
}

test.describe('site admin area', () => {
  test('a site admin invites a clinician to the own site, then locks and unlocks them', async ({ page }) => {
    await signIn(page, accounts.siteAdmin);
    await switchToSiteAdminView(page);
    const table = page.getByRole('table', { name: 'Clinicians' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // Only the own site's clinicians, and no message to clinicians here.
    for (const text of await table.locator('tbody tr').allTextContents()) expect(text).toContain('Demo Eye Clinic');
    await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);

    const tag = stamp();
    const clinician = { firstName: 'Nora', lastName: `Site${tag}`, email: `e2e.site.${tag}@clinic.example` };
    await page.getByRole('button', { name: 'Add clinician' }).click();
    const form = panel(page, 'Add clinician');
    await expect(form.getByRole('combobox', { name: 'Site', exact: true })).toHaveCount(0);
    await expect(form).toContainText('Demo Eye Clinic');
    await form.getByLabel('First name').fill(clinician.firstName);
    await form.getByLabel('Last name').fill(clinician.lastName);
    await form.getByLabel('Profession').selectOption({ label: 'Orthoptist' });
    await form.getByLabel('E-mail').fill(clinician.email);
    await form.getByLabel('Phone').fill('+39 06 5550144');
    await form.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Add this clinician?');
    await expect(form).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search Clinicians' }).fill(clinician.lastName);
    const row = rowWith(table, clinician.email);
    await expect(row).toContainText('Demo Eye Clinic');

    const invitation = await mailboxMessage(page, clinician.email, 'create-password');
    expect(invitation).toContain('Demo Eye Clinic');

    const name = `${clinician.firstName} ${clinician.lastName}`;
    await rowAction(page, name, 'Lock ECP');
    await confirm(page, `Lock ${name}?`, 'Lock ECP');
    await expect(row).toHaveAttribute('data-muted', '');
    await rowAction(page, name, 'Unlock ECP');
    await confirm(page, `Unlock ${name}?`, 'Unlock ECP');
    await expect(row).not.toHaveAttribute('data-muted');
  });

  test('the "require update" tile filters the own devices, and a device shows its errors and timeline', async ({ page }) => {
    await signIn(page, accounts.siteAdmin);
    await switchToSiteAdminView(page);
    await page.getByRole('tab', { name: /Devices/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/siteadmin\/devices$/);
    const table = page.getByRole('table', { name: 'Devices' });
    await expect(table.locator('tbody tr').first()).toBeVisible();

    const needing = page.getByRole('button', { name: /Require update/ });
    const expected = Number(((await needing.textContent()) ?? '').replace(/\D+/g, ''));
    await needing.click();
    await expect(page).toHaveURL(/\/dashboard\/siteadmin\/devices\?status=NEEDS_UPDATE/);
    await expect(table.locator('tbody tr')).toHaveCount(expected);
    await needing.click();
    await expect(page).toHaveURL(/\/dashboard\/siteadmin\/devices$/);

    const withErrors = page.getByRole('button', { name: /With errors/ });
    const erroneous = Number(((await withErrors.textContent()) ?? '').replace(/\D+/g, ''));
    await withErrors.click();
    await expect(page).toHaveURL(/status=WITH_ERRORS/);
    await expect(table.locator('tbody tr')).toHaveCount(erroneous);
    const firstRow = table.locator('tbody tr').first();
    const serial = ((await firstRow.locator('td').first().textContent()) ?? '').trim();
    await firstRow.click();
    const info = panel(page, `Device ${serial}`);
    await expect(info.getByRole('table', { name: 'Errors' }).locator('tbody tr').first()).toBeVisible();
    // Its health timeline too, read by the device's id within the own site.
    await expect(info.getByRole('table', { name: 'Health timeline' }).or(info.getByText('The device has not reported yet'))).toBeVisible();
    await info.getByRole('button', { name: 'Close panel' }).click();
  });

  test('turning backup off (after confirming) makes the patient record say reports are unavailable', async ({ page }) => {
    await signIn(page, accounts.siteAdmin);
    const settings = await openSettings(page);
    const backup = settings.getByRole('checkbox', { name: 'Back up test data' });
    await expect(backup).toBeChecked();
    await settings.getByText('Back up test data', { exact: true }).click();
    await confirm(page, "Stop backing up this site's test data?");
    await openSettings(page);
    await expect(backup).not.toBeChecked();
    await signOut(page);

    try {
      await signIn(page, accounts.doctor);
      const patients = page.getByRole('table', { name: 'Active patients' });
      await page.getByRole('searchbox', { name: 'Search patients' }).fill('Bianchi');
      await expect(patients.getByRole('row')).toHaveCount(2);
      await rowWith(patients, 'Tommaso').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tommaso Bianchi' })).toBeVisible();
      const history = page.getByRole('table', { name: 'Visit history' });
      await history
        .getByRole('button', { name: /^Files of the visit on/ })
        .first()
        .click();
      await expect(history.getByText('Test reports are unavailable: the site does not back up data')).toBeVisible();
      await signOut(page);
    } finally {
      // Leave the shared demo site as it was for the other tests.
      if (await page.getByRole('button', { name: 'Log out' }).isVisible()) await signOut(page);
      await signIn(page, accounts.siteAdmin);
      const again = await openSettings(page);
      await again.getByText('Back up test data', { exact: true }).click();
      await confirm(page, "Back up this site's test data?");
      await openSettings(page);
      await expect(again.getByRole('checkbox', { name: 'Back up test data' })).toBeChecked();
    }
  });

  test('a plain doctor has no gear, and the site admin area sends them to their patients', async ({ page }) => {
    await signIn(page, accounts.doctor);
    await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
    await page.goto('/dashboard/siteadmin');
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
    await page.goto('/dashboard/siteadmin/devices');
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
  });
});
