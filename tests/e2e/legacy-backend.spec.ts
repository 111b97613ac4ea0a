// End-to-end: the portal in front of a clinic's existing backend that has only the calls of the
// specification's §7 (README "In front of an existing backend"). A second BFF, left to find out the
// profile on its own, fronts the stack's REST service through a filter that refuses every other
// call; a doctor's and an admin's everyday work runs through it, and no scenario may need a call
// the filter refused.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signInThroughForm, signOut } from './support/portal';
import { confirm, panel, rowAction, rowWith, tabCount } from './support/console';
import { startLegacyBackend, type LegacyBackend } from './support/section7Backend';

const REST_URL = `http://127.0.0.1:${process.env.E2E_REST_PORT}`;

let backend: LegacyBackend;

// Every page, request and sign-in of these scenarios goes to the second BFF, not the stack's own.
// (Playwright also sets the option up for beforeAll, before the BFF is there: none is needed then.)
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use) => use(backend?.url) });

test.beforeAll(async () => {
  // The BFF compiles its TypeScript at start: seconds on a busy 2-core machine.
  test.setTimeout(120_000);
  backend = await startLegacyBackend(REST_URL);
});

test.afterAll(async () => {
  await backend?.stop();
});

/** The calls §7 lacks that the BFF asked for, with what it logged: the message of a failure. */
const refusedReport = (refused: string[]) =>
  `calls the §7 backend does not have:\n  ${refused.join('\n  ')}\nlegacy BFF output:\n${backend.output() || '(none)'}`;

// Each scenario fails on its own refused calls, so a failure names the steps that made them.
let refusedBefore = 0;
test.beforeEach(() => {
  refusedBefore = backend.filter.refused.length;
});
test.afterEach(() => {
  const refused = backend.filter.refused.slice(refusedBefore);
  expect(refused, refusedReport(refused)).toEqual([]);
});

/** dd/mm/yyyy `days` from today in the browser's time zone (the config's Europe/Rome). */
function dayFromToday(days: number) {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
}

/** The admin console's tab `name` counts some and lists them in its table `table`, not its empty state. */
async function expectTabRows(page: Page, name: string, table: string, path: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
  expect(await tabCount(page, name), `${name}: the tab's count`).toBeGreaterThan(0);
  const body = page.getByRole('table', { name: table }).locator('tbody');
  await expect(body.locator('tr').first(), `${name}: the first row`).toBeVisible();
  await expect(page.getByRole('table', { name: table }).locator('tbody[aria-busy="true"]')).toHaveCount(0);
  // The empty state is one row with a cell across every column.
  await expect(body.locator('td[colspan]'), `${name}: rows, not the empty state`).toHaveCount(0);
}

test.describe('in front of a §7-only backend', () => {
  test('a doctor signs in, searches, opens a record, adds a visit and signs out', async ({ page }) => {
    await signInThroughForm(page, accounts.doctor);
    const table = page.getByRole('table', { name: 'Active patients' });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(2);
    // What §7 cannot answer is not offered: no attention list, bulk export, two-step or sessions.
    await expect(page.getByTestId('attention-panel')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export all (FHIR)' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Two-step verification' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Active sessions' })).toHaveCount(0);

    // The search narrows the list the BFF keeps from §7's whole-list call.
    await page.getByRole('searchbox', { name: 'Search patients' }).fill('Bianchi');
    await expect(rows).toHaveCount(2);
    await rowWith(table, 'Tommaso').click();
    await expect(page).toHaveURL(/\/dashboard\/Patient\?id=.*completed=false/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tommaso Bianchi' })).toBeVisible();

    // The record: the visit history and a chart of the test results.
    const history = page.getByRole('table', { name: 'Visit history' });
    await expect(history.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('chart-range').first()).toHaveText(/^(Visits \d+–\d+ of \d+|All \d+ visits)$/);

    // A new visit, as patient-record.spec.ts adds one to the same patient.
    await page.getByRole('link', { name: 'New visit' }).click();
    await expect(page).toHaveURL(/\/dashboard\/NewVisit\?id=/);
    await page.getByRole('textbox', { name: /^Next visit/ }).fill(dayFromToday(14));
    await page.getByLabel(/^Treatment duration/).fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the new visit?');
    await expect(page).toHaveURL(/\/dashboard\/Patient\?id=.*completed=false/);
    await expect(history.getByRole('row').nth(1)).toContainText(dayFromToday(0));
    await expect(page.getByText(dayFromToday(14)).first()).toBeVisible();

    await signOut(page);
  });

  test('an admin lists clinicians, sites, devices, versions and pending users, adds a version and signs out', async ({ page }) => {
    await signInThroughForm(page, accounts.admin);
    await expectTabRows(page, 'Clinicians', 'Clinicians', 'ecps');
    await expectTabRows(page, 'Sites', 'Sites', 'sites');
    await expectTabRows(page, 'Devices', 'Devices', 'devices');
    // No device keys with §7: no registration.
    await expect(page.getByRole('button', { name: 'Register device' })).toHaveCount(0);
    await expectTabRows(page, 'Pending', 'Pending users', 'pending');
    // §7 can delete a registration but not approve one.
    await page
      .getByRole('table', { name: 'Pending users' })
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Approve' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectTabRows(page, 'Versions', 'Versions', 'versions');

    // A version older than any device's, so the fleet's "requires update" stays as other specs
    // expect it; removed again at the end.
    const number = `0.${Math.floor(Math.random() * 1000)}.${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'Add version' }).click();
    const form = panel(page, 'Add version');
    await form.getByLabel('Type').selectOption({ label: 'ES app' });
    await form.getByLabel('Version number').fill(number);
    await form.getByLabel('URL').fill(`https://updates.demo.example/esapp/${number}.zip`);
    await form.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Add this version?');
    const versions = page.getByRole('table', { name: 'Versions' });
    await expect(rowWith(versions, number)).toBeVisible();

    await rowAction(page, `ES app ${number}`, 'Remove version');
    await confirm(page, `Remove the version ES app ${number}?`, 'Remove version');
    await expect(rowWith(versions, number)).toHaveCount(0);

    await signOut(page);
  });

  test('appInfo names the legacy profile, and the filter refused no call', async ({ request }) => {
    const response = await request.post('/graphql', { data: { query: '{ appInfo { upstream { profile } } }' } });
    expect(response.ok(), await response.text()).toBe(true);
    expect(await response.json()).toEqual({ data: { appInfo: { upstream: { profile: 'LEGACY' } } } });

    // §7 was enough for every scenario of this file.
    expect(backend.filter.refused, refusedReport(backend.filter.refused)).toEqual([]);
  });
});
