// A chart's size, from its box as laid out: a ResizeObserver reports it after the browser's own
// layout (no layout forced from script), and the chart draws as a transition, in slices the
// browser can answer input between. nivo's responsive wrapper measured in the commit and drew the
// whole chart there, in one long task on a slow laptop.
import { startTransition, useCallback, useState } from 'react';

export interface ChartSize {
  width: number;
  height: number;
}

/** A ref for the chart's box and its size in whole pixels (null until first laid out, or while 0 wide). */
export function useChartSize(): [(element: HTMLElement | null) => (() => void) | undefined, ChartSize | null] {
  const [size, setSize] = useState<ChartSize | null>(null);
  // A ref callback's returned cleanup (React 19) disconnects when the box goes.
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry.contentRect.width);
      const height = Math.floor(entry.contentRect.height);
      startTransition(() =>
        setSize((previous) =>
          width <= 0 || height <= 0 ? null : previous?.width === width && previous.height === height ? previous : { width, height },
        ),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
