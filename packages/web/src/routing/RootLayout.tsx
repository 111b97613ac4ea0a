import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { QueryReferenceJanitor } from './queryReferences';
import { intendRoute, preloadRoute, setRoutePreloader } from './preload';

/** The link an event happened in, when it leads to a page of the app in this tab. */
function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  return link;
}

/** Pointing at (or focusing) a link fetches its screen's code and query ahead. */
function usePreloadOnIntent(preload: (href: string) => void) {
  useEffect(() => {
    setRoutePreloader(preload);
    let pointedAt: HTMLAnchorElement | null = null;
    const onPointerOver = (event: PointerEvent) => {
      const link = linkOf(event.target);
      if (!link || link === pointedAt) return;
      pointedAt = link;
      intendRoute(link.href);
    };
    const onPointerOut = (event: PointerEvent) => {
      if (!pointedAt || pointedAt.contains(event.relatedTarget as Node | null)) return;
      pointedAt = null;
      intendRoute(null);
    };
    const onFocusIn = (event: FocusEvent) => {
      const link = linkOf(event.target);
      if (link) preloadRoute(link.href);
    };
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('pointerout', onPointerOut);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      intendRoute(null);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('focusin', onFocusIn);
      setRoutePreloader(null);
    };
  }, [preload]);
}

export function RootLayout({ preload }: { preload: (href: string) => void }) {
  usePreloadOnIntent(preload);
  return (
    <>
      <QueryReferenceJanitor />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
