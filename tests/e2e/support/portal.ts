import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Portal!2026';

export const accounts = {
  superAdmin: { username: 'superadmin@demo.example', landing: /\/dashboard\/ecps$/, path: '/dashboard/ecps' },
  admin: { username: 'admin@demo.example', landing: /\/dashboard\/ecps$/, path: '/dashboard/ecps' },
  siteAdmin: { username: 'siteadmin@demo.example', landing: /\/dashboard\/patients$/, path: '/dashboard/patients' },
  doctor: { username: 'doctor@demo.example', landing: /\/dashboard\/patients$/, path: '/dashboard/patients' },
  newDoctor: { username: 'newdoctor@demo.example', landing: /\/dashboard\/patients$/, path: '/dashboard/patients' },
} as const;

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login form with an account whose 2FA is off and waits for its dashboard (sign-in.spec.ts). */
export async function signInThroughForm(page: Page, account: { username: string; landing: RegExp }) {
  await page.goto('/login');
  await submitLogin(page, account.username);
  await expect(page).toHaveURL(account.landing);
  await expectSignedInShell(page);
}

// The sign-in mutation the web app sends, by the id the BFF's allowlist knows it by.
const persisted = JSON.parse(
  readFileSync(new URL('../../../packages/bff/src/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const SIGN_IN_DOCUMENT = Object.entries(persisted).find(([, text]) => text.startsWith('mutation useSignInMutation('))?.[0];

/**
 * Starts a scenario signed in (an account whose 2FA is off) on its dashboard, as a returning user
 * whose browser holds the session: the sign-in mutation the login form sends, then the dashboard.
 * The form itself is sign-in.spec.ts's; this saves every other scenario the login page's load
 * (seconds on a busy 2-core machine).
 */
export async function signIn(page: Page, account: { username: string; landing: RegExp; path: string }) {
  if (!SIGN_IN_DOCUMENT) throw new Error('useSignInMutation is not among the persisted documents (run the relay compiler)');
  const response = await page.request.post('/graphql', {
    data: {
      documentId: SIGN_IN_DOCUMENT,
      operationName: 'useSignInMutation',
      variables: { input: { username: account.username, password: DEMO_PASSWORD, botToken: null } },
    },
  });
  const body = (await response.json()) as { data?: { signIn?: { step?: string; errors?: unknown[] } } };
  if (body.data?.signIn?.step !== 'SIGNED_IN') throw new Error(`${account.username} was not signed in: ${JSON.stringify(body)}`);
  await page.goto(account.path);
  await expect(page).toHaveURL(account.landing);
  await expectSignedInShell(page);
}

/**
 * The signed-in shell is drawn (its session rules, such as the idle sign-out, are running): the
 * address changes before the route's code and query arrive, and a busy machine can take seconds.
 */
async function expectSignedInShell(page: Page) {
  // A first load brings the whole catalog, theme and layout: more than a step's usual 10 s on a busy machine.
  await expect(page.locator('main#main-content'), 'the signed-in shell (a refused session shows /login)').toBeAttached({ timeout: 30_000 });
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
