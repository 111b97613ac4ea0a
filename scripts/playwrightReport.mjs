// Reading a Playwright JSON report for npm test's summary (scripts/test.mjs): the tests that
// passed only on their retry, every attempt of the tests that failed, and each file's seconds
// (which the shard plan, scripts/e2eShards.mjs, is weighed by).

/** Every test of a report, with its spec (file, line, title), however deep its suites. */
export function* testsOf(report) {
  const stack = [...(report.suites ?? [])];
  while (stack.length > 0) {
    const suite = stack.pop();
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test };
    stack.push(...(suite.suites ?? []));
  }
}

/** The tests that failed first and passed on their retry. */
export const flakyTests = (report) =>
  [...testsOf(report)].filter(({ test }) => test.status === 'flaky').map(({ spec }) => `${spec.file} › ${spec.title}`);

/** An attempt's error in one line: its first two lines (what failed, on which locator), colours removed. */
function errorLine(result) {
  const error = result.error ?? result.errors?.[0];
  const where = error?.location ? ` (line ${error.location.line})` : '';
  const message = (error?.message ?? result.status)
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' — ');
  return `${where}: ${message.slice(0, 240)}`;
}

/**
 * Every attempt of each failed test, one line each. The end of the log (all CI shows) then names
 * the first attempt's error too, which the retry's own failure would otherwise hide.
 */
export const failedAttempts = (report) =>
  [...testsOf(report)]
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ spec, test }) =>
      [
        `  ${spec.file}:${spec.line} › ${spec.title}`,
        ...(test.results ?? []).map((result, i) => `    attempt ${i + 1}${errorLine(result)}`),
      ].join('\n'),
    );

/** Each spec file's milliseconds (its tests' run times, retries included), as [file, ms] pairs. */
export function fileDurations(report) {
  const totals = new Map();
  for (const { spec, test } of testsOf(report))
    for (const result of test.results ?? []) totals.set(spec.file, (totals.get(spec.file) ?? 0) + (result.duration ?? 0));
  return [...totals];
}
