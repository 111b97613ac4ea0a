import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support/portal';
import { confirm, expectErrorModal, panel, rowAction, rowWith, tabCount } from './support/console';
import { choose } from './support/pickers';

test.describe('admin console: sites, counters and devices', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.admin);
  });

  test('an admin creates, edits and deletes a site, with confirmations and the tab badge following', async ({ page }) => {
    await page.getByRole('tab', { name: /^Sites/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/sites$/);
    const table = page.getByRole('table', { name: 'Sites' });
    await expect(rowWith(table, 'Demo Eye Clinic')).toBeVisible();
    const sitesBefore = await tabCount(page, 'Sites');
    // At 1280 px the columns fit the table's box: the status (a "Pending approval" mark) is not cut.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Add site' }).click();
    const form = panel(page, 'Add site');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('Site was not created');
    await expect(form.getByText('Site name is required')).toBeVisible();

    await form.getByLabel('Site name').fill('Lakeside Orthoptics');
    await form.getByLabel('E-mail').fill('hello@lakeside.example');
    await choose(form, 'Country', 'ital', 'Italy');
    await form.getByLabel('City').fill('Como');
    await form.getByLabel('Street').fill('Via Lungo Lario 12');
    await form.getByLabel('Apartment').fill('3');
    await form.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Add this site?');
    await expect(form).toHaveCount(0);
    await expect(rowWith(table, 'Lakeside Orthoptics')).toContainText('Como');
    // Stored as IT, read by its name.
    await expect(rowWith(table, 'Lakeside Orthoptics')).toContainText('Italy');
    await expect.poll(() => tabCount(page, 'Sites')).toBe(sitesBefore + 1);

    await rowAction(page, 'Lakeside Orthoptics', 'Edit site details');
    const edit = panel(page, 'Edit site details');
    await expect(edit.getByLabel('Site name')).toHaveValue('Lakeside Orthoptics');
    await edit.getByLabel('City').fill('Lecco');
    await edit.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the changes to this site?');
    await expect(rowWith(table, 'Lakeside Orthoptics')).toContainText('Lecco');

    await rowAction(page, 'Lakeside Orthoptics', 'Delete site');
    await confirm(page, 'Delete the site Lakeside Orthoptics?', 'Delete site');
    await expect(rowWith(table, 'Lakeside Orthoptics')).toHaveCount(0);
    await expect.poll(() => tabCount(page, 'Sites')).toBe(sitesBefore);
  });

  test('a duplicate site name gets the catalogue error and keeps what was typed', async ({ page }) => {
    await page.goto('/dashboard/sites');
    await page.getByRole('button', { name: 'Add site' }).click();
    const form = panel(page, 'Add site');
    await form.getByLabel('Site name').fill('demo eye clinic');
    await form.getByLabel('E-mail').fill('dup@demo.example');
    await choose(form, 'Country', 'ital', 'Italy');
    await form.getByLabel('City').fill('Roma');
    await form.getByLabel('Street').fill('Via Appia 1');
    await form.getByLabel('Apartment').fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Add this site?');
    await expectErrorModal(page, 'Site was not created', ['Site Name must be unique']);
    await expect(form.getByLabel('Site name')).toHaveValue('demo eye clinic');

    // Closing with changes asks to withdraw them; "Keep editing" keeps the panel.
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await confirm(page, 'Withdraw the new site?', 'Keep editing');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await confirm(page, 'Withdraw the new site?', 'Withdraw');
    await expect(form).toHaveCount(0);
  });

  test('a header counter filters the device table, and a device opens its info panel with errors', async ({ page }) => {
    await page.goto('/dashboard/sites');
    const needing = page.getByRole('button', { name: /Require update/ });
    const expected = Number(((await needing.textContent()) ?? '').replace(/\D+/g, ''));
    await needing.click();
    await expect(page).toHaveURL(/\/dashboard\/devices\?status=NEEDS_UPDATE/);
    const table = page.getByRole('table', { name: 'Devices' });
    await expect(table.locator('tbody tr')).toHaveCount(expected);
    // Ten columns fit 1280 px: the location and the details arrow are not pushed out of the box.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => table.evaluate((element) => element.getBoundingClientRect().width - element.parentElement!.clientWidth))
      .toBeLessThanOrEqual(1);

    const withErrors = page.getByRole('button', { name: /With errors/ });
    const erroneous = Number(((await withErrors.textContent()) ?? '').replace(/\D+/g, ''));
    // Another filter of the same tab asks for the tab's list only, not the dashboard's layout again.
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) operations.push(String(request.postDataJSON()?.operationName));
    });
    await withErrors.click();
    await expect(page).toHaveURL(/status=WITH_ERRORS/);
    await expect(table.locator('tbody tr')).toHaveCount(erroneous);
    expect(operations).toContain('DevicesTabQuery');
    expect(operations).not.toContain('DashboardLayoutQuery');
    const firstRow = table.locator('tbody tr').first();
    const serial = ((await firstRow.locator('td').first().textContent()) ?? '').trim();
    await firstRow.click();
    const info = panel(page, `Device ${serial}`);
    await expect(info).toBeVisible();
    const errors = info.getByRole('table', { name: 'Errors' });
    await expect(errors.locator('tbody tr').first()).toBeVisible();
    expect(await errors.locator('tbody tr').count()).toBeLessThanOrEqual(25);
    await info.getByRole('button', { name: 'Close panel' }).click();
    await expect(info).toHaveCount(0);
  });

  test('an admin has no Admins tab and cannot open /dashboard/admins', async ({ page }) => {
    await expect(page.getByRole('tab', { name: /^Admins/ })).toHaveCount(0);
    await page.goto('/dashboard/admins');
    await expect(page).not.toHaveURL(/\/dashboard\/admins/);
    await expect(page.getByRole('table', { name: 'Admins' })).toHaveCount(0);
  });

  test('deleting a site with a device asks where it goes: moved to another site, or left without one and assigned later', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    const sites = page.getByRole('table', { name: 'Sites' });
    const devices = page.getByRole('table', { name: 'Devices' });

    async function addSite(name: string) {
      await page.goto('/dashboard/sites');
      await page.getByRole('button', { name: 'Add site' }).click();
      const form = panel(page, 'Add site');
      await form.getByLabel('Site name').fill(name);
      await form.getByLabel('E-mail').fill('desk@closing.example');
      await form.getByRole('combobox', { name: 'Country' }).fill('ital');
      await page.getByRole('option', { name: 'Italy', exact: true }).click();
      await form.getByLabel('City').fill('Como');
      await form.getByLabel('Street').fill('Via Lario 1');
      await form.getByLabel('Apartment').fill('1');
      await form.getByRole('button', { name: 'Save' }).click();
      await confirm(page, 'Add this site?');
      await expect(form).toHaveCount(0);
    }
    async function addDevice(serial: string, site: string) {
      await page.goto('/dashboard/devices');
      await page.getByRole('button', { name: 'Register device' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register device' });
      await dialog.getByLabel('Serial number').fill(serial);
      await dialog.getByLabel('Site').selectOption({ label: site });
      await dialog.getByRole('button', { name: 'Register and show the key' }).click();
      await page.getByRole('dialog', { name: 'Device registered' }).getByRole('button', { name: 'I have copied the key' }).click();
      await expect(page.getByTestId('device-key')).toHaveCount(0);
    }
    async function deviceRow(serial: string) {
      await page.goto(`/dashboard/devices?q=${serial}`);
      return rowWith(devices, serial);
    }
    async function openDeleteDialog(site: string) {
      await page.goto(`/dashboard/sites?q=${encodeURIComponent(site)}`);
      await rowAction(page, site, 'Delete site');
      return page.getByRole('alertdialog').filter({ hasText: `Delete the site ${site}?` });
    }

    // Moved: the confirmation names the device, refuses without a choice, then moves it.
    const moving = `Closing Optics ${stamp}`;
    const movingSerial = `MOVE-${stamp}`;
    await addSite(moving);
    await addDevice(movingSerial, moving);
    let dialog = await openDeleteDialog(moving);
    await expect(dialog.getByTestId('delete-site-devices')).toContainText('1 device is at this site:');
    await expect(dialog.getByTestId('delete-site-devices')).toContainText(movingSerial);
    await expect(dialog.getByTestId('delete-site-ecps')).toContainText('No eye care professional works at this site.');
    await dialog.getByRole('button', { name: 'Delete site' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("Choose what becomes of the site's devices.");
    await dialog.getByText('Move them to another site').click();
    await dialog.getByLabel('Site the devices move to').selectOption({ label: 'Demo Eye Clinic' });
    await dialog.getByRole('button', { name: 'Delete site' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rowWith(sites, moving)).toHaveCount(0);
    await expect(await deviceRow(movingSerial)).toContainText('Demo Eye Clinic');

    // Left without a site: the table says "No site", and the device panel assigns one.
    const leaving = `Closed Optics ${stamp}`;
    const leavingSerial = `LEAVE-${stamp}`;
    await addSite(leaving);
    await addDevice(leavingSerial, leaving);
    dialog = await openDeleteDialog(leaving);
    await dialog.getByText('Leave them without a site').click();
    await dialog.getByRole('button', { name: 'Delete site' }).click();
    await expect(dialog).toHaveCount(0);
    const row = await deviceRow(leavingSerial);
    await expect(row).toContainText('No site');
    await page.getByRole('button', { name: `Show details of ${leavingSerial}` }).click();
    const info = panel(page, `Device ${leavingSerial}`);
    await info.getByRole('button', { name: 'Assign a site' }).click();
    await info.getByLabel('Site of the device').selectOption({ label: 'Demo Eye Clinic' });
    await info.getByRole('button', { name: 'Save' }).click();
    await expect(info.getByRole('button', { name: 'Change site' })).toBeVisible();
    await expect(info).toContainText('Demo Eye Clinic');
    await info.getByRole('button', { name: 'Close panel' }).click();
    await expect(row).toContainText('Demo Eye Clinic');
  });
});
