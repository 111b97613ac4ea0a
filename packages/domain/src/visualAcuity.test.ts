import { describe, expect, it } from 'vitest';
import { convertLogMar, VA_UNIT_BY_SCALE } from './visualAcuity';

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

  it('maps the §3 scale codes to units', () => {
    expect(VA_UNIT_BY_SCALE[1]).toBe('LOG_MAR');
    expect(VA_UNIT_BY_SCALE[2]).toBe('FEET');
    expect(VA_UNIT_BY_SCALE[3]).toBe('METER');
    expect(VA_UNIT_BY_SCALE[4]).toBe('DECIMAL');
  });
});
