import { expect, test } from '@playwright/test';
import { accounts, signIn, submitLogin } from './support/portal';

test.describe('language', () => {
  test('switching to Italian translates the screen and survives sign-out and sign-in', async ({ page }) => {
    await signIn(page, accounts.siteAdmin);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await expect(page.getByText(/^Ciao, /)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    await page.getByRole('button', { name: /esci/i }).click();
    await expect(page).toHaveURL(/\/login/);
    // Signed-out screens keep the language chosen last on this browser.
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();

    // A fresh browser learns the stored language at sign-in.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await submitLogin(page, accounts.siteAdmin.username);
    await expect(page).toHaveURL(accounts.siteAdmin.landing);
    await expect(page.getByText(/^Ciao, /)).toBeVisible();

    // At 1280 px the Italian patient table fits its box: long headers wrap, so no column slides
    // under the sticky actions column.
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.getByRole('table').first();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const overflow = await table.evaluate((element) => element.getBoundingClientRect().width - element.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);

    // German's long single-word headers (Geburtsdatum, Geschlecht) too: it was 12 px over.
    await page.getByRole('button', { name: 'Lingua' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(table.getByRole('button', { name: 'Geburtsdatum', exact: true })).toBeVisible();
    const germanOverflow = await table.evaluate((element) => element.getBoundingClientRect().width - element.parentElement!.clientWidth);
    expect(germanOverflow).toBeLessThanOrEqual(1);
    // The archive's too (Behandlungsfortschritt, Aktivierungsdatum): long words break at their soft hyphens.
    await page.getByRole('tab', { name: /^Archiv/ }).click();
    const archive = page.getByRole('table').first();
    await expect(archive.getByRole('button', { name: 'Behandlungsfortschritt', exact: true })).toBeVisible();
    await expect(archive.locator('tbody tr').first()).toBeVisible();
    const archiveOverflow = await archive.evaluate((element) => element.getBoundingClientRect().width - element.parentElement!.clientWidth);
    expect(archiveOverflow).toBeLessThanOrEqual(1);

    // Back to English for the other tests.
    await page.getByRole('button', { name: /Sprache|Language/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByText(/^Hello, /)).toBeVisible();
  });

  test('Hebrew renders the layout right to left', async ({ page }) => {
    await signIn(page, accounts.doctor);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'עברית' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByRole('button', { name: 'שפה' })).toBeVisible();
    await page.getByRole('button', { name: 'שפה' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test("a language menu already loaded (opened on /login) still switches the dashboard's language", async ({ page }) => {
    // The dashboard's menu then draws at once instead of its stand-in button (components/LanguageMenu.tsx).
    await page.goto('/login');
    await page.getByRole('button', { name: 'Language' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await submitLogin(page, accounts.doctor.username);
    await expect(page).toHaveURL(accounts.doctor.landing);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByText(/^Ciao, /)).toBeVisible();
    await page.getByRole('button', { name: 'Lingua' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
