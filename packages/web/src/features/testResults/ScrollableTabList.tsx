// The test tab strip: when the tests do not fit, a fade and an arrow button appear at
// each edge that hides tabs, and the chosen tab is scrolled clear of them. The tabs keep their
// own keyboard (arrow keys, Home, End); the buttons are ordinary buttons. Sides are physical, so
// the same code serves left-to-right and right-to-left (Hebrew) pages.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, IconButton, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { hiddenSides, revealDelta, type HiddenSides } from './tabStripScroll';

/** Room (px) kept between a revealed tab and the strip's edge: the cue's width. */
const CUE_WIDTH = 40;

const spanOf = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { left: rect.left, right: rect.right };
};

interface ScrollableTabListProps {
  label: string;
  /** The selected tab's value: brought into view whenever it changes. */
  selected: string;
  children: ReactNode;
}

export function ScrollableTabList({ label, selected, children }: ScrollableTabListProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenSides>({ left: false, right: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = hiddenSides(spanOf(list), [...list.querySelectorAll('[role="tab"]')].map(spanOf));
    setHidden((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);

  // The tabs change with the Tests popover: measure again after each render of the strip.
  useEffect(measure);

  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    const delta = revealDelta(spanOf(list), spanOf(tab), CUE_WIDTH);
    // Only the strip scrolls: scrollIntoView would also scroll the page to the strip.
    if (delta !== 0) list.scrollBy?.({ left: delta, behavior: 'smooth' });
  }, [selected]);

  const scroll = (direction: -1 | 1) => {
    const list = listRef.current;
    list?.scrollBy?.({ left: direction * Math.max(120, list.clientWidth * 0.7), behavior: 'smooth' });
  };

  const cue = (side: 'left' | 'right') => (
    <Box
      position="absolute"
      top="0"
      bottom="1px"
      {...{ [side]: 0 }}
      w={`${CUE_WIDTH}px`}
      display="flex"
      alignItems="center"
      justifyContent={side === 'left' ? 'flex-start' : 'flex-end'}
      // The panel's colour fading into the tabs tells that the strip goes on.
      bgGradient={side === 'left' ? 'to-r' : 'to-l'}
      gradientFrom="bg.panel"
      gradientVia="bg.panel"
      gradientTo="transparent"
      data-testid={`tab-scroll-cue-${side}`}
      zIndex="1"
    >
      <IconButton
        aria-label={side === 'left' ? t`Scroll the tests left` : t`Scroll the tests right`}
        size="2xs"
        variant="ghost"
        onClick={() => scroll(side === 'left' ? -1 : 1)}
      >
        {side === 'left' ? <LuChevronLeft aria-hidden /> : <LuChevronRight aria-hidden />}
      </IconButton>
    </Box>
  );

  return (
    <Box position="relative">
      <Tabs.List
        ref={listRef}
        aria-label={label}
        overflowX="auto"
        overflowY="hidden"
        flexWrap="nowrap"
        // The cues show that the strip scrolls; a scrollbar under the tabs would only crowd them.
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {children}
      </Tabs.List>
      {hidden.left ? cue('left') : null}
      {hidden.right ? cue('right') : null}
    </Box>
  );
}
