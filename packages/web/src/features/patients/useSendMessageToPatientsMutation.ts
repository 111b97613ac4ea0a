// Sends the selected patients a message (§7 POST /patients/sendMessages with Method and
// PatientsIDs). Nothing in the store changes; the caller reads how many it reached.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  MessageMethod,
  useSendMessageToPatientsMutation as Mutation,
} from '../../__generated__/useSendMessageToPatientsMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useSendMessageToPatientsMutation($input: SendMessageToPatientsInput!) {
    sendMessageToPatients(input: $input) {
      recipientCount
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

export function useSendMessageToPatientsMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const sendMessage = useCallback(
    async (patientIds: readonly string[], method: MessageMethod) => (await run({ input: { patientIds, method } })).sendMessageToPatients,
    [run],
  );
  return [sendMessage, inFlight] as const;
}
