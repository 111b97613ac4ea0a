import { describe, expect, it } from 'vitest';
import { formatAutoVa, formatNumber, formatStereoTick, stereoBarHeight, stereoBarText, stereoTicks } from './resultFormat';

const names = { noStereo: 'No stereo', noResult: 'No result' };

describe('AutoVA values', () => {
  it("read '<=' with one decimal in logMAR and decimal", () => {
    expect(formatAutoVa({ value: 0.3, label: '0.3' }, 'LOG_MAR')).toBe('<= 0.3');
    expect(formatAutoVa({ value: 0, label: '0.0' }, 'LOG_MAR')).toBe('<= 0.0');
    expect(formatAutoVa({ value: -0.04, label: '-0.04' }, 'LOG_MAR')).toBe('<= 0.0');
    expect(formatAutoVa({ value: 0.63, label: '0.63' }, 'DECIMAL')).toBe('<= 0.6');
    expect(formatAutoVa({ value: 1.25, label: '1.25' }, 'DECIMAL')).toBe('<= 1.3');
  });

  it('read the chart line in Snellen units, and nothing without a value', () => {
    expect(formatAutoVa({ value: 12, label: '6/12' }, 'METER')).toBe('<= 6/12');
    expect(formatAutoVa({ value: 40, label: '20/40' }, 'FEET')).toBe('<= 20/40');
    expect(formatAutoVa(null, 'LOG_MAR')).toBeNull();
  });
});

describe('stereo axis and bars', () => {
  it('has four ticks from 0 to yMax with 2-decimal labels', () => {
    expect(stereoTicks(1000.5)).toEqual([0, 333.5, 667, 1000.5]);
    expect(stereoTicks(60).map(formatStereoTick)).toEqual(['0.00', '20.00', '40.00', '60.00']);
    expect(stereoTicks(40.5).map(formatStereoTick)).toEqual(['0.00', '13.50', '27.00', '40.50']);
  });

  it('labels markers by name and measurements in arcsec, keeping no result inside the axis', () => {
    expect(stereoBarText({ outcome: 'NO_STEREO', arcsec: null, plotted: 1000.5 }, names)).toBe('No stereo');
    expect(stereoBarText({ outcome: 'NO_RESULT', arcsec: null, plotted: 1001.5 }, names)).toBe('No result');
    expect(stereoBarText({ outcome: 'MEASURED', arcsec: 900, plotted: 1000.5 }, names)).toBe('900"');
    expect(stereoBarHeight({ outcome: 'NO_RESULT', arcsec: null, plotted: 1001.5 }, 40.5)).toBe(40.5);
    expect(stereoBarHeight({ outcome: 'MEASURED', arcsec: 40, plotted: 40.5 }, 1000.5)).toBe(40.5);
  });

  it('writes plain numbers with at most two decimals', () => {
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(0.356)).toBe('0.36');
    expect(formatNumber(-0)).toBe('0');
  });
});
