// How a route loads: its screen's code arrives with the route (react-router `lazy`), not
// with the first bundle; its query is started by its loader as soon as the route is entered, beside
// the code (only the query's small generated artifact is awaited); and both can be fetched ahead
// when a link to the route is pointed at (routing/preload.ts). Relay itself (routing/routeQuery.tsx)
// loads with the first route that has a query: the signed-out screens without one paint without it.
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, NonIndexRouteObject, RouteObject } from 'react-router';
import type { PreloadedQuery } from 'react-relay';
import type { FetchPolicy, OperationType } from 'relay-runtime';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { restOfAppLoaded } from './restOfApp';
import { answerOf, hasFirstScreenPainted, isQueryReference } from './queryReferences';
import type { QueryArtifact, RouteQueryProps } from './routeQuery';
import { sendEarly } from '../relay/fetchGraphQL';
import type { PreloadableRequest } from '../relay/earlyRequests';

/** A screen's code, imported when its route is entered or fetched ahead. */
export type Screen<P> = () => Promise<ComponentType<P>>;

/** What a lazy route keeps in its `handle`: how to fetch its code ahead of a visit. */
export interface PreloadHandle {
  preloadCode?: () => Promise<unknown>;
}

type Loader = (args: LoaderFunctionArgs) => unknown;

/**
 * React Router starts every matched route's loader and `lazy` together. The screens' code waits
 * one task, so the loaders' few small modules (the queries' artifacts) are asked for first and the
 * queries start before the browser's connections fill with the screens' chunks.
 */
const afterLoaders = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A screen without a query of its own. It draws once the rest of the app is in (its words and
 * theme: routing/restOfApp.ts), but the first screen (/login), which paints with its own share.
 */
export function screenRoute(screen: Screen<object>, { firstScreen = false }: { firstScreen?: boolean } = {}): NonIndexRouteObject {
  return {
    lazy: async () => {
      await afterLoaders();
      const [Component] = await Promise.all([screen(), firstScreen ? undefined : restOfAppLoaded()]);
      return { Component };
    },
    errorElement: <RouteErrorPage />,
    handle: { preloadCode: screen } satisfies PreloadHandle,
  };
}

export interface QueryRouteOptions<Q extends OperationType> {
  variables?: (args: LoaderFunctionArgs) => Q['variables'];
  /** Pages ask the network (their access rules see the server's view); tabs show the store meanwhile (§2). */
  fetchPolicy?: FetchPolicy;
  /** A loader of the route's own (role checks, remembered filters) instead of the plain one. */
  loader?: Loader;
  /**
   * The query's `$parameters` artifact (`@preloadable`): on the page's first load the plain loader
   * sends it at once, ahead of Relay and the screen's code (relay/earlyRequests.ts). Later visits
   * load a few chunks at most, and a query fetched ahead on hover is joined by Relay instead.
   */
  early?: PreloadableRequest;
}

/** A screen that reads one query, started by the route's loader. */
export function queryRoute<Q extends OperationType>(
  artifact: QueryArtifact,
  screen: Screen<RouteQueryProps<Q>>,
  { variables, fetchPolicy = 'network-only', loader, early }: QueryRouteOptions<Q> = {},
): NonIndexRouteObject {
  return {
    loader: loader ?? lazyQueryLoader<Q>(artifact, variables, fetchPolicy, early),
    lazy: async () => {
      await afterLoaders();
      const [component, { PreloadedRoute }] = await Promise.all([screen(), import('./routeQuery'), restOfAppLoaded()]);
      return { element: <PreloadedRoute<Q> component={component} /> };
    },
    errorElement: <RouteErrorPage />,
    handle: { preloadCode: screen } satisfies PreloadHandle,
  };
}

/** A query loader whose artifact and Relay load with the route: only those small modules are awaited, beside the screen's code. */
export function lazyQueryLoader<Q extends OperationType>(
  artifact: QueryArtifact,
  variables?: (args: LoaderFunctionArgs) => Q['variables'],
  fetchPolicy?: FetchPolicy,
  early?: PreloadableRequest,
) {
  return async (args: LoaderFunctionArgs): Promise<PreloadedQuery<Q>> => {
    if (early && !hasFirstScreenPainted()) sendEarly(early, variables ? variables(args) : {});
    const [{ queryLoader }, { default: query }] = await Promise.all([import('./routeQuery'), artifact()]);
    return queryLoader<Q>(query, variables, fetchPolicy)(args);
  };
}

/**
 * A route loader kept in its own module, imported when the route is entered. On the page's first
 * load `sendFirst` may send its query ahead of that module and of Relay (`sendEarly`).
 */
export function lazyLoader(load: () => Promise<Loader>, sendFirst?: (args: LoaderFunctionArgs) => void): Loader {
  return async (args) => {
    if (!hasFirstScreenPainted()) sendFirst?.(args);
    return (await load())(args);
  };
}

/** How long a first load waits for a screen's answer before it paints the spinner instead. */
export const FIRST_ANSWER_WAIT_MS = 1_500;

/**
 * On the page's first load, the loaders of `route` and of the routes below it wait for their
 * query's answer (up to FIRST_ANSWER_WAIT_MS), so the screen paints once, with its data. Without
 * it the route's spinner paints while the answer is on its way, and React then reveals the
 * content no sooner than 300 ms after that fallback (its Suspense throttle): the dashboard's data
 * was in at about 790 ms, its first contentful paint at 1,030-1,250 ms. Once the app has painted,
 * loaders return at once again (a tab shows what the store holds; a page its spinner).
 */
export function answeredOnFirstLoad<R extends RouteObject>(route: R): R {
  const loader = route.loader;
  const children = route.children?.map((child) => answeredOnFirstLoad(child));
  if (typeof loader !== 'function') return children ? { ...route, children } : route;
  const waiting: Loader = async (args) => {
    const data = await loader(args as never);
    if (!hasFirstScreenPainted() && isQueryReference(data)) await answerOf(data, FIRST_ANSWER_WAIT_MS);
    return data;
  };
  return { ...route, loader: waiting, ...(children ? { children } : {}) };
}
