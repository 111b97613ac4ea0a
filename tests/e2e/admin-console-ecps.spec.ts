// End-to-end: the admin console's Clinicians (ECPs) and Pending tabs as admin@demo.example —
// inviting a clinician (invitation in the dev mailbox), lock/unlock, messages, deleting a registration.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, signIn, mailboxMessage } from './support/portal';
import { confirm, expectErrorModal, panel, rowAction, rowWith, tabCount } from './support/console';

/** A clinician no other test (or earlier run on the same database) has used; names stay within 20 characters. */
function freshClinician(tag: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return {
    firstName: 'Ilaria',
    lastName: `${tag}${stamp}`,
    email: `e2e.${tag.toLowerCase()}.${stamp}@clinic.example`,
    phone: '+39 06 5550123',
  };
}
type Clinician = ReturnType<typeof freshClinician>;
const fullName = (c: Clinician) => `${c.firstName} ${c.lastName}`;

/** Narrows the tab's table with its search box, so a row on a later page is shown. */
async function search(page: Page, tab: string, text: string) {
  await page.getByRole('searchbox', { name: `Search ${tab}` }).fill(text);
  // The server searches once typing pauses (300 ms): wait for that page to arrive, so a row is not
  // replaced while it is being clicked.
  await page.waitForTimeout(400);
  await expect(page.getByRole('table', { name: tab }).locator('tbody[aria-busy]')).toHaveCount(0);
}

/** The yes/no mark in `row` under the column headed `header` ("Locked", "Pending", …). */
async function markIn(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.findIndex((text) => text.startsWith(header));
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index).getByRole('img');
}

/** Adds `clinician` at Demo Eye Clinic through the Add clinician panel and waits for the row. */
async function addClinician(page: Page, clinician: Clinician) {
  await page.getByRole('button', { name: 'Add clinician' }).click();
  const form = panel(page, 'Add clinician');
  await form.getByLabel('First name').fill(clinician.firstName);
  await form.getByLabel('Last name').fill(clinician.lastName);
  await form.getByLabel('Profession').selectOption({ label: 'Orthoptist' });
  await form.getByLabel('Medical license').fill('E2E-ORT-1');
  await form.getByLabel('E-mail').fill(clinician.email);
  await form.getByLabel('Phone').fill(clinician.phone);
  await form.getByRole('combobox', { name: 'Site', exact: true }).selectOption({ label: 'Demo Eye Clinic' });
  await form.getByRole('button', { name: 'Save' }).click();
  await confirm(page, 'Add this clinician?');
  await expect(form).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Clinicians' });
  await search(page, 'Clinicians', clinician.lastName);
  await expect(rowWith(table, clinician.email)).toBeVisible();
}

test.describe('admin console: clinicians', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.admin);
  });

  test('an admin adds a clinician: validation first, then a pending row, the badge, and the invitation in the mailbox', async ({
    page,
  }) => {
    const clinician = freshClinician('Invite');
    const table = page.getByRole('table', { name: 'Clinicians' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const before = await tabCount(page, 'Clinicians');

    await page.getByRole('button', { name: 'Add clinician' }).click();
    const form = panel(page, 'Add clinician');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('ECP was not created');
    await form.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(form).toHaveCount(0);

    await addClinician(page, clinician);
    const row = rowWith(table, clinician.email);
    await expect(row).toContainText(clinician.lastName);
    await expect(row).toContainText('Orthoptist');
    await expect(row).toContainText('Demo Eye Clinic');
    await expect(await markIn(table, row, 'Pending')).toHaveAccessibleName('Yes');
    await expect(await markIn(table, row, 'Locked')).toHaveAccessibleName('No');
    await expect.poll(() => tabCount(page, 'Clinicians')).toBe(before + 1);

    const invitation = await mailboxMessage(page, clinician.email, 'create-password');
    expect(invitation).toContain('Your Vista Portal account');
    expect(invitation).toContain('Demo Eye Clinic');
    expect(invitation).toMatch(/https?:\/\/\S+\/create-password\?token=\S+/);

    // The edit form shows the saved details; the site is fixed once the clinician exists.
    await rowAction(page, fullName(clinician), 'Edit ECP details');
    const edit = panel(page, 'Edit ECP details');
    await expect(edit.getByLabel('E-mail')).toHaveValue(clinician.email);
    await expect(edit.getByRole('combobox', { name: 'Site', exact: true })).toBeDisabled();
    await edit.getByLabel('Medical license').fill('E2E-ORT-2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the changes to this clinician?');
    await expect(edit).toHaveCount(0);
    await rowAction(page, fullName(clinician), 'Edit ECP details');
    await expect(edit.getByLabel('Medical license')).toHaveValue('E2E-ORT-2');
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(edit).toHaveCount(0);
  });

  test('two admins edit one clinician: the later save shows the earlier one beside its own and overwrites only when told', async ({
    page,
    browser,
  }) => {
    const clinician = freshClinician('Both');
    await addClinician(page, clinician);
    await rowAction(page, fullName(clinician), 'Edit ECP details');
    const mine = panel(page, 'Edit ECP details');
    await expect(mine.getByLabel('E-mail')).toHaveValue(clinician.email);

    // A second admin, in another browser, changes the phone number meanwhile.
    const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const other = await otherContext.newPage();
      await signIn(other, accounts.admin);
      await search(other, 'Clinicians', clinician.lastName);
      await rowAction(other, fullName(clinician), 'Edit ECP details');
      const theirs = panel(other, 'Edit ECP details');
      await theirs.getByLabel('Phone').fill('+39 06 5559999');
      await theirs.getByRole('button', { name: 'Save' }).click();
      await confirm(other, 'Save the changes to this clinician?');
      await expect(theirs).toHaveCount(0);
    } finally {
      await otherContext.close();
    }

    await mine.getByLabel('Notes').fill('Mornings only');
    await mine.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the changes to this clinician?');
    const conflict = page.getByRole('alertdialog', { name: 'Changed by someone else' });
    await expect(conflict).toContainText('This record was changed by someone else since you opened it');
    const rows = conflict.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Phone');
    await expect(rows.nth(1)).toContainText('+39 06 5550123');
    await expect(rows.nth(1)).toContainText('+39 06 5559999');
    await expect(rows.nth(2)).toContainText('Mornings only');
    if (process.env.E2E_SCREENSHOTS) await page.waitForTimeout(500);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/edit-conflict.png` });

    // Taking the saved values keeps the form open with them; saving then changes nothing of theirs.
    await conflict.getByRole('button', { name: 'Use the saved values' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(mine.getByLabel('Phone')).toHaveValue('+39 06 5559999');
    await mine.getByLabel('Notes').fill('Mornings only');
    await mine.getByRole('button', { name: 'Save' }).click();
    await confirm(page, 'Save the changes to this clinician?');
    await expect(mine).toHaveCount(0);
    await rowAction(page, fullName(clinician), 'Edit ECP details');
    await expect(mine.getByLabel('Phone')).toHaveValue('+39 06 5559999');
    await expect(mine.getByLabel('Notes')).toHaveValue('Mornings only');
  });

  test('an admin locks a clinician after confirming (No keeps it unlocked), then unlocks it', async ({ page }) => {
    const clinician = freshClinician('Lock');
    const name = fullName(clinician);
    const table = page.getByRole('table', { name: 'Clinicians' });
    await addClinician(page, clinician);
    const row = rowWith(table, clinician.email);
    const locked = async () => markIn(table, row, 'Locked');
    await expect(await locked()).toHaveAccessibleName('No');

    await rowAction(page, name, 'Lock ECP');
    await confirm(page, `Lock ${name}?`, 'No');
    await expect(await locked()).toHaveAccessibleName('No');
    await expect(row).not.toHaveAttribute('data-muted');

    await rowAction(page, name, 'Lock ECP');
    await confirm(page, `Lock ${name}?`, 'Lock ECP');
    await expect(await locked()).toHaveAccessibleName('Yes');
    await expect(row).toHaveAttribute('data-muted', '');

    await rowAction(page, name, 'Unlock ECP');
    await confirm(page, `Unlock ${name}?`, 'Unlock ECP');
    await expect(await locked()).toHaveAccessibleName('No');
    await expect(row).not.toHaveAttribute('data-muted');
  });

  test('sending a message with no clinician selected says to select recipients', async ({ page }) => {
    await expect(page.getByRole('table', { name: 'Clinicians' }).getByRole('row').nth(1)).toBeVisible();
    // At 1280 px the clinicians fit the box: a long e-mail breaks after its @, a long site name wraps.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: 'Clinicians' })
          .evaluate((element) => element.getBoundingClientRect().width - element.parentElement!.clientWidth),
      )
      .toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectErrorModal(page, 'Message was not sent', ['Please select recipients']);
    await expect(page.getByRole('dialog', { name: 'Send message to clinicians' })).toHaveCount(0);
  });

  test('Send message offers only clinicians who can sign in; a registrant waiting for approval leads to the Pending tab', async ({
    page,
  }) => {
    const table = page.getByRole('table', { name: 'Clinicians' });
    // Northside Eyecare's clinicians, one of them locked: select-all leaves the locked row out.
    await search(page, 'Clinicians', 'northside-eyecare');
    const locked = table.getByRole('checkbox', { name: 'Select Hannah Kelly' });
    await expect(locked).toBeDisabled();
    const rows = table.getByRole('checkbox', { name: /^Select (?!all)/ });
    const enabled = (await Promise.all((await rows.all()).map((box) => box.isEnabled()))).filter(Boolean).length;
    expect(enabled).toBeGreaterThan(0);
    await table.getByRole('checkbox', { name: 'Select all rows' }).check({ force: true });
    await expect(locked).not.toBeChecked();
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send message to clinicians' });
    await expect(dialog).toContainText(`To ${enabled} selected clinician`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    // A self-registered clinician is marked, not selectable, and the mark opens the Pending tab.
    await search(page, 'Clinicians', 'Ashworth');
    await expect(table.getByRole('checkbox', { name: 'Select Samuel Ashworth' })).toBeDisabled();
    await table.getByRole('link', { name: 'Pending approval' }).click();
    await expect(page).toHaveURL(/\/dashboard\/pending$/);
  });

  test('an admin sends the selected clinicians a message once a method is chosen', async ({ page }) => {
    const first = freshClinician('Msga');
    const second = freshClinician('Msgb');
    const table = page.getByRole('table', { name: 'Clinicians' });
    await addClinician(page, first);
    await addClinician(page, second);

    // The selection is kept while the search text changes.
    await search(page, 'Clinicians', first.lastName);
    // The checkbox input is visually hidden under its drawn control: force clicks the control's spot.
    await table.getByRole('checkbox', { name: `Select ${fullName(first)}` }).check({ force: true });
    await search(page, 'Clinicians', second.lastName);
    await table.getByRole('checkbox', { name: `Select ${fullName(second)}` }).check({ force: true });
    await search(page, 'Clinicians', '');

    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send message to clinicians' });
    await expect(dialog).toContainText('To 2 selected clinicians');
    const send = dialog.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    // The radio input is visually hidden inside its card (and may sit outside the viewport): click the card's text.
    await dialog.getByText('E-mail', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: /^E-mail/ })).toBeChecked();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(dialog.getByRole('status')).toHaveText('Message sent to 2 clinicians');
    await expect(send).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    for (const clinician of [first, second]) {
      const message = await mailboxMessage(page, clinician.email, 'A message from your Vista Portal administrator');
      expect(message).toContain('/login');
    }
  });
});

test.describe('admin console: pending registrations', () => {
  test('an admin deletes a pending registration only after confirming', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/pending$/);
    const table = page.getByRole('table', { name: 'Pending users' });
    const firstRow = table.locator('tbody tr').first();
    // The demo data seeds four registrations and the UI cannot create one: each run deletes one.
    await expect(firstRow.getByRole('button', { name: /^Actions for / }), 'a seeded pending registration is left').toBeVisible();
    const before = await tabCount(page, 'Pending');
    const email = ((await firstRow.getByRole('cell').nth(2).textContent()) ?? '').trim();
    const label = ((await firstRow.getByRole('button', { name: /^Actions for / }).getAttribute('aria-label')) ?? '').replace(
      /^Actions for /,
      '',
    );
    expect(email).toContain('@');

    await rowAction(page, label, 'Delete');
    await confirm(page, `Delete the registration of ${label}?`, 'No');
    await expect(rowWith(table, email)).toHaveCount(1);

    await rowAction(page, label, 'Delete');
    await confirm(page, `Delete the registration of ${label}?`, 'Delete');
    await expect(rowWith(table, email)).toHaveCount(0);
    await expect.poll(() => tabCount(page, 'Pending')).toBe(before - 1);
  });
});
