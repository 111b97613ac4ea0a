import { describe, expect, it } from 'vitest';
import { stereoChart } from './stereo';
import type { TestResultRecord } from './testResults';

const stereo = (
  correction: 'SC' | 'CC',
  disparity: number | null,
  outcome = 'test succeeded',
  at = '2026-03-02T09:00:00Z',
): TestResultRecord => ({
  testType: 'StereoAcuity',
  storageId: `st-${correction}-${at}`,
  opticalCorrection: correction,
  testResult: outcome,
  beginTestTime: at,
  values: { StereoAcuityResult: { TestResult: outcome, DisparityValue: disparity } },
});
const act: TestResultRecord = {
  testType: 'ACT',
  storageId: 'act-1',
  opticalCorrection: 'SC',
  testResult: 'test succeeded',
  beginTestTime: '2026-03-02T09:00:00Z',
  values: { ResultInDioptersHorizontalValue: 6 },
};

describe('stereoChart (§4, §9)', () => {
  it('plots 900 and -1 as 1000 (+0.5), 40 as 40.5, and a failed test as no result', () => {
    const chart = stereoChart([
      { visitDate: '2026-01-05', results: [stereo('SC', 900), stereo('CC', 40)] },
      { visitDate: '2026-02-05', results: [stereo('SC', -1), stereo('CC', 60, 'test failed')] },
    ]);
    expect(chart.points[0].withoutGlasses).toEqual({ outcome: 'MEASURED', arcsec: 900, plotted: 1000.5 });
    expect(chart.points[0].withGlasses).toEqual({ outcome: 'MEASURED', arcsec: 40, plotted: 40.5 });
    expect(chart.points[1].withoutGlasses).toEqual({ outcome: 'NO_STEREO', arcsec: null, plotted: 1000.5 });
    expect(chart.points[1].withGlasses).toEqual({ outcome: 'NO_RESULT', arcsec: null, plotted: 1001.5 });
    expect(chart.yMax).toBe(1000.5);
  });

  it('leaves out a visit without a stereo test, and marks a correction not tested as not taken', () => {
    const chart = stereoChart([
      { visitDate: '2026-01-05', results: [stereo('SC', 60)] },
      { visitDate: '2026-02-05', results: [act] },
      { visitDate: '2026-03-05', results: [stereo('CC', 40)] },
    ]);
    expect(chart.points.map((p) => p.visitDate)).toEqual(['2026-01-05', '2026-03-05']);
    expect(chart.points[0].withGlasses).toEqual({ outcome: 'NOT_TAKEN', arcsec: null, plotted: 0 });
    expect(chart.points[1].withoutGlasses.outcome).toBe('NOT_TAKEN');
    expect(chart.yMax).toBe(60.5);
  });

  it('keeps one value per visit: the later successful test', () => {
    const chart = stereoChart([
      {
        visitDate: '2026-01-05',
        results: [stereo('SC', 200, 'test succeeded', '2026-01-05T09:00:00Z'), stereo('SC', 100, 'test succeeded', '2026-01-05T09:10:00Z')],
      },
    ]);
    expect(chart.points[0].withoutGlasses.arcsec).toBe(100);
    expect(chart.yMax).toBe(100.5);
  });

  it('uses 60 for the axis when every measured value is zero, or nothing was measured', () => {
    expect(stereoChart([{ visitDate: '2026-01-05', results: [stereo('SC', 0)] }]).yMax).toBe(60);
    expect(stereoChart([{ visitDate: '2026-01-05', results: [act] }]).yMax).toBe(60);
    expect(stereoChart([]).yMax).toBe(60);
  });
});
