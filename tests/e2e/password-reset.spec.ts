import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, readLinkFromMailbox, submitLogin } from './support/portal';

// A seeded ECP of another clinic, so no other test depends on this account's password.
const ECP = 'rachel.goldberg@demo.example';

test.describe('forgotten password', () => {
  test('the e-mailed link leads to /create-password, and the new password works once set', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(ECP);
    await page.getByRole('link', { name: /forgot/i }).click();
    await expect(page).toHaveURL(/\/ResetPassword/);
    await expect(page.getByLabel('Username')).toHaveValue(ECP);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/a link to create a new password has been sent/i)).toBeVisible();

    const link = await readLinkFromMailbox(page, ECP);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).toHaveURL(/\/create-password/);
    // Rachel has signed the terms already: no license box.
    await expect(page.getByText(/I have read and accept the/)).toHaveCount(0);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Password must be 8-20 characters/)).toBeVisible();
    await page.getByLabel('New password').fill('Renewed#2026');
    await page.getByLabel('Confirm password').fill('Renewed#2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/password-confirmed/);

    // The link is single use.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).not.toHaveURL(/\/create-password/);

    await page.goto('/login');
    await submitLogin(page, ECP, DEMO_PASSWORD);
    await expect(page.getByText('The username or password entered are incorrect')).toBeVisible();
    await submitLogin(page, ECP, 'Renewed#2026');
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
  });

  test('an unknown username gets the same answer', async ({ page }) => {
    await page.goto('/ResetPassword');
    await page.getByLabel('Username').fill('nobody.here@demo.example');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/a link to create a new password has been sent/i)).toBeVisible();
  });
});
