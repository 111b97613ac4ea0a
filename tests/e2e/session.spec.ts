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
