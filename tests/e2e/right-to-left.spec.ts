// End-to-end: what Hebrew readers see where Latin text and numbers meet a right-to-left page. A
// worsening's readings stay in their order, a Latin site name is cut at its end (not its start),
// the rows' details chevrons point along the reading direction, and a remote-session id reads left
// to right. The language is stored for the account (as the language menu does) and set back after.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';

async function changeLanguage(page: Page, language: 'EN' | 'HE') {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: `mutation { changeLanguage(input: { language: ${language} }) { errors { title } } }` },
  });
  expect((await answer.json()).data.changeLanguage.errors).toEqual([]);
  await page.evaluate((code) => window.localStorage.setItem('language', code), language.toLowerCase());
  await page.reload();
}

test.describe('right to left (Hebrew)', () => {
  test('a worsening reads in its order: the earlier reading first, then the later one', async ({ page }) => {
    await signIn(page, accounts.doctor);
    try {
      await changeLanguage(page, 'HE');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const panel = page.getByRole('region', { name: 'דורשים תשומת לב' });
      await panel.getByRole('button', { name: /החמיר/ }).click();
      await expect(panel).toHaveAttribute('aria-busy', 'false');
      const more = panel.getByRole('button', { name: 'הצגת עוד' });
      const ella = panel.getByTestId('attention-entry').filter({ hasText: 'Ella Brennan' });
      for (let i = 0; i < 10 && (await ella.count()) === 0; i += 1) {
        await more.click();
        await expect(panel).toHaveAttribute('aria-busy', 'false');
      }
      // One left-to-right run (an isolate), so 6 → 14 never shows as 14 ← 6.
      await expect(ella).toContainText('\u20666 Δ → 14 Δ\u2069');
    } finally {
      await changeLanguage(page, 'EN');
    }
  });

  test('the devices table cuts a Latin site name at its end, mirrors the chevrons, and the remote-session id reads left to right', async ({
    page,
  }) => {
    await signIn(page, accounts.admin);
    try {
      await changeLanguage(page, 'HE');
      await page.goto('/dashboard/devices');
      const table = page.locator('table');
      const site = table.locator('tbody td [dir="auto"]', { hasText: 'Centro Visione Roma' }).first();
      await expect(site).toBeVisible();
      // A Latin name runs left to right inside the right-to-left row, so its ellipsis is at its end.
      expect(await site.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      const chevron = table.locator('tbody tr').first().locator('button span[aria-hidden="true"]').last();
      expect(await chevron.evaluate((element) => getComputedStyle(element).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      await table.locator('tbody tr', { hasText: 'VB-1003' }).click();
      const id = page.getByTestId('remote-session-id');
      await expect(id).toHaveText(/^\d[\d ]+\d$/);
      expect(await id.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    } finally {
      await changeLanguage(page, 'EN');
    }
  });
});
