// End-to-end: a visitor self-registers an eye care provider with a new site (§2 /register), from
// the login page's register link through the confirmation to the thank-you screen; the
// registration then waits in the admin console's Pending tab, and its acknowledgement e-mail
// is in the dev mailbox. An admin approves it (the registrant creates a password through the
// e-mailed invitation) or rejects it (the registrant is told).
import { expect, test, type Page } from '@playwright/test';
import { accounts, mailboxMessage, readLinkFromMailbox, signIn, signOut } from './support/portal';
import { confirm, rowAction, rowWith } from './support/console';
import { choose } from './support/pickers';

/** A registrant and site no other run on the same database has used; names within the §5 limits. */
function freshRegistration() {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return {
    firstName: 'Lucia',
    lastName: `Registrant${stamp}`,
    email: `e2e.register.${stamp}@optics.example`,
    siteName: `E2E Optics ${stamp}`,
    siteEmail: `front.desk.${stamp}@optics.example`,
  };
}
type Registration = ReturnType<typeof freshRegistration>;

const THANK_YOU =
  'Thank you — your registration was received. An administrator will review it; you will get an e-mail when your account is ready.';

async function fillRegistration(page: Page, r: Registration) {
  const provider = page.getByRole('group', { name: 'Eye Care Provider' });
  await provider.getByLabel('First name').fill(r.firstName);
  await provider.getByLabel('Last name').fill(r.lastName);
  await provider.getByLabel('E-mail').fill(r.email);
  await provider.getByLabel('Phone').fill('+1 617 555 0188');
  await provider.getByLabel('Profession').selectOption({ label: 'Optometrist' });
  await provider.getByLabel('Medical license').fill('MA-OPT-2291');

  const site = page.getByRole('group', { name: 'Site', exact: true });
  await site.getByLabel('Site name').fill(r.siteName);
  await site.getByLabel('Site e-mail').fill(r.siteEmail);
  await site.getByLabel('Site phone').fill('+1 617 555 0100');
  await expect(site.getByRole('checkbox', { name: 'Back up test data' })).toBeChecked();

  const address = page.getByRole('group', { name: 'Site Address' });
  await choose(address, 'Country', 'united st', 'United States of America');
  await address.getByLabel('City').fill('Cambridge');
  await address.getByLabel('Street').fill('77 Massachusetts Avenue');
  await address.getByLabel('Apartment').fill('Suite 2');
  await address.getByLabel('ZIP code').fill('02139');
}

/** Registers `r` from /register, a U.S. site in Massachusetts. */
async function register(page: Page, r: Registration) {
  await page.goto('/register');
  await fillRegistration(page, r);
  await choose(page.getByRole('group', { name: 'Site Address' }), 'State', 'massa', 'Massachusetts');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Send this registration?');
  await expect(page.getByText(THANK_YOU)).toBeVisible();
}

/** The registration's row in the admin's Pending tab (signs the admin in). */
async function pendingRow(page: Page, r: Registration) {
  await signIn(page, accounts.admin);
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/pending$/);
  await page.getByRole('searchbox', { name: /^Search/ }).fill(r.email);
  return rowWith(page.getByRole('table', { name: 'Pending users' }), r.email);
}

test.describe('self-registration', () => {
  test('a visitor registers from the login page; an admin finds it in Pending and approves it; the registrant creates a password', async ({
    page,
  }) => {
    const registration = freshRegistration();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);

    // Nothing typed: the §5 messages, and nothing is sent.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Self registration' })).toContainText('Fill all required fields');
    await expect(page.getByText('Site name is required')).toBeVisible();

    await fillRegistration(page, registration);
    // A U.S. site needs its state (§5).
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('State is required')).toBeVisible();
    await choose(page.getByRole('group', { name: 'Site Address' }), 'State', 'massa', 'Massachusetts');

    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Send this registration?');
    await expect(page.getByText(THANK_YOU)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

    const acknowledgement = await mailboxMessage(page, registration.email, 'We received your Vista Portal registration');
    expect(acknowledgement).toContain(registration.siteName);

    const row = await pendingRow(page, registration);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(registration.firstName);
    await expect(row).toContainText(registration.lastName);
    await expect(row).toContainText(registration.siteName);

    const name = `${registration.firstName} ${registration.lastName}`;
    await rowAction(page, name, 'Approve');
    await confirm(page, `Approve the registration of ${name}?`, 'Approve');
    await expect(page.getByRole('status').filter({ hasText: 'Registration approved' })).toContainText(registration.email);
    await expect(row).toHaveCount(0);
    await signOut(page);

    // The invitation leads to /create-password; the new account signs the terms there.
    const link = await readLinkFromMailbox(page, registration.email);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).toHaveURL(/\/create-password/);
    await page.getByLabel('New password').fill('Welcome#2026');
    await page.getByLabel('Confirm password').fill('Welcome#2026');
    // The label holds the Terms of Use link: click its box, not the link.
    await page.getByText(/I have read and accept the/).click({ position: { x: 4, y: 6 } });
    await page.getByRole('button', { name: 'Save' }).click();
    // A new site has no devices yet (§4: "Doctor's site does not have any registered devices").
    await expect(page).toHaveURL(/\/password-confirmed/);
  });

  test('an admin rejects a registration: the row goes and the registrant is told', async ({ page }) => {
    const registration = freshRegistration();
    await register(page, registration);
    const row = await pendingRow(page, registration);
    await expect(row).toHaveCount(1);
    const name = `${registration.firstName} ${registration.lastName}`;
    await rowAction(page, name, 'Delete');
    await confirm(page, `Delete the registration of ${name}?`, 'Delete');
    await expect(row).toHaveCount(0);
    const declined = await mailboxMessage(page, registration.email, 'Your Vista Portal registration was not approved');
    expect(declined).toContain(registration.siteName);
  });

  test("a taken site name is refused with 'Site Name must be unique', keeping what was typed", async ({ page }) => {
    const registration = { ...freshRegistration(), siteName: 'Demo Eye Clinic' };
    await page.goto('/register');
    await fillRegistration(page, registration);
    await choose(page.getByRole('group', { name: 'Site Address' }), 'State', 'massa', 'Massachusetts');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Send this registration?');
    const alert = page.getByRole('alert').filter({ hasText: 'Self registration' });
    await expect(alert).toContainText('Site Name must be unique');
    await expect(page.getByRole('group', { name: 'Eye Care Provider' }).getByLabel('E-mail')).toHaveValue(registration.email);
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
  });
});
