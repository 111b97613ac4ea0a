// `npm run docs:screenshots`: the guides' screenshots, taken from the running portal so that they
// show what it looks like now. Starts the demo stack (REST service + BFF over a fresh demo seed) on
// free ports, signs in as the demo accounts in Chromium (Playwright, from tests/) and writes each
// shot of SHOTS to docs/screenshots/ at 1280 px wide. scripts/docs.test.mjs checks, without a
// browser, that every screenshot a guide shows is one of SHOTS.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the shots go, relative to the repository's root. */
export const SCREENSHOT_DIR = 'docs/screenshots';

const DEMO_PASSWORD = 'Portal!2026';
const ACCOUNTS = {
  doctor: 'doctor@demo.example',
  siteAdmin: 'siteadmin@demo.example',
  admin: 'admin@demo.example',
  superAdmin: 'superadmin@demo.example',
};
const VIEWPORT = { width: 1280, height: 800 };
const WAIT = { timeout: 30_000 };

/** Types the patient's last name into the Patients tab's search and opens their record. */
async function openPatient(page, lastName, fullName) {
  await page.goto('/dashboard/patients');
  const table = page.getByRole('table', { name: 'Active patients' });
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(lastName);
  await table
    .getByRole('row')
    .filter({ hasText: fullName.split(' ')[0] })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: fullName }).waitFor(WAIT);
}

/** The doctor's Patients tab with its list drawn and the attention list read. */
async function patientsTab(page) {
  await page.goto('/dashboard/patients');
  // The search is kept from an earlier shot that opened a record: the whole list again.
  const search = page.getByRole('searchbox', { name: 'Search patients' });
  if (await search.inputValue(WAIT)) await search.fill('');
  await page.getByRole('table', { name: 'Active patients' }).getByRole('row').nth(1).waitFor(WAIT);
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await attention.and(page.locator('[aria-busy="false"]')).waitFor(WAIT);
  // The browser remembers a list folded away by an earlier shot.
  const show = attention.getByRole('button', { name: 'Show the list' });
  if (await show.isVisible()) await show.click();
  await attention.getByTestId('attention-entry').first().waitFor(WAIT);
  return attention;
}

/** A console tab with its table drawn. */
async function consoleTab(page, route, table) {
  await page.goto(route);
  await page.getByRole('table', { name: table }).getByRole('row').nth(1).waitFor(WAIT);
}

/** Lets charts finish their entry animations and fonts settle. */
const settle = (page) => page.waitForTimeout(800);

/** Signs in through the login form with `username`, up to the step that follows the password. */
async function submitPassword(page, username) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The admin console's side panel whose heading is `title`, opened by the toolbar's button of that name. */
async function consolePanel(page, route, table, title) {
  await consoleTab(page, route, table);
  await page.getByRole('button', { name: title }).click();
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
  await panel.getByLabel('First name').or(panel.getByRole('textbox').first()).first().waitFor(WAIT);
  await settle(page);
  return panel;
}

/** The id of the record `openPatient` opened. */
const recordId = (page) => new URL(page.url()).searchParams.get('id');

/** Scrolls the page so that `locator` stands at the top of the window, a little below its edge. */
async function scrollToTop(page, locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -16));
}

/** The tallest element shot, in px: a longer element is cut there. */
const MAX_HEIGHT = 1000;

/**
 * Every screenshot of the guides: `file` under SCREENSHOT_DIR, the demo account it is taken as, the
 * language ("en" unless said), `take(page)`, which brings the screen up and returns the element
 * to capture (or nothing for the window), and optionally `after(page)`, run once the shot is taken
 * (a dialog that could change data is cancelled there, never confirmed). Signed-out shots
 * (`account: null`) each get a browser context of their own.
 */
export const SHOTS = [
  {
    file: 'login.png',
    account: null,
    take: async (page) => {
      await page.goto('/login');
      await page.getByLabel('Username').waitFor(WAIT);
    },
  },
  // The signed-out screens, each in a browser of its own (a half-done sign-in stays with its browser).
  {
    file: 'two-factor.png',
    account: null,
    take: async (page) => {
      // The super admin's account asks for an e-mailed code after the password.
      await submitPassword(page, ACCOUNTS.superAdmin);
      await page.waitForURL(/\/2FA$/, WAIT);
      await page.getByLabel('Code').waitFor(WAIT);
      await settle(page);
    },
  },
  {
    file: 'create-password.png',
    account: null,
    take: async (page) => {
      // The new doctor creates a password at the first sign-in, and accepts the terms of use.
      await submitPassword(page, 'newdoctor@demo.example');
      await page.waitForURL(/\/create-password$/, WAIT);
      await page.getByLabel('New password').fill('Fresh#Start1');
      await page.getByLabel('Confirm password').fill('Fresh#Start1');
      await page.getByText(/^I have read and accept the/).waitFor(WAIT);
      await settle(page);
    },
  },
  {
    file: 'reset-password.png',
    account: null,
    take: async (page) => {
      // "Forgot your password?" carries the typed username over.
      await page.goto('/login');
      await page.getByLabel('Username').fill(ACCOUNTS.doctor);
      await page.getByRole('link', { name: /forgot/i }).click();
      await page.waitForURL(/\/ResetPassword/, WAIT);
      await page.getByRole('button', { name: 'Send' }).waitFor(WAIT);
      await settle(page);
    },
  },
  {
    file: 'password-confirmed.png',
    account: null,
    take: async (page) => {
      await page.goto('/password-confirmed');
      await page.getByRole('heading', { name: 'Password saved' }).waitFor(WAIT);
    },
  },
  {
    file: 'register.png',
    account: null,
    take: async (page) => {
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Register' });
      await form.getByRole('group', { name: 'Site Address' }).waitFor(WAIT);
      // The whole form, down to its Save button: this shot's own window is as tall as the page.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: VIEWPORT.width, height: Math.min(height, 1600) });
      await settle(page);
    },
  },
  {
    file: 'not-found.png',
    account: null,
    take: async (page) => {
      await page.goto('/no/such/page');
      await page.getByText('Sorry , this page not available').waitFor(WAIT);
    },
  },
  {
    file: 'patients-tab.png',
    account: 'doctor',
    take: async (page) => {
      await patientsTab(page);
    },
  },
  {
    file: 'attention-list.png',
    account: 'doctor',
    take: async (page) => {
      const attention = await patientsTab(page);
      // The Worse chip: the entries that name their baseline ("since the previous measurement").
      await attention.getByRole('button', { name: /^Worse/ }).click();
      await attention.and(page.locator('[aria-busy="false"]')).waitFor(WAIT);
      await attention.getByText('since the previous measurement').first().waitFor(WAIT);
      await settle(page);
      return attention;
    },
  },
  {
    file: 'patients-table.png',
    account: 'doctor',
    take: async (page) => {
      await patientsTab(page);
      await page.getByRole('button', { name: 'Hide the list' }).click();
      await scrollToTop(page, page.getByRole('searchbox', { name: 'Search patients' }));
      await settle(page);
    },
  },
  {
    file: 'site-statistics.png',
    account: 'doctor',
    take: async (page) => {
      await patientsTab(page);
      // The statistics come by a query of their own once the rows are drawn.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const statistics = page.getByRole('region', { name: /statistics/i }).first();
      await statistics.locator('svg').first().waitFor({ timeout: 60_000 });
      await statistics.scrollIntoViewIfNeeded();
      await settle(page);
      return statistics;
    },
  },
  {
    file: 'archive-tab.png',
    account: 'doctor',
    take: async (page) => {
      await page.goto('/dashboard/archive');
      await page.getByRole('table').first().getByRole('row').nth(1).waitFor(WAIT);
    },
  },
  {
    file: 'patient-record.png',
    account: 'doctor',
    take: async (page) => {
      await openPatient(page, 'Lindqvist', 'Tomas Lindqvist');
      await settle(page);
    },
  },
  {
    file: 'progress-at-a-glance.png',
    account: 'doctor',
    take: async (page) => {
      await openPatient(page, 'Lindqvist', 'Tomas Lindqvist');
      const panel = page.getByRole('region', { name: 'Progress at a glance' });
      await panel.getByRole('table').waitFor(WAIT);
      await settle(page);
      return panel;
    },
  },
  {
    file: 'record-charts.png',
    account: 'doctor',
    take: async (page) => {
      await openPatient(page, 'Bianchi', 'Tommaso Bianchi');
      const tests = page.getByRole('tablist', { name: 'Tests performed' });
      await tests.getByRole('tab', { name: /^Fusional reserve/ }).click();
      await page.getByTestId('result-chart').first().locator('svg').first().waitFor(WAIT);
      await scrollToTop(page, page.getByRole('heading', { name: 'Test results' }));
      await settle(page);
    },
  },
  {
    file: 'stereo-whole-course.png',
    account: 'doctor',
    take: async (page) => {
      await openPatient(page, 'Bianchi', 'Tommaso Bianchi');
      await page
        .getByRole('tablist', { name: 'Tests performed' })
        .getByRole('tab', { name: /^Stereo acuity/ })
        .click();
      const chart = page.getByRole('region', { name: 'Uncorrected (without glasses)' });
      await chart.getByTestId('result-chart').locator('svg').first().waitFor(WAIT);
      await page.getByRole('group', { name: 'Visits shown' }).getByRole('button', { name: 'Whole course' }).click();
      await scrollToTop(page, page.getByRole('tablist', { name: 'Tests performed' }));
      await settle(page);
    },
  },
  {
    file: 'visit-report.png',
    account: 'doctor',
    take: async (page) => {
      await openPatient(page, 'Lindqvist', 'Tomas Lindqvist');
      const id = new URL(page.url()).searchParams.get('id');
      const visits = await page.request.post('/graphql', {
        headers: { 'content-type': 'application/json' },
        data: {
          query: 'query($id: ID!) { node(id: $id) { ... on Patient { visits(first: 1) { edges { node { id } } } } } }',
          variables: { id },
        },
      });
      const visitId = (await visits.json()).data.node.visits.edges[0].node.id;
      await page.goto(`/dashboard/visit-report?id=${encodeURIComponent(visitId)}`);
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    file: 'add-patient.png',
    account: 'doctor',
    take: async (page) => {
      await patientsTab(page);
      await page.getByRole('button', { name: 'Add new patient' }).click();
      await page.getByRole('heading', { level: 1, name: 'Add patient' }).waitFor(WAIT);
      await page.getByLabel('First name').waitFor(WAIT);
      await settle(page);
    },
  },
  {
    file: 'edit-patient.png',
    account: 'doctor',
    take: async (page) => {
      await openPatient(page, 'Lindqvist', 'Tomas Lindqvist');
      await page.goto(`/dashboard/EditPatient?id=${encodeURIComponent(recordId(page))}`);
      await page.getByRole('heading', { level: 1, name: 'Edit patient' }).waitFor(WAIT);
      await page.waitForFunction(() => document.querySelector('input[name="firstName"]')?.value === 'Tomas', null, WAIT);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    file: 'new-visit.png',
    account: 'doctor',
    take: async (page) => {
      await openPatient(page, 'Lindqvist', 'Tomas Lindqvist');
      await page.getByRole('link', { name: 'New visit' }).click();
      await page.waitForURL(/\/dashboard\/NewVisit\?id=/, WAIT);
      await page.getByRole('table', { name: 'Last visits' }).getByRole('row').nth(1).waitFor(WAIT);
      await settle(page);
    },
  },
  {
    file: 'next-visit.png',
    account: 'doctor',
    take: async (page) => {
      await openPatient(page, 'Lindqvist', 'Tomas Lindqvist');
      await page.getByRole('button', { name: 'Change' }).click();
      const picker = page.getByRole('dialog', { name: 'Next visit date' });
      await picker.getByRole('button', { name: 'Save' }).waitFor(WAIT);
      await settle(page);
    },
    after: async (page) => {
      await page.getByRole('dialog', { name: 'Next visit date' }).getByRole('button', { name: 'Cancel' }).click();
    },
  },
  {
    file: 'send-message.png',
    account: 'doctor',
    take: async (page) => {
      await patientsTab(page);
      const rows = page.getByRole('table', { name: 'Active patients' }).getByRole('checkbox', { name: /^Select (?!all)/ });
      for (const row of [0, 1]) await rows.nth(row).check({ force: true });
      await page.getByRole('button', { name: 'Send message' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send message to patients' });
      await dialog.getByText('E-mail', { exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Message' }).waitFor(WAIT);
      await settle(page);
    },
    after: async (page) => {
      await page.getByRole('dialog', { name: 'Send message to patients' }).getByRole('button', { name: 'Cancel' }).click();
    },
  },
  {
    file: 'select-recipients.png',
    account: 'doctor',
    take: async (page) => {
      // Send message with no patient chosen: the error modal.
      await patientsTab(page);
      await scrollToTop(page, page.getByRole('searchbox', { name: 'Search patients' }));
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).waitFor(WAIT);
      await settle(page);
    },
    after: async (page) => {
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    },
  },
  {
    file: 'attention-thresholds.png',
    account: 'siteAdmin',
    take: async (page) => {
      await patientsTab(page);
      const settings = page.getByRole('dialog').filter({ has: page.getByText('Site admin view') });
      if (!(await settings.isVisible())) await page.getByRole('button', { name: 'Settings' }).click();
      await settings.getByRole('button', { name: 'Attention list thresholds' }).click();
      const dialog = page.getByRole('dialog', { name: 'Attention list thresholds' });
      await dialog.getByRole('spinbutton').first().waitFor(WAIT);
      await settle(page);
    },
  },
  {
    file: 'site-admin-ecps.png',
    account: 'siteAdmin',
    take: async (page) => {
      await page.goto('/dashboard/siteadmin/ecps');
      await page.getByRole('table').first().getByRole('row').nth(1).waitFor(WAIT);
    },
  },
  {
    file: 'site-admin-devices.png',
    account: 'siteAdmin',
    take: async (page) => {
      await page.goto('/dashboard/siteadmin/devices');
      await page.getByRole('table').first().getByRole('row').nth(1).waitFor(WAIT);
    },
  },
  {
    file: 'admin-ecps.png',
    account: 'admin',
    take: async (page) => consoleTab(page, '/dashboard/ecps', 'Clinicians').catch(() => consoleTab(page, '/dashboard/ecps', 'ECPs')),
  },
  {
    file: 'admin-add-clinician.png',
    account: 'admin',
    take: async (page) => consolePanel(page, '/dashboard/ecps', 'Clinicians', 'Add clinician'),
  },
  {
    file: 'admin-sites.png',
    account: 'admin',
    take: async (page) => consoleTab(page, '/dashboard/sites', 'Sites'),
  },
  {
    file: 'admin-add-site.png',
    account: 'admin',
    take: async (page) => consolePanel(page, '/dashboard/sites', 'Sites', 'Add site'),
  },
  {
    file: 'admin-delete-site.png',
    account: 'admin',
    take: async (page) => {
      // A site with clinicians and devices; the dialog is cancelled, never confirmed.
      const site = 'Northside Eyecare';
      await page.goto(`/dashboard/sites?q=${encodeURIComponent(site)}`);
      await page.getByRole('button', { name: `Actions for ${site}` }).click();
      await page.getByRole('menuitem', { name: 'Delete site' }).click();
      const dialog = page.getByRole('alertdialog').filter({ hasText: `Delete the site ${site}?` });
      await dialog.getByText('Move them to another site').click();
      await dialog.getByRole('combobox', { name: 'Site the devices move to' }).waitFor(WAIT);
      await settle(page);
    },
    after: async (page) => {
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    },
  },
  {
    file: 'admin-devices.png',
    account: 'admin',
    take: async (page) => consoleTab(page, '/dashboard/devices', 'Devices'),
  },
  {
    file: 'admin-register-device.png',
    account: 'admin',
    take: async (page) => {
      // Filled in, then cancelled: no device is registered.
      await consoleTab(page, '/dashboard/devices', 'Devices');
      await page.getByRole('button', { name: 'Register device' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register device' });
      await dialog.getByLabel('Serial number').fill('VST-2026-0142');
      await dialog.getByLabel('Site').selectOption({ label: 'Demo Eye Clinic' });
      await dialog.getByLabel('Location').fill('Room 3, orthoptics');
      await settle(page);
    },
    after: async (page) => {
      await page.getByRole('dialog', { name: 'Register device' }).getByRole('button', { name: 'Cancel' }).click();
    },
  },
  {
    file: 'device-panel.png',
    account: 'admin',
    take: async (page) => {
      await consoleTab(page, '/dashboard/devices', 'Devices');
      await page.getByRole('table', { name: 'Devices' }).getByRole('row').nth(1).click();
      await page.getByRole('table', { name: 'Health timeline' }).waitFor(WAIT);
      await settle(page);
    },
  },
  {
    file: 'admin-versions.png',
    account: 'admin',
    take: async (page) => consoleTab(page, '/dashboard/versions', 'Versions'),
  },
  {
    file: 'admin-add-version.png',
    account: 'admin',
    take: async (page) => consolePanel(page, '/dashboard/versions', 'Versions', 'Add version'),
  },
  {
    file: 'admin-pending.png',
    account: 'admin',
    take: async (page) => {
      await page.goto('/dashboard/pending');
      await page.getByRole('table').first().getByRole('row').nth(1).waitFor(WAIT);
    },
  },
  {
    file: 'admin-admins.png',
    account: 'superAdmin',
    take: async (page) => consoleTab(page, '/dashboard/admins', 'Admins'),
  },
  {
    file: 'admin-add-admin.png',
    account: 'superAdmin',
    take: async (page) => consolePanel(page, '/dashboard/admins', 'Admins', 'Add admin'),
  },
  {
    file: 'audit-trail.png',
    account: 'superAdmin',
    take: async (page) => {
      await page.goto('/dashboard/audit');
      await page.getByRole('table').first().getByRole('row').nth(1).waitFor(WAIT);
    },
  },
  {
    file: 'graphiql.png',
    account: null,
    take: async (page) => {
      await page.goto('/graphql');
      await page.getByText('PatientsWithVisits').first().waitFor(WAIT);
      await settle(page);
    },
  },
  // The clinician guide's key screens in Hebrew, right to left.
  {
    file: 'he/patients-tab.png',
    account: 'doctor',
    language: 'he',
    take: async (page) => {
      await page.goto('/dashboard/patients');
      await page.getByRole('table').first().getByRole('row').nth(1).waitFor(WAIT);
      await page.locator('[data-testid="attention-entry"]').first().waitFor(WAIT);
      await settle(page);
    },
  },
  {
    file: 'he/patient-record.png',
    account: 'doctor',
    language: 'he',
    take: async (page) => {
      await page.goto('/dashboard/patients');
      await page.getByRole('searchbox').first().fill('Lindqvist');
      await page.getByRole('table').first().getByRole('row').filter({ hasText: 'Tomas' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Tomas Lindqvist' }).waitFor(WAIT);
      await settle(page);
    },
  },
];

/** The files SHOTS produces, relative to SCREENSHOT_DIR. */
export const shotFiles = () => SHOTS.map((shot) => shot.file);

/** Signs `page`'s context in as a demo account (2FA accounts through the form and the dev mailbox). */
async function signIn(page, account) {
  const username = ACCOUNTS[account];
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(dashboard|2FA)/, WAIT);
  if (page.url().endsWith('/2FA')) {
    const mailbox = await page.context().newPage();
    await mailbox.goto(`/dev/mailbox?recipient=${encodeURIComponent(username)}`);
    const text = (await mailbox.getByTestId('mailbox-message').first().textContent(WAIT)) ?? '';
    await mailbox.close();
    const code = text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no second-factor code for ${username} in the dev mailbox`);
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('Code').press('Enter');
  }
  await page.locator('main#main-content').waitFor({ state: 'attached', ...WAIT });
}

/** Stores the signed-in user's language as the language menu does. */
async function setLanguage(page, language) {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: `mutation { changeLanguage(input: { language: ${language.toUpperCase()} }) { errors { title } } }` },
  });
  if (!answer.ok()) throw new Error(`changeLanguage ${language}: HTTP ${answer.status()}`);
  await page.evaluate((code) => window.localStorage.setItem('language', code), language);
}

async function main() {
  const only = process.argv.slice(2);
  const { buildWeb } = await import('./build.mjs');
  const { freePorts } = await import('./freePort.mjs');
  const { serve } = await import('./serve.mjs');
  const { findChromium } = await import('./chromium.mjs');
  // Playwright is the end-to-end tests' dependency.
  const { chromium } = createRequire(path.join(root, 'tests/package.json'))('@playwright/test');

  buildWeb();
  const [port, restPort] = await freePorts(2);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-docs-'));
  console.log(`› Starting the demo stack on port ${port} (data in ${dataDir})…`);
  // Removed once both services have stopped (stack.stop ends the process).
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 }));
  const stack = await serve({ ...process.env, PORT: String(port), REST_PORT: String(restPort), DATA_DIR: dataDir, DEMO_MODE: '1' });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const failures = [];
  try {
    const shots = only.length > 0 ? SHOTS.filter((shot) => only.some((name) => shot.file.includes(name))) : SHOTS;
    // One browser context per account and language, signed in once; one per signed-out shot.
    const contexts = new Map();
    const pageFor = async (shot) => {
      const key = shot.account ? `${shot.account}:${shot.language ?? 'en'}` : `public:${shot.file}`;
      if (!contexts.has(key)) {
        const context = await browser.newContext({
          baseURL: `http://localhost:${port}`,
          viewport: VIEWPORT,
          locale: 'en-GB',
          timezoneId: 'Europe/Rome',
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        if (shot.account) {
          await signIn(page, shot.account);
          await setLanguage(page, shot.language ?? 'en');
        }
        contexts.set(key, page);
      }
      return contexts.get(key);
    };
    for (const shot of shots) {
      const target = path.join(root, SCREENSHOT_DIR, shot.file);
      mkdirSync(path.dirname(target), { recursive: true });
      try {
        const page = await pageFor(shot);
        // A busy machine can miss a wait: each shot gets a second try.
        const element = await shot.take(page).catch((error) => {
          console.log(`  … ${shot.file} again (${error.message.split('\n')[0]})`);
          return shot.take(page);
        });
        if (element) {
          await element.scrollIntoViewIfNeeded();
          const box = await element.boundingBox();
          const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
          const clip = { x: box.x + scroll.x, y: box.y + scroll.y, width: box.width, height: Math.min(box.height, MAX_HEIGHT) };
          await page.screenshot({ path: target, animations: 'disabled', fullPage: true, clip });
        } else await page.screenshot({ path: target, animations: 'disabled' });
        await shot.after?.(page);
        console.log(`  ✔ ${path.join(SCREENSHOT_DIR, shot.file)}`);
      } catch (error) {
        failures.push(shot.file);
        console.log(`  ✖ ${shot.file}: ${error.message.split('\n')[0]}`);
      }
    }
    // The languages chosen above are the accounts' own: leave them as they were (English).
    for (const [key, page] of contexts) if (!key.startsWith('public:') && !key.endsWith(':en')) await setLanguage(page, 'en');
  } finally {
    await browser.close();
  }
  if (failures.length > 0) console.log(`\n✖ ${failures.length} screenshots failed: ${failures.join(', ')}`);
  await stack.stop(failures.length > 0 ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`\n✖ ${error.message}`);
    process.exit(1);
  });
}
