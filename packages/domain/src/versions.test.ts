import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersionNumbers, isOlderVersion, latestVersions, versionNumberToInt } from './versions';

/** Versions versionNumberToInt can encode: 1 to 4 parts within 9006.999.99999.9999. */
const encodableVersion = fc
  .tuple(fc.nat(9006), fc.nat(999), fc.nat(99_999), fc.nat(9_999), fc.integer({ min: 1, max: 4 }))
  .map(([major, minor, patch, build, parts]) => [major, minor, patch, build].slice(0, parts).join('.'));

describe('compareVersionNumbers (§4 part by part, numerically)', () => {
  it('orders numerically, not as text: 1.10.0 is newer than 1.9.3', () => {
    expect(compareVersionNumbers('1.10.0', '1.9.3')).toBeGreaterThan(0);
    expect(compareVersionNumbers('1.9.3', '1.10.0')).toBeLessThan(0);
    expect(compareVersionNumbers('1.8.2', '1.10.0')).toBeLessThan(0);
  });

  it('treats missing parts as 0', () => {
    expect(compareVersionNumbers('1.10', '1.10.0')).toBe(0);
    expect(compareVersionNumbers('2', '2.0.0.0')).toBe(0);
    expect(compareVersionNumbers('2', '2.0.0.1')).toBeLessThan(0);
    expect(compareVersionNumbers('1.10.1', '1.10')).toBeGreaterThan(0);
  });

  it('compares Windows builds such as 10.0.19045.4291', () => {
    expect(compareVersionNumbers('10.0.19045.4291', '10.0.19045')).toBeGreaterThan(0);
    expect(compareVersionNumbers('10.0.17763', '10.0.19045.4291')).toBeLessThan(0);
    expect(compareVersionNumbers('10.0.19045.4291', '10.0.19045.4291')).toBe(0);
  });
});

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
  });

  it('agrees with compareVersionNumbers on any encodable versions', () => {
    fc.assert(
      fc.property(encodableVersion, encodableVersion, (a, b) => {
        expect(Math.sign(versionNumberToInt(a) - versionNumberToInt(b))).toBe(Math.sign(compareVersionNumbers(a, b)));
      }),
      { numRuns: 2000 },
    );
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

describe('isOlderVersion (§4 device needs update)', () => {
  it('is true only when the installed version is behind the latest', () => {
    expect(isOlderVersion('1.9.3', '1.10.0')).toBe(true);
    expect(isOlderVersion('1.8.2', '1.10.0')).toBe(true);
    expect(isOlderVersion('10.0.17763', '10.0.19045.4291')).toBe(true);
    expect(isOlderVersion('1.10.0', '1.9.3')).toBe(false);
    expect(isOlderVersion('1.10.0', '1.10.0')).toBe(false);
    expect(isOlderVersion('1.10', '1.10.0')).toBe(false);
    expect(isOlderVersion('2.4.2', '2.4.1')).toBe(false);
  });

  it('does not flag a missing or non-numeric version', () => {
    expect(isOlderVersion(null, '1.10.0')).toBe(false);
    expect(isOlderVersion(undefined, '1.10.0')).toBe(false);
    expect(isOlderVersion('', '1.10.0')).toBe(false);
    expect(isOlderVersion('unknown', '1.10.0')).toBe(false);
    expect(isOlderVersion('1.2.x', '1.3')).toBe(false);
    expect(isOlderVersion('1.9.3', null)).toBe(false);
    expect(isOlderVersion('1.9.3', undefined)).toBe(false);
    expect(isOlderVersion('1.9.3', 'latest')).toBe(false);
  });

  it('is the strict "less than" of compareVersionNumbers on numeric versions', () => {
    fc.assert(
      fc.property(encodableVersion, encodableVersion, (a, b) => {
        expect(isOlderVersion(a, b)).toBe(compareVersionNumbers(a, b) < 0);
      }),
    );
  });
});

describe('latestVersions', () => {
  it('picks the highest number of each type by the part-by-part rule', () => {
    expect(
      latestVersions([
        { type: 'ESAPP', versionNo: '1.10.0' },
        { type: 'ESAPP', versionNo: '2.4.1' },
        { type: 'ESAPP', versionNo: '1.9.3' },
        { type: 'ET', versionNo: '1.10.0' },
        { type: 'ET', versionNo: '1.8.2' },
        { type: 'WIN', versionNo: '10.0.19045.4291' },
        { type: 'WIN', versionNo: '10.0.19045' },
        { type: 'WIN', versionNo: '10.0.17763' },
      ]),
    ).toEqual({ ESAPP: '2.4.1', ET: '1.10.0', WIN: '10.0.19045.4291' });
  });

  it('leaves out types without versions and skips numbers it cannot rank', () => {
    expect(latestVersions([])).toEqual({});
    expect(
      latestVersions([
        { type: 'TV', versionNo: 'beta' },
        { type: 'TV', versionNo: '15.44.7' },
        { type: 'EMITTER', versionNo: 'n/a' },
      ]),
    ).toEqual({ TV: '15.44.7' });
  });

  it('keeps the first of equal numbers, as given', () => {
    expect(
      latestVersions([
        { type: 'ET', versionNo: '1.10' },
        { type: 'ET', versionNo: '1.10.0' },
      ]),
    ).toEqual({ ET: '1.10' });
  });

  it('returns a number no other of its type is newer than', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ type: fc.constantFrom('WIN', 'ET', 'TV'), versionNo: encodableVersion })), (versions) => {
        const latest = latestVersions(versions);
        expect(Object.keys(latest).sort()).toEqual([...new Set(versions.map((v) => v.type))].sort());
        for (const v of versions) expect(compareVersionNumbers(v.versionNo, latest[v.type]!)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
