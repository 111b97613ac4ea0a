// End-to-end: the doctor's workspace as doctor@demo.example — search and time filter kept across
// visits, the overdue patients and their next visits, adding (with the U.S. state rule and §4's
// question before saving), editing and deleting a patient (also one deleted meanwhile in another
// tab), a refresh while offline that keeps the list, a message in the doctor's words to two patients
// (its truthful result and the record's message history), and the archive with a completed patient
// whose edit page is read-only.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn, mailboxMessage } from './support/portal';
import { confirm, expectErrorModal, rowAction, rowWith, tabCount } from './support/console';
import { choose } from './support/pickers';

/** A patient no other test (or earlier run on the same database) has used; names stay within 20 characters. */
function freshPatient(tag: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return { firstName: 'Nora', lastName: `${tag}${stamp}`, email: `e2e.${tag.toLowerCase()}.${stamp}@family.example` };
}
type Patient = ReturnType<typeof freshPatient>;
const fullName = (p: Patient) => `${p.firstName} ${p.lastName}`;

const patientsTable = (page: Page) => page.getByRole('table', { name: 'Active patients' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search patients' });

/** The days overdue each row of the page says ("5 days overdue"), top to bottom; null where it says none. */
async function daysOverdueShown(page: Page): Promise<(number | null)[]> {
  const rows = await patientsTable(page).getByRole('row').allInnerTexts();
  return rows.slice(1).map((text) => {
    const days = /(\d+) days? overdue/.exec(text)?.[1];
    return days === undefined ? null : Number(days);
  });
}

/** Every row says how many days overdue, in that order. */
function isSorted(values: (number | null)[], order: 'ascending' | 'descending'): boolean {
  const days = values.filter((value) => value !== null);
  if (days.length !== values.length) return false;
  return days.every((value, i) => i === 0 || (order === 'ascending' ? days[i - 1] <= value : days[i - 1] >= value));
}

/** Adds `patient` (Italian address) through /dashboard/AddPatient and waits for the row. */
async function addPatient(page: Page, patient: Patient) {
  await page.getByRole('button', { name: 'Add new patient' }).click();
  await expect(page).toHaveURL(/\/dashboard\/AddPatient$/);
  await page.getByLabel('First name').fill(patient.firstName);
  await page.getByLabel('Last name').fill(patient.lastName);
  await page.getByLabel('Date of birth').fill('12/04/2015');
  await page.getByLabel('E-mail').fill(patient.email);
  await choose(page, 'Country', 'ital', 'Italy');
  await page.getByLabel('City').fill('Roma');
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Save the new patient?');
  await expect(page).toHaveURL(/\/dashboard\/patients$/);
  await searchBox(page).fill(patient.lastName);
  await expect(rowWith(patientsTable(page), patient.lastName)).toBeVisible();
}

test.describe('doctor workspace', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.doctor);
    await expect(patientsTable(page).getByRole('row').nth(1)).toBeVisible();
  });

  test('the search text is kept when the doctor leaves the tab and comes back', async ({ page }) => {
    const firstRow = await patientsTable(page).getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
    const lastName = (firstRow ?? '').replace('Locked', '').replace('Pending pairing', '').trim();
    await searchBox(page).fill(lastName);
    await expect(patientsTable(page).getByRole('row').filter({ hasNotText: lastName }).nth(1)).toHaveCount(0);
    await page.getByRole('tab', { name: /^Archive/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/archive$/);
    await page.getByRole('tab', { name: /^Patients/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
    await expect(searchBox(page)).toHaveValue(lastName);
    await expect(rowWith(patientsTable(page), lastName).first()).toBeVisible();
    await searchBox(page).fill('');
  });

  test('the time filter narrows the list, is kept, and a second click clears it', async ({ page }) => {
    const rows = patientsTable(page).getByRole('row');
    const week = page.getByRole('button', { name: 'Last week', exact: true });
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await week.click();
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('time_toggle'))).toBe('week');
    // The demo's last week holds a handful of the 40 patients: one page, no pagination.
    await expect(page.getByRole('navigation', { name: /pagination/i })).toHaveCount(0);
    const inWeek = (await rows.count()) - 1;
    expect(inWeek).toBeGreaterThan(0);
    expect(inWeek).toBeLessThan(14);
    await page.reload();
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await week.click();
    await expect(week).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('time_toggle'))).toBeNull();
    await expect(rows).toHaveCount(15);
  });

  test('the Overdue toggle shows its count, lists only overdue patients and sorts them by next visit', async ({ page }) => {
    const overdue = page.getByRole('group', { name: 'Patient status' }).getByRole('button', { name: /^Overdue/ });
    const count = Number(((await overdue.textContent()) ?? '').replace(/\D+/g, ''));
    // The demo plans some next visits in the past.
    expect(count).toBeGreaterThan(0);
    await overdue.click();
    await expect(overdue).toHaveAttribute('aria-pressed', 'true');
    // Every row shown is overdue, and says so in words.
    await expect.poll(() => daysOverdueShown(page)).not.toContain(null);
    const pages = Math.ceil(count / 14);
    if (pages > 1) {
      await expect(page.getByRole('button', { name: `Page ${pages}`, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `Page ${pages + 1}`, exact: true })).toHaveCount(0);
    } else {
      await expect(patientsTable(page).getByRole('row')).toHaveCount(count + 1);
    }

    // The latest next visit first (fewest days overdue), then the earliest.
    const nextVisit = patientsTable(page).getByRole('button', { name: /^Next visit/ });
    await nextVisit.click();
    await expect(patientsTable(page).getByRole('columnheader', { name: /^Next visit/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => isSorted(await daysOverdueShown(page), 'ascending')).toBe(true);
    await nextVisit.click();
    await expect(patientsTable(page).getByRole('columnheader', { name: /^Next visit/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => isSorted(await daysOverdueShown(page), 'descending')).toBe(true);

    await overdue.click();
    await expect(page.getByRole('button', { name: /^All patients/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('adding a U.S. patient needs a state; once given the row and the badge appear; then edit and delete', async ({ page }) => {
    const patient = freshPatient('Add');
    const before = await tabCount(page, 'Patients');
    await page.getByRole('button', { name: 'Add new patient' }).click();
    await page.getByLabel('First name').fill(patient.firstName);
    await page.getByLabel('Last name').fill(patient.lastName);
    await page.getByLabel('Date of birth').fill('30/09/2014');
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    await page.getByLabel('E-mail').fill(patient.email);
    await choose(page, 'Country', 'united st', 'United States of America');
    await page.getByLabel('City').fill('Boston');
    await page.getByLabel('Street').fill('12 Beacon St');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectErrorModal(page, 'Could not save patient', ['Fill all required fields']);
    await expect(page.getByText('State is required')).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveValue(patient.lastName);
    await choose(page, /^State/, 'massa', 'Massachusetts');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the new patient?');
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
    await expect.poll(() => tabCount(page, 'Patients')).toBe(before + 1);
    await searchBox(page).fill(patient.lastName);
    const row = rowWith(patientsTable(page), patient.lastName);
    await expect(row).toContainText('30/09/2014');
    // Pending device pairing: greyed and said so.
    await expect(row).toContainText('Pending pairing');

    await rowAction(page, fullName(patient), 'Edit details');
    await expect(page).toHaveURL(/\/dashboard\/EditPatient\?id=/);
    await expect(page.getByLabel('E-mail')).toHaveValue(patient.email);
    await page.getByLabel('First name').fill('Norah');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the changes to this patient?');
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
    await searchBox(page).fill(patient.lastName);
    await expect(rowWith(patientsTable(page), patient.lastName)).toContainText('Norah');

    await rowAction(page, `Norah ${patient.lastName}`, 'Delete patient');
    await confirm(page, `Delete Norah ${patient.lastName}?`, 'Delete patient');
    await expect(rowWith(patientsTable(page), patient.lastName)).toHaveCount(0);
    await expect.poll(() => tabCount(page, 'Patients')).toBe(before);
  });

  test('a valid new patient is saved only after Yes: No keeps everything typed and sends nothing', async ({ page }) => {
    const patient = freshPatient('No');
    await page.getByRole('button', { name: 'Add new patient' }).click();
    await page.getByLabel('First name').fill(patient.firstName);
    await page.getByLabel('Last name').fill(patient.lastName);
    await page.getByLabel('Date of birth').fill('12/04/2015');
    await page.getByLabel('E-mail').fill(patient.email);
    let created = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('useCreatePatientMutation')) created += 1;
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the new patient?', 'No');
    await expect(page).toHaveURL(/\/dashboard\/AddPatient$/);
    await expect(page.getByLabel('Last name')).toHaveValue(patient.lastName);
    await expect(page.getByLabel('E-mail')).toHaveValue(patient.email);
    expect(created).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the new patient?');
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
    expect(created).toBe(1);
  });

  test('a patient deleted meanwhile in another tab: "Could not delete patient" says so and the row leaves', async ({ page }) => {
    const patient = freshPatient('Gone');
    await addPatient(page, patient);
    const other = await page.context().newPage();
    await other.goto('/dashboard/patients');
    await searchBox(other).fill(patient.lastName);
    // The search has answered (only the header and the patient's row are left) before a row's
    // menu opens: a late answer re-renders the table under an open menu.
    await expect(patientsTable(other).getByRole('row').filter({ hasNotText: patient.lastName }).nth(1)).toHaveCount(0);
    await rowAction(other, fullName(patient), 'Delete patient');
    await confirm(other, `Delete ${fullName(patient)}?`, 'Delete patient');
    await expect(rowWith(patientsTable(other), patient.lastName)).toHaveCount(0);
    await other.close();

    // This tab still shows the row; deleting it again tells why nothing was done, and the row goes.
    const before = await tabCount(page, 'Patients');
    await rowAction(page, fullName(patient), 'Delete patient');
    await confirm(page, `Delete ${fullName(patient)}?`, 'Delete patient');
    await expectErrorModal(page, 'Could not delete patient', [
      'This patient had already been deleted, for example in another tab, and is no longer listed',
    ]);
    await expect(rowWith(patientsTable(page), patient.lastName)).toHaveCount(0);
    await expect.poll(() => tabCount(page, 'Patients')).toBe(before - 1);
  });

  test('a refresh while offline keeps the list and says since when it is shown; back online it refreshes', async ({ page, context }) => {
    const rows = patientsTable(page).getByRole('row');
    // The dashboard's later parts (statistics, charts) have loaded: the network goes away for the
    // Refresh alone, not for a query still on its way (which would rightly report an error).
    await page.waitForLoadState('networkidle');
    // So have the overlays that show notices (a second after the first paint, DeferredOverlays.tsx):
    // the toaster's region is there.
    await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
    const shown = await rows.allInnerTexts();
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Refresh' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'The portal could not be reached' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(/The list shows the data from \d{2}:\d{2}\./);
      // No error page, no modal: the same rows, still usable.
      await expect(page.getByRole('heading', { name: 'Connection Error' })).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(await rows.allInnerTexts()).toEqual(shown);
      await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(rows.nth(1)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connection Error' })).toHaveCount(0);
  });

  test('leaving the new-patient form with typed text asks first, and No keeps it', async ({ page }) => {
    await page.getByRole('button', { name: 'Add new patient' }).click();
    await page.getByLabel('First name').fill('Unsaved');
    await page.getByRole('button', { name: /back/i }).first().click();
    await confirm(page, 'Withdraw the new patient?', 'Keep editing');
    await expect(page.getByLabel('First name')).toHaveValue('Unsaved');
    await page.getByRole('button', { name: /back/i }).first().click();
    await confirm(page, 'Withdraw the new patient?', 'Withdraw');
    await expect(page).toHaveURL(/\/dashboard\/patients$/);
  });

  test("a message in the doctor's words reaches the two selected patients, says who has no phone, and shows in the record", async ({
    page,
  }) => {
    const tag = freshPatient('Msg').lastName;
    const first = { ...freshPatient('MsgA'), lastName: `${tag}a` };
    const second = { ...freshPatient('MsgB'), lastName: `${tag}b` };
    await addPatient(page, first);
    await addPatient(page, second);
    await searchBox(page).fill(tag);
    const table = patientsTable(page);
    await expect(table.getByRole('row')).toHaveCount(3);
    // The checkbox input is visually hidden under its drawn control: force clicks the control's spot.
    await table.getByRole('checkbox', { name: `Select ${fullName(first)}` }).check({ force: true });
    await table.getByRole('checkbox', { name: `Select ${fullName(second)}` }).check({ force: true });
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send message to patients' });
    const send = dialog.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await dialog.getByText('SMS and e-mail', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: /^SMS and e-mail/ })).toBeChecked();
    const message = dialog.getByRole('textbox', { name: 'Message' });
    await message.fill('Hello , your next check-up is coming: please call us to confirm.');
    await message.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(6, 6));
    await dialog.getByRole('button', { name: "Insert the patient's first name" }).click();
    await expect(message).toHaveValue('Hello {firstName}, your next check-up is coming: please call us to confirm.');
    await expect(dialog.getByTestId('message-size')).toHaveText('75 / 500 characters · 1 SMS segment');
    await send.click();

    // Added with an e-mail address and no phone: each is reached by e-mail, and the SMS is owned up to.
    const result = dialog.getByRole('status');
    await expect(result).toContainText('Sent to 2 patients');
    const notBySms = result.getByRole('listitem');
    await expect(notBySms).toHaveCount(1);
    await expect(notBySms).toContainText('Not sent by SMS to');
    for (const patient of [first, second]) await expect(notBySms).toContainText(fullName(patient));
    await expect(notBySms).toContainText(': no phone number');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
    for (const patient of [first, second]) {
      expect(await mailboxMessage(page, patient.email, 'A reminder about your vision therapy')).toContain(
        `Hello ${patient.firstName}, your next check-up is coming`,
      );
    }

    // The record lists the message as sent, its placeholder filled in.
    await rowWith(table, first.lastName).click();
    await expect(page.getByRole('heading', { level: 1, name: fullName(first) })).toBeVisible();
    const history = page.getByRole('list', { name: 'Messages sent' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem')).toContainText('E-mail');
    await expect(history.getByRole('listitem')).toContainText(`Hello ${first.firstName}, your next check-up is coming`);
    await expect(history.getByRole('listitem')).toContainText(/Queued|Sent/);
  });

  test('the archive lists completed patients; one opens read-only with the way back to the archive', async ({ page }) => {
    await page.getByRole('tab', { name: /^Archive/ }).click();
    const archive = page.getByRole('table', { name: 'Archived patients' });
    await expect(archive.getByRole('row')).toHaveCount((await tabCount(page, 'Archive')) + 1);
    await expect(archive.getByRole('img', { name: 'Missed more than 30%' }).first()).toBeVisible();
    const row = archive.getByRole('row').nth(1);
    const lastName = ((await row.getByRole('cell').nth(2).textContent()) ?? '').trim();
    await row.click();
    await expect(page).toHaveURL(/\/dashboard\/Patient\?id=.*completed=true/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lastName);
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();

    // Its edit page, opened by address, is read-only: why, no Save, and the way back to the record.
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await page.goto(`/dashboard/EditPatient?id=${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Patient details' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'has completed the treatment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByLabel('First name')).toBeDisabled();
    await page.getByRole('link', { name: 'Back to the patient record' }).click();
    await expect(page).toHaveURL(/\/dashboard\/Patient\?id=.*completed=true/);

    await page.getByRole('link', { name: 'Back to archive' }).click();
    await expect(page).toHaveURL(/\/dashboard\/archive$/);
  });
});
