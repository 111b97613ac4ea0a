import { describe, expect, it } from 'vitest';
import { barLabelsFit, dateAxisLayout, textWidth } from './chartLayout';

const visits = (count: number) => Array.from({ length: count }, (_, index) => `v${index + 1}`);

describe('chart layout', () => {
  it('keeps three dates level on a wide chart', () => {
    const layout = dateAxisLayout(visits(3), 700);
    expect(layout.rotation).toBe(0);
    expect(layout.ticks).toEqual(['v1', 'v2', 'v3']);
  });

  it('turns the dates when a level date would touch its neighbour (three eyes side by side)', () => {
    const layout = dateAxisLayout(visits(3), 170);
    expect(layout.rotation).toBe(-45);
    expect(layout.ticks).toEqual(['v1', 'v2', 'v3']);
    expect(layout.marginBottom).toBeGreaterThan(40);
  });

  it('thins the dates of a long course, keeping the newest, so turned dates never touch', () => {
    const ids = visits(40);
    const layout = dateAxisLayout(ids, 400);
    expect(layout.rotation).toBe(-45);
    expect(layout.ticks.at(-1)).toBe('v40');
    expect(layout.ticks.length).toBeLessThan(40);
    // Neighbouring dates are at least a turned label's height apart.
    const band = 400 / ids.length;
    const positions = layout.ticks.map((id) => ids.indexOf(id) * band);
    const gaps = positions.slice(1).map((x, index) => x - positions[index]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(18);
  });

  it('labels every visit of a long course that has room', () => {
    expect(dateAxisLayout(visits(30), 1400).ticks).toHaveLength(30);
  });

  it('measures East Asian text wider than digits', () => {
    expect(textWidth('无立体视')).toBeGreaterThan(textWidth('40"'));
    expect(textWidth('6/12')).toBeLessThan(textWidth('20/400'));
  });

  it('writes values above bars only where they stay clear of each other', () => {
    // One eye's chart, three visits side by side with the other eyes: 20/12.5 still fits.
    expect(barLabelsFit(['20/12.5', '20/16', '20/20'], 150, 3, 1)).toBe(true);
    // Thirty visits on the same width: the values would run into each other.
    expect(barLabelsFit(['20/12.5'], 150, 30, 1)).toBe(false);
    // Several series share a visit: each value keeps to its own bar.
    expect(barLabelsFit(['12', '4'], 600, 3, 2)).toBe(true);
    expect(barLabelsFit(['12', '4'], 120, 3, 4)).toBe(false);
    expect(barLabelsFit([], 600, 3, 1)).toBe(false);
  });
});
