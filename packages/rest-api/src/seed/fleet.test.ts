import { describe, expect, it } from 'vitest';
import { compareVersionNumbers, versionNumberToInt } from './fleet';
import { createRandom } from './random';

describe('versionNumberToInt (versions.version_no_int)', () => {
  it('encodes major·10^12 + minor·10^9 + patch·10^4 + build', () => {
    expect(versionNumberToInt('1.10.0')).toBe(1_010_000_000_000);
    expect(versionNumberToInt('1.9.3')).toBe(1_009_000_030_000);
    expect(versionNumberToInt('10.0.19045.4291')).toBe(10_000_190_454_291);
    expect(versionNumberToInt('0')).toBe(0);
    expect(versionNumberToInt(' 2.4.1 ')).toBe(versionNumberToInt('2.4.1'));
  });

  it('orders numerically, not as text: 1.10.0 is newer than 1.9.3', () => {
    expect(versionNumberToInt('1.10.0')).toBeGreaterThan(versionNumberToInt('1.9.3'));
    expect(versionNumberToInt('1.8.2')).toBeLessThan(versionNumberToInt('1.10.0'));
    expect(versionNumberToInt('10.0.17763')).toBeLessThan(versionNumberToInt('10.0.19045'));
  });

  it('treats missing parts as 0, like the part-by-part comparison', () => {
    expect(versionNumberToInt('1.10')).toBe(versionNumberToInt('1.10.0'));
    expect(versionNumberToInt('2')).toBe(versionNumberToInt('2.0.0.0'));
    expect(compareVersionNumbers('1.10', '1.10.0')).toBe(0);
  });

  it('agrees with compareVersionNumbers on random versions', () => {
    const r = createRandom('versions');
    const version = () =>
      [r.int(0, 9006), r.int(0, 999), r.int(0, 99_999), r.int(0, 9_999)].slice(0, r.int(1, 4)).join('.');
    for (let i = 0; i < 2000; i++) {
      const a = version();
      const b = r.chance(0.2) ? a : version();
      expect(Math.sign(versionNumberToInt(a) - versionNumberToInt(b))).toBe(Math.sign(compareVersionNumbers(a, b)));
    }
  });

  it('stays an exact integer at its limits', () => {
    const max = versionNumberToInt('9006.999.99999.9999');
    expect(Number.isSafeInteger(max)).toBe(true);
    expect(max).toBe(9_006_999_999_999_999);
  });

  it('refuses what it cannot encode in order', () => {
    expect(() => versionNumberToInt('1.2.3.4.5')).toThrow(RangeError);
    expect(() => versionNumberToInt('1.1000')).toThrow(RangeError);
    expect(() => versionNumberToInt('1.0.0.10000')).toThrow(RangeError);
    expect(() => versionNumberToInt('9007')).toThrow(RangeError);
    expect(() => versionNumberToInt('v1.2')).toThrow(RangeError);
    expect(() => versionNumberToInt('1..2')).toThrow(RangeError);
    expect(() => versionNumberToInt('')).toThrow(RangeError);
  });
});
