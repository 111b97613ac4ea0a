// Adds an admin (§7 POST /admins/signup) and appends it to the admins table; the tab badge follows.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CreateAdminInput, useCreateAdminMutation as Mutation } from '../../__generated__/useCreateAdminMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreateAdminMutation($input: CreateAdminInput!, $connections: [ID!]!) {
    createAdmin(input: $input) {
      adminEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...AdminsTable_admins
          ...AdminFormPanel_admin
        }
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

export function useCreateAdminMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const createAdmin = useCallback(
    async (input: CreateAdminInput, connectionId: string) =>
      (
        await run({ input, connections: [connectionId] }, (store, data) => {
          if (data?.createAdmin.adminEdge) shiftTotalCount(store, [connectionId], 1);
        })
      ).createAdmin.errors,
    [run],
  );
  return [createAdmin, inFlight] as const;
}
