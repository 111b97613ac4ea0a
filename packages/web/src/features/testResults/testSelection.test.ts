import { describe, expect, it } from 'vitest';
import { activeTest, limitSearch, matchesSearch, notPerformedTests, performedTests, visibleTests } from './testSelection';

const lastVisits = [
  { testType: 'ACT', lastVisit: '2026-03-02T09:00:00Z' },
  { testType: 'STEREO_ACUITY', lastVisit: '2026-02-01T09:00:00Z' },
  { testType: 'SOMETHING_NEW', lastVisit: '2026-02-01T09:00:00Z' },
];

describe('test selection', () => {
  it('keeps the performed tests in the server order and leaves unknown types out', () => {
    expect(performedTests(lastVisits).map((test) => test.testType)).toEqual(['ACT', 'STEREO_ACUITY']);
  });

  it('lists the tests never done in the popover order', () => {
    expect(notPerformedTests(performedTests(lastVisits))).toEqual([
      'CT',
      'FUSIONAL_RESERVE',
      'CHART_VA',
      'CHART_CS',
      'AUTO_VA',
      'AUTO_CS',
      'READING',
      'COLOR_VISION',
      'WORTH_4_DOT',
    ]);
  });

  it('limits the search to 20 characters and matches names ignoring case and outer spaces', () => {
    expect(limitSearch('a'.repeat(25))).toHaveLength(20);
    expect(matchesSearch('Visual acuity (chart)', '  ACUITY ')).toBe(true);
    expect(matchesSearch('Reading', 'acuity')).toBe(false);
    expect(matchesSearch('Reading', '   ')).toBe(true);
  });

  it('shows the selected tests as tabs and keeps the open tab while it is shown', () => {
    const performed = performedTests(lastVisits);
    const tabs = visibleTests(performed, new Set(['STEREO_ACUITY'] as const));
    expect(tabs.map((test) => test.testType)).toEqual(['STEREO_ACUITY']);
    expect(activeTest(tabs, 'ACT')).toBe('STEREO_ACUITY');
    expect(activeTest(performed, 'STEREO_ACUITY')).toBe('STEREO_ACUITY');
    expect(activeTest([], null)).toBeNull();
  });
});
