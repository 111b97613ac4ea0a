import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { DoctorStatisticsTestQuery } from '../../__generated__/DoctorStatisticsTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DoctorStatistics } from './DoctorStatistics';

const testQuery = graphql`
  query DoctorStatisticsTestQuery @relay_test_operation {
    doctorWorkspace {
      statistics {
        ...DoctorStatistics_statistics
      }
    }
  }
`;

function StatisticsUnderTest() {
  const data = useLazyLoadQuery<DoctorStatisticsTestQuery>(testQuery, {});
  return data.doctorWorkspace ? <DoctorStatistics statistics={data.doctorWorkspace.statistics} /> : null;
}

const bucketsOf = (mySite: number[], global: number[]) =>
  mySite.map((value, index) => ({ label: `${index * 2}-${index * 2 + 2}`, mySite: value, global: global[index] ?? 0 }));

function renderStatistics(statistics: Record<string, unknown>) {
  const rendered = renderWithProviders(
    <Suspense fallback="loading">
      <StatisticsUnderTest />
    </Suspense>,
  );
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { SiteStatistics: () => statistics }),
    );
  });
  return rendered;
}

const chartCard = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 3 })).closest('section') as HTMLElement;

describe('Doctor statistics', () => {
  it('shows the total tests and the three charts, each with its numbers as a table', async () => {
    renderStatistics({
      totalTests: 1234,
      actDeviation: bucketsOf([40, 60], [55, 45]),
      convergenceBreakPoint: bucketsOf([10, 90], [20, 80]),
      averageDailyTests: [
        { month: '2025-02', mySite: 2.5, global: 4 },
        { month: '2025-03', mySite: 3, global: 3.5 },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Site statistics' });
    expect(within(section).getByText('Total tests')).toBeInTheDocument();
    expect(within(section).getByText('1,234')).toBeInTheDocument();

    const actCard = await chartCard('ACT deviation');
    const actTable = within(actCard).getByRole('table', { name: 'ACT deviation' });
    const headers = within(actTable)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Prism diopters', 'My site (% of tests)', 'Global (% of tests)']);
    const firstBucket = within(actTable).getByRole('rowheader', { name: '0-2' }).closest('tr') as HTMLElement;
    expect(
      within(firstBucket)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40%', '55%']);
    expect(within(actCard).getByTestId('statistics-chart')).toHaveAttribute('dir', 'ltr');

    const daily = await chartCard('Average daily tests');
    const dailyTable = within(daily).getByRole('table', { name: 'Average daily tests' });
    const march = within(dailyTable).getByRole('rowheader', { name: '03/2025' }).closest('tr') as HTMLElement;
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3.0', '3.5']);
    expect(within(await chartCard('Convergence break point')).getByRole('table')).toBeInTheDocument();
    // The lazily loaded chart replaces its skeleton (nivo measures nothing in jsdom, so draws no bars).
    await waitFor(() => expect(within(actCard).queryByTestId('chart-skeleton')).not.toBeInTheDocument());
  });

  it('says "No data yet" for a missing or all-zero chart, and a dash for an unknown total', async () => {
    renderStatistics({
      totalTests: null,
      actDeviation: null,
      convergenceBreakPoint: bucketsOf([0, 0], [0, 0]),
      averageDailyTests: [],
    });
    for (const title of ['ACT deviation', 'Convergence break point', 'Average daily tests']) {
      const card = await chartCard(title);
      expect(within(card).getByText('No data yet')).toBeInTheDocument();
      expect(within(card).queryByTestId('statistics-chart')).not.toBeInTheDocument();
      expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    }
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
