import { describe, expect, it } from 'vitest';
import {
  CONTRAST_CHART_MAX,
  contrastChartHeight,
  contrastChartTicks,
  contrastValue,
  eyeMeasureKind,
  isAcuityTest,
  isContrastTest,
} from './contrastSensitivity';
import { TEST_TYPES } from './testResults';

describe('contrast sensitivity', () => {
  it('tells the acuity tests from the contrast tests, by §3 and schema names', () => {
    expect(TEST_TYPES.filter(isAcuityTest)).toEqual(['ChartsVA', 'AutoVA']);
    expect(TEST_TYPES.filter(isContrastTest)).toEqual(['ChartsCS', 'AutoCS']);
    expect(['CHART_VA', 'AUTO_VA', 'CHART_CS', 'AUTO_CS', 'ACT'].map(eyeMeasureKind)).toEqual([
      'ACUITY',
      'ACUITY',
      'CONTRAST',
      'CONTRAST',
      null,
    ]);
  });

  it('reads in the device log unit with two decimals, never as a Snellen fraction or decimal acuity', () => {
    expect(contrastValue(0.1)).toEqual({ value: 0.1, label: '0.10' });
    expect(contrastValue(0.345)).toEqual({ value: 0.35, label: '0.35' });
    expect(contrastValue(-0.1).label).toBe('-0.10');
    expect(contrastValue(-0).label).toBe('0.00');
    expect(contrastValue(1.3).label).not.toMatch(/\//);
  });

  it('draws a better (smaller) value taller, inside the axis', () => {
    expect(contrastChartHeight(0.1)).toBeGreaterThan(contrastChartHeight(0.4));
    expect(contrastChartHeight(-0.3)).toBe(CONTRAST_CHART_MAX);
    expect(contrastChartHeight(-2)).toBe(CONTRAST_CHART_MAX);
    expect(contrastChartHeight(5)).toBe(0.02);
    const ticks = contrastChartTicks();
    expect(ticks.map((tick) => tick.label)).toEqual(['1.30', '1.00', '0.60', '0.30', '0.00', '-0.30']);
    expect(ticks.map((tick) => tick.value)).toEqual([...ticks.map((tick) => tick.value)].sort((a, b) => a - b));
  });
});
