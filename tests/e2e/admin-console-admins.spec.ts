// End-to-end: the Admins tab as superadmin@demo.example (signed in with the 2FA code from the
// dev mailbox) — add an admin (invitation in the mailbox), edit, lock/unlock and remove one.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, readCodeFromMailbox, submitLogin, mailboxMessage } from './support/portal';
import { confirm, panel, rowAction, rowWith, tabCount } from './support/console';

/** Signs in the super admin, completing the second factor with the e-mailed code. */
async function signInSuperAdmin(page: Page) {
  await page.goto('/login');
  await submitLogin(page, accounts.superAdmin.username);
  await expect(page).toHaveURL(/\/2FA$/);
  const code = await readCodeFromMailbox(page, accounts.superAdmin.username);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(accounts.superAdmin.landing);
}

/** An admin no other test (or earlier run on the same database) has used; names stay within 20 characters. */
function freshAdmin(tag: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return {
    firstName: 'Tobia',
    lastName: `${tag}${stamp}`,
    email: `e2e.${tag.toLowerCase()}.${stamp}@portal.example`,
    phone: '+39 02 5550199',
  };
}

/** The cell of `row` under the column headed `header` ("2FA", "Locked", "Pending"). */
async function cellIn(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.findIndex((text) => text.startsWith(header));
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}

/** The yes/no mark in `row` under the column headed `header`. */
const markIn = async (table: Locator, row: Locator, header: string) => (await cellIn(table, row, header)).getByRole('img');

test.describe('admin console: admins (super admin)', () => {
  test.beforeEach(async ({ page }) => {
    await signInSuperAdmin(page);
  });

  test('the super admin adds an admin, edits, locks, unlocks and removes it, with the invitation in the mailbox', async ({ page }) => {
    const admin = freshAdmin('Adm');
    const name = `${admin.firstName} ${admin.lastName}`;
    await page.getByRole('tab', { name: /^Admins/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/admins$/);
    const table = page.getByRole('table', { name: 'Admins' });
    await expect(rowWith(table, accounts.superAdmin.username)).toBeVisible();
    const before = await tabCount(page, 'Admins');

    // Required fields first; then a valid admin, two-factor sign-in on by default.
    await page.getByRole('button', { name: 'Add admin' }).click();
    const form = panel(page, 'Add admin');
    await expect(form.getByRole('checkbox', { name: 'Two-factor sign-in' })).toBeChecked();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('Admin was not created');
    await form.getByLabel('First name').fill(admin.firstName);
    await form.getByLabel('Last name').fill(admin.lastName);
    await form.getByLabel('Phone').fill(admin.phone);
    await form.getByLabel('E-mail').fill(admin.email);
    await form.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Add this admin?');
    await expect(form).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search Admins' }).fill(admin.lastName);
    const row = rowWith(table, admin.email);
    await expect(row).toContainText(name);
    await expect(await cellIn(table, row, '2FA')).toHaveText('On');
    await expect(await markIn(table, row, 'Pending')).toHaveAccessibleName('Yes');
    await expect.poll(() => tabCount(page, 'Admins')).toBe(before + 1);

    const invitation = await mailboxMessage(page, admin.email, 'create-password');
    expect(invitation).toContain('Your Vista Portal account');
    expect(invitation).toMatch(/https?:\/\/\S+\/create-password\?token=\S+/);

    await rowAction(page, name, 'Edit admin details');
    const edit = panel(page, 'Edit admin details');
    await expect(edit.getByLabel('E-mail')).toHaveValue(admin.email);
    await edit.getByLabel('Phone').fill('+39 02 5550100');
    const twoFactor = edit.getByRole('checkbox', { name: 'Two-factor sign-in' });
    await expect(twoFactor).toBeChecked();
    // While the panel still opens, a click can land before the checkbox takes it: try again then.
    await expect(async () => twoFactor.uncheck({ force: true, timeout: 2_000 })).toPass();
    await expect(twoFactor).not.toBeChecked();
    await edit.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the changes to this admin?');
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText('+39 02 5550100');
    await expect(await cellIn(table, row, '2FA')).toHaveText('Off');

    await rowAction(page, name, 'Lock admin');
    await confirm(page, `Lock the admin ${name}?`, 'Lock admin');
    await expect(await markIn(table, row, 'Locked')).toHaveAccessibleName('Yes');
    await expect(row).toHaveAttribute('data-muted', '');

    await rowAction(page, name, 'Unlock admin');
    await confirm(page, `Unlock the admin ${name}?`, 'Unlock admin');
    await expect(await markIn(table, row, 'Locked')).toHaveAccessibleName('No');
    await expect(row).not.toHaveAttribute('data-muted');

    await rowAction(page, name, 'Remove admin');
    await confirm(page, `Remove the admin ${name}?`, 'No');
    await expect(row).toHaveCount(1);
    await rowAction(page, name, 'Remove admin');
    await confirm(page, `Remove the admin ${name}?`, 'Remove admin');
    await expect(row).toHaveCount(0);
    await expect.poll(() => tabCount(page, 'Admins')).toBe(before);
  });

  test("the super admin's own row cannot be locked or removed", async ({ page }) => {
    await page.goto('/dashboard/admins');
    const table = page.getByRole('table', { name: 'Admins' });
    const own = rowWith(table, accounts.superAdmin.username);
    const actions = own.getByRole('button', { name: /^Actions for / });
    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'Edit admin details' })).toBeEnabled();
    await expect(page.getByRole('menuitem', { name: 'Lock admin' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Remove admin' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Lock admin' })).toHaveCount(0);
  });
});
