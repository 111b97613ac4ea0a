// End-to-end: a visitor self-registers an eye care provider with a new site (§2 /register), from
// the login page's register link through the confirmation to the thank-you screen; the
// registration then waits in the admin console's Pending tab, and its acknowledgement e-mail
// is in the dev mailbox.
import { expect, test, type Page } from '@playwright/test';
import { accounts, mailboxMessage, signIn } from './support/portal';
import { confirm, rowWith } from './support/console';

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
  await address.getByLabel('Country').fill('United States');
  await address.getByLabel('City').fill('Cambridge');
  await address.getByLabel('Street').fill('77 Massachusetts Avenue');
  await address.getByLabel('Apartment').fill('Suite 2');
  await address.getByLabel('ZIP code').fill('02139');
}

test.describe('self-registration', () => {
  test('a visitor registers from the login page; an admin then finds the registration in Pending', async ({ page }) => {
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
    await page.getByRole('group', { name: 'Site Address' }).getByLabel('State').fill('Massachusetts');

    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Send this registration?');
    await expect(page.getByText(THANK_YOU)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

    const acknowledgement = await mailboxMessage(page, registration.email, 'We received your Vista Portal registration');
    expect(acknowledgement).toContain(registration.siteName);

    await signIn(page, accounts.admin);
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/pending$/);
    await page.getByRole('searchbox', { name: /^Search/ }).fill(registration.email);
    const row = rowWith(page.getByRole('table', { name: 'Pending users' }), registration.email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(registration.firstName);
    await expect(row).toContainText(registration.lastName);
    await expect(row).toContainText(registration.siteName);
  });

  test("a taken site name is refused with 'Site Name must be unique', keeping what was typed", async ({ page }) => {
    const registration = { ...freshRegistration(), siteName: 'Demo Eye Clinic' };
    await page.goto('/register');
    await fillRegistration(page, registration);
    await page.getByRole('group', { name: 'Site Address' }).getByLabel('State').fill('Massachusetts');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Send this registration?');
    const alert = page.getByRole('alert').filter({ hasText: 'Self registration' });
    await expect(alert).toContainText('Site Name must be unique');
    await expect(page.getByRole('group', { name: 'Eye Care Provider' }).getByLabel('E-mail')).toHaveValue(registration.email);
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
  });
});
