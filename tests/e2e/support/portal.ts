import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Portal!2026';

export const accounts = {
  superAdmin: { username: 'superadmin@demo.example', landing: /\/dashboard\/ecps$/, home: '/dashboard/ecps' },
  admin: { username: 'admin@demo.example', landing: /\/dashboard\/ecps$/, home: '/dashboard/ecps' },
  siteAdmin: { username: 'siteadmin@demo.example', landing: /\/dashboard\/patients$/, home: '/dashboard/patients' },
  doctor: { username: 'doctor@demo.example', landing: /\/dashboard\/patients$/, home: '/dashboard/patients' },
  newDoctor: { username: 'newdoctor@demo.example', landing: /\/dashboard\/patients$/, home: '/dashboard/patients' },
} as const;

type Account = { username: string; landing: RegExp; home?: string };

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Issue 17: each account signs in through the form once per worker; the worker's later tests reuse
// that session's cookies, after asking the BFF whether the session still holds (a test may have
// signed it out or revoked it, and then the next one signs in again). Tests of the sign-in itself
// use submitLogin.
type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
const sessions = new Map<string, Cookies>();

/** The login page's persisted query (it asks for the viewer), as the app itself sends it. */
const viewerQuery = (() => {
  const documents = JSON.parse(
    readFileSync(new URL('../../../packages/bff/src/persisted-documents.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const found = Object.entries(documents).find(([, text]) => text.startsWith('query LoginPageQuery'));
  if (!found) throw new Error('persisted-documents.json has no LoginPageQuery');
  return { documentId: found[0], operationName: 'LoginPageQuery', variables: {} };
})();

async function resumeSession(page: Page, account: Account): Promise<boolean> {
  const cookies = sessions.get(account.username);
  if (!cookies || !account.home) return false;
  await page.context().addCookies(cookies);
  const answer = await page.request.post('/graphql', { data: viewerQuery });
  const viewer = answer.ok() ? ((await answer.json()) as { data?: { viewer?: unknown } }).data?.viewer : null;
  if (!viewer) {
    sessions.delete(account.username);
    await page.context().clearCookies();
    return false;
  }
  await page.goto(account.home);
  await expect(page).toHaveURL(account.landing);
  return true;
}

/**
 * Signs in an account whose 2FA is off and waits for its dashboard: through the login form the
 * first time in this worker, then with the same session while it holds.
 */
export async function signIn(page: Page, account: Account) {
  if (await resumeSession(page, account)) return;
  await page.goto('/login');
  await submitLogin(page, account.username);
  await expect(page).toHaveURL(account.landing);
  sessions.set(account.username, await page.context().cookies());
}

/** Reads the newest 6-digit code e-mailed to `recipient` from the dev mailbox, in a second tab. */
export async function readCodeFromMailbox(page: Page, recipient: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto(`/dev/mailbox?recipient=${encodeURIComponent(recipient)}`);
    const newest = mailbox.getByTestId('mailbox-message').first();
    await expect(newest).toContainText(recipient);
    const text = (await newest.textContent()) ?? '';
    const code = text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no 6-digit code in the newest message to ${recipient}: ${text}`);
    return code;
  } finally {
    await mailbox.close();
  }
}

/** Reads the newest link to /create-password e-mailed to `recipient` from the dev mailbox. */
export async function readLinkFromMailbox(page: Page, recipient: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto(`/dev/mailbox?recipient=${encodeURIComponent(recipient)}`);
    const newest = mailbox.getByTestId('mailbox-message').first();
    await expect(newest).toContainText('create-password');
    const text = (await newest.textContent()) ?? '';
    const link = text.match(/https?:\/\/\S+\/create-password\?\S+/)?.[0];
    if (!link) throw new Error(`no create-password link in the newest message to ${recipient}`);
    return link;
  } finally {
    await mailbox.close();
  }
}

/** The newest dev-mailbox message to `recipient` that contains `text` (reloads until it is there). */
export async function mailboxMessage(page: Page, recipient: string, text: string | RegExp): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto(`/dev/mailbox?recipient=${encodeURIComponent(recipient)}`);
    const messages = mailbox.getByTestId('mailbox-message').filter({ hasText: text });
    await expect(async () => {
      if ((await messages.count()) === 0) {
        await mailbox.reload();
        await expect(messages.first()).toBeVisible({ timeout: 2_000 });
      }
    }).toPass({ timeout: 15_000 });
    return (await messages.first().textContent()) ?? '';
  } finally {
    await mailbox.close();
  }
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /log ?out|esci|disconnetti/i }).click();
  await expect(page).toHaveURL(/\/login/);
}
