import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actResult, autoVaResult, readingResult, renderPanel, visitDate, visitsOf, NOT_STEREO } from './testResultsTestSupport';

// A stand-in for the nivo module: each bar's text, so what a chart draws can be read.
vi.mock('./ResultBarChart', () => ({
  ResultBarChart: ({
    rows,
    series,
    textOf,
  }: {
    rows: { id: string }[];
    series: { key: string }[];
    textOf: (id: string, key: string) => string;
  }) => (
    <ul data-testid="bars">
      {rows.flatMap((row) => series.map((item) => <li key={`${row.id}-${item.key}`}>{textOf(row.id, item.key)}</li>))}
    </ul>
  ),
}));

const lastVisit = (testType: string, month: number) => ({ testType, lastVisit: visitDate(month) });
const section = (name: string) => screen.getByRole('region', { name });
const rowHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('Test results panel', { timeout: 30_000 }, () => {
  it('has a tab per performed test with its last visit date, in the server order', async () => {
    renderPanel({ lastVisitByTest: [lastVisit('ACT', 3), lastVisit('AUTO_VA', 2), lastVisit('STEREO_ACUITY', 1)] });
    const tablist = await screen.findByRole('tablist', { name: 'Tests performed' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['ACT 05/03/2026', 'Visual acuity (auto) 05/02/2026', 'Stereo acuity 05/01/2026']);
    expect(within(tablist).getByRole('tab', { name: /ACT/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when no test was ever taken', async () => {
    renderPanel({});
    expect(await screen.findByText('No test results yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tests/ })).not.toBeInTheDocument();
  });

  it('chooses tabs in the popover: search, select all, check all and a disabled Not performed group', async () => {
    renderPanel({ lastVisitByTest: [lastVisit('ACT', 3), lastVisit('AUTO_VA', 2), lastVisit('CHART_VA', 2)] });
    await userEvent.click(await screen.findByRole('button', { name: /Tests/ }));
    const popover = await screen.findByRole('group', { name: 'Tests' });
    const notPerformed = within(popover).getByRole('group', { name: 'Not performed' });
    expect(within(notPerformed).getByRole('checkbox', { name: 'Stereo acuity' })).toBeDisabled();
    expect(within(notPerformed).queryByRole('checkbox', { name: 'ACT' })).not.toBeInTheDocument();

    await userEvent.type(within(popover).getByRole('searchbox', { name: 'Search tests' }), 'visual acuity');
    const performed = within(popover).getByRole('group', { name: 'Performed tests' });
    expect(
      within(performed)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Visual acuity (auto)05/02/2026', 'Visual acuity (chart)05/02/2026']);
    expect(within(popover).queryByRole('checkbox', { name: /Contrast sensitivity/ })).not.toBeInTheDocument();

    // Select all acts on what the search found: ACT keeps its tab.
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'Select all' }));
    const tablist = screen.getByRole('tablist', { name: 'Tests performed' });
    await waitFor(() => expect(within(tablist).getAllByRole('tab')).toHaveLength(1));
    expect(within(tablist).getByRole('tab', { name: /ACT/ })).toBeInTheDocument();

    await userEvent.click(within(popover).getByRole('checkbox', { name: 'Check all' }));
    await waitFor(() => expect(within(tablist).getAllByRole('tab')).toHaveLength(3));
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'Check all' }));
    expect(await screen.findByText('No test selected. Choose tests in the Tests menu.')).toBeInTheDocument();
  });

  it('limits the search to 20 characters', async () => {
    renderPanel({ lastVisitByTest: [lastVisit('ACT', 3)] });
    await userEvent.click(await screen.findByRole('button', { name: /Tests/ }));
    const search = await screen.findByRole('searchbox', { name: 'Search tests' });
    await userEvent.type(search, 'a'.repeat(25));
    expect(search).toHaveValue('a'.repeat(20));
  });

  it('pages a chart with the arrows: the newest three of five visits first, then older ones', async () => {
    const results = [10, 8, 6, 4, 2];
    renderPanel({
      lastVisitByTest: [lastVisit('ACT', 5)],
      visits: visitsOf(
        [5, 4, 3, 2, 1].map((month) => ({ id: `v${month}`, month, results: [actResult('WITHOUT_GLASSES', results[month - 1]!)] })),
      ),
    });
    const without = await screen.findByRole('region', { name: 'Without glasses' });
    const chart = within(without).getByRole('region', { name: 'Horizontal and vertical deviation' });
    const table = within(chart).getByRole('table', { name: 'Horizontal and vertical deviation' });
    expect(within(chart).getByText('Visits 3–5 of 5')).toBeInTheDocument();
    expect(rowHeaders(table)).toEqual(['05/03/2026', '05/04/2026', '05/05/2026']);
    expect(within(chart).getByRole('button', { name: 'Newer visits' })).toBeDisabled();
    // Horizontal and vertical bars of visits 3, 4 and 5.
    const bars = await within(chart).findByTestId('bars');
    expect([...bars.querySelectorAll('li')].map((bar) => bar.textContent)).toEqual(['6', '0', '4', '0', '2', '0']);

    await userEvent.click(within(chart).getByRole('button', { name: 'Older visits' }));
    expect(within(chart).getByText('Visits 1–3 of 5')).toBeInTheDocument();
    expect(rowHeaders(table)).toEqual(['05/01/2026', '05/02/2026', '05/03/2026']);
    expect(within(chart).getByRole('button', { name: 'Older visits' })).toBeDisabled();
    await userEvent.click(within(chart).getByRole('button', { name: 'Newer visits' }));
    expect(rowHeaders(table)).toEqual(['05/03/2026', '05/04/2026', '05/05/2026']);

    // Nothing with glasses: the chart says so.
    expect(within(section('With glasses')).getByText('No results for this test')).toBeInTheDocument();
  });

  it('shows the secondary values when advanced is on', async () => {
    renderPanel({
      lastVisitByTest: [lastVisit('ACT', 1)],
      visits: visitsOf([{ id: 'v1', month: 1, results: [actResult('WITHOUT_GLASSES', 6, 2)] }]),
    });
    await screen.findByRole('region', { name: 'Without glasses' });
    expect(screen.queryByRole('table', { name: 'Details, Without glasses' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Tests/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Advanced' }));
    const details = await screen.findByRole('table', { name: 'Details, Without glasses' });
    const cells = within(details)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['05/01/2026', '6 (Exo)', '2 (None)', 'Yes', 'No', 'test succeeded']);
  });

  it("shows AutoVA values with '<=' and one decimal, 3 visits a page", async () => {
    renderPanel({
      lastVisitByTest: [lastVisit('AUTO_VA', 4)],
      visits: visitsOf(
        [4, 3, 2, 1].map((month) => ({ id: `v${month}`, month, results: [autoVaResult('WITH_GLASSES', 0.3, month / 10, null)] })),
      ),
    });
    const withGlasses = await screen.findByRole('region', { name: 'With glasses' });
    const table = within(withGlasses).getByRole('table', { name: 'Visual acuity (auto) · With glasses' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['05/04/2026', '<= 0.3', '<= 0.4', '—']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(within(withGlasses).getByRole('button', { name: 'Page 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('05/01/2026')).toBeInTheDocument();
    // Three or fewer visits: no page controls.
    expect(within(section('Without glasses')).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(section('Without glasses')).getByText('No results for this test')).toBeInTheDocument();
  });

  it('labels stereo bars for no stereo and no result instead of numbers', async () => {
    renderPanel({
      lastVisitByTest: [lastVisit('STEREO_ACUITY', 2)],
      stereoAcuity: {
        yMax: 1000.5,
        points: [
          { visitDate: visitDate(1), withoutGlasses: { outcome: 'NO_STEREO', arcsec: null, plotted: 1000.5 }, withGlasses: NOT_STEREO },
          { visitDate: visitDate(2), withoutGlasses: { outcome: 'MEASURED', arcsec: 40, plotted: 40.5 }, withGlasses: NOT_STEREO },
          // Tested without glasses only: no bar, no row, on the corrected chart.
          {
            visitDate: visitDate(3),
            withoutGlasses: { outcome: 'MEASURED', arcsec: 60, plotted: 60.5 },
            withGlasses: { outcome: 'NOT_TAKEN', arcsec: null, plotted: 0 },
          },
        ],
      },
    });
    const uncorrected = await screen.findByRole('region', { name: 'Uncorrected (without glasses)' });
    const table = within(uncorrected).getByRole('table');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No stereo', '40"', '60"']);
    expect(within(table).getByRole('columnheader', { name: 'Stereo acuity (Arcsec)' })).toBeInTheDocument();
    const corrected = screen.getByRole('region', { name: 'Corrected (with glasses)' });
    expect(
      within(within(corrected).getByRole('table'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No result', 'No result']);
    expect(await within(corrected).findByTestId('bars')).toHaveTextContent('No resultNo result');
    // The key names the marker colours, for when the bars' texts do not fit (a long language, the whole course).
    expect(within(uncorrected).getByTestId('chart-key')).toHaveTextContent('No stereo');
    expect(within(uncorrected).getByTestId('chart-key')).not.toHaveTextContent('No result');
    expect(within(corrected).getByTestId('chart-key')).toHaveTextContent('No result');
  });

  it('switches the reading series with its toggles', async () => {
    renderPanel({
      lastVisitByTest: [lastVisit('READING', 2)],
      visits: visitsOf([
        { id: 'v2', month: 2, results: [readingResult('WITHOUT_GLASSES', 90, 120)] },
        { id: 'v1', month: 1, results: [readingResult('WITHOUT_GLASSES', 110, 95)] },
      ]),
    });
    const without = await screen.findByRole('region', { name: 'Without glasses' });
    const toggles = within(without).getByRole('group', { name: 'Reading measure, Without glasses' });
    expect(within(toggles).getByRole('button', { name: 'Fixations' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(within(without).getByRole('table', { name: 'Fixations' }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['110', '90']);

    await userEvent.click(within(toggles).getByRole('button', { name: 'Reading rate' }));
    expect(within(toggles).getByRole('button', { name: 'Reading rate' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toggles).getByRole('button', { name: 'Fixations' })).toHaveAttribute('aria-pressed', 'false');
    const rate = within(without).getByRole('table', { name: 'Reading rate' });
    expect(within(rate).getByRole('columnheader', { name: 'Reading rate (Words per minute)' })).toBeInTheDocument();
    expect(
      within(rate)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['95', '120']);
    expect(within(without).queryByRole('table', { name: 'Fixations' })).not.toBeInTheDocument();
  });
});
