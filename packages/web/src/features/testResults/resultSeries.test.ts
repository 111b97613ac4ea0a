import { describe, expect, it } from 'vitest';
import { CHART_SPECS, CONTRAST_EYES, EYES, chartRows, readSeries, tableRows, type VisitLike } from './resultSeries';

const act = (correction: string, horizontal: number | null, succeeded = true) => ({
  __typename: 'ActResult',
  testType: 'ACT',
  opticalCorrection: correction,
  succeeded,
  outcome: succeeded ? 'test succeeded' : 'test failed',
  horizontalDeviation: horizontal,
  verticalDeviation: horizontal === null ? null : 0,
});

// Newest first, as Patient.visits returns them.
const visits: VisitLike[] = [
  { id: 'v3', visitDate: '2026-03-02T09:00:00Z', testResults: [act('WITHOUT_GLASSES', 6), act('WITH_GLASSES', 2)] },
  { id: 'v2', visitDate: '2026-02-02T09:00:00Z', testResults: [act('WITHOUT_GLASSES', null, false)] },
  { id: 'v1', visitDate: '2026-01-05T09:00:00Z', testResults: [act('WITHOUT_GLASSES', 10)] },
];

describe('result series', () => {
  it('charts successful results oldest first, per optical correction', () => {
    const rows = chartRows(visits, 'ACT', 'WITHOUT_GLASSES', CHART_SPECS.ACT![0]!.series);
    expect(rows.map((row) => [row.visitId, row.category])).toEqual([
      ['v1', '05/01/2026'],
      ['v3', '02/03/2026'],
    ]);
    expect(chartRows(visits, 'ACT', 'WITH_GLASSES', CHART_SPECS.ACT![0]!.series).map((row) => row.visitId)).toEqual(['v3']);
    expect(chartRows(visits, 'CT', 'WITHOUT_GLASSES', CHART_SPECS.CT![0]!.series)).toEqual([]);
  });

  it('tables every result newest first, failed ones included', () => {
    expect(tableRows(visits, 'ACT', 'WITHOUT_GLASSES').map((row) => row.visitId)).toEqual(['v3', 'v2', 'v1']);
  });

  it('reads numbers and acuities with their labels', () => {
    expect(readSeries(act('WITH_GLASSES', 2.345), 'horizontalDeviation')).toEqual({ value: 2.345, text: '2.35' });
    expect(readSeries(act('WITH_GLASSES', null), 'horizontalDeviation')).toEqual({ value: null, text: null });
    const va = { __typename: 'ChartVaResult', leftEye: { value: 12, label: '6/12' }, rightEye: null };
    expect(readSeries(va, EYES[0]!.field)).toEqual({ value: 12, text: '6/12' });
    expect(readSeries(va, EYES[1]!.field)).toEqual({ value: null, text: null });
  });

  it('charts an acuity by its logMAR, so a better eye stands taller, and labels it in the record unit', () => {
    const va = (logMar: number) => ({ __typename: 'ChartVaResult', leftEye: { value: logMar } });
    const good = readSeries(va(0), EYES[0]!.field, 'METER');
    const poor = readSeries(va(0.3), EYES[0]!.field, 'METER');
    expect(good.text).toBe('6/6');
    expect(poor.text).toBe('6/12');
    expect(good.value!).toBeGreaterThan(poor.value!);
    expect(readSeries(va(0.3), EYES[0]!.field, 'FEET').text).toBe('20/40');
    expect(CHART_SPECS.CHART_VA!.every((spec) => spec.acuity)).toBe(true);
  });

  it("reads contrast sensitivity in the device's log units whatever the VA unit, a smaller value standing taller", () => {
    const cs = (logValue: number) => ({ __typename: 'ChartCsResult', leftEyeContrast: { value: logValue } });
    const field = CONTRAST_EYES[0]!.field;
    const good = readSeries(cs(0.1), field, 'LOG_UNITS');
    const poor = readSeries(cs(0.4), field, 'LOG_UNITS');
    expect(good.text).toBe('0.10');
    expect(poor.text).toBe('0.40');
    expect(good.value!).toBeGreaterThan(poor.value!);
    expect(CHART_SPECS.CHART_CS!.every((spec) => spec.contrast && !spec.acuity)).toBe(true);
    expect(CHART_SPECS.CHART_CS!.map((spec) => spec.series[0]!.field)).toEqual([
      'leftEyeContrast',
      'rightEyeContrast',
      'binocularContrast',
    ]);
  });

  it('gives the acuity tests a left, a right and a binocular chart and fusional four series', () => {
    expect(CHART_SPECS.CHART_VA!.map((spec) => spec.key)).toEqual(['left', 'right', 'binocular']);
    expect(CHART_SPECS.FUSIONAL_RESERVE![0]!.series.map((item) => item.field)).toEqual([
      'convergence',
      'positiveRecovery',
      'divergence',
      'negativeRecovery',
    ]);
  });
});
