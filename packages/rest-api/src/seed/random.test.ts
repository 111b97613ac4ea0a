import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

const draws = (seed: string, n = 50) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('seeded random', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    expect(draws('vista')).toEqual(draws('vista'));
    expect(draws('vista')).not.toEqual(draws('vista2'));
    expect(createRandom(42).next()).toBe(createRandom('42').next());
  });

  it('keeps every helper deterministic', () => {
    const run = () => {
      const r = createRandom('helpers');
      return [
        r.int(1, 6),
        r.float(0, 1),
        r.chance(0.5),
        r.pick(['a', 'b', 'c']),
        r.weighted([
          ['x', 1],
          ['y', 3],
        ] as const),
        r.shuffle([1, 2, 3, 4, 5]),
        r.sample([1, 2, 3, 4, 5], 2),
        r.chars('abc', 8),
        r.fork('child').next(),
      ];
    };
    expect(run()).toEqual(run());
  });

  it('stays within its ranges and reaches both ends', () => {
    const r = createRandom('ranges');
    const ints = Array.from({ length: 2000 }, () => r.int(-2, 3));
    expect(Math.min(...ints)).toBe(-2);
    expect(Math.max(...ints)).toBe(3);
    expect(ints.every(Number.isInteger)).toBe(true);
    const floats = Array.from({ length: 2000 }, () => r.next());
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
    // Roughly uniform: the mean of 2000 draws is near 0.5.
    expect(Math.abs(floats.reduce((a, b) => a + b, 0) / floats.length - 0.5)).toBeLessThan(0.05);
  });

  it('respects weights, shuffles into a permutation and samples distinct items', () => {
    const r = createRandom('weights');
    const picks = Array.from({ length: 4000 }, () =>
      r.weighted([
        ['rare', 1],
        ['common', 9],
      ] as const),
    );
    const rare = picks.filter((p) => p === 'rare').length / picks.length;
    expect(rare).toBeGreaterThan(0.05);
    expect(rare).toBeLessThan(0.15);
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect([...r.shuffle(items)].sort((a, b) => a - b)).toEqual(items);
    const sample = r.sample(items, 5);
    expect(new Set(sample).size).toBe(5);
    expect(r.sample(items, 50)).toHaveLength(20);
    expect(() => r.pick([])).toThrow();
  });

  it('forks streams that do not depend on how much the parent drew', () => {
    const a = createRandom('parent');
    const b = createRandom('parent');
    b.next();
    b.next();
    expect(a.fork('patient-1').next()).toBe(b.fork('patient-1').next());
    expect(a.fork('patient-1').next()).not.toBe(a.fork('patient-2').next());
  });
});
