// End-to-end: progress at a glance on the demo patient with the most visits, as
// doctor@demo.example: each key measure's first, best and latest reading with its visit date, the
// change in words (never only a colour) and a sparkline over every visit, at 1440 px, in English and
// in Hebrew (right to left). Screenshots of both are attached to the test's results.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';
import { rowWith } from './support/console';

async function openTommaso(page: Page) {
  const table = page.getByRole('table', { name: 'Active patients' });
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('Bianchi');
  await expect(table.getByRole('row')).toHaveCount(2);
  await rowWith(table, 'Tommaso').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tommaso Bianchi' })).toBeVisible();
}

/** Stores the doctor's language as the language menu does, so a reload shows it. */
async function changeLanguage(page: Page, language: 'EN' | 'HE') {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: `mutation { changeLanguage(input: { language: ${language} }) { errors { title } } }` },
  });
  expect(answer.ok()).toBe(true);
  expect((await answer.json()).data.changeLanguage.errors).toEqual([]);
  await page.evaluate((code) => window.localStorage.setItem('language', code), language.toLowerCase());
}

// Every change names its baseline: the first visit and its date.
const SINCE = ' since the first visit \\(\\d\\d/\\d\\d/\\d{4}\\)';
const CHANGE = new RegExp(
  `^((Improved|Worse)( by \\d[\\d.]* (Δ|logMAR|"))?${SINCE}|(Unchanged|Within retest variation)${SINCE}|Measured once)$`,
);

test.describe('progress at a glance', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.doctor);
  });

  test('shows first, best and latest of each key measure with the change in words and a sparkline', async ({ page }, testInfo) => {
    await openTommaso(page);
    const panel = page.getByRole('region', { name: 'Progress at a glance' });
    const table = panel.getByRole('table', { name: 'Progress at a glance' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Measure',
      'First',
      'Best',
      'Latest',
      'Change since the first visit',
      'Every visit',
    ]);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    expect(await rows.count()).toBeGreaterThan(2);
    for (const row of await rows.all()) {
      const cells = row.getByRole('cell');
      // First, best and latest: a value with its unit (or no stereo) over a dd/mm/yyyy date.
      for (const index of [1, 2, 3])
        await expect(cells.nth(index)).toHaveText(/^(-?\d[\d.]* (Δ|logMAR)( \w+)?|\d+"|No stereo)\d\d\/\d\d\/\d{4}$/);
      await expect(cells.nth(4)).toHaveText(CHANGE);
      await expect(row.getByRole('img', { name: /visits, oldest first/ })).toBeVisible();
    }
    // A course of several visits says which way it went, in words and with an icon.
    const moved = rows.filter({ has: page.getByText(/^(Improved|Worse)/) });
    await expect(moved.first()).toBeVisible();
    await expect(moved.first().getByRole('cell').nth(4).locator('svg')).toBeVisible();
    const shot = testInfo.outputPath('progress-en.png');
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('progress-en', { path: shot, contentType: 'image/png' });
    await panel.screenshot({ path: testInfo.outputPath('progress-en-panel.png') });
  });

  test('the demo shows a clear improvement and a clear worsening, in words', async ({ page }) => {
    // The attention showcase (rest-api seed/attention.ts): Tomas Lindqvist's ACT went 16 → 10 → 6 Δ
    // and his left eye 0.5 → 0.2 logMAR; Ella Brennan's ACT went 6 → 14 Δ.
    const progressRow = (name: RegExp) =>
      page
        .getByRole('table', { name: 'Progress at a glance' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell').first().filter({ hasText: name }) });
    const openPatient = async (lastName: string, fullName: string) => {
      await page.goto('/dashboard/patients');
      const table = page.getByRole('table', { name: 'Active patients' });
      await page.getByRole('searchbox', { name: 'Search patients' }).fill(lastName);
      await expect(table.getByRole('row')).toHaveCount(2);
      await rowWith(table, lastName).click();
      await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    };

    await openPatient('Lindqvist', 'Tomas Lindqvist');
    const act = progressRow(/^ACT horizontal deviation\s*Without glasses$/);
    await expect(act).toHaveAttribute('data-direction', 'BETTER');
    await expect(act.getByRole('cell').nth(4)).toHaveText(new RegExp(`^Improved by 10 Δ${SINCE}$`));
    await expect(act.getByRole('img', { name: 'ACT horizontal deviation, 3 visits, oldest first: 16 Δ, 10 Δ, 6 Δ' })).toBeVisible();
    await expect(
      progressRow(/^Visual acuity, left eye\s*Without glasses$/)
        .getByRole('cell')
        .nth(4),
    ).toHaveText(new RegExp(`^Improved by 0.3 logMAR${SINCE}$`));

    await openPatient('Brennan', 'Ella Brennan');
    const worse = progressRow(/^ACT horizontal deviation\s*With glasses$/);
    await expect(worse).toHaveAttribute('data-direction', 'WORSE');
    await expect(worse.getByRole('cell').nth(4)).toHaveText(new RegExp(`^Worse by 8 Δ${SINCE}$`));
  });

  test('the report of an earlier visit sums up the course up to that visit, never a later one', async ({ page }) => {
    await openTommaso(page);
    const history = page.getByRole('button', { name: /^Files of the visit on / });
    const earlier = history.nth(3);
    const date = ((await earlier.textContent()) ?? '').trim().slice(0, 10);
    await earlier.click();
    await page.getByRole('link', { name: 'Open the visit report' }).click();
    await expect(page).toHaveURL(/\/dashboard\/visit-report/);
    await expect(page.getByText('Confidential: contains patient health information')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Progress at a glance' });
    await expect(panel.getByRole('columnheader', { name: 'Latest' })).toBeVisible();
    const day = (text: string) => text.split('/').reverse().join('');
    const dates = (await panel.getByText(/^\d\d\/\d\d\/\d{4}$/).allTextContents()).map(day);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((shown) => shown <= day(date))).toBe(true);
  });

  test('reads right to left in Hebrew', async ({ page }, testInfo) => {
    try {
      await changeLanguage(page, 'HE');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const table = page.getByRole('table', { name: 'מטופלים פעילים' });
      await page.getByRole('searchbox').first().fill('Bianchi');
      await expect(table.getByRole('row')).toHaveCount(2);
      await rowWith(table, 'Tommaso').click();
      const panel = page.getByRole('region', { name: 'התקדמות במבט חטוף' });
      await expect(panel.getByRole('columnheader', { name: 'הטוב ביותר' })).toBeVisible();
      await expect(panel.getByText(/^(השתפר|החמיר|ללא שינוי|בטווח השונות|נמדד פעם אחת)/).first()).toBeVisible();
      // The baseline in Hebrew too, its date one left-to-right run.
      await expect(panel.getByText(/מאז הביקור הראשון \(\u2066\d\d\/\d\d\/\d{4}\u2069\)$/).first()).toBeVisible();
      // The first reading sits at the reading start: right of the latest on a right-to-left page.
      const [first, latest] = [1, 3].map((index) => panel.getByRole('row').nth(1).getByRole('cell').nth(index));
      expect((await first.boundingBox())!.x).toBeGreaterThan((await latest.boundingBox())!.x);
      const shot = testInfo.outputPath('progress-he.png');
      await page.screenshot({ path: shot, fullPage: true });
      await testInfo.attach('progress-he', { path: shot, contentType: 'image/png' });
      await panel.screenshot({ path: testInfo.outputPath('progress-he-panel.png') });
    } finally {
      await changeLanguage(page, 'EN');
    }
  });
});
