import { describe, expect, it } from 'vitest';
import { chartWindow, newerStart, olderStart } from './chartPaging';

describe('chart paging', () => {
  it('opens on the newest three of five visits, then shows the oldest three', () => {
    const newest = chartWindow(5, null);
    expect(newest).toEqual({ start: 2, end: 5, hasOlder: true, hasNewer: false });
    const older = chartWindow(5, olderStart(newest));
    expect(older).toEqual({ start: 0, end: 3, hasOlder: false, hasNewer: true });
    expect(chartWindow(5, newerStart(older, 5))).toEqual(newest);
  });

  it('moves a whole view at a time over seven visits', () => {
    const newest = chartWindow(7, null);
    expect(newest).toMatchObject({ start: 4, end: 7 });
    const middle = chartWindow(7, olderStart(newest));
    expect(middle).toMatchObject({ start: 1, end: 4, hasOlder: true, hasNewer: true });
    expect(chartWindow(7, olderStart(middle))).toMatchObject({ start: 0, end: 3, hasOlder: false });
  });

  it('shows everything without arrows when there are three visits or fewer', () => {
    expect(chartWindow(2, null)).toEqual({ start: 0, end: 2, hasOlder: false, hasNewer: false });
    expect(chartWindow(0, null)).toEqual({ start: 0, end: 0, hasOlder: false, hasNewer: false });
  });
});
