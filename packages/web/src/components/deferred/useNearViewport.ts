// Content below the fold (the dashboard's statistics charts) draws when the user scrolls near it,
// not while the screen above it is still loading: on a slow laptop their drawing (nivo, its
// springs and layout) took the main thread for over a second right after the patient list came.
import { useCallback, useState } from 'react';

/** How far outside the viewport content starts to draw: a screen ahead, so a scroll finds it drawn. */
const AHEAD = '100% 0px';

/**
 * A ref for the box and whether it is, or has been, near the viewport. Once near it stays so.
 * Without IntersectionObserver (old browsers, tests' jsdom) it is near at once.
 */
export function useNearViewport(): [(element: Element | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // A ref callback's returned cleanup (React 19) disconnects when the box goes.
  const ref = useCallback((element: Element | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
