// End-to-end: an admin changes a clinician's e-mail address. The admin re-enters
// their own password; the clinician keeps signing in with the old address until they confirm the
// new one from the link e-mailed there, with their own password; then only the new one works.
import { expect, test, type Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, readLinkFromMailbox, mailboxMessage, signIn, submitLogin } from './support/portal';
import { confirm, panel, rowAction, rowWith } from './support/console';

const PASSWORD = 'Clinic#Mail26';

async function searchClinicians(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search Clinicians' }).fill(text);
  await page.waitForTimeout(400);
  await expect(page.getByRole('table', { name: 'Clinicians' }).locator('tbody[aria-busy]')).toHaveCount(0);
}

test('an e-mail change waits for the clinician, who confirms it with their own password', async ({ page, browser }) => {
  // Two clinicians, the mailbox and two sign-ins: over 40 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const lastName = `Mail${stamp}`;
  const oldEmail = `e2e.mail.${stamp}@clinic.example`;
  const newEmail = `e2e.moved.${stamp}@clinic.example`;

  await signIn(page, accounts.admin);
  await page.getByRole('button', { name: 'Add clinician' }).click();
  const add = panel(page, 'Add clinician');
  await add.getByLabel('First name').fill('Ilaria');
  await add.getByLabel('Last name').fill(lastName);
  await add.getByLabel('Profession').selectOption({ label: 'Orthoptist' });
  await add.getByLabel('E-mail').fill(oldEmail);
  await add.getByLabel('Phone').fill('+39 06 5550123');
  await add.getByRole('combobox', { name: 'Site', exact: true }).selectOption({ label: 'Demo Eye Clinic' });
  await add.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Add this clinician?');
  await expect(add).toHaveCount(0);

  // The clinician creates a password from the invitation: the account is in use from now on.
  const clinician = await browser.newPage();
  await clinician.goto(await readLinkFromMailbox(page, oldEmail));
  await clinician.getByLabel('New password').fill(PASSWORD);
  await clinician.getByLabel('Confirm password').fill(PASSWORD);
  await clinician.getByText(/^I have read and accept the/).click({ position: { x: 4, y: 6 } });
  await clinician.getByRole('button', { name: 'Save' }).click();
  // A link's new password is used at the next sign-in.
  await expect(clinician.getByText('Password saved')).toBeVisible();

  // The admin changes the address: their own password is asked, a wrong one changes nothing.
  await page.reload();
  await searchClinicians(page, lastName);
  await rowAction(page, `Ilaria ${lastName}`, 'Edit ECP details');
  const edit = panel(page, 'Edit ECP details');
  await expect(edit.getByLabel('Your password')).toHaveCount(0);
  await edit.getByLabel('E-mail').fill(newEmail);
  await edit.getByLabel('Your password').fill('Wrong#Pass26');
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Save the changes to this clinician?');
  await expect(edit.getByRole('alert')).toContainText('ECP was not edited');
  await expect(edit.getByText('Your password is not correct: the e-mail address was not changed').first()).toBeVisible();
  await edit.getByLabel('Your password').fill(DEMO_PASSWORD);
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Save the changes to this clinician?');
  await expect(edit).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Clinicians' });
  await expect(rowWith(table, lastName)).toContainText(oldEmail);
  await rowAction(page, `Ilaria ${lastName}`, 'Edit ECP details');
  await expect(edit.getByTestId('pending-email')).toContainText(newEmail);
  await edit.getByRole('button', { name: 'Close', exact: true }).click();

  // The old address hears of it; the new one gets the link, which asks the clinician's password.
  expect(await mailboxMessage(page, oldEmail, 'a change of your e-mail address was requested')).toContain(newEmail);
  const link = (await mailboxMessage(page, newEmail, 'confirm-email')).match(/https?:\/\/\S+\/confirm-email\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await clinician.goto(link as string);
  await expect(clinician.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();
  await clinician.getByLabel('Current password').fill('Wrong#Pass26');
  await clinician.getByRole('button', { name: 'Confirm' }).click();
  await expect(clinician.getByText('The password is not correct')).toBeVisible();
  await clinician.getByLabel('Current password').fill(PASSWORD);
  await clinician.getByRole('button', { name: 'Confirm' }).click();
  await expect(clinician.getByRole('status')).toContainText(newEmail);

  // Only the new address signs in now.
  await clinician.goto('/login');
  await submitLogin(clinician, oldEmail, PASSWORD);
  await expect(clinician.getByText('The username or password entered are incorrect')).toBeVisible();
  await submitLogin(clinician, newEmail, PASSWORD);
  await expect(clinician).toHaveURL(/\/dashboard\/patients$/);
  await clinician.close();
});
