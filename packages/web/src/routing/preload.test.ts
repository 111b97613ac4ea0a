import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { HOVER_INTENT_MS, intendRoute, preloadFrom, preloadRoute, setRoutePreloader } from './preload';

function routesWith(spies: {
  code: () => Promise<unknown>;
  layoutLoader: () => null;
  pageLoader: (args: LoaderFunctionArgs) => null;
}): RouteObject[] {
  return [
    {
      path: 'dashboard',
      loader: spies.layoutLoader,
      handle: { preloadCode: spies.code },
      children: [{ path: 'Patient', loader: spies.pageLoader, handle: { preloadCode: spies.code } }],
    },
  ];
}

const spies = () => ({
  code: vi.fn(async () => undefined),
  layoutLoader: vi.fn(() => null),
  pageLoader: vi.fn((_args: LoaderFunctionArgs) => null),
});

afterEach(() => {
  setRoutePreloader(null);
  vi.useRealTimers();
});

describe('fetching a route ahead', () => {
  it("loads every matched route's code and the deepest route's query, with the link's address", () => {
    const s = spies();
    preloadFrom(routesWith(s), '/dashboard/Patient?id=p-1');
    expect(s.code).toHaveBeenCalledTimes(2);
    expect(s.layoutLoader).not.toHaveBeenCalled();
    expect(s.pageLoader).toHaveBeenCalledTimes(1);
    expect(new URL(s.pageLoader.mock.calls[0][0].request.url).search).toBe('?id=p-1');
  });

  it('ignores addresses outside the app and ones no route matches', () => {
    const s = spies();
    preloadFrom(routesWith(s), 'https://elsewhere.example/dashboard/Patient');
    preloadFrom(routesWith(s), '/graphql');
    preloadFrom(routesWith(s), '/nowhere');
    expect(s.code).not.toHaveBeenCalled();
    expect(s.pageLoader).not.toHaveBeenCalled();
  });

  it('fetches an address once in a while, and only when the pointer rests on it', () => {
    vi.useFakeTimers();
    const preloader = vi.fn();
    setRoutePreloader(preloader);
    preloadRoute('/dashboard/Patient?id=p-1');
    preloadRoute('/dashboard/Patient?id=p-1');
    expect(preloader).toHaveBeenCalledTimes(1);

    intendRoute('/dashboard/Patient?id=p-2');
    intendRoute(null);
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(preloader).toHaveBeenCalledTimes(1);

    intendRoute('/dashboard/Patient?id=p-3');
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(preloader).toHaveBeenLastCalledWith('/dashboard/Patient?id=p-3');
  });
});
