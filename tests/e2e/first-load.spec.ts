// End-to-end: a signed-in page opened afresh (a new tab, a reload) sends its queries with the
// router's first loaders, ahead of the screen's code, and Relay takes those answers: each query
// leaves once (on HTTP/1.1 a query sent after Relay waited behind the screen's chunks).
// What sits below the first screen (the site statistics) is asked for after it.
import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';

/** The GraphQL operations and screen chunks the page asks for, in the order it asks. */
function recordRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql' && request.method() === 'POST') {
      asked.push(`query ${(request.postDataJSON() as { operationName?: string }).operationName}`);
    } else if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      asked.push(`chunk ${url.pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, '')}`);
    }
  });
  return asked;
}

const countOf = (asked: string[], entry: string) => asked.filter((item) => item === entry).length;

test('a page opened afresh sends each of its queries once, before the screen’s code', async ({ page, context }) => {
  await signIn(page, accounts.doctor);
  await page.getByRole('table', { name: 'Active patients' }).locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/dashboard\/Patient\?id=/);
  const record = page.url();

  const dashboard = await context.newPage();
  const asked = recordRequests(dashboard);
  await dashboard.goto('/dashboard/patients');
  await expect(dashboard.getByRole('table', { name: 'Active patients' }).locator('tbody tr').first()).toBeVisible();
  expect(countOf(asked, 'query DashboardLayoutQuery')).toBe(1);
  expect(countOf(asked, 'query PatientsTabQuery')).toBe(1);
  expect(asked.indexOf('query PatientsTabQuery')).toBeLessThan(asked.indexOf('chunk PatientsTab'));
  expect(asked.indexOf('query DashboardLayoutQuery')).toBeLessThan(asked.indexOf('chunk DashboardLayout'));
  // The site statistics, below the list, come by their own query once its rows are drawn.
  const statistics = dashboard.getByRole('region', { name: 'Site statistics' });
  await expect(statistics.getByText('Total tests')).toBeVisible();
  await expect(statistics.getByRole('heading', { name: 'ACT deviation' })).toBeVisible();
  expect(countOf(asked, 'query DoctorStatisticsSectionQuery')).toBe(1);
  expect(asked.indexOf('query DoctorStatisticsSectionQuery')).toBeGreaterThan(asked.indexOf('chunk PatientsTab'));

  const recordPage = await context.newPage();
  const askedForRecord = recordRequests(recordPage);
  await recordPage.goto(record);
  await expect(recordPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(recordPage.getByRole('heading', { name: 'Visit history' })).toBeVisible();
  expect(countOf(askedForRecord, 'query PatientPageQuery')).toBe(1);
  expect(countOf(askedForRecord, 'query DashboardLayoutQuery')).toBe(1);
  expect(askedForRecord.indexOf('query PatientPageQuery')).toBeLessThan(askedForRecord.indexOf('chunk PatientPage'));
});
