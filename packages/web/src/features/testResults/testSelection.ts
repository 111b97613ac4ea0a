// The test selection of the patient record (§2): which tests were performed (with their last
// visit date), which never were, the popover's search, and which tabs the selection shows.
import { DROPDOWN_SEARCH_MAX } from '@portal/domain/constants';
import { isResultTest, RESULT_TESTS, type ResultTest } from './testCatalog';

export interface PerformedTest {
  testType: ResultTest;
  lastVisit: string;
}

/** The performed tests in the server's order (§3), unknown future types left out. */
export function performedTests(lastVisitByTest: readonly { readonly testType: string; readonly lastVisit: string }[]): PerformedTest[] {
  const seen = new Set<ResultTest>();
  const performed: PerformedTest[] = [];
  for (const { testType, lastVisit } of lastVisitByTest) {
    if (!isResultTest(testType) || seen.has(testType)) continue;
    seen.add(testType);
    performed.push({ testType, lastVisit });
  }
  return performed;
}

/** The tests never done, in the popover's order (the disabled "Not performed" group). */
export function notPerformedTests(performed: readonly PerformedTest[]): ResultTest[] {
  const done = new Set(performed.map((test) => test.testType));
  return RESULT_TESTS.filter((test) => !done.has(test));
}

/** The search box's text as used: at most DROPDOWN_SEARCH_MAX characters (§5). */
export const limitSearch = (text: string) => text.slice(0, DROPDOWN_SEARCH_MAX);

/** Whether a test's (translated) name matches the search, ignoring case and outer spaces. */
export function matchesSearch(name: string, search: string): boolean {
  const needle = limitSearch(search).trim().toLocaleLowerCase();
  return needle === '' || name.toLocaleLowerCase().includes(needle);
}

/** The tabs shown: the selected performed tests, in the performed order. */
export const visibleTests = (performed: readonly PerformedTest[], selected: ReadonlySet<ResultTest>) =>
  performed.filter((test) => selected.has(test.testType));

/** The tab to show: the current one while it is visible, else the first visible. */
export function activeTest(visible: readonly PerformedTest[], current: ResultTest | null): ResultTest | null {
  if (current && visible.some((test) => test.testType === current)) return current;
  return visible[0]?.testType ?? null;
}
