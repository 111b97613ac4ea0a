// End-to-end: the attention list above doctor@demo.example's tables: most urgent first
// (the longest overdue patient at the top), the reason filter with the whole list's counts, the
// demo's four showcase patients, one reason each in one line (README "Attention list"), the link to
// the record, a message, and a next visit that takes an overdue patient off the list; and the site
// admin's thresholds, checked and saved for the site.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';

const DATE = '\\d\\d/\\d\\d/\\d{4}';

const attentionPanel = (page: Page) => page.getByRole('region', { name: 'Needs attention' });
const entryOf = (panel: Locator, name: string) => panel.getByTestId('attention-entry').filter({ hasText: name });

/** Waits until the panel has read what it was asked for (aria-busy while a page or a fresh first page is read). */
const settled = (panel: Locator) => expect(panel).toHaveAttribute('aria-busy', 'false');

/** Reads pages until `name` is listed (the panel shows ten at a time, the server pages). */
async function showUntil(panel: Locator, name: string) {
  const more = panel.getByRole('button', { name: 'Show more' });
  await settled(panel);
  for (let i = 0; i < 20 && (await entryOf(panel, name).count()) === 0; i += 1) {
    await expect(more).toBeVisible();
    await more.click();
    await settled(panel);
  }
  await expect(entryOf(panel, name)).toBeVisible();
  return entryOf(panel, name);
}

/** Reads every page. */
async function showAll(panel: Locator) {
  const more = panel.getByRole('button', { name: 'Show more' });
  await settled(panel);
  for (let i = 0; i < 30 && (await more.isVisible()); i += 1) {
    const before = await panel.getByTestId('attention-entry').count();
    await more.click();
    await expect.poll(() => panel.getByTestId('attention-entry').count()).toBeGreaterThan(before);
    await settled(panel);
  }
}

function dayFromToday(days: number) {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
}

interface ListedEntry {
  node: { patient: { fullName: string }; reasons: { kind: string; daysOverdue: number | null }[] };
}

/** The whole list as GraphQL answers it: who is overdue by how many days, and the counts. */
async function attentionOfServer(page: Page) {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query: `{ doctorWorkspace { attention(first: 100, reason: OVERDUE) {
        totalCount countsByReason { kind count }
        edges { node { patient { fullName } reasons { kind daysOverdue } } } } } }`,
    },
  });
  expect(answer.ok()).toBe(true);
  const list = (await answer.json()).data.doctorWorkspace.attention as {
    totalCount: number;
    countsByReason: { kind: string; count: number }[];
    edges: ListedEntry[];
  };
  const overdue = list.edges.map(({ node }) => ({
    name: node.patient.fullName,
    days: node.reasons.find((reason) => reason.kind === 'OVERDUE')?.daysOverdue ?? 0,
  }));
  const count = (kind: string) => list.countsByReason.find((entry) => entry.kind === kind)?.count ?? 0;
  return { total: list.totalCount, count, longestOverdue: overdue.reduce((a, b) => (b.days > a.days ? b : a)) };
}

test.describe('attention list', () => {
  test('reads the most urgent first, the longest overdue patient at the top, and filters by reason', async ({ page }) => {
    await signIn(page, accounts.doctor);
    const panel = attentionPanel(page);
    await expect(panel).toBeVisible();
    await settled(panel);
    const server = await attentionOfServer(page);
    const entries = panel.getByTestId('attention-entry');
    await expect(entries).toHaveCount(10);
    // The demo's patient overdue the longest (686 days when seeded) comes first, overdue first among their reasons.
    await expect(entries.first().getByRole('link').first()).toHaveText(server.longestOverdue.name);
    await expect(entries.first().getByRole('listitem').first()).toContainText('Overdue');

    const filter = panel.getByRole('group', { name: 'Show the patients with this reason' });
    const chip = (label: string, count: number) => filter.getByRole('button', { name: `${label} ${count}`, exact: true });
    await expect(chip('All', server.total)).toHaveAttribute('aria-pressed', 'true');
    for (const [label, kind] of [
      ['Overdue', 'OVERDUE'],
      ['No recent test', 'NO_RECENT_TEST'],
      ['Failed test', 'FAILED_NOT_RETAKEN'],
    ]) {
      await expect(chip(label, server.count(kind))).toBeVisible();
    }

    // Worse only: every entry shows a worsening, Ella Brennan among them, and the counts stay the whole list's.
    const worse = server.count('WORSENED');
    expect(worse).toBeGreaterThan(0);
    await chip('Worse', worse).click();
    await expect(chip('Worse', worse)).toHaveAttribute('aria-pressed', 'true');
    await settled(panel);
    await showAll(panel);
    await expect(entries).toHaveCount(worse);
    for (const entry of await entries.all()) await expect(entry.getByText('Worse', { exact: true }).first()).toBeVisible();
    await expect(entryOf(panel, 'Ella Brennan')).toHaveCount(1);

    // Back to every reason, most urgent first again.
    await chip('All', server.total).click();
    await settled(panel);
    await expect(entries).toHaveCount(10);
    await expect(entries.first().getByRole('link').first()).toHaveText(server.longestOverdue.name);
  });

  test('names each reason in one line, links to the record and offers the fitting actions', async ({ page }) => {
    await signIn(page, accounts.doctor);
    const panel = attentionPanel(page);
    await expect(panel).toBeVisible();
    // Above the tables (once the table is there: on a loaded machine it may come after the panel).
    const table = page.getByRole('table', { name: 'Active patients' });
    await expect(table).toBeVisible();
    const panelBox = await panel.boundingBox();
    const tableBox = await table.boundingBox();
    expect(panelBox!.y).toBeLessThan(tableBox!.y);

    const grace = await showUntil(panel, 'Grace Holloway');
    await expect(grace).toContainText('Overdue');
    await expect(grace).toContainText(new RegExp(`Next visit was due on ${DATE}, 4 days ago`));
    const tomas = await showUntil(panel, 'Tomas Lindqvist');
    await expect(tomas).toContainText(new RegExp(`No test for 45 days \\(last on ${DATE}\\)`));
    await expect(tomas.getByRole('button', { name: 'Set the next visit of Tomas Lindqvist' })).toBeVisible();
    const ella = await showUntil(panel, 'Ella Brennan');
    // Each worsening names its baseline: the previous measurement and its date.
    for (const correction of ['without', 'with'])
      await expect(ella).toContainText(
        new RegExp(
          `ACT horizontal deviation worse ${correction} glasses since the previous measurement \\(${DATE}\\): 6 Δ → 14 Δ \\(threshold 5 Δ\\)`,
        ),
      );
    // Nothing to plan for a patient on plan: a message only.
    await expect(ella.getByRole('button', { name: /^Set the next visit/ })).toHaveCount(0);
    const luca = await showUntil(panel, 'Luca Moretti');
    await expect(luca).toContainText(
      new RegExp(`Visual acuity \\(chart\\) without glasses failed on ${DATE} and was not retaken \\(test aborted by user\\)`),
    );

    // A message to one patient, from their entry.
    await luca.getByRole('button', { name: 'Message Luca Moretti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send message' });
    await expect(dialog).toContainText('To Luca Moretti');
    await dialog.getByText('E-mail', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Please come in to repeat the visual acuity test this week.');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('Sent to 1 patient');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);

    // The record, from the name.
    const again = await showUntil(panel, 'Ella Brennan');
    await again.getByRole('link', { name: 'Ella Brennan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ella Brennan' })).toBeVisible();
    // Back, the dashboard shows what the store holds and asks the server again: once that answer
    // is in, the list starts over from its first page.
    const dashboardAnswered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/graphql' && response.request().postDataJSON()?.operationName === 'PatientsTabQuery',
    );
    await page.goBack();
    await dashboardAnswered;
    await expect(attentionPanel(page).getByTestId('attention-entry')).toHaveCount(10);

    // A new next visit takes an overdue patient off the list, and the Overdue counts follow at
    // once, without a reload: the status toggle above the table and the list's own reason chip.
    const overdueToggle = page.getByRole('group', { name: 'Patient status' }).getByRole('button', { name: /Overdue/ });
    const overdueChip = attentionPanel(page).getByRole('button', { name: /^Overdue/ });
    const countOf = async (button: Locator) => Number(((await button.textContent()) ?? '').replace(/\D+/g, ''));
    const [toggleBefore, chipBefore] = [await countOf(overdueToggle), await countOf(overdueChip)];
    const overdue = await showUntil(attentionPanel(page), 'Grace Holloway');
    await overdue.getByRole('button', { name: 'Set the next visit of Grace Holloway' }).click();
    const picker = page.getByRole('dialog', { name: 'Next visit date' });
    await picker.getByRole('textbox', { name: /^Next visit/ }).fill(dayFromToday(7));
    await picker.getByRole('button', { name: 'Save' }).click();
    await expect(picker).toHaveCount(0);
    await expect.poll(() => countOf(overdueToggle)).toBe(toggleBefore - 1);
    await expect.poll(() => countOf(overdueChip)).toBe(chipBefore - 1);
    await showAll(attentionPanel(page));
    await expect(entryOf(attentionPanel(page), 'Grace Holloway')).toHaveCount(0);
    await expect(entryOf(attentionPanel(page), 'Tomas Lindqvist')).toHaveCount(1);
  });

  test("a site admin sets the site's thresholds, checked before they are saved", async ({ page }) => {
    await signIn(page, accounts.siteAdmin);
    const openDialog = async () => {
      // The settings popover, opened unless hovering already did.
      const settings = page.getByRole('dialog').filter({ has: page.getByText('Site admin view') });
      if (!(await settings.isVisible())) await page.getByRole('button', { name: 'Settings' }).click();
      await expect(settings).toBeVisible();
      await settings.getByRole('button', { name: 'Attention list thresholds' }).click();
      const dialog = page.getByRole('dialog', { name: 'Attention list thresholds' });
      await expect(dialog.getByRole('spinbutton', { name: /^Days without a test/ })).toBeVisible();
      return dialog;
    };
    let dialog = await openDialog();
    const days = dialog.getByRole('spinbutton', { name: /^Days without a test/ });
    await expect(days).toHaveValue('30');
    await days.fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/^Each attention threshold is a number within its range/)).toBeVisible();
    await days.fill('60');
    await dialog.getByRole('spinbutton', { name: /^ACT deviation worse by/ }).fill('7.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    dialog = await openDialog();
    await expect(dialog.getByRole('spinbutton', { name: /^Days without a test/ })).toHaveValue('60');
    await expect(dialog.getByRole('spinbutton', { name: /^ACT deviation worse by/ })).toHaveValue('7.5');
    // Back to the defaults, for the site's doctors.
    await dialog.getByRole('button', { name: 'Use defaults' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a plain doctor has no thresholds to set', async ({ page }) => {
    await signIn(page, accounts.doctor);
    await expect(attentionPanel(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  });
});
