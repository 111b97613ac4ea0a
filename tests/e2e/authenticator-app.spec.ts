import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { accounts, DEMO_PASSWORD, mailboxMessage, signIn, signOut, submitLogin } from './support/portal';
import { confirm, rowAction } from './support/console';

// The app's code as the phone would show it, `stepsAhead` 30-second steps from now: a code of the
// next step is still accepted (±1 step) and is never the step the set-up has just used.
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function openTwoStep(page: Page) {
  await page.getByRole('button', { name: 'Two-step verification' }).click();
  const dialog = page.getByTestId('second-factor');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the demo doctor sets up an authenticator app, signs in with its code and with a recovery code, then turns it off', async ({
  page,
}) => {
  const doctor = accounts.doctor;
  await signIn(page, doctor);

  // Set-up: the password again, then the QR code with its key, and the app's first code.
  let dialog = await openTwoStep(page);
  await expect(dialog).toContainText('Signing in asks only for your password.');
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await dialog.getByTestId('authenticator-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('Code from the app').fill(appCode(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, shown this once.
  const list = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(dialog).toContainText('Recovery codes left: 10.');
  await page.keyboard.press('Escape');
  await signOut(page);

  // Signing in asks for the app's code, and no e-mail is sent for it.
  await submitLogin(page, doctor.username);
  await expect(page).toHaveURL(/\/2FA$/i);
  await expect(page.getByText('Enter the code from your authenticator app to finish signing in.')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(doctor.landing);
  await signOut(page);

  // Without the phone: a recovery code, which the owner hears of by e-mail.
  await submitLogin(page, doctor.username);
  await expect(page).toHaveURL(/\/2FA$/i);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0].toUpperCase());
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(doctor.landing);
  expect(await mailboxMessage(page, doctor.username, 'a recovery code was used')).toContain('9 unused codes remain');

  // Turning the app off (password and another recovery code) gives the demo doctor back its plain sign-in.
  dialog = await openTwoStep(page);
  await expect(dialog).toContainText('Recovery codes left: 9.');
  await dialog.getByRole('button', { name: 'Turn off the app' }).click();
  await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('Code from the app or recovery code').fill(recoveryCodes[0]);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  // A used recovery code does not count twice.
  await expect(dialog.getByText('The code is not correct')).toBeVisible();
  await dialog.getByLabel('Code from the app or recovery code').fill(recoveryCodes[1]);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toContainText('Signing in asks only for your password.');
  await page.keyboard.press('Escape');
  await signOut(page);
  await signIn(page, doctor);
});

test('an admin removes the app of a clinician who lost the phone and the recovery codes', async ({ page }) => {
  const doctor = accounts.doctor;
  await signIn(page, doctor);
  const dialog = await openTwoStep(page);
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const secret = ((await dialog.getByTestId('authenticator-secret').textContent()) ?? '').replace(/\s+/g, '');
  await dialog.getByLabel('Code from the app').fill(appCode(secret));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await page.keyboard.press('Escape');
  await signOut(page);

  // Phone and codes lost: the admin removes the app from the clinician's row, after confirming.
  await signIn(page, accounts.admin);
  await page.getByPlaceholder('Search').fill('Okafor');
  await rowAction(page, 'Daniel Okafor', 'Remove authenticator app');
  await confirm(page, 'Remove the authenticator app of Daniel Okafor?', 'Remove app');
  await expect(page.getByText('Authenticator app removed')).toBeVisible();
  await signOut(page);

  // The clinician signs in with the password alone, and was told by e-mail.
  await signIn(page, doctor);
  expect(await mailboxMessage(page, doctor.username, 'removed by an administrator')).toContain('set up an app again');
});
