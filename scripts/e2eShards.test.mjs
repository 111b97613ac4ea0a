import { describe, expect, it } from 'vitest';
import { fileFilters, planShards } from './e2eShards.mjs';

describe('end-to-end shard plan', () => {
  const seconds = { 'a.spec.ts': 40, 'b.spec.ts': 38, 'c.spec.ts': 30, 'd.spec.ts': 20, 'e.spec.ts': 10, 'f.spec.ts': 8 };

  it('splits by seconds, heaviest first onto the lightest shard, every file once', () => {
    const plan = planShards(Object.keys(seconds), seconds, 2);
    expect(plan.map((shard) => shard.seconds)).toEqual([70, 76]);
    expect(plan.flatMap((shard) => shard.files).sort()).toEqual(Object.keys(seconds));
    expect(plan[0].files).toEqual(['a.spec.ts', 'd.spec.ts', 'e.spec.ts']);
  });

  it('gives the same plan every run, whatever order the files come in', () => {
    const files = Object.keys(seconds);
    expect(planShards([...files].reverse(), seconds, 2)).toEqual(planShards(files, seconds, 2));
  });

  it('weighs a file not measured yet as the median one, and never plans an empty shard', () => {
    const plan = planShards(['new.spec.ts', 'a.spec.ts'], { 'a.spec.ts': 40, 'b.spec.ts': 10, 'c.spec.ts': 30 }, 3);
    expect(plan).toEqual([
      { files: ['a.spec.ts'], seconds: 40 },
      { files: ['new.spec.ts'], seconds: 30 },
    ]);
  });

  it('names each file exactly to Playwright (its filters are regular expressions over the path)', () => {
    const [filter] = fileFilters('tests/e2e', ['sign-in.spec.ts']);
    const re = new RegExp(filter);
    expect(re.test('/repo/tests/e2e/sign-in.spec.ts')).toBe(true);
    expect(re.test('/repo/tests/e2e/sign-in.spec.tsx')).toBe(false);
    expect(re.test('/repo/tests/e2e/x-sign-in.spec.ts')).toBe(false);
    expect(re.test('/repo/tests/e2e/sign-inXspec.ts')).toBe(false);
  });
});
