// A mutation as an async function: the screen awaits the payload and handles its typed errors.
// GraphQL errors (session over, upstream down) open the global error modal, except for the
// screens §8 lets fail on their own (sign-in, password change, forgot password).
import { useCallback } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { commitWithCallerErrors } from './commitWithCallerErrors';

export function usePromiseMutation<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  { globalErrorModal = false, updater }: { globalErrorModal?: boolean; updater?: SelectorStoreUpdater<M['response']> } = {},
) {
  const [commit, inFlight] = useMutation<M>(mutation, globalErrorModal ? undefined : commitWithCallerErrors);
  const run = useCallback(
    /** `callUpdater` runs after the hook's own updater, for what depends on this call (its connections). */
    (variables: M['variables'], callUpdater?: SelectorStoreUpdater<M['response']>) =>
      new Promise<M['response']>((resolve, reject) => {
        const both: SelectorStoreUpdater<M['response']> | undefined =
          updater && callUpdater
            ? (store, data) => {
                updater(store, data);
                callUpdater(store, data);
              }
            : (updater ?? callUpdater);
        commit({ variables, updater: both, onCompleted: (data) => resolve(data), onError: reject });
      }),
    [commit, updater],
  );
  return [run, inFlight] as const;
}

/** Console writes: payload errors for the screen, anything unexpected through the error modal. */
export const useConsoleMutation = <M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  updater?: SelectorStoreUpdater<M['response']>,
) => usePromiseMutation<M>(mutation, { globalErrorModal: true, updater });
