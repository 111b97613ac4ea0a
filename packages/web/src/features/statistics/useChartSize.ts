// A chart's size, from its box as laid out: a ResizeObserver reports it after the browser's own
// layout (no layout forced from script), and the chart draws as a transition, in slices the
// browser can answer input between. nivo's responsive wrapper measured in the commit and drew the
// whole chart there, in one long task on a slow laptop.
import { startTransition, useCallback, useRef, useState } from 'react';

export interface ChartSize {
  width: number;
  height: number;
}

/** A ref for the chart's box and its size in whole pixels (null until first laid out, or while 0 wide). */
export function useChartSize(): [(element: HTMLElement | null) => void, ChartSize | null] {
  const [size, setSize] = useState<ChartSize | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    observer.current = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry.contentRect.width);
      const height = Math.floor(entry.contentRect.height);
      startTransition(() =>
        setSize((previous) =>
          width <= 0 || height <= 0 ? null : previous?.width === width && previous.height === height ? previous : { width, height },
        ),
      );
    });
    observer.current.observe(element);
  }, []);
  return [ref, size];
}
