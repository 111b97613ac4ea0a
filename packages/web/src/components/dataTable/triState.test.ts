import { describe, expect, it } from 'vitest';
import { selectAllState, toggleAll } from './triState';

describe('tri-state select-all', () => {
  it('is checked when every item is chosen, indeterminate for some, unchecked for none', () => {
    expect(selectAllState(3, 3)).toBe(true);
    expect(selectAllState(1, 3)).toBe('indeterminate');
    expect(selectAllState(0, 3)).toBe(false);
  });

  it('is unchecked when there is nothing to choose', () => {
    expect(selectAllState(0, 0)).toBe(false);
  });

  it('chooses every candidate from unchecked or indeterminate', () => {
    expect(toggleAll([], ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(toggleAll(['b'], ['a', 'b', 'c']).sort()).toEqual(['a', 'b', 'c']);
  });

  it('clears every candidate from checked', () => {
    expect(toggleAll(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([]);
  });

  it('leaves choices outside the candidates alone (disabled or filtered-out rows)', () => {
    expect(toggleAll(['hidden'], ['a', 'b'])).toEqual(['hidden', 'a', 'b']);
    expect(toggleAll(['hidden', 'a', 'b'], ['a', 'b'])).toEqual(['hidden']);
  });
});
