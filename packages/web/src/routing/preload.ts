// Fetching a route ahead: when a link to a screen is pointed at or focused, the
// screen's code and its query start loading, so the click paints at once. Links are found by
// their href (RootLayout listens on the document); rows that open a page on click call
// `preloadRoute` themselves.
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PreloadHandle } from './routeKinds';
import { isQueryReference, noteFetchedAhead } from './queryReferences';

/** A pointer that rests this long on a link means to follow it; passing over does not fetch. */
export const HOVER_INTENT_MS = 80;
/** One fetch ahead per address in this window: moving back and forth over a link asks once. */
const REPEAT_AFTER_MS = 10_000;

type Preloader = (href: string) => void;

let preloader: Preloader | null = null;
const recent = new Map<string, number>();
let resting: ReturnType<typeof setTimeout> | undefined;

/** The app's addresses only: not the API, downloads or other sites. */
function appUrl(href: string): URL | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || /^\/(api|graphql|health)\b/.test(url.pathname)) return null;
  return url;
}

/** Every matched route's code, and the deepest route's query (the layouts above it are already shown). */
export function preloadFrom(routes: RouteObject[], href: string): void {
  const url = appUrl(href);
  const matches = url && matchRoutes(routes, url);
  if (!url || !matches) return;
  for (const { route } of matches) void (route.handle as PreloadHandle | undefined)?.preloadCode?.().catch(() => undefined);
  const { route, params } = matches[matches.length - 1];
  if (typeof route.loader !== 'function') return;
  const args = { request: new Request(url), params, context: undefined } as unknown as LoaderFunctionArgs;
  // A failed fetch ahead is forgotten: the visit itself asks again and shows its own error.
  void Promise.resolve(route.loader(args))
    .then((ref) => {
      if (isQueryReference(ref)) noteFetchedAhead(ref);
    })
    .catch(() => undefined);
}

export function setRoutePreloader(next: Preloader | null): void {
  preloader = next;
  recent.clear();
}

/** Fetches the code and data of the screen at `href` ahead of a visit (once per address in a while). */
export function preloadRoute(href: string): void {
  const url = appUrl(href);
  if (!preloader || !url) return;
  const key = url.pathname + url.search;
  const now = Date.now();
  if (now - (recent.get(key) ?? -Infinity) < REPEAT_AFTER_MS) return;
  recent.set(key, now);
  preloader(key);
}

/** The pointer rests on something that opens `href` (or, with null, has left it): fetch ahead once it stays. */
export function intendRoute(href: string | null): void {
  clearTimeout(resting);
  resting = href ? setTimeout(() => preloadRoute(href), HOVER_INTENT_MS) : undefined;
}
