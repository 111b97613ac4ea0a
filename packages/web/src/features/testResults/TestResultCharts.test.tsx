// The result charts drawn by nivo (not stood in for, as in TestResultsPanel.test): which way acuity
// bars grow, the unit on the acuity axis, and the whole course of a test beside the 3-visit view.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '../../i18n/language';
import { actResult, chartVaResult, contrastResult, renderPanel, visitDate, visitsOf } from './testResultsTestSupport';

// nivo sizes a chart from its parent's box, which jsdom leaves at 0.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 600,
    bottom: 256,
    width: 600,
    height: 256,
    toJSON: () => ({}),
  } as DOMRect);
});

const lastVisit = (testType: string, month: number) => ({ testType, lastVisit: visitDate(month) });
const barHeights = (chart: HTMLElement) =>
  [...chart.querySelectorAll('[data-testid^="bar.item."]')].map((bar) => Number(bar.getAttribute('height')));
const texts = (chart: HTMLElement) => [...chart.querySelectorAll('text')].map((text) => text.textContent);

describe('result charts', { timeout: 30_000 }, () => {
  it('draws better visual acuity as a taller bar, on an axis and with labels in the record unit', async () => {
    renderPanel({
      defaultVaScale: 'METER',
      lastVisitByTest: [lastVisit('CHART_VA', 3)],
      // Newest first: the eye went from 6/30 to 6/12 to 6/6.
      visits: visitsOf([
        { id: 'v3', month: 3, results: [chartVaResult('WITHOUT_GLASSES', { left: 0 })] },
        { id: 'v2', month: 2, results: [chartVaResult('WITHOUT_GLASSES', { left: 0.3 })] },
        { id: 'v1', month: 1, results: [chartVaResult('WITHOUT_GLASSES', { left: 0.7 })] },
      ]),
    });
    const without = await screen.findByRole('region', { name: 'Without glasses' });
    const left = within(without).getByRole('region', { name: 'Left eye' });
    const chart = await within(left).findByTestId('result-chart');
    await waitFor(() => expect(barHeights(chart)).toHaveLength(3));
    const [worst, middle, best] = barHeights(chart) as [number, number, number];
    expect(best).toBeGreaterThan(middle);
    expect(middle).toBeGreaterThan(worst);
    expect(texts(chart)).toEqual(expect.arrayContaining(['6/120', '6/60', '6/24', '6/12', '6/6', '6/3', 'Snellen (meters)', '6/30']));
    // The table read by assistive technology keeps the unit's labels.
    const table = within(left).getByRole('table', { name: 'Left eye' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6/30', '6/12', '6/6']);
  });

  it("draws contrast sensitivity in the device's log units, never in the record's VA unit, better (smaller) taller", async () => {
    renderPanel({
      defaultVaScale: 'METER',
      lastVisitByTest: [lastVisit('CHART_CS', 3)],
      visits: visitsOf([
        { id: 'v3', month: 3, results: [contrastResult('CHART_CS', 'WITHOUT_GLASSES', { left: 0.1 })] },
        { id: 'v2', month: 2, results: [contrastResult('CHART_CS', 'WITHOUT_GLASSES', { left: 0.3 })] },
        { id: 'v1', month: 1, results: [contrastResult('CHART_CS', 'WITHOUT_GLASSES', { left: 0.7 })] },
      ]),
    });
    const without = await screen.findByRole('region', { name: 'Without glasses' });
    const left = within(without).getByRole('region', { name: 'Left eye' });
    const chart = await within(left).findByTestId('result-chart');
    await waitFor(() => expect(barHeights(chart)).toHaveLength(3));
    const [worst, middle, best] = barHeights(chart) as [number, number, number];
    expect(best).toBeGreaterThan(middle);
    expect(middle).toBeGreaterThan(worst);
    expect(texts(chart)).toEqual(expect.arrayContaining(['1.30', '0.60', '0.00', '-0.30', 'log units', '0.70', '0.30', '0.10']));
    expect(texts(chart).some((text) => /^6\//.test(text ?? ''))).toBe(false);
    const table = within(left).getByRole('table', { name: 'Left eye' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0.70', '0.30', '0.10']);
  });

  it('names the contrast unit in Hebrew and keeps the automatic test in log units', async () => {
    await act(() => activateLanguage('he'));
    renderPanel({
      defaultVaScale: 'FEET',
      lastVisitByTest: [lastVisit('AUTO_CS', 2)],
      visits: visitsOf([{ id: 'v2', month: 2, results: [contrastResult('AUTO_CS', 'WITH_GLASSES', { left: 0.4, right: 0 })] }]),
    });
    const withGlasses = await screen.findByRole('region', { name: 'עם משקפיים' });
    const table = within(withGlasses).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['עין שמאל (יחידות לוג)', 'עין ימין (יחידות לוג)']));
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['0.40', '0.00']));
    expect(cells.some((cell) => /20\//.test(cell ?? ''))).toBe(false);
  });

  it('shows every visit of the test in one chart with the whole course, and goes back to three at a time', async () => {
    const months = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    renderPanel({
      lastVisitByTest: [lastVisit('ACT', 12)],
      visits: visitsOf(months.map((month) => ({ id: `v${month}`, month, results: [actResult('WITHOUT_GLASSES', month)] }))),
    });
    const without = await screen.findByRole('region', { name: 'Without glasses' });
    const chart = within(without).getByRole('region', { name: 'Horizontal and vertical deviation' });
    const table = within(chart).getByRole('table');
    expect(within(chart).getByText('Visits 10–12 of 12')).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);

    const choice = screen.getByRole('group', { name: 'Visits shown' });
    await userEvent.click(within(choice).getByRole('button', { name: 'Whole course' }));
    expect(within(choice).getByRole('button', { name: 'Whole course' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chart).getByText('All 12 visits')).toBeInTheDocument();
    expect(within(chart).queryByRole('button', { name: 'Older visits' })).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([...months].reverse().map((month) => `05/${String(month).padStart(2, '0')}/2026`));
    // A trend: one line per series through every visit.
    const drawn = await within(chart).findByTestId('result-chart');
    await waitFor(() => expect(drawn.querySelectorAll('[data-testid="trend.horizontal"] [data-testid="trend-point"]')).toHaveLength(12));

    await userEvent.click(within(choice).getByRole('button', { name: '3 visits at a time' }));
    expect(within(chart).getByText('Visits 10–12 of 12')).toBeInTheDocument();
  });

  it('offers no whole course for three visits or fewer', async () => {
    renderPanel({
      lastVisitByTest: [lastVisit('ACT', 2)],
      visits: visitsOf([2, 1].map((month) => ({ id: `v${month}`, month, results: [actResult('WITHOUT_GLASSES', month)] }))),
    });
    await screen.findByRole('region', { name: 'Without glasses' });
    expect(screen.queryByRole('group', { name: 'Visits shown' })).not.toBeInTheDocument();
  });
});
