// The overlays that show notices load a second after the first paint (DeferredOverlays.tsx), the
// toaster with them or when a notice asks for it (notify.ts). A notice raised before they could
// load (the connection lost at once) waits, and shows when the browser is back online.
import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support/portal';

const OVERLAYS_CHUNK = /\/assets\/(Overlays|toaster)-[^/]*\.js$/;

test('a notice raised before the overlays could load shows once the connection is back', async ({ page, context }) => {
  // The overlays' and the toaster's code cannot be fetched: as if the connection dropped as the page painted.
  await page.route(OVERLAYS_CHUNK, (route) => route.abort('internetdisconnected'));
  await signIn(page, accounts.doctor);
  const rows = page.getByRole('table', { name: 'Active patients' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shown = await rows.allInnerTexts();

  await context.setOffline(true);
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  // The refresh has failed (the button is back) and the rows stay; the notice cannot show yet.
  await expect(refresh).toBeEnabled();
  expect(await rows.allInnerTexts()).toEqual(shown);
  const notice = page.getByRole('status').filter({ hasText: 'The portal could not be reached' });
  await expect(notice).toHaveCount(0);

  await page.unroute(OVERLAYS_CHUNK);
  await context.setOffline(false);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/The list shows the data from \d{2}:\d{2}\./);
});
