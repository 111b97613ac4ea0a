import { expect, type Locator, type Page } from '@playwright/test';

/** The count badge of a dashboard tab ("Sites 5" → 5). */
export async function tabCount(page: Page, name: string): Promise<number> {
  const text = (await page.getByRole('tab', { name: new RegExp(`^${name}`) }).textContent()) ?? '';
  return Number(text.replace(/\D+/g, ''));
}

/** The table row naming `text`. */
export const rowWith = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

/** Opens the row's "more" menu and picks `action`. */
export async function rowAction(page: Page, rowLabel: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowLabel}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Answers the yes/no confirm dialog whose title matches `title`. */
export async function confirm(page: Page, title: string | RegExp, answer = 'Yes') {
  const dialog = page.getByRole('alertdialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** The side panel (add/edit form or device info) whose heading is `title`. */
export const panel = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

/** Closes the error modal after checking its title and lines. */
export async function expectErrorModal(page: Page, title: string, lines: string[] = []) {
  const modal = page.getByRole('alertdialog').filter({ hasText: title });
  await expect(modal).toBeVisible();
  for (const line of lines) await expect(modal).toContainText(line);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);
}
