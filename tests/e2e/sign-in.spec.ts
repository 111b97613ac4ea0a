import { expect, test } from '@playwright/test';
import { accounts, DEMO_PASSWORD, readCodeFromMailbox, signInThroughForm, signOut, submitLogin } from './support/portal';

test.describe('sign-in lifecycle', () => {
  test('the login page shows the version label and the register and forgot-password links', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('01.02.25')).toBeVisible();
    await expect(page.getByRole('link', { name: /forgot/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /register/i })).toBeVisible();
  });

  for (const [name, account] of Object.entries({
    admin: accounts.admin,
    'site admin': accounts.siteAdmin,
    doctor: accounts.doctor,
  })) {
    test(`${name} signs in and lands on the dashboard with a greeting`, async ({ page }) => {
      await signInThroughForm(page, account);
      await expect(page.getByText(/^Hello, /)).toBeVisible();
      await signOut(page);
    });
  }

  test('doctor sees the patient tabs and admin the console tabs without Admins', async ({ page }) => {
    await signInThroughForm(page, accounts.doctor);
    await expect(page.getByRole('tab', { name: /Patients/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Archive/ })).toBeVisible();
    await signOut(page);
    await signInThroughForm(page, accounts.admin);
    await expect(page.getByRole('tab', { name: /Sites/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Admins/ })).toHaveCount(0);
  });

  test('super admin completes the second factor with the code from the dev mailbox', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, accounts.superAdmin.username);
    await expect(page).toHaveURL(/\/2FA$/);
    const code = await readCodeFromMailbox(page, accounts.superAdmin.username);
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('Code').press('Enter');
    await expect(page).toHaveURL(accounts.superAdmin.landing);
    await expect(page.getByRole('tab', { name: /Admins/ })).toBeVisible();
  });

  test('a wrong second-factor code shows the error and clears the field', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, accounts.superAdmin.username);
    await expect(page).toHaveURL(/\/2FA$/);
    const code = await readCodeFromMailbox(page, accounts.superAdmin.username);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Code').fill(wrong);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText('The username or password entered are incorrect')).toBeVisible();
    await expect(page.getByLabel('Code')).toHaveValue('');
    await expect(page).toHaveURL(/\/2FA$/);
  });

  test('a wrong password shows the catalogue text and clears the fields', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, accounts.doctor.username, 'Wrong!2026');
    await expect(page.getByText('The username or password entered are incorrect')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/login/);
  });

  test('login validation messages appear only after a submit attempt', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('abc');
    await expect(page.getByText('Username must be at least 6 characters')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('an unauthenticated deep link returns to its page after sign-in', async ({ page }) => {
    await page.goto('/dashboard/archive');
    await expect(page).toHaveURL(/\/login/);
    await submitLogin(page, accounts.doctor.username);
    await expect(page).toHaveURL(/\/dashboard\/archive$/);
  });

  test('a signed-in user who opens /login goes to the dashboard; the 2FA screen needs a pending sign-in', async ({ page }) => {
    await page.goto('/2FA');
    await expect(page).not.toHaveURL(/\/2FA$/);
    await signInThroughForm(page, accounts.doctor);
    await page.goto('/login');
    await expect(page).toHaveURL(accounts.doctor.landing);
  });

  test('sign-out ends the session on the server', async ({ page }) => {
    await signInThroughForm(page, accounts.doctor);
    await signOut(page);
    await page.goto('/dashboard/patients');
    await expect(page).toHaveURL(/\/login/);
  });

  test('unknown pages show the not-available text', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Sorry , this page not available')).toBeVisible();
  });
});

test.describe('creating a password', () => {
  // The first attempt changes the demo account's password for good: a retry could only fail on
  // the changed state and hide the first attempt's real error behind its own.
  test.describe.configure({ retries: 0 });

  test('new doctor must tick the license, then creates a password and reaches the dashboard', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, accounts.newDoctor.username);
    await expect(page).toHaveURL(/\/create-password$/);
    await page.getByLabel('New password').fill('Fresh#Start1');
    await page.getByLabel('Confirm password').fill('Fresh#Start1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('You must sign the Terms of Use first')).toBeVisible();
    // The label's start, not its Terms of Use link (which opens the PDF).
    await page.getByText(/^I have read and accept the/).click({ position: { x: 4, y: 6 } });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(accounts.newDoctor.landing);
    await signOut(page);

    // The new password is the one that works from now on.
    await submitLogin(page, accounts.newDoctor.username, DEMO_PASSWORD);
    await expect(page.getByText('The username or password entered are incorrect')).toBeVisible();
    await submitLogin(page, accounts.newDoctor.username, 'Fresh#Start1');
    await expect(page).toHaveURL(accounts.newDoctor.landing);
  });
});
