import { describe, expect, it } from 'vitest';
import { formatAutoVa, formatNumber } from './resultFormat';

describe('result formats (§9)', () => {
  it('writes plain numbers with at most two decimals, never -0', () => {
    expect([12, 0.345, -0.1, -0.001, 2.005].map(formatNumber)).toEqual(['12', '0.35', '-0.1', '0', '2.01']);
  });

  it('writes AutoVA as the threshold reached: 1 decimal, or the Snellen line', () => {
    expect(formatAutoVa({ value: 0.34, label: '0.34' }, 'LOG_MAR')).toBe('<= 0.3');
    expect(formatAutoVa({ value: -0.04, label: '-0.04' }, 'LOG_MAR')).toBe('<= 0.0');
    expect(formatAutoVa({ value: 0.63, label: '0.63' }, 'DECIMAL')).toBe('<= 0.6');
    expect(formatAutoVa({ value: 12, label: '6/12' }, 'METER')).toBe('<= 6/12');
    expect(formatAutoVa({ value: 40, label: '20/40' }, 'FEET')).toBe('<= 20/40');
    expect(formatAutoVa(null, 'LOG_MAR')).toBeNull();
  });
});
