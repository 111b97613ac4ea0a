// Test support: renders a console tab the way its route does (a query reference started
// with loadQuery, read under Suspense) over a relay-test-utils mock environment.
import { Suspense, useState, type ComponentType } from 'react';
import { act } from '@testing-library/react';
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { getRequest, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderWithProviders } from '../../test/renderWithProviders';
import { consoleTabVariablesOf } from './consoleSearchParams';

function RouteLike<Q extends OperationType>({
  query,
  component: Component,
  variables,
}: {
  query: GraphQLTaggedNode;
  component: ComponentType<{ queryRef: PreloadedQuery<Q> }>;
  /** The address's ?q= text and ?status=, as the route's loader passes them (consoleTabVariablesOf). */
  variables: Record<string, unknown>;
}) {
  const environment = useRelayEnvironment();
  // Only the variables the query declares (the mock network matches requests by their variables).
  const declared = new Set(getRequest(query).fragment.argumentDefinitions.map((argument) => argument.name));
  const asked = Object.fromEntries(Object.entries(variables).filter(([name]) => declared.has(name)));
  const [queryRef] = useState(() => loadQuery<Q>(environment, query, asked as Q['variables']));
  return (
    <Suspense fallback={<p>loading</p>}>
      <Component queryRef={queryRef} />
    </Suspense>
  );
}

/** Mounts `component` at `path` (entered at `url`) and answers its query with `resolvers`. */
export function renderConsoleTab<Q extends OperationType>(
  query: GraphQLTaggedNode,
  component: ComponentType<{ queryRef: PreloadedQuery<Q> }>,
  url: string,
  resolvers: MockResolvers,
  // The site admin's tabs live a level deeper: /dashboard/siteadmin/:tab.
  path = '/dashboard/:tab',
  // What the route's loader adds to the address's variables (the audit tab's mayReadAudit).
  loaderVariables: Record<string, unknown> = {},
) {
  const variables = { ...consoleTabVariablesOf(new URL(url, 'http://localhost')), ...loaderVariables };
  const rendered = renderWithProviders(<RouteLike<Q> query={query} component={component} variables={variables} />, {
    path,
    initialEntry: url,
  });
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  });
  return rendered;
}

/** A connection's mock value from its nodes. */
export const connectionOf = <T,>(nodes: T[]) => ({
  totalCount: nodes.length,
  edges: nodes.map((node) => ({ node })),
});

export const fleetCounters = { total: 3, needingUpdate: 1, withErrors: 1 };
