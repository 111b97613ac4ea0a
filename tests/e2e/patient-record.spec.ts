// End-to-end: the patient record as doctor@demo.example — the visit history and a report download
// through its signed link (also from a page left open past the link's five minutes), the test
// popover and chart paging, the next-visit rule, a new visit (after §4's question), and a visit's
// printable report with its PDF.
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';
import { confirm, rowWith } from './support/console';

/** dd/mm/yyyy of today + `days` (the browser's local day). */
/** dd/mm/yyyy `days` from today in the browser's time zone (the config's Europe/Rome), not the runner's. */
function dayFromToday(days: number) {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
}

/** Opens the record of the demo patient with the most visits on the first page of the table. */
async function openPatientWithManyVisits(page: Page) {
  const table = page.getByRole('table', { name: 'Active patients' });
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('Bianchi');
  await expect(table.getByRole('row')).toHaveCount(2);
  await rowWith(table, 'Tommaso').click();
  await expect(page).toHaveURL(/\/dashboard\/Patient\?id=.*completed=false/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tommaso Bianchi' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search patients' }).waitFor({ state: 'detached' });
}

test.describe('patient record', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.doctor);
    await openPatientWithManyVisits(page);
  });

  test('the visit history pages by 4, and a report downloads through its signed link without a session', async ({ page }) => {
    const history = page.getByRole('table', { name: 'Visit history' });
    await expect(history.getByRole('row')).toHaveCount(5);
    const firstDate = (await history.getByRole('row').nth(1).textContent()) ?? '';
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(history.getByRole('row').nth(1)).not.toHaveText(firstDate);
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();

    // The first visit with uploaded files: its row opens to download links.
    const toggles = history.getByRole('button', { name: /^Files of the visit on/ });
    let href: string | null = null;
    for (let i = 0; i < (await toggles.count()) && !href; i += 1) {
      await toggles.nth(i).click();
      const link = history.getByRole('link').filter({ hasNotText: 'Open the visit report' }).first();
      if (await link.isVisible().catch(() => false)) href = await link.getAttribute('href');
      else await expect(history.getByText('No uploaded files').first()).toBeVisible();
    }
    expect(href, 'a visit with uploaded files on the first page').not.toBeNull();
    const visitor = await request.newContext();
    const answer = await visitor.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const token = href!.split('?')[0]!;
    expect((await visitor.get(`${token.slice(0, -3)}xyz`)).status()).toBe(404);
    await visitor.dispose();
  });

  test("a record left open past the links' five minutes still downloads a report, through a fresh link", async ({ page }) => {
    await page.clock.install();
    const history = page.getByRole('table', { name: 'Visit history' });
    const toggles = history.getByRole('button', { name: /^Files of the visit on/ });
    const files = history.getByRole('link').filter({ hasNotText: 'Open the visit report' });
    for (let i = 0; i < (await toggles.count()); i += 1) {
      await toggles.nth(i).click();
      if (
        await files
          .first()
          .isVisible()
          .catch(() => false)
      )
        break;
    }
    const link = files.first();
    const fileName = ((await link.textContent()) ?? '').trim();
    const stale = (await link.getAttribute('href'))!;
    // The page's clock moves six minutes on, past the link's five (within the 40 minutes of
    // inactivity that sign out); the server's clock cannot be moved here, so its answer to the old
    // link is made the expired one.
    await page.clock.fastForward('06:00');
    // A link names its expiry to the second: the fresh one differs from the stale one only when it
    // is issued in a later second than the page's (the server's clock is the real one).
    await page.waitForTimeout(1100);
    let staleOpened = false;
    await page.route(stale, async (route) => {
      staleOpened = true;
      await route.fulfill({ status: 410, contentType: 'text/html', body: '<h1>This download link has expired</h1>' });
    });

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(download.url()).not.toBe(stale);
    expect(await download.failure()).toBeNull();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(staleOpened).toBe(false);
    await expect(page).toHaveURL(/\/dashboard\/Patient\?id=/);
  });

  test('the test popover chooses the tabs, and a chart pages with its arrows', async ({ page }) => {
    const tabs = page.getByRole('tablist').last();
    await expect(tabs.getByRole('tab', { name: /^ACT/ })).toBeVisible();
    await page.getByRole('button', { name: /^Tests/ }).click();
    const popover = page.getByRole('dialog');
    // The checkbox input is visually hidden: its label is what a doctor clicks.
    await popover
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: /^ACT/ }) })
      .click();
    await expect(popover.getByRole('checkbox', { name: /^ACT/ })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(tabs.getByRole('tab', { name: /^ACT/ })).toHaveCount(0);
    await tabs.getByRole('tab', { name: /^CT/ }).click();

    const chart = page.getByRole('region', { name: /Horizontal and vertical deviation/ }).first();
    const range = chart.getByText(/^Visits \d+–\d+ of \d+$/);
    const before = await range.textContent();
    await chart.getByRole('button', { name: 'Older visits' }).click();
    await expect(range).not.toHaveText(before ?? '');
    await chart.getByRole('button', { name: 'Newer visits' }).click();
    await expect(range).toHaveText(before ?? '');
  });

  test('a next visit in the past is refused; a new visit appears at the top of the history', async ({ page }) => {
    await page.getByRole('button', { name: 'Change' }).click();
    const picker = page.getByRole('dialog', { name: 'Next visit date' });
    await picker.getByRole('textbox', { name: /^Next visit/ }).fill(dayFromToday(-1));
    await picker.getByRole('button', { name: 'Save' }).click();
    await expect(picker.getByText('Next visit date cannot be in the past')).toBeVisible();
    await picker.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'New visit' }).click();
    await expect(page).toHaveURL(/\/dashboard\/NewVisit\?id=/);
    await expect(page.getByText('Tommaso Bianchi')).toBeVisible();
    await page.getByRole('textbox', { name: /^Next visit/ }).fill(dayFromToday(14));
    await page.getByLabel(/^Treatment duration/).fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    // §4: No keeps what was typed; Yes saves.
    await confirm(page, 'Save the new visit?', 'No');
    await expect(page.getByLabel(/^Treatment duration/)).toHaveValue('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the new visit?');
    await expect(page).toHaveURL(/\/dashboard\/Patient\?id=.*completed=false/);
    const history = page.getByRole('table', { name: 'Visit history' });
    await expect(history.getByRole('row').nth(1)).toContainText(dayFromToday(0));
    await expect(history.getByRole('row').nth(1)).toContainText('0');
    await expect(page.getByText(dayFromToday(14)).first()).toBeVisible();
  });

  test('the visit report opens from the history, downloads as a PDF and leads back', async ({ page }) => {
    const history = page.getByRole('table', { name: 'Visit history' });
    // The newest visit with results (the test before adds one without any, whose report has no sections).
    const visit = history
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Files of the visit on/ }) })
      .filter({ hasNot: page.getByRole('cell', { name: '0', exact: true }) })
      .first();
    const firstDate = (await visit.getByRole('button').first().textContent())?.trim() ?? '';
    await visit.getByRole('button', { name: /^Files of the visit on/ }).click();
    await history.getByRole('link', { name: 'Open the visit report' }).click();
    await expect(page).toHaveURL(/\/dashboard\/visit-report\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tommaso Bianchi' })).toBeVisible();
    // .first(): an earlier visit of the same day appears again in the report's comparisons.
    await expect(page.getByText(firstDate, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    const [day, month, year] = firstDate.slice(0, 10).split('/');
    expect(download.suggestedFilename()).toBe(`visit-report-${day}-${month}-${year}.pdf`);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const pdf = await readFile(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the patient' }).click();
    await expect(page).toHaveURL(/\/dashboard\/Patient\?id=/);
  });

  test('the record has no serious accessibility violations', async ({ page }) => {
    await expect(page.getByRole('table', { name: 'Visit history' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
  });
});
