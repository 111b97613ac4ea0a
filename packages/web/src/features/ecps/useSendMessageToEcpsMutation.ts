// Sends the selected ECPs a message inviting them to sign in (§7 POST /doctors/sendMessages
// with Method and DoctorsIDs). Nothing in the store changes; the caller reads how many it
// reached, and how many locked or pending accounts it skipped.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { MessageMethod, useSendMessageToEcpsMutation as Mutation } from '../../__generated__/useSendMessageToEcpsMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSendMessageToEcpsMutation($input: SendMessageToEcpsInput!) {
    sendMessageToEcps(input: $input) {
      recipientCount
      notMessagedLockedCount
      notMessagedPendingCount
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

export function useSendMessageToEcpsMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const sendMessage = useCallback(
    async (ecpIds: readonly string[], method: MessageMethod) => (await run({ input: { ecpIds, method } })).sendMessageToEcps,
    [run],
  );
  return [sendMessage, inFlight] as const;
}
