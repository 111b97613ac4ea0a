// End-to-end: the record's charts read at a glance as doctor@demo.example on the demo
// patient with the most visits: the whole course of a test beside the 3-visit view, dates and
// values that never run into each other at 1280 and 1920 px, acuity with better vision on top,
// and the test tab strip's scroll cue when the tabs do not fit.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, signIn } from './support/portal';
import { rowWith } from './support/console';

async function openTommaso(page: Page) {
  const table = page.getByRole('table', { name: 'Active patients' });
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('Bianchi');
  await expect(table.getByRole('row')).toHaveCount(2);
  await rowWith(table, 'Tommaso').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tommaso Bianchi' })).toBeVisible();
}

const testTab = (page: Page, name: RegExp) => page.getByRole('tablist', { name: 'Tests performed' }).getByRole('tab', { name });

/**
 * Where the dates and values of a drawn chart collide: level dates and values must not overlap;
 * dates turned 45° must stand a line's height apart across their slant.
 */
async function collisions(chart: Locator): Promise<string[]> {
  await expect(chart.locator('svg')).toBeVisible();
  return chart.evaluate((root) => {
    const boxes = (selector: (text: SVGTextElement) => boolean) =>
      Array.from(root.querySelectorAll<SVGTextElement>('svg text'))
        .filter(selector)
        .map((text) => ({
          text: text.textContent ?? '',
          box: text.getBoundingClientRect(),
          turned: /rotate\(-45\)/.test(text.getAttribute('transform') ?? ''),
        }));
    const isDate = (text: SVGTextElement) => /^\d\d\/\d\d\/\d{4}$/.test(text.textContent ?? '');
    const dates = boxes(isDate).sort((a, b) => a.box.right - b.box.right);
    // Values written above bars and trend points are the charts' only bold texts.
    const values = boxes((text) => !isDate(text) && text.style.fontWeight === '600');
    const problems: string[] = [];
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    dates.forEach((date, index) => {
      const next = dates[index + 1];
      if (!next) return;
      if (date.turned && next.turned) {
        if ((next.box.right - date.box.right) * Math.SQRT1_2 < 10) problems.push(`${date.text} / ${next.text}`);
      } else if (overlap(date.box, next.box)) problems.push(`${date.text} / ${next.text}`);
    });
    values.forEach((value, index) =>
      values.slice(index + 1).forEach((other) => overlap(value.box, other.box) && problems.push(`${value.text} / ${other.text}`)),
    );
    return problems;
  });
}

test.describe('record charts', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.doctor);
  });

  for (const width of [1280, 1920]) {
    test(`the whole course shows every visit of a test, with no label over another at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 1000 });
      await openTommaso(page);
      await testTab(page, /^Stereo acuity/).click();
      // Each chart has the visits that took the test in its correction (no bar for a visit without
      // one): the busier of the two is checked.
      const totalOf = async (name: string) => {
        const range = page.getByRole('region', { name }).getByTestId('chart-range');
        await expect(range).toHaveText(/^(Visits \d+–\d+ of \d+|All \d+ visits)$/);
        return Number((await range.textContent())?.match(/(\d+)( visits)?$/)?.[1]);
      };
      const [uncorrected, corrected] = [await totalOf('Uncorrected (without glasses)'), await totalOf('Corrected (with glasses)')];
      const chart = page.getByRole('region', {
        name: uncorrected >= corrected ? 'Uncorrected (without glasses)' : 'Corrected (with glasses)',
      });
      const range = chart.getByTestId('chart-range');
      await expect(range).toHaveText(/^Visits \d+–\d+ of \d+$/);
      const total = Math.max(uncorrected, corrected);
      expect(total, 'the demo patient with the most visits').toBeGreaterThanOrEqual(4);
      expect(await collisions(chart.getByTestId('result-chart'))).toEqual([]);

      const choice = page.getByRole('group', { name: 'Visits shown' });
      await choice.getByRole('button', { name: 'Whole course' }).click();
      await expect(range).toHaveText(`All ${total} visits`);
      // Every visit is drawn and read out (the visually hidden table).
      await expect(chart.getByRole('table').getByRole('rowheader')).toHaveCount(total);
      await expect(chart.locator('[data-testid^="bar.item."]')).toHaveCount(total);
      expect(await collisions(chart.getByTestId('result-chart'))).toEqual([]);

      // The three eyes side by side: the narrowest charts of the record.
      await testTab(page, /^Visual acuity \(chart\)/).click();
      const without = page.getByRole('region', { name: 'Without glasses' });
      for (const eye of ['Left eye', 'Right eye', 'Binocular']) {
        const eyeChart = without.getByRole('region', { name: eye });
        await expect(eyeChart.getByTestId('chart-range')).toHaveText(/^All \d+ visits$/);
        expect(await collisions(eyeChart.getByTestId('result-chart')), eye).toEqual([]);
      }
      await choice.getByRole('button', { name: '3 visits at a time' }).click();
      for (const eye of ['Left eye', 'Right eye', 'Binocular']) {
        const eyeChart = without.getByRole('region', { name: eye });
        await expect(eyeChart.getByTestId('chart-range')).toHaveText(/^Visits \d+–\d+ of \d+$/);
        expect(await collisions(eyeChart.getByTestId('result-chart')), eye).toEqual([]);
      }
    });
  }

  test('visual acuity puts the best line at the top of its axis and a better result higher', async ({ page }) => {
    await openTommaso(page);
    await testTab(page, /^Visual acuity \(chart\)/).click();
    const chart = page
      .getByRole('region', { name: 'Without glasses' })
      .getByRole('region', { name: 'Left eye' })
      .getByTestId('result-chart');
    await expect(chart.locator('[data-testid^="bar.item."]').first()).toBeVisible();
    const ticks = await chart.evaluate((root) =>
      Array.from(root.querySelectorAll('svg text'))
        .filter(
          (text) =>
            /^(-?\d\.\d|\d+\/\d+(\.\d+)?|\d+(\.\d+)?)$/.test(text.textContent ?? '') &&
            !/rotate\(-45\)/.test(text.getAttribute('transform') ?? ''),
        )
        .map((text) => ({ label: text.textContent ?? '', y: text.getBoundingClientRect().top })),
    );
    const axis = ticks.filter((tick) => ['-0.3', '6/3', '20/10', '2', '1.3', '6/120', '20/400', '0.05'].includes(tick.label));
    const top = axis.reduce((best, tick) => (tick.y < best.y ? tick : best));
    const bottom = axis.reduce((worst, tick) => (tick.y > worst.y ? tick : worst));
    expect(['-0.3', '6/3', '20/10', '2']).toContain(top.label);
    expect(['1.3', '6/120', '20/400', '0.05']).toContain(bottom.label);

    // Over the whole course, each point against each other: the better result (smaller Snellen
    // denominator or logMAR, larger decimal) stands higher. Points and table rows are oldest first.
    await page.getByRole('group', { name: 'Visits shown' }).getByRole('button', { name: 'Whole course' }).click();
    const region = page.getByRole('region', { name: 'Without glasses' }).getByRole('region', { name: 'Left eye' });
    await expect(region.getByTestId('chart-range')).toHaveText(/^All \d+ visits$/);
    const labels = await region.getByRole('table').getByRole('cell').allTextContents();
    const points = chart.getByTestId('trend-point');
    await expect(points).toHaveCount(labels.length);
    const heights = await points.evaluateAll((circles) => circles.map((circle) => -Number(circle.getAttribute('cy'))));
    const poorness = (label: string) =>
      label.includes('/') ? Number(label.split('/')[1]) : top.label === '2' ? -Number(label) : Number(label);
    let compared = 0;
    labels.forEach((a, i) =>
      labels.forEach((b, j) => {
        if (poorness(a) < poorness(b)) {
          compared += 1;
          expect(heights[i], `${a} above ${b}`).toBeGreaterThan(heights[j]!);
        }
      }),
    );
    expect(compared, 'two different results in the course').toBeGreaterThan(0);
  });

  test('the test tab strip shows a scroll cue when the tabs do not fit, and scrolls with it', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await openTommaso(page);
    const strip = page.getByRole('tablist', { name: 'Tests performed' });
    await expect(strip.getByRole('tab').first()).toBeVisible();
    const right = page.getByTestId('tab-scroll-cue-right');
    await expect(right).toBeVisible();
    await expect(page.getByTestId('tab-scroll-cue-left')).toHaveCount(0);
    await page.getByRole('button', { name: 'Scroll the tests right' }).click();
    await expect(page.getByTestId('tab-scroll-cue-left')).toBeVisible();

    // The keyboard moves along the tabs and the chosen one comes into view, clear of the cues.
    await strip.getByRole('tab').first().focus();
    await page.keyboard.press('End');
    const last = strip.getByRole('tab').last();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(right).toHaveCount(0);
    await expect(last).toBeInViewport({ ratio: 1 });
  });
});
