import { describe, expect, it } from 'vitest';
import { US_STATES, recognizeUsState } from './usStates';

describe('US_STATES', () => {
  it('holds the 50 states, DC and the six outlying areas of ISO 3166-2:US, each code once', () => {
    expect(US_STATES.filter((s) => s.kind === 'state')).toHaveLength(50);
    expect(US_STATES.filter((s) => s.kind === 'district').map((s) => s.code)).toEqual(['DC']);
    expect(
      US_STATES.filter((s) => s.kind === 'outlying area')
        .map((s) => s.code)
        .sort(),
    ).toEqual(['AS', 'GU', 'MP', 'PR', 'UM', 'VI']);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(US_STATES.length);
    for (const s of US_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
  });

  it('is in alphabetical order of the names', () => {
    const names = US_STATES.map((s) => s.name);
    expect(names[0]).toBe('Alabama');
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });
});

describe('recognizeUsState', () => {
  it('reads a code, an ISO 3166-2 code or an English name in any case', () => {
    expect(recognizeUsState('CA')).toBe('CA');
    expect(recognizeUsState(' ny ')).toBe('NY');
    expect(recognizeUsState('US-TX')).toBe('TX');
    expect(recognizeUsState('new  york')).toBe('NY');
    expect(recognizeUsState('District of Columbia')).toBe('DC');
    expect(recognizeUsState('Puerto Rico')).toBe('PR');
  });

  it('answers null for anything else', () => {
    for (const text of [null, '', 'Lazio', 'ZZ', 'Calif.']) expect(recognizeUsState(text)).toBeNull();
  });
});
