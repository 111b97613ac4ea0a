// A route owns one query: its loader starts it with loadQuery when the route is entered,
// its component reads it with usePreloadedQuery. Query references no route shows any
// more are disposed after the next render, so their data can be garbage collected.
import { Suspense, useEffect, type ComponentType } from 'react';
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useLoaderData, useMatches, type LoaderFunctionArgs } from 'react-router';
import { getRelayEnvironment } from '../relay/environment';
import { PageSpinner } from '../components/PageSpinner';

const live = new Set<{ dispose: () => void }>();

export function queryLoader<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: (args: LoaderFunctionArgs) => Q['variables'] = () => ({}) as Q['variables'],
  fetchPolicy: FetchPolicy = 'store-and-network',
) {
  return (args: LoaderFunctionArgs): PreloadedQuery<Q> => {
    const ref = loadQuery<Q>(getRelayEnvironment(), query, variables(args), { fetchPolicy });
    live.add(ref);
    return ref;
  };
}

/** Disposes every query reference that no rendered route holds. */
export function QueryReferenceJanitor() {
  const matches = useMatches();
  useEffect(() => {
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
