import { describe, expect, it } from 'vitest';
import type { SortingState } from '@tanstack/react-table';
import { nextSortDirection, nextSortState, sortDirectionOf } from './sortCycle';

describe('multi-sort cycle (§2: desc, asc, none)', () => {
  it('moves a direction desc → asc → none → desc', () => {
    expect(nextSortDirection('none')).toBe('desc');
    expect(nextSortDirection('desc')).toBe('asc');
    expect(nextSortDirection('asc')).toBe('none');
  });

  it('cycles one column through descending, ascending and unsorted', () => {
    let sorting: SortingState = [];
    sorting = nextSortState(sorting, 'lastName');
    expect(sorting).toEqual([{ id: 'lastName', desc: true }]);
    sorting = nextSortState(sorting, 'lastName');
    expect(sorting).toEqual([{ id: 'lastName', desc: false }]);
    sorting = nextSortState(sorting, 'lastName');
    expect(sorting).toEqual([]);
  });

  it('adds a second column after the first, keeping the earlier sort', () => {
    const first = nextSortState([], 'site');
    const both = nextSortState(first, 'lastName');
    expect(both).toEqual([
      { id: 'site', desc: true },
      { id: 'lastName', desc: true },
    ]);
  });

  it('keeps a column priority while it changes direction, and drops it at none', () => {
    const start: SortingState = [
      { id: 'site', desc: true },
      { id: 'lastName', desc: true },
    ];
    const flipped = nextSortState(start, 'site');
    expect(flipped).toEqual([
      { id: 'site', desc: false },
      { id: 'lastName', desc: true },
    ]);
    expect(nextSortState(flipped, 'site')).toEqual([{ id: 'lastName', desc: true }]);
  });

  it('replaces the other sorts when asked for a single sort', () => {
    const start: SortingState = [
      { id: 'site', desc: true },
      { id: 'lastName', desc: false },
    ];
    expect(nextSortState(start, 'lastName', false)).toEqual([]);
    expect(nextSortState(start, 'email', false)).toEqual([{ id: 'email', desc: true }]);
  });

  it('reads a column direction from the state', () => {
    const sorting: SortingState = [{ id: 'site', desc: false }];
    expect(sortDirectionOf(sorting, 'site')).toBe('asc');
    expect(sortDirectionOf(sorting, 'email')).toBe('none');
  });
});
