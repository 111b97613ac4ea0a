import { describe, expect, it } from 'vitest';
import { paginationWindow, type PaginationWindowItem } from './paginationWindow';

/** The window as the user reads it: 1-based page numbers, '…' for gaps. */
const shown = (items: PaginationWindowItem[]) => items.map((item) => (item.kind === 'page' ? item.index + 1 : '…'));

describe('paginationWindow (§2: up to 6 numbers, else first, neighbours, last)', () => {
  it('shows the single page of a one-page table', () => {
    expect(shown(paginationWindow(1, 0))).toEqual([1]);
  });

  it('shows no page numbers for an empty table', () => {
    expect(paginationWindow(0, 0)).toEqual([]);
  });

  it('shows all 6 numbers when there are 6 pages, wherever the current page is', () => {
    for (const current of [0, 2, 5]) expect(shown(paginationWindow(6, current))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('with 7 pages shows first, neighbours and last around the current page', () => {
    expect(shown(paginationWindow(7, 0))).toEqual([1, 2, '…', 7]);
    expect(shown(paginationWindow(7, 3))).toEqual([1, '…', 3, 4, 5, '…', 7]);
    expect(shown(paginationWindow(7, 6))).toEqual([1, '…', 6, 7]);
  });

  it('with 20 pages shows first, neighbours and last around the current page', () => {
    expect(shown(paginationWindow(20, 0))).toEqual([1, 2, '…', 20]);
    expect(shown(paginationWindow(20, 9))).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(shown(paginationWindow(20, 19))).toEqual([1, '…', 19, 20]);
  });

  it('does not put a gap between pages that touch', () => {
    expect(shown(paginationWindow(20, 1))).toEqual([1, 2, 3, '…', 20]);
    expect(shown(paginationWindow(20, 2))).toEqual([1, 2, 3, 4, '…', 20]);
    expect(shown(paginationWindow(20, 18))).toEqual([1, '…', 18, 19, 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(shown(paginationWindow(20, 40))).toEqual([1, '…', 19, 20]);
    expect(shown(paginationWindow(20, -3))).toEqual([1, 2, '…', 20]);
  });

  it('gives every gap a distinct key', () => {
    const gaps = paginationWindow(20, 9).filter((item) => item.kind === 'gap');
    expect(new Set(gaps.map((gap) => (gap.kind === 'gap' ? gap.key : ''))).size).toBe(2);
  });
});
