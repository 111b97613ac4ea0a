// The §9 popover delay: a resting mouse opens after 250 ms and leaving closes 250 ms later; a
// click opens at once and pins; a click on a hover-opened popover pins it too; Escape closes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Popover, Portal } from '@chakra-ui/react';
import { AppProviders } from '../../App';
import { useHoverPopover } from './useHoverPopover';

function InfoPopover() {
  const hover = useHoverPopover();
  return (
    <Popover.Root open={hover.open} onOpenChange={hover.onOpenChange} autoFocus={hover.autoFocus} restoreFocus={hover.restoreFocus}>
      <Popover.Trigger asChild>
        <Button {...hover.triggerProps}>About</Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content {...hover.contentProps}>
            <Popover.Body>Backed up every night</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

const shown = () => screen.queryByText('Backed up every night')?.closest('[data-state]')?.getAttribute('data-state') === 'open';

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <AppProviders>
      <InfoPopover />
      <input aria-label="Search" />
    </AppProviders>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'About' }) };
}

const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('useHoverPopover', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('opens after the mouse rests 250 ms on the button, and closes 250 ms after it leaves', async () => {
    const { user, trigger } = setup();
    await user.hover(trigger);
    await wait(249);
    expect(shown()).toBe(false);
    await wait(1);
    expect(shown()).toBe(true);
    await user.unhover(trigger);
    await wait(249);
    expect(shown()).toBe(true);
    await wait(1);
    expect(shown()).toBe(false);
  });

  it('opens nothing when the mouse only passes over', async () => {
    const { user, trigger } = setup();
    await user.hover(trigger);
    await wait(100);
    await user.unhover(trigger);
    await wait(500);
    expect(shown()).toBe(false);
  });

  it('stays open while the mouse rests on the popover itself', async () => {
    const { user, trigger } = setup();
    await user.hover(trigger);
    await wait(250);
    await user.unhover(trigger);
    await user.hover(screen.getByText('Backed up every night'));
    await wait(1000);
    expect(shown()).toBe(true);
  });

  it('opens at once on a click and stays open when the mouse leaves, until Escape', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(shown()).toBe(true);
    await user.unhover(trigger);
    await wait(1000);
    expect(shown()).toBe(true);
    await user.keyboard('{Escape}');
    expect(shown()).toBe(false);
  });

  it('keeps a hover-opened popover open when its button is then clicked', async () => {
    const { user, trigger } = setup();
    await user.hover(trigger);
    await wait(250);
    expect(shown()).toBe(true);
    await user.click(trigger);
    await user.unhover(trigger);
    await wait(1000);
    expect(shown()).toBe(true);
    // A second click closes it.
    await user.click(trigger);
    await wait(10);
    expect(shown()).toBe(false);
  });

  it('leaves the keyboard focus where it is when a hover-opened popover closes', async () => {
    const { user, trigger } = setup();
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await user.hover(trigger);
    await wait(250);
    expect(shown()).toBe(true);
    expect(search).toHaveFocus();
    await user.unhover(trigger);
    await wait(300);
    expect(shown()).toBe(false);
    expect(search).toHaveFocus();
  });
});
