// Approves a pending registration: the row leaves the pending list (@deleteEdge), the tab badge
// follows, and the registration's ECP and site records in the store become active in place.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useApprovePendingUserMutation as Mutation } from '../../__generated__/useApprovePendingUserMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useApprovePendingUserMutation($input: ApprovePendingUserInput!, $connections: [ID!]!) {
    approvePendingUser(input: $input) {
      approvedId @deleteEdge(connections: $connections)
      ecp {
        id
        pending
      }
      site {
        id
        pending
      }
      viewer {
        ...DashboardTabs_viewer
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

export function useApprovePendingUserMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const approvePendingUser = useCallback(
    async (id: string, connectionId: string) =>
      (
        await run({ input: { id }, connections: [connectionId] }, (store, data) => {
          if (data?.approvePendingUser.approvedId) shiftTotalCount(store, [connectionId], -1);
        })
      ).approvePendingUser.errors,
    [run],
  );
  return [approvePendingUser, inFlight] as const;
}
