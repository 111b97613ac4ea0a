import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ScrollableTabList } from './ScrollableTabList';

const TESTS = ['ACT', 'CT', 'Fusional reserve', 'Visual acuity', 'Contrast sensitivity', 'Reading', 'Stereo acuity'];
const TAB_WIDTH = 150;
const STRIP_WIDTH = 400;

// jsdom lays nothing out: the strip is 400 px wide and each tab 150 px, shifted by the strip's scroll.
let scrolled = 0;
const scrollBy = vi.fn((options: ScrollToOptions) => {
  scrolled = Math.max(0, Math.min(TESTS.length * TAB_WIDTH - STRIP_WIDTH, scrolled + (options.left ?? 0)));
});

beforeEach(() => {
  scrolled = 0;
  scrollBy.mockClear();
  (HTMLElement.prototype as unknown as { scrollBy: typeof scrollBy }).scrollBy = scrollBy;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const span = (left: number, width: number) => ({ left, right: left + width, width, top: 0, bottom: 40, height: 40, x: left, y: 0 });
    if (this.getAttribute('role') === 'tab') {
      const index = [...(this.parentElement?.querySelectorAll('[role="tab"]') ?? [])].indexOf(this);
      return { ...span(index * TAB_WIDTH - scrolled, TAB_WIDTH), toJSON: () => ({}) } as DOMRect;
    }
    return { ...span(0, STRIP_WIDTH), toJSON: () => ({}) } as DOMRect;
  });
});

afterEach(() => {
  delete (HTMLElement.prototype as unknown as { scrollBy?: unknown }).scrollBy;
});

function Strip() {
  const [value, setValue] = useState(TESTS[0]!);
  return (
    <Tabs.Root value={value} onValueChange={(details) => setValue(details.value)}>
      <ScrollableTabList label="Tests performed" selected={value}>
        {TESTS.map((test) => (
          <Tabs.Trigger key={test} value={test}>
            {test}
          </Tabs.Trigger>
        ))}
      </ScrollableTabList>
    </Tabs.Root>
  );
}

describe('the test tab strip', () => {
  it('shows a cue with a button at the edge that hides tabs, and scrolls with it', async () => {
    renderWithProviders(<Strip />);
    await screen.findByRole('tablist', { name: 'Tests performed' });
    expect(await screen.findByTestId('tab-scroll-cue-right')).toBeInTheDocument();
    expect(screen.queryByTestId('tab-scroll-cue-left')).not.toBeInTheDocument();

    scrollBy.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Scroll the tests right' }));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy.mock.calls[0]![0].left).toBeGreaterThan(0);
    // The strip tells its cues again when it scrolls.
    screen.getByRole('tablist').dispatchEvent(new Event('scroll'));
    expect(await screen.findByTestId('tab-scroll-cue-left')).toBeInTheDocument();
  });

  it('brings the chosen tab into view when it lies past the edge', async () => {
    renderWithProviders(<Strip />);
    const last = await screen.findByRole('tab', { name: 'Stereo acuity' });
    scrollBy.mockClear();
    await userEvent.click(last);
    await waitFor(() => expect(scrollBy).toHaveBeenCalled());
    // The last tab spans 900-1050 in a 400 px strip: scrolled right until it clears the right cue.
    expect(scrollBy.mock.calls.at(-1)![0].left).toBe(1050 - (STRIP_WIDTH - 40));
  });

  it('shows no cue when every tab fits', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, right: 100, width: 100 } as DOMRect);
    renderWithProviders(<Strip />);
    await screen.findByRole('tablist', { name: 'Tests performed' });
    expect(screen.queryByTestId('tab-scroll-cue-right')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tab-scroll-cue-left')).not.toBeInTheDocument();
  });
});
