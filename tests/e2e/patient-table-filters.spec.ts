// End-to-end: the patient tables' column filters as the server applies them — a date column's
// condition (§2 search options: less than, greater than, include, as before, after and on a day)
// that keeps only those patients, survives leaving the tab and clears; every value of a checkbox
// filter unticked says nothing matches rather than "no patients yet"; and table cells
// that follow a language switch without a reload, on the patients list and the admin console.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';

// Days shown in UTC, the days the filter compares (domain dateCondition.ts): the check below reads
// the dates on screen, so a visit late in the evening must not move to the next day.
test.use({ timezoneId: 'UTC' });

const patientsTable = (page: Page) => page.getByRole('table', { name: 'Active patients' });
const DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoOf = (shown: string) => shown.replace(DAY, '$3-$2-$1');
// A poll whose every try reads every page: room for a few tries on a loaded machine.
const EVERY_PAGE = { timeout: 30_000 };

/** The Last visit cells of every page of the list (dd/mm/yyyy, '' without a visit), back on page 1 after. */
async function lastVisitsOfEveryPage(page: Page): Promise<string[]> {
  const table = patientsTable(page);
  const settled = () => expect(table.locator('tbody[aria-busy="true"]')).toHaveCount(0);
  await settled();
  const column = (await table.getByRole('columnheader').allInnerTexts()).findIndex((text) => text.startsWith('Last visit'));
  const shown: string[] = [];
  let number = 1;
  for (;;) {
    // One round trip a page: a call per cell made a read of every page outlast the poll's time on a
    // loaded CI machine (the predicate never returned once in 10 s).
    shown.push(
      ...(await table
        .locator('tbody tr')
        .evaluateAll((rows, index) => rows.map((row) => ((row as HTMLTableRowElement).cells[index]?.innerText ?? '').trim()), column)),
    );
    const next = page.getByRole('button', { name: `Page ${number + 1}`, exact: true });
    if ((await next.count()) === 0) break;
    const firstRow = await table.getByRole('row').nth(1).innerText();
    await next.click();
    await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRow);
    await settled();
    number += 1;
  }
  if (number > 1) {
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await settled();
  }
  return shown;
}

async function chooseCondition(page: Page, column: string, condition: 'Before' | 'After' | 'On', day: string) {
  await patientsTable(page)
    .getByRole('button', { name: new RegExp(`^Filter ${column}`) })
    .click();
  const filter = page.getByRole('group', { name: `Filter ${column}` });
  await filter.getByLabel('Condition').selectOption({ label: condition });
  await filter.getByPlaceholder('dd/mm/yyyy').fill(day);
  await filter.getByRole('button', { name: 'Apply' }).click();
}

test.describe('patient tables: column filters', () => {
  test('"last visit before <date>" shows only those patients, survives leaving the tab, and clears', async ({ page }) => {
    // It reads every page of the list four times: more than the default time on a loaded machine.
    test.slow();
    await signIn(page, accounts.doctor);
    await expect(patientsTable(page).getByRole('row').nth(1)).toBeVisible();
    const everyone = await lastVisitsOfEveryPage(page);
    const visited = everyone
      .filter((shown) => DAY.test(shown))
      .map(isoOf)
      .sort();
    // A day between the visits, so the condition keeps some patients and leaves others.
    const pivot = visited[Math.floor(visited.length / 2)];
    const [year, month, day] = pivot.split('-');
    const expected = visited.filter((iso) => iso < pivot);
    expect(expected.length).toBeGreaterThan(0);

    await chooseCondition(page, 'Last visit', 'Before', `${day}/${month}/${year}`);
    const header = patientsTable(page).getByRole('columnheader', { name: /Last visit/ });
    await expect(header).toContainText(`Before ${day}/${month}/${year}`);
    await expect(patientsTable(page).getByRole('button', { name: `Filter Last visit: Before ${day}/${month}/${year}` })).toBeVisible();
    await expect.poll(async () => (await lastVisitsOfEveryPage(page)).length, EVERY_PAGE).toBe(expected.length);
    const kept = await lastVisitsOfEveryPage(page);
    expect(kept.map(isoOf).sort()).toEqual(expected);

    // To the archive and back: the condition holds, and so does the narrowed list.
    await page.getByRole('tab', { name: /Archive/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/archive$/);
    await page.getByRole('tab', { name: /Patients/ }).click();
    await expect(patientsTable(page).getByRole('columnheader', { name: /Last visit/ })).toContainText(`Before ${day}/${month}/${year}`);
    // The tab shows what the store holds, then the server's answer: count once that has come.
    await expect.poll(async () => (await lastVisitsOfEveryPage(page)).length, EVERY_PAGE).toBe(expected.length);

    await patientsTable(page)
      .getByRole('button', { name: /^Filter Last visit/ })
      .click();
    await page.getByRole('group', { name: 'Filter Last visit' }).getByRole('button', { name: 'Clear filter' }).click();
    await expect(header).not.toContainText('Before');
    await expect.poll(async () => (await lastVisitsOfEveryPage(page)).length, EVERY_PAGE).toBe(everyone.length);
  });

  test('unticking every gender says no patient matches, not that there are none yet', async ({ page }) => {
    await signIn(page, accounts.doctor);
    await patientsTable(page).getByRole('button', { name: 'Filter Gender' }).click();
    await page.getByRole('group', { name: 'Filter Gender' }).getByText('Select all').click();
    await expect(patientsTable(page)).toContainText('No patients match the search and filters.');
    await expect(page.getByText(/No patients yet/)).toHaveCount(0);
    await page.getByRole('group', { name: 'Filter Gender' }).getByText('Select all').click();
    await expect(patientsTable(page).getByRole('row')).toHaveCount(15);
  });
});

test.describe('tables after a language switch', () => {
  async function switchTo(page: Page, from: string, to: string) {
    await page.getByRole('button', { name: from }).click();
    await page.getByRole('menuitem', { name: to }).click();
  }

  test('the patients list translates its gender cells without a reload', async ({ page }) => {
    await signIn(page, accounts.doctor);
    const table = patientsTable(page);
    await expect(table.getByRole('cell', { name: 'Female', exact: true }).first()).toBeVisible();
    try {
      await switchTo(page, 'Language', 'Italiano');
      const italian = page.getByRole('table', { name: 'Pazienti attivi' });
      await expect(italian.getByRole('cell', { name: 'Femmina', exact: true }).first()).toBeVisible();
      await expect(italian.getByRole('cell', { name: 'Maschio', exact: true }).first()).toBeVisible();
      await expect(italian.getByRole('cell', { name: 'Female', exact: true })).toHaveCount(0);
      await expect(italian.getByRole('cell', { name: 'Male', exact: true })).toHaveCount(0);
    } finally {
      await switchTo(page, 'Lingua', 'English');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await expect(table.getByRole('cell', { name: 'Female', exact: true }).first()).toBeVisible();
  });

  test("the admin console's ECPs translate their profession without a reload", async ({ page }) => {
    await signIn(page, accounts.admin);
    const table = page.getByRole('table', { name: 'Clinicians' });
    await expect(table.getByRole('cell', { name: 'Ophthalmologist', exact: true }).first()).toBeVisible();
    try {
      await switchTo(page, 'Language', 'Italiano');
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      await expect(page.getByRole('cell', { name: 'Oftalmologo', exact: true }).first()).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Ophthalmologist', exact: true })).toHaveCount(0);
    } finally {
      await switchTo(page, 'Lingua', 'English');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });
});
