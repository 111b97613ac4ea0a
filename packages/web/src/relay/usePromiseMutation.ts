// A mutation as an async function: the screen awaits the payload and shows its typed errors
// itself (§8: sign-in, password change and forgot password fail without the global modal).
import { useCallback } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { commitWithCallerErrors } from './commitWithCallerErrors';

export function usePromiseMutation<M extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<M>(mutation, commitWithCallerErrors);
  const run = useCallback(
    (variables: M['variables']) =>
      new Promise<M['response']>((resolve, reject) => {
        commit({ variables, onCompleted: (data) => resolve(data), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
