// Invites an ECP (§7 POST /doctors/signup) and appends the new row to the ECP table; the
// Clinicians tab badge follows through the payload's viewer.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CreateEcpInput, useCreateEcpMutation as Mutation } from '../../__generated__/useCreateEcpMutation.graphql';
import { shiftTotalCount } from '../../relay/connectionTotals';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useCreateEcpMutation($input: CreateEcpInput!, $connections: [ID!]!) {
    createEcp(input: $input) {
      ecpEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...EcpsTable_ecps
          ...EcpFormPanel_ecp
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

export function useCreateEcpMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const createEcp = useCallback(
    async (input: CreateEcpInput, connectionId: string) =>
      (
        await run({ input, connections: [connectionId] }, (store, data) => {
          if (data?.createEcp.ecpEdge) shiftTotalCount(store, [connectionId], 1);
        })
      ).createEcp.errors,
    [run],
  );
  return [createEcp, inFlight] as const;
}
