// End-to-end: the super admin's Audit tab lists the trail newest first, searches
// it, and exports what it shows as CSV; an admin has no such tab and cannot open it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { accounts, readCodeFromMailbox, signIn, submitLogin } from './support/portal';

test('the super admin reads and exports the audit trail; an admin cannot open it', async ({ page }) => {
  // A doctor's patient list is read first: one event naming every patient of the page.
  await signIn(page, accounts.doctor);
  await expect(page.getByRole('table', { name: 'Active patients' }).getByRole('row').nth(1)).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/login');
  await submitLogin(page, accounts.superAdmin.username);
  await expect(page).toHaveURL(/\/2FA$/);
  await page.getByLabel('Code').fill(await readCodeFromMailbox(page, accounts.superAdmin.username));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(accounts.superAdmin.landing);

  await page.getByRole('tab', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  const table = page.getByRole('table', { name: 'Audit trail' });
  // The newest event is this very sign-in, by name.
  await expect(table.getByRole('row').nth(1)).toContainText('Signed in');
  await expect(table.getByRole('row').nth(1)).toContainText('Super admin');
  // A read names every patient of its page: the ids are counted, not listed, so the whole table
  // (Outcome and Address included) fits the window instead of running thousands of pixels wide.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The table itself fits its scroll box at 1280 and 1920 px: Outcome and Address are on screen.
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await expect(table.getByRole('columnheader', { name: /Address/ })).toBeInViewport();
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('searchbox', { name: 'Search Audit' }).fill(accounts.superAdmin.username);
  await expect(table.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expect(table.locator('tbody[aria-busy]')).toHaveCount(0);
  // The search box settles before the export's address follows it: wait for that, not for a guess.
  const searched = new RegExp(`search=${encodeURIComponent(accounts.superAdmin.username).replace(/[.]/g, '\\.')}`);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', searched);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('time_utc,sequence,actor_id,actor,actor_role,site_id,action,object_type,object_ids,outcome,request_id,address');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes(',SUPER_ADMIN,'))).toBe(true);

  // An admin has no Audit tab, and the address leads back to their dashboard.
  await page.context().clearCookies();
  await signIn(page, accounts.admin);
  await expect(page.getByRole('tab', { name: 'Audit' })).toHaveCount(0);
  await page.goto('/dashboard/audit');
  await expect(page).not.toHaveURL(/\/dashboard\/audit/);
});
