import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StatisticsChartCard } from './StatisticsChartCard';
import { formatPercent, histogramRows } from './statisticsSeries';

// The chart module (nivo) arrives only when the test lets it: the card's loading state shows.
const chartModule = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { loaded, release: () => release() };
});
vi.mock('./SiteBarChart', async () => {
  await chartModule.loaded;
  return { SiteBarChart: ({ rows }: { rows: unknown[] }) => <p>{`chart of ${rows.length} bars`}</p> };
});

const card = (rows = histogramRows([{ label: '0-2', mySite: 60, global: 40 }])) => (
  <StatisticsChartCard
    title="ACT deviation"
    rows={rows}
    categoryLegend="Prism diopters"
    valueLegend="% of tests"
    formatValue={formatPercent}
  />
);

describe('statistics chart card', () => {
  it('shows a skeleton until the chart code has loaded, then the chart, with the series key', async () => {
    renderWithProviders(card());
    const section = await screen.findByRole('region', { name: 'ACT deviation' });
    expect(within(section).getByTestId('chart-skeleton')).toBeInTheDocument();
    expect(within(section).getByText('My site')).toBeInTheDocument();
    expect(within(section).getByText('Global')).toBeInTheDocument();

    await act(async () => chartModule.release());
    expect(await within(section).findByText('chart of 1 bars')).toBeInTheDocument();
    expect(within(section).queryByTestId('chart-skeleton')).not.toBeInTheDocument();
  });

  it('loads no chart code for an empty chart and says "No data yet"', async () => {
    renderWithProviders(card([]));
    const section = await screen.findByRole('region', { name: 'ACT deviation' });
    expect(within(section).getByText('No data yet')).toBeInTheDocument();
    expect(within(section).queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    expect(within(section).queryByText('My site')).not.toBeInTheDocument();
  });

  describe('below the fold', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the skeleton until the card nears the viewport, then draws the chart', async () => {
      const watching: { report: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(report: IntersectionObserverCallback) {
            watching.push({ report, observer: this as unknown as IntersectionObserver });
          }
          observe() {}
          disconnect() {}
        },
      );
      await act(async () => chartModule.release());
      renderWithProviders(card());
      const section = await screen.findByRole('region', { name: 'ACT deviation' });
      expect(within(section).getByTestId('chart-skeleton')).toBeInTheDocument();
      expect(within(section).queryByText(/chart of/)).not.toBeInTheDocument();

      await act(async () => {
        for (const { report, observer } of watching) report([{ isIntersecting: true } as IntersectionObserverEntry], observer);
      });
      expect(await within(section).findByText('chart of 1 bars')).toBeInTheDocument();
      expect(within(section).queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    });
  });
});
