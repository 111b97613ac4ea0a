import { describe, expect, it } from 'vitest';
import { demoId, timeOrderedIds } from './ids';

describe('demoId', () => {
  it('gives the same valid version-5 UUID for the same name, and different ones for different names', () => {
    const id = demoId('user:doctor');
    expect(id).toBe(demoId('user:doctor'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(demoId('user:admin')).not.toBe(id);
  });
});

describe('timeOrderedIds', () => {
  it('gives valid version-7 UUIDs in increasing order, past the counter digits that roll over', () => {
    const next = timeOrderedIds(Date.UTC(2026, 2, 15));
    const ids = Array.from({ length: 70_000 }, next);
    expect(ids.filter((id) => !/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toEqual([]);
    expect(ids.findIndex((id, i) => i > 0 && !(ids[i - 1] < id))).toBe(-1); // strictly increasing, so distinct too
    expect(ids[0].startsWith('019ceeca-e400-7000-8000-0000')).toBe(true);
  });

  it('keeps the order where the counter carries from the variant group into the version group', () => {
    const next = timeOrderedIds(0, 2 ** 30 - 2);
    const ids = [next(), next(), next()];
    expect(ids).toEqual([
      '00000000-0000-7000-bfff-fffe' + ids[0].slice(-8),
      '00000000-0000-7000-bfff-ffff' + ids[0].slice(-8),
      '00000000-0000-7001-8000-0000' + ids[0].slice(-8),
    ]);
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs between two generators made in the same millisecond', () => {
    expect(timeOrderedIds(1)()).not.toBe(timeOrderedIds(1)());
  });
});
