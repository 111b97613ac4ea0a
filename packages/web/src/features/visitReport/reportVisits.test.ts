import { describe, expect, it } from 'vitest';
import { reportStereo, reportVisits } from './reportVisits';

const visit = (id: string, day: number, tests: string[] = ['ACT']) => ({
  id,
  visitDate: `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  testResults: tests.map((testType) => ({ __typename: 'TestResult', testType })),
});
const bar = { outcome: 'MEASURED', arcsec: 40, plotted: 40.5 };

describe('the visits of a visit report', () => {
  const history = [visit('v5', 25), visit('v4', 20), visit('v3', 15), visit('v2', 10), visit('v1', 5)];

  it('takes the visit and at most two before it, newest first, never a later one', () => {
    expect(reportVisits(history[2]!, history, 'ACT').map((v) => v.id)).toEqual(['v3', 'v2', 'v1']);
    expect(reportVisits(history[3]!, history, 'ACT').map((v) => v.id)).toEqual(['v2', 'v1']);
    expect(reportVisits(history[0]!, history, 'ACT').map((v) => v.id)).toEqual(['v5', 'v4', 'v3']);
    // A visit beyond the loaded history still reports itself.
    expect(reportVisits(visit('v0', 1), history, 'ACT').map((v) => v.id)).toEqual(['v0']);
  });

  it('compares like with like: only earlier visits that took the test', () => {
    const mixed = [visit('v4', 20, ['ACT']), visit('v3', 15, ['READING']), visit('v2', 10, ['READING']), visit('v1', 5, ['ACT'])];
    expect(reportVisits(mixed[0]!, mixed, 'ACT').map((v) => v.id)).toEqual(['v4', 'v1']);
    expect(reportVisits(mixed[1]!, mixed, 'READING').map((v) => v.id)).toEqual(['v3', 'v2']);
  });

  it('keeps the stereo points of those visits and the patient’s axis', () => {
    const stereo = { yMax: 120.5, points: history.map((v) => ({ visitDate: v.visitDate, withoutGlasses: bar, withGlasses: bar })) };
    const chosen = reportVisits(history[2]!, history, 'ACT');
    const result = reportStereo(stereo, chosen);
    expect(result.yMax).toBe(120.5);
    expect(result.points.map((p) => p.visitDate.slice(8, 10))).toEqual(['15', '10', '05']);
  });
});
