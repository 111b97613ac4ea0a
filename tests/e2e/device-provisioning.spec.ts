import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';
import { confirm, panel, rowWith, tabCount } from './support/console';

// Devices report to the REST service directly (not through the portal's origin).
// The stack's REST port, as playwright.config.ts chose it.
const REST_URL = `http://127.0.0.1:${process.env.E2E_REST_PORT}`;

/** POST /api/v1/devices/report as the device holding `key`; the HTTP status. */
async function report(key: string, systemStatus: string): Promise<number> {
  const response = await fetch(`${REST_URL}/api/v1/devices/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Device ${key}` },
    body: JSON.stringify({
      LastRun: new Date(Date.now() - 60_000).toISOString(),
      SystemStatus: systemStatus,
      ESVersion: '2.4.1',
      WindowsVersion: '10.0.19045',
      ETFirmwareVersion: '1.10.0',
      EmitterFirmwareVersion: '3.1.0',
      TVVersion: '15.49.2',
      Errors: systemStatus === 'OK' ? [] : [{ ErrorDate: new Date(Date.now() - 90_000).toISOString(), Error: 'Camera lost during test' }],
    }),
  });
  return response.status;
}

async function openDevice(page: Page, serial: string) {
  await page.getByRole('searchbox', { name: 'Search Devices' }).fill(serial);
  const devices = page.getByRole('table', { name: 'Devices' });
  await expect(devices.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: `Show details of ${serial}` }).click();
  return panel(page, `Device ${serial}`);
}

test.describe('devices provisioned and followed', () => {
  test('an admin registers a device, copies its key, sees its report in the timeline, rotates and revokes it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const serial = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await signIn(page, accounts.admin);
    await page.goto('/dashboard/devices');
    await expect(page.getByRole('button', { name: /Offline for more than \d+ days/ })).toBeVisible();

    await page.getByRole('button', { name: 'Register device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register device' });
    await dialog.getByLabel('Serial number').fill(serial);
    await dialog.getByLabel('Site').selectOption({ index: 1 });
    await dialog.getByLabel('Location').fill('Bay 12');
    await dialog.getByRole('button', { name: 'Register and show the key' }).click();

    const registered = page.getByRole('dialog', { name: 'Device registered' });
    await expect(registered).toContainText('Copy this key now: it is shown only this once');
    const shownKey = ((await registered.getByTestId('device-key').textContent()) ?? '').trim();
    expect(shownKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await registered.getByRole('button', { name: 'Copy the key' }).click();
    await expect(registered.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toBe(shownKey);
    await registered.getByRole('button', { name: 'I have copied the key' }).click();
    await expect(page.getByTestId('device-key')).toHaveCount(0);
    // The console answers clicks again at once (it froze until a reload), and the Devices tab's
    // badge counts the new device as the header does.
    const total = page.getByRole('button', { name: /Total devices/ });
    await expect(total).toBeVisible();
    const headerTotal = Number(((await total.textContent()) ?? '').replace(/\D+/g, ''));
    await expect.poll(() => tabCount(page, 'Devices')).toBe(headerTotal);
    // A click, not a fill: Playwright clicks only what would receive the pointer.
    await page.getByRole('searchbox', { name: 'Search Devices' }).click({ timeout: 5_000 });
    await page.getByRole('searchbox', { name: 'Search Devices' }).fill(serial);
    await expect(rowWith(page.getByRole('table', { name: 'Devices' }), serial)).toBeVisible();

    // The device reports with the key it was given; the report is in its timeline.
    expect(await report(key, 'Camera fault')).toBe(200);
    await page.reload();
    let info = await openDevice(page, serial);
    await expect(info.getByTestId('device-key-state')).toContainText(`Key \u2066${key.slice(0, 8)}…\u2069`);
    const timeline = info.getByRole('table', { name: 'Health timeline' });
    await expect(rowWith(timeline, 'Camera fault')).toContainText('Camera lost during test');
    await expect(info.getByText('Last seen').locator('..')).not.toContainText('Never');

    // Rotate: the new key is shown once; the old one is refused at once.
    await info.getByRole('button', { name: 'Replace key' }).click();
    await confirm(page, `Replace the key of device ${serial}?`, 'Replace the key');
    const rotated = page.getByTestId('device-key-dialog');
    const newKey = ((await rotated.getByTestId('device-key').textContent()) ?? '').trim();
    expect(newKey).not.toBe(key);
    await rotated.getByRole('button', { name: 'I have copied the key' }).click();
    expect(await report(key, 'OK')).toBe(401);
    expect(await report(newKey, 'OK')).toBe(200);
    await expect(info.getByTestId('device-key-state')).toContainText(`Key \u2066${newKey.slice(0, 8)}…\u2069`);

    // Revoke: every key is refused at once.
    await info.getByRole('button', { name: 'Revoke key' }).click();
    await confirm(page, `Revoke the key of device ${serial}?`, 'Revoke the key');
    await expect(info.getByTestId('device-key-state')).toContainText('Revoked');
    expect(await report(newKey, 'OK')).toBe(401);

    // Both accepted reports are in the timeline, newest first.
    await page.reload();
    info = await openDevice(page, serial);
    await expect(info.getByText('2 of 2 reports')).toBeVisible();
  });

  test('a registration dialog closed with Esc leaves the console clickable', async ({ page }) => {
    const serial = `E2E-ESC-${Date.now().toString(36).toUpperCase()}`;
    await signIn(page, accounts.admin);
    await page.goto('/dashboard/devices');
    await page.getByRole('button', { name: 'Register device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register device' });
    await dialog.getByLabel('Serial number').fill(serial);
    await dialog.getByLabel('Site').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Register and show the key' }).click();
    const registered = page.getByRole('dialog', { name: 'Device registered' });
    await expect(registered.getByTestId('device-key')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('device-key')).toHaveCount(0);
    // A click, not a fill: Playwright clicks only what would receive the pointer.
    await page.getByRole('searchbox', { name: 'Search Devices' }).click({ timeout: 5_000 });
    await page.getByRole('searchbox', { name: 'Search Devices' }).fill(serial);
    await expect(rowWith(page.getByRole('table', { name: 'Devices' }), serial)).toBeVisible();
  });
});
