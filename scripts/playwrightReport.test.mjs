import { describe, expect, it } from 'vitest';
import { failedAttempts, fileDurations, flakyTests } from './playwrightReport.mjs';

const failure = (line, message) => ({ status: 'failed', duration: 1000, error: { message, location: { line } } });

const report = {
  suites: [
    {
      specs: [
        {
          file: 'a.spec.ts',
          line: 5,
          title: 'passes',
          tests: [{ status: 'expected', results: [{ status: 'passed', duration: 2000 }] }],
        },
      ],
      suites: [
        {
          specs: [
            {
              file: 'b.spec.ts',
              line: 41,
              title: 'fails twice',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    failure(
                      82,
                      "\x1b[31mError: expect(locator).toBeVisible() failed\x1b[39m\n\nLocator: getByRole('button')\nExpected: visible",
                    ),
                    failure(52, 'Error: expect(locator).toHaveCount(0) failed\nLocator: x'),
                  ],
                },
              ],
            },
            {
              file: 'b.spec.ts',
              line: 90,
              title: 'passes on its retry',
              tests: [{ status: 'flaky', results: [failure(95, 'Error: timed out'), { status: 'passed', duration: 500 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('Playwright report summary', () => {
  it('names every attempt of a failed test, with its line and what failed on which locator', () => {
    expect(failedAttempts(report)).toEqual([
      [
        '  b.spec.ts:41 › fails twice',
        "    attempt 1 (line 82): Error: expect(locator).toBeVisible() failed — Locator: getByRole('button')",
        '    attempt 2 (line 52): Error: expect(locator).toHaveCount(0) failed — Locator: x',
      ].join('\n'),
    ]);
  });

  it('names the tests that passed only on their retry', () => {
    expect(flakyTests(report)).toEqual(['b.spec.ts › passes on its retry']);
  });

  it("adds up each file's seconds, retries included", () => {
    expect(Object.fromEntries(fileDurations(report))).toEqual({ 'a.spec.ts': 2000, 'b.spec.ts': 3500 });
  });
});
