// Content below the fold (the dashboard's statistics charts) draws when the user scrolls near it,
// not while the screen above it is still loading: on a slow laptop their drawing (nivo, its
// springs and layout) took the main thread for over a second right after the patient list came.
import { useCallback, useRef, useState } from 'react';

/** How far outside the viewport content starts to draw: a screen ahead, so a scroll finds it drawn. */
const AHEAD = '100% 0px';

/**
 * A ref for the box and whether it is, or has been, near the viewport. Once near it stays so.
 * Without IntersectionObserver (old browsers, tests' jsdom) it is near at once.
 */
export function useNearViewport(): [(element: Element | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.current?.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.current.observe(element);
  }, []);
  return [ref, near];
}
