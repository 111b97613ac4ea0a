import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';
import { confirm, panel, rowAction, rowWith, tabCount } from './support/console';

const counterValue = async (page: Page, name: RegExp) =>
  Number(((await page.getByRole('button', { name }).textContent()) ?? '').replace(/\D+/g, ''));

test.describe('admin console: software versions', () => {
  test('adding a newer version turns devices to "requires update"; editing and removing it follow', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/dashboard/devices');
    const devices = page.getByRole('table', { name: 'Devices' });
    const total = await counterValue(page, /Total devices/);
    const needingBefore = await counterValue(page, /Require update/);
    expect(needingBefore).toBeLessThan(total);
    // A demo device whose ES app is current has no update mark on it before the new version (a
    // device another scenario registered has reported no ES app, so nothing can be older).
    const current = devices
      .locator('tbody tr')
      .filter({ hasText: /VB-\d+/ })
      .filter({ hasNot: page.getByRole('img', { name: 'Update required' }) })
      .first();
    const serial = ((await current.locator('td').first().textContent()) ?? '').trim();
    expect(serial).not.toBe('');

    await page.getByRole('tab', { name: /^Versions/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/versions$/);
    // At 1280 px a long download address wraps inside its column: it never runs under the Force
    // update mark beside it, and the table fits its box.
    await page.setViewportSize({ width: 1280, height: 800 });
    const versionTable = page.getByRole('table', { name: 'Versions' });
    await expect(versionTable.locator('tbody tr').first()).toBeVisible();
    const overlaps = await versionTable.evaluate((table) => {
      const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent ?? '');
      const force = headers.findIndex((text) => text.includes('Force update'));
      return Array.from(table.querySelectorAll('tbody tr')).filter((row) => {
        const link = row.querySelector('a[href]');
        const mark = row.querySelectorAll('td')[force];
        return link && mark && link.getBoundingClientRect().right > mark.getBoundingClientRect().left;
      }).length;
    });
    expect(overlaps).toBe(0);
    expect(await versionTable.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    const versionsBefore = await tabCount(page, 'Versions');
    await page.getByRole('button', { name: 'Add version' }).click();
    const form = panel(page, 'Add version');
    await form.getByLabel('Version number').fill('1.2');
    await form.getByLabel('URL').fill('not a url');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('Version was not created');
    await form.getByLabel('Type').selectOption({ label: 'ES app' });
    await form.getByLabel('Version number').fill('9.10.0');
    await form.getByLabel('URL').fill('https://updates.demo.example/esapp/9.10.0.zip');
    await form.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Add this version?');
    const versions = page.getByRole('table', { name: 'Versions' });
    await expect(rowWith(versions, '9.10.0')).toBeVisible();
    await expect.poll(() => tabCount(page, 'Versions')).toBe(versionsBefore + 1);
    // Every device that reported an ES app now has an older one (a device registered by another
    // scenario that never reported has none): the header counter says so without a reload.
    await expect.poll(() => counterValue(page, /Require update/)).toBeGreaterThan(needingBefore);

    await page.getByRole('tab', { name: /^Devices/ }).click();
    await expect(rowWith(devices, serial).getByRole('img', { name: 'Update required' }).first()).toBeVisible();

    await page.getByRole('tab', { name: /^Versions/ }).click();
    await rowAction(page, 'ES app 9.10.0', 'Edit version');
    const edit = panel(page, 'Edit version');
    await expect(edit.getByLabel('Version number')).toHaveValue('9.10.0');
    await edit.getByLabel('Version number').fill('9.10.1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the changes to this version?');
    await expect(rowWith(versions, '9.10.1')).toBeVisible();

    await rowAction(page, 'ES app 9.10.1', 'Remove version');
    await confirm(page, 'Remove the version ES app 9.10.1?', 'Remove version');
    await expect(rowWith(versions, '9.10.1')).toHaveCount(0);
    await expect.poll(() => counterValue(page, /Require update/)).toBe(needingBefore);
    await page.getByRole('tab', { name: /^Devices/ }).click();
    await expect(rowWith(devices, serial).getByRole('img', { name: 'Update required' })).toHaveCount(0);
  });
});

test.describe('admin console: column conditions (§2 search options)', () => {
  test('the Versions table keeps the versions added before a day, and every version again once cleared', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.goto('/dashboard/versions');
    const versions = page.getByRole('table', { name: 'Versions' });
    const rows = versions.locator('tbody tr');
    // The demo's versions were added 30 to 420 days ago; six of them more than 100 days ago.
    await expect(rowWith(versions, '2.4.1')).toBeVisible();
    const before = await rows.count();
    expect(before).toBeGreaterThan(6);
    const day = new Date(Date.now() - 100 * 86_400_000);
    const typed = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;

    await versions.getByRole('button', { name: 'Filter Date' }).click();
    const menu = page.getByRole('group', { name: 'Filter Date' });
    await menu.getByLabel('Condition').selectOption({ label: 'Before' });
    await menu.getByRole('textbox', { name: 'Date' }).fill(typed);
    await menu.getByRole('button', { name: 'Apply' }).click();

    await expect(rows).toHaveCount(6);
    await expect(rowWith(versions, '2.4.1')).toHaveCount(0);
    await expect(rowWith(versions, '1.9.3')).toBeVisible();
    await expect(versions.getByRole('button', { name: `Filter Date: Before ${typed}` })).toBeVisible();

    await versions.getByRole('button', { name: `Filter Date: Before ${typed}` }).click();
    await page.getByRole('group', { name: 'Filter Date' }).getByRole('button', { name: 'Clear filter' }).click();
    await expect(rowWith(versions, '2.4.1')).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(Math.min(before, 11));
  });
});
