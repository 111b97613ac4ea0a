// End-to-end: GraphiQL for integrators as doctor@demo.example, on the browser's
// session cookie. A browser opening /graphql gets GraphiQL with one tab per saved example
// (packages/bff/src/web/graphiqlExamples.ts), and the examples run as they stand on the demo data:
// the attention list (the patients of the dashboard's "Needs attention"), and the open tab's export
// of patients with their visits, whose ids the record example asks for. Queries only: the demo
// data stays as it is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';

/** The saved examples, in their tabs' order (the first one opens). */
const EXAMPLE_TABS = ['PatientsWithVisits', 'PatientRecord', 'AttentionList', 'PatientsPage', 'SignInForToken'];

/** GraphiQL's page (the BFF serves it at /graphql to a browser asking for HTML), its tabs shown. */
async function openGraphiQL(page: Page) {
  await page.goto('/graphql');
  await expect(page).toHaveTitle('Portal GraphQL API · GraphiQL');
  const tabs = page.getByRole('tablist', { name: 'Select active operation' });
  await expect(tabs.getByRole('tab')).toHaveCount(EXAMPLE_TABS.length);
  for (const name of EXAMPLE_TABS) await expect(tabButton(tabs, name)).toBeVisible();
  return tabs;
}

const tabButton = (tabs: Locator, name: string) => tabs.getByRole('button', { name, exact: true });
const selectedTab = (tabs: Locator) => tabs.getByRole('tab', { selected: true });
const queryEditor = (page: Page) => page.getByRole('region', { name: 'Query Editor' });
// The Variables/Headers region holds both editors; the variables' is the first.
const variablesEditor = (page: Page) => page.getByRole('region', { name: 'Variables' }).locator('.graphiql-editor').first();
const resultPane = (page: Page) => page.getByRole('region', { name: 'Result Window' });

/** An editor's whole text: CodeMirror renders only the lines in view, its instance holds them all. */
const editorText = (editor: Locator) =>
  editor.locator('.CodeMirror').evaluate((element) => (element as any).CodeMirror.getValue() as string);

/** The operation GraphiQL will run: it reads it from the query 100 ms after the text changes. */
const operationToRun = (page: Page) =>
  queryEditor(page)
    .locator('.CodeMirror')
    .evaluate((element) => (element as any).CodeMirror.operationName as string | null);

const parsed = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Opens an example's tab, once GraphiQL has read its operation. */
async function openTab(page: Page, tabs: Locator, name: string) {
  await tabButton(tabs, name).click();
  await expect(selectedTab(tabs)).toContainText(name);
  await expect.poll(() => operationToRun(page)).toBe(name);
}

/** Runs the open tab (the run button); returns the answer once the result pane shows exactly it. */
async function run(page: Page, operationName: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      response.request().method() === 'POST' &&
      response.request().postDataJSON()?.operationName !== 'IntrospectionQuery',
  );
  await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
  const response = await answered;
  expect(response.request().postDataJSON()?.operationName).toBe(operationName);
  const body = await response.json();
  await expect.poll(async () => parsed(await editorText(resultPane(page)))).toEqual(body);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(response.status()).toBe(200);
  return body;
}

/** Errors the page logs or throws. */
function pageProblems(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    problems.push(`${message.text()} (${message.location().url})`);
  });
  return problems;
}

test.describe('GraphiQL for integrators', () => {
  test('opens with a tab per saved example, and the attention list runs on the demo data', async ({ page }) => {
    const problems = pageProblems(page);
    await signIn(page, accounts.doctor);
    // The dashboard's "Needs attention", its first page: the start of the list the example reads.
    const panel = page.getByRole('region', { name: 'Needs attention' });
    await expect(panel).toHaveAttribute('aria-busy', 'false');
    const names = await panel.getByTestId('attention-entry').getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(0);

    const tabs = await openGraphiQL(page);
    await expect(selectedTab(tabs)).toContainText('PatientsWithVisits');
    await openTab(page, tabs, 'AttentionList');
    expect(await editorText(queryEditor(page))).toContain('query AttentionList($first: Int!, $after: String)');
    expect(parsed(await editorText(variablesEditor(page)))).toEqual({ first: 20, after: null });

    const body = await run(page, 'AttentionList');
    const attention = body.data.doctorWorkspace.attention;
    expect(attention.thresholds.noTestDays).toBeGreaterThan(0);
    const entries = attention.edges.map((edge: any) => edge.node);
    expect(entries.slice(0, names.length).map((entry: any) => entry.patient.fullName)).toEqual(names);
    for (const entry of entries) expect(entry.reasons.length, entry.patient.fullName).toBeGreaterThan(0);
    await expect(resultPane(page)).toContainText('"attention"');
    await expect(resultPane(page)).not.toContainText('"errors"');
    expect(problems).toEqual([]);
  });

  test('the open tab exports patients with their visits as it opens, and the record example reads one by its id', async ({ page }) => {
    const problems = pageProblems(page);
    await signIn(page, accounts.doctor);
    const tabs = await openGraphiQL(page);
    await expect(selectedTab(tabs)).toContainText('PatientsWithVisits');
    // The first tab opens with its saved variables, ready to run.
    await expect.poll(async () => parsed(await editorText(variablesEditor(page)))).toEqual({ first: 100 });
    await expect.poll(() => operationToRun(page)).toBe('PatientsWithVisits');
    const exported = await run(page, 'PatientsWithVisits');
    const patients = exported.data.doctorWorkspace.patients.edges.map((edge: any) => edge.node);
    expect(patients.length).toBe(Math.min(100, exported.data.doctorWorkspace.patients.totalCount));
    const patient = patients.find((node: any) => node.visits.totalCount > 0);
    expect(patient).toBeDefined();

    // The record example asks for an id in its variables: one from the export, pasted in.
    await openTab(page, tabs, 'PatientRecord');
    expect(await editorText(variablesEditor(page))).toContain('paste a Patient id from the PatientsWithVisits tab');
    await variablesEditor(page).locator('.CodeMirror').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(JSON.stringify({ id: patient.id }));
    await expect.poll(async () => parsed(await editorText(variablesEditor(page)))).toEqual({ id: patient.id });
    const record = await run(page, 'PatientRecord');
    expect(record.data.node).toMatchObject({ internalID: patient.internalID, fullName: `${patient.firstName} ${patient.lastName}` });
    expect(record.data.node.visits.totalCount).toBe(patient.visits.totalCount);
    expect(problems).toEqual([]);
  });
});
