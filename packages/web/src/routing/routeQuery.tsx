// A route owns one query: its loader starts it with loadQuery when the route is entered,
// its component reads it with usePreloadedQuery. Query references no route shows any
// more are disposed after the next render, so their data can be garbage collected.
// Relay's half of the route queries: loaded with the first route that has one (routeKinds.tsx),
// never with the first bundle; the rest is in routing/queryReferences.ts.
import { Suspense, type ComponentType } from 'react';
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { getRequest, type ConcreteRequest, type FetchPolicy, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getRelayEnvironment } from '../relay/environment';
import { PageSpinner } from '../components/PageSpinner';
import { answeredJustNow, holdUntilUnshown, operationKey } from './queryReferences';

/**
 * The route's loader. 'network-only' routes (the pages) wait for the server: their access rules
 * decide on the server's view of the session, never on what the store kept from before a sign-in.
 * One exception (paint at once): the server answered the same query moments ago, fetched
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
    const { params } = getRequest(query);
    const policy =
      fetchPolicy === 'network-only' && answeredJustNow(environment, operationKey(params.id ?? params.name, routeVariables))
        ? 'store-and-network'
        : fetchPolicy;
    const ref = loadQuery<Q>(environment, query, routeVariables, { fetchPolicy: policy });
    holdUntilUnshown(ref);
    return ref;
  };
}

/** The generated artifact of a route's query, imported when the route is entered (not with the first bundle). */
export type QueryArtifact = () => Promise<{ default: ConcreteRequest }>;

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
