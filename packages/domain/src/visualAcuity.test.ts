import { describe, expect, it } from 'vitest';
import { convertLogMar, VA_CHART_MAX, VA_UNIT_BY_SCALE, vaChartHeight, vaChartTicks, vaUnitOf } from './visualAcuity';

describe('convertLogMar (§9)', () => {
  it.each([
    [-0.3, '-0.3', '6/3', '20/10', '2'],
    [0, '0.0', '6/6', '20/20', '1'],
    [0.3, '0.3', '6/12', '20/40', '0.5'],
    [1.3, '1.3', '6/120', '20/400', '0.05'],
  ])('logMAR %s reads %s, %s, %s and %s', (logMar, asLogMar, meter, feet, decimal) => {
    expect(convertLogMar(logMar, 'LOG_MAR').label).toBe(asLogMar);
    expect(convertLogMar(logMar, 'METER').label).toBe(meter);
    expect(convertLogMar(logMar, 'FEET').label).toBe(feet);
    expect(convertLogMar(logMar, 'DECIMAL').label).toBe(decimal);
  });

  it('gives the numbers behind the labels', () => {
    expect(convertLogMar(0.3, 'METER').value).toBe(12);
    expect(convertLogMar(0.3, 'FEET').value).toBe(40);
    expect(convertLogMar(0.3, 'DECIMAL').value).toBe(0.5);
    expect(convertLogMar(-0.3, 'DECIMAL').value).toBe(2);
  });

  it('uses the formulas between chart lines', () => {
    expect(convertLogMar(0.25, 'METER')).toEqual({ value: 10.7, label: '6/10.7' });
    expect(convertLogMar(0.25, 'FEET')).toEqual({ value: 35.6, label: '20/35.6' });
    expect(convertLogMar(0.25, 'DECIMAL')).toEqual({ value: 0.56, label: '0.56' });
    expect(convertLogMar(0.25, 'LOG_MAR').label).toBe('0.25');
  });

  it('reads a unit by its contract name, logMAR when unknown', () => {
    expect(vaUnitOf('FEET')).toBe('FEET');
    expect(vaUnitOf('PARSEC')).toBe('LOG_MAR');
    expect(vaUnitOf(null)).toBe('LOG_MAR');
  });

  it('maps the §3 scale codes to units', () => {
    expect(VA_UNIT_BY_SCALE[1]).toBe('LOG_MAR');
    expect(VA_UNIT_BY_SCALE[2]).toBe('FEET');
    expect(VA_UNIT_BY_SCALE[3]).toBe('METER');
    expect(VA_UNIT_BY_SCALE[4]).toBe('DECIMAL');
  });
});

describe('acuity charts: better vision stands higher', () => {
  it('maps a better (lower) logMAR to a taller bar', () => {
    expect(vaChartHeight(0)).toBeGreaterThan(vaChartHeight(0.3));
    expect(vaChartHeight(-0.3)).toBeGreaterThan(vaChartHeight(0));
    expect(vaChartHeight(1.3)).toBeGreaterThan(0);
  });

  it('keeps every result of the §3 range on the axis, one line above the floor at worst', () => {
    expect(vaChartHeight(-0.3)).toBe(VA_CHART_MAX);
    expect(vaChartHeight(1.3)).toBe(0.1);
    expect(vaChartHeight(-0.5)).toBe(VA_CHART_MAX);
    expect(vaChartHeight(2)).toBe(0.02);
  });

  it('orders any two results alike on the chart and in logMAR', () => {
    for (let a = -3; a <= 13; a += 1) {
      for (let b = a + 1; b <= 13; b += 1) expect(vaChartHeight(a / 10)).toBeGreaterThan(vaChartHeight(b / 10));
    }
  });

  it('names its ticks in the unit the record shows, worst to best', () => {
    expect(vaChartTicks('METER').map((tick) => tick.label)).toEqual(['6/120', '6/60', '6/24', '6/12', '6/6', '6/3']);
    expect(vaChartTicks('FEET').map((tick) => tick.label)).toEqual(['20/400', '20/200', '20/80', '20/40', '20/20', '20/10']);
    expect(vaChartTicks('DECIMAL').map((tick) => tick.label)).toEqual(['0.05', '0.1', '0.25', '0.5', '1', '2']);
    expect(vaChartTicks('LOG_MAR').map((tick) => tick.label)).toEqual(['1.3', '1.0', '0.6', '0.3', '0.0', '-0.3']);
    const heights = vaChartTicks('LOG_MAR').map((tick) => tick.value);
    expect(heights).toEqual([...heights].sort((x, y) => x - y));
    expect(heights.at(-1)).toBe(VA_CHART_MAX);
  });

  it('puts a result on its line: 6/12 sits at the 6/12 tick', () => {
    const tick = vaChartTicks('METER').find((item) => item.label === '6/12');
    expect(vaChartHeight(0.3)).toBe(tick?.value);
  });
});
