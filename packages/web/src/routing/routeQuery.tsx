// A route owns one query: its loader starts it with loadQuery when the route is entered,
// its component reads it with usePreloadedQuery. Query references no route shows any
// more are disposed after the next render, so their data can be garbage collected.
import { Suspense, useEffect, type ComponentType } from 'react';
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import {
  getRequest,
  type ConcreteRequest,
  type FetchPolicy,
  type GraphQLTaggedNode,
  type IEnvironment,
  type OperationType,
  type Variables,
} from 'relay-runtime';
import { useLoaderData, useMatches, type LoaderFunctionArgs } from 'react-router';
import { getRelayEnvironment } from '../relay/environment';
import { PageSpinner } from '../components/PageSpinner';

const live = new Set<{ dispose: () => void }>();

/** How long a page's answer fetched ahead (a link pointed at) stands for the server's view. */
export const FETCHED_AHEAD_FRESH_MS = 10_000;

/** Answers fetched ahead, per environment (a sign-out replaces it, and with it these). */
const fetchedAhead = new WeakMap<IEnvironment, Map<string, number>>();

const operationKey = (query: GraphQLTaggedNode, variables: Variables) => {
  const { params } = getRequest(query);
  return `${params.id ?? params.name}:${JSON.stringify(variables)}`;
};

/** Notes when the server answered a route query fetched ahead of a visit (routing/preload.ts). */
export function noteFetchedAhead(ref: PreloadedQuery<OperationType>): void {
  ref.source?.subscribe({
    complete: () => {
      const answers = fetchedAhead.get(ref.environment) ?? new Map<string, number>();
      answers.set(`${ref.id ?? ref.name}:${JSON.stringify(ref.variables)}`, Date.now());
      fetchedAhead.set(ref.environment, answers);
    },
  });
}

/** Whether the server answered this very query moments ago, fetched ahead; the answer is used once. */
function answeredJustNow(environment: IEnvironment, query: GraphQLTaggedNode, variables: Variables): boolean {
  const answers = fetchedAhead.get(environment);
  const key = operationKey(query, variables);
  const answeredAt = answers?.get(key);
  answers?.delete(key);
  return answeredAt !== undefined && Date.now() - answeredAt <= FETCHED_AHEAD_FRESH_MS;
}

/**
 * The route's loader. 'network-only' routes (the pages) wait for the server: their access rules
 * decide on the server's view of the session, never on what the store kept from before a sign-in.
 * One exception (issue 17, paint at once): the server answered the same query moments ago, fetched
 * ahead when its link was pointed at; that answer shows at once and the server is asked again.
 * The tabs' 'store-and-network' shows what the store holds at once, without a spinner (§2).
 */
export function queryLoader<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: (args: LoaderFunctionArgs) => Q['variables'] = () => ({}) as Q['variables'],
  fetchPolicy: FetchPolicy = 'store-and-network',
) {
  return (args: LoaderFunctionArgs): PreloadedQuery<Q> => {
    const environment = getRelayEnvironment();
    const routeVariables = variables(args);
    const policy =
      fetchPolicy === 'network-only' && answeredJustNow(environment, query, routeVariables) ? 'store-and-network' : fetchPolicy;
    const ref = loadQuery<Q>(environment, query, routeVariables, { fetchPolicy: policy });
    live.add(ref);
    return ref;
  };
}

/** The generated artifact of a route's query, imported when the route is entered (not with the first bundle). */
export type QueryArtifact = () => Promise<{ default: ConcreteRequest }>;

/** `queryLoader` for a query whose artifact loads with the route: only that small module is awaited, beside the screen's code. */
export function lazyQueryLoader<Q extends OperationType>(
  artifact: QueryArtifact,
  variables?: (args: LoaderFunctionArgs) => Q['variables'],
  fetchPolicy?: FetchPolicy,
) {
  return async (args: LoaderFunctionArgs): Promise<PreloadedQuery<Q>> =>
    queryLoader<Q>((await artifact()).default, variables, fetchPolicy)(args);
}

/** Whether a loader's data is a query reference (route loaders return one, or a redirect). */
export const isQueryReference = (value: unknown): value is PreloadedQuery<OperationType> =>
  typeof value === 'object' && value !== null && 'environment' in value && 'variables' in value;

// Whether the app has painted its first screen (set by the janitor's first effect, after the
// first commit of the routes).
let firstScreenPainted = false;

/** The first screen has painted: loaders wrapped by answeredOnFirstLoad stop waiting. */
export const markFirstScreenPainted = () => {
  firstScreenPainted = true;
};
export const hasFirstScreenPainted = () => firstScreenPainted;

/** Resolves when the reference's network request has answered (or failed), or after `ms`; at once when none was made. */
export function answerOf(ref: PreloadedQuery<OperationType>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (!ref.source) return done();
    ref.source.subscribe({ complete: done, error: done });
  });
}

/** Disposes every query reference that no rendered route holds. */
export function QueryReferenceJanitor() {
  const matches = useMatches();
  useEffect(() => {
    markFirstScreenPainted();
    const shown = new Set(matches.map((m) => m.loaderData));
    for (const ref of live) {
      if (!shown.has(ref)) {
        ref.dispose();
        live.delete(ref);
      }
    }
  }, [matches]);
  return null;
}

export interface RouteQueryProps<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
}

/**
 * Renders `Component` with its route's query reference. While the Relay environment is
 * being replaced (sign-out), a reference of the old one is not read.
 */
export function PreloadedRoute<Q extends OperationType>({ component: Component }: { component: ComponentType<RouteQueryProps<Q>> }) {
  const queryRef = useLoaderData() as PreloadedQuery<Q>;
  const environment = useRelayEnvironment();
  if (queryRef.environment !== environment) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component queryRef={queryRef} />
    </Suspense>
  );
}
