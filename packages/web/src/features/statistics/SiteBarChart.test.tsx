import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { SERIES_COLORS, SiteBarChart } from './SiteBarChart';
import { dailyTestsRows, formatPercent } from './statisticsSeries';

// The chart draws at the size its box is laid out at (useChartSize.ts): jsdom lays nothing out, so
// the observer reports the box this test gives.
let laidOut = { width: 600, height: 280 };
beforeEach(() => {
  laidOut = { width: 600, height: 280 };
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(element: Element) {
        this.report([{ target: element, contentRect: laidOut } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** '#0f6e74' → 'rgba(15, 110, 116, 1)', as nivo writes its colours. */
const rgba = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, 1)`;
};

const rows = dailyTestsRows([
  { month: '2025-02', mySite: 2.5, global: 4 },
  { month: '2025-03', mySite: 3, global: 3.5 },
]);

/** The chart at the size the observer reports; a test's own rows, or two months. */
const drawChart = (chartRows = rows) =>
  render(
    <SiteBarChart
      rows={chartRows}
      seriesNames={{ mySite: 'My site', global: 'Global' }}
      categoryLegend="Month"
      valueLegend="% of tests"
      formatValue={formatPercent}
    />,
  );

describe('site bar chart', () => {
  it('draws My site and Global bars side by side in the theme colours, with axis legends', () => {
    const { container } = drawChart();
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    const bars = (series: string) => [...container.querySelectorAll(`[data-testid^="bar.item.${series}."]`)];
    expect(bars('mySite')).toHaveLength(2);
    expect(bars('global')).toHaveLength(2);
    expect(bars('mySite')[0]).toHaveAttribute('fill', rgba(SERIES_COLORS.mySite));
    expect(bars('global')[0]).toHaveAttribute('fill', rgba(SERIES_COLORS.global));
    const texts = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Month', '% of tests', '02/2025', '03/2025']));
  });

  it('draws nothing until its box has a size, then at that size', () => {
    laidOut = { width: 0, height: 0 };
    const hidden = drawChart();
    expect(hidden.container.querySelector('svg')).toBeNull();
    hidden.unmount();

    laidOut = { width: 480.6, height: 288 };
    const { container } = drawChart();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '480');
    expect(svg).toHaveAttribute('height', '288');
  });

  it('slants many month labels below the axis, the same way on a right-to-left page', () => {
    const year = dailyTestsRows(
      Array.from({ length: 12 }, (_, index) => ({ month: `2025-${String(index + 1).padStart(2, '0')}`, mySite: 2, global: 3 })),
    );
    document.documentElement.dir = 'rtl';
    try {
      const { container } = drawChart(year);
      const label = [...container.querySelectorAll('text')].find((text) => text.textContent === '01/2025');
      expect(label).toHaveAttribute('text-anchor', 'end');
      expect(label?.getAttribute('transform')).toContain('rotate(-45)');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });
});
