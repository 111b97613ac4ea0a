// A list refreshed (or searched, filtered, paged) while the portal cannot be reached keeps what it
// shows: the new page is read first, and only once it has arrived does the list switch to it. When
// the portal cannot be reached, a notice that blocks nothing says so and how old the rows are;
// the rows stay. Relay's own refetch would throw the failure to the route's error page instead.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { notifyWarning } from '../components/feedback/notify';
import { formatDateTime, formatTime } from '../i18n/dates';
import { CALLER_HANDLES_ERRORS } from '../relay/fetchGraphQL';
import { toAppError } from './appError';
import { reportError } from './errorReporter';

type Refetch<V> = (variables: V, options: { fetchPolicy: 'store-or-network' }) => unknown;

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * `refetch` (a @refetchable fragment's) made safe to call while the portal is out of reach.
 * `query` is the fragment's refetch query and `base` the variables its calls leave out (those
 * of the route's query); each call must give the rest. Returns the call and whether one is under way.
 */
export function useRefetchWhenReachable<Q extends OperationType>(
  query: GraphQLTaggedNode,
  refetch: Refetch<Partial<Q['variables']>>,
  base: Partial<Q['variables']>,
) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  // When the rows on screen were read: the route's load, then each refetch that arrived.
  const shownAt = useRef(new Date());
  const retained = useRef<Disposable | null>(null);
  const latest = useRef(0);
  const [fetching, setFetching] = useState(false);
  useEffect(() => () => retained.current?.dispose(), []);

  const baseKey = JSON.stringify(base);
  const run = useCallback(
    // The policy is always the network first, then the store: callers' own policies are ignored.
    (variables: Partial<Q['variables']>, _policy?: { fetchPolicy?: string }) => {
      const all = { ...(JSON.parse(baseKey) as Partial<Q['variables']>), ...variables } as Q['variables'];
      const call = ++latest.current;
      setFetching(true);
      // Failures come back here, not to the error modal: an unreachable portal is only a notice.
      fetchQuery<Q>(environment, query, all, { fetchPolicy: 'network-only', networkCacheConfig: { metadata: CALLER_HANDLES_ERRORS } })
        .toPromise()
        .then(
          () => {
            if (call !== latest.current) return; // a newer search or refresh has taken over
            // Kept in the store until the next refetch, so the switch below reads it without a request.
            retained.current?.dispose();
            retained.current = environment.retain(createOperationDescriptor(getRequest(query), all));
            shownAt.current = new Date();
            startTransition(() => {
              refetch(variables, { fetchPolicy: 'store-or-network' });
            });
          },
          (error: unknown) => {
            if (call !== latest.current) return;
            const appError = toAppError(error);
            if (appError.kind === 'connection' || appError.kind === 'no-request') {
              const at = shownAt.current;
              const when = sameDay(at, new Date()) ? formatTime(at) : formatDateTime(at);
              notifyWarning(
                t`The portal could not be reached`,
                t`The list shows the data from ${when}. Try again when the connection is back.`,
                'unreachable',
              );
            } else if (appError.kind !== 'session') {
              // Anything else is said as everywhere, in the error modal; the rows stay.
              reportError(appError);
            }
          },
        )
        .finally(() => {
          if (call === latest.current) setFetching(false);
        });
    },
    [environment, query, refetch, baseKey, t],
  );
  return [run, fetching] as const;
}
