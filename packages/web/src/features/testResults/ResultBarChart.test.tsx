import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ResultBarChart } from './ResultBarChart';
import { formatStereoTick, stereoTicks } from './resultFormat';

// nivo's responsive wrapper sizes the chart from its parent's bounding box, which jsdom leaves at 0.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 600,
    bottom: 240,
    width: 600,
    height: 240,
    toJSON: () => ({}),
  } as DOMRect);
});

const dates: Record<string, string> = { v1: '05/01/2026', v2: '05/02/2026' };

describe('result bar chart', () => {
  it('draws the stereo axis from 0 to yMax with 2-decimal ticks and names the marker bars', () => {
    const texts: Record<string, string> = { v1: 'No stereo', v2: '40"' };
    const { container } = render(
      <div style={{ width: 600, height: 240 }}>
        <ResultBarChart
          rows={[
            { id: 'v1', arcsec: 1000.5 },
            { id: 'v2', arcsec: 40.5 },
          ]}
          series={[{ key: 'arcsec', name: 'Stereo acuity', colorToken: 'brand.600' }]}
          categoryOf={(id) => dates[id] ?? ''}
          valueLegend="Arcsec"
          textOf={(id) => texts[id] ?? ''}
          axis={{ max: 1000.5, ticks: stereoTicks(1000.5), format: formatStereoTick }}
          showBarText
        />
      </div>,
    );
    expect(container.querySelectorAll('[data-testid^="bar.item.arcsec."]')).toHaveLength(2);
    const labels = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['0.00', '333.50', '667.00', '1000.50', 'Arcsec', '05/01/2026', '05/02/2026', 'No stereo', '40"']),
    );
  });

  it('turns and thins the dates of a long course so none touch, keeping the newest, and writes no value that would not fit', () => {
    const rows = Array.from({ length: 40 }, (_, index) => ({ id: `v${index + 1}`, value: 1 + (index % 5) }));
    const dateOf = (id: string) => `${String(Number(id.slice(1)) % 28 || 28).padStart(2, '0')}/01/2026`;
    const { container } = render(
      <div style={{ width: 600, height: 240 }}>
        <ResultBarChart
          rows={rows}
          series={[{ key: 'value', name: 'Fixations', colorToken: 'brand.600' }]}
          categoryOf={dateOf}
          valueLegend="Fixations"
          textOf={(id) => `${id}-value`}
          showBarText
        />
      </div>,
    );
    expect(container.querySelectorAll('[data-testid^="bar.item.value."]')).toHaveLength(40);
    const dates = [...container.querySelectorAll('text')].filter((text) => /^\d\d\/01\/2026$/.test(text.textContent ?? ''));
    expect(dates.length).toBeGreaterThan(5);
    expect(dates.length).toBeLessThan(40);
    expect(dates.at(-1)?.textContent).toBe(dateOf('v40'));
    expect(dates.every((text) => text.getAttribute('transform')?.includes('rotate(-45)'))).toBe(true);
    expect([...container.querySelectorAll('text')].some((text) => text.textContent?.endsWith('-value'))).toBe(false);
  });

  it('keeps three dates level and writes their values on a wide chart', () => {
    const { container } = render(
      <div style={{ width: 600, height: 240 }}>
        <ResultBarChart
          rows={[
            { id: 'v1', value: 1.2 },
            { id: 'v2', value: 1.5 },
          ]}
          series={[{ key: 'value', name: 'Left eye', colorToken: 'brand.600' }]}
          categoryOf={(id) => dates[id] ?? ''}
          valueLegend="logMAR"
          textOf={(id) => (id === 'v1' ? '6/12' : '6/6')}
          showBarText
        />
      </div>,
    );
    const labels = [...container.querySelectorAll('text')];
    expect(labels.filter((text) => text.textContent === '05/01/2026')[0]?.getAttribute('transform')).toContain('rotate(0)');
    expect(labels.map((text) => text.textContent)).toEqual(expect.arrayContaining(['6/12', '6/6']));
  });
});
