import { describe, expect, it } from 'vitest';
import { summarise } from './progressSummary';
import { withinRetestVariation } from './retestVariation';

const reading = (visitDate: string, value: number | null) => ({ visitDate, value, deviationDirection: null });

describe('withinRetestVariation', () => {
  it('is a measure that moved by less than retest noise, never one whose readings are the same', () => {
    const act = summarise('ACT_HORIZONTAL_DEVIATION', 'CC', [reading('2026-01-10', 9), reading('2026-03-10', 5)]);
    expect(act.direction).toBe('UNCHANGED');
    expect(withinRetestVariation(act)).toBe(true);
    const stereo = summarise('STEREO_ACUITY', 'SC', [reading('2026-01-10', 60), reading('2026-03-10', 40)]);
    expect(stereo.direction).toBe('UNCHANGED');
    expect(withinRetestVariation(stereo)).toBe(true);
    expect(withinRetestVariation(summarise('STEREO_ACUITY', 'SC', [reading('2026-01-10', 60), reading('2026-03-10', 60)]))).toBe(false);
    expect(withinRetestVariation(summarise('STEREO_ACUITY', 'SC', [reading('2026-01-10', null), reading('2026-03-10', null)]))).toBe(false);
    expect(withinRetestVariation(summarise('ACT_HORIZONTAL_DEVIATION', 'CC', [reading('2026-01-10', 12), reading('2026-03-10', 4)]))).toBe(
      false,
    );
  });
});
