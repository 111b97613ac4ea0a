import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support/portal';

test.describe('session rules', () => {
  test('signs the user out after 40 minutes without activity', async ({ page }) => {
    await page.clock.install();
    await signIn(page, accounts.doctor);
    // Activity before the deadline keeps the session.
    await page.clock.fastForward('30:00');
    await page.mouse.move(200, 200);
    await page.clock.fastForward('30:00');
    await expect(page).toHaveURL(accounts.doctor.landing);
    // Forty quiet minutes end it.
    await page.clock.fastForward('40:05');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a session ended on the server sends the user to the login page', async ({ page, context }) => {
    await signIn(page, accounts.admin);
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('a new version of the portal', () => {
  test('a page from before a deployment says so and offers to reload, without losing the page', async ({ page }) => {
    await signIn(page, accounts.doctor);
    // The dashboard settled first (its table and its later queries), so the first operation the
    // changed server sees is the one the Refresh button sends.
    await expect(page.getByRole('table', { name: 'Active patients' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The deployment happened meanwhile: the server no longer knows this page's operations.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown> | null;
      if (!body || typeof body.documentId !== 'string') return route.continue();
      await route.continue({ postData: JSON.stringify({ ...body, documentId: 'f'.repeat(64) }) });
    });
    // Refresh sends an operation; a background one (the dashboard's own refresh) may get there
    // first and open the dialog itself, which covers the button: either way the dialog follows.
    const dialog = page.getByRole('alertdialog');
    if (!(await dialog.isVisible()))
      await page
        .getByRole('button', { name: 'Refresh' })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    await expect(dialog.getByText('The portal has been updated')).toBeVisible();
    await expect(dialog.getByText('This page comes from an earlier version of the portal. Reload the page to continue')).toBeVisible();
    await expect(dialog.getByText('Fill all required fields')).toHaveCount(0);
    // OK keeps the page as it is (a form being filled in stays); Reload starts the new version.
    await page.unroute('**/graphql');
    await dialog.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Active patients' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/login', '/ResetPassword']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }

  test('the dashboard shell has no serious accessibility violations', async ({ page }) => {
    await signIn(page, accounts.siteAdmin);
    // The check covers the patient rows too (overdue dates, flags), not only the frame.
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
