import { describe, expect, it } from 'vitest';
import { comparedVisits } from './visitComparison';

const visit = (id: string, day: number, tests: string[]) => ({
  id,
  visitDate: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  tests,
});
const has = (test: string) => (v: { tests: string[] }) => v.tests.includes(test);

describe('the visits a report compares for one test', () => {
  const history = [
    visit('v5', 25, ['ACT', 'STEREO_ACUITY']),
    visit('v4', 20, ['READING']),
    visit('v3', 15, ['ACT']),
    visit('v2', 10, ['READING']),
    visit('v1', 5, ['ACT', 'STEREO_ACUITY']),
  ];

  it('takes the earlier visits that include the test, newest first, up to one chart page', () => {
    expect(comparedVisits(history[0], history, has('ACT')).map((v) => v.id)).toEqual(['v5', 'v3', 'v1']);
    expect(comparedVisits(history[0], history, has('STEREO_ACUITY')).map((v) => v.id)).toEqual(['v5', 'v1']);
    expect(comparedVisits(history[1], history, has('READING')).map((v) => v.id)).toEqual(['v4', 'v2']);
  });

  it('never takes a later visit, and reports a visit with no earlier one alone', () => {
    expect(comparedVisits(history[2], history, has('ACT')).map((v) => v.id)).toEqual(['v3', 'v1']);
    expect(comparedVisits(history[4], history, has('ACT')).map((v) => v.id)).toEqual(['v1']);
  });
});
