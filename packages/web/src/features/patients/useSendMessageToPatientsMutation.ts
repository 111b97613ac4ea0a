// Sends the selected patients a message (§7 POST /patients/sendMessages with Method, PatientsIDs
// and the doctor's Text). Nothing in the store changes; the caller reads whom it reached and who
// could not be reached by which channel.
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
      reachedCount
      skipped {
        recipientId
        fullName
        channel
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

export function useSendMessageToPatientsMutation() {
  const [run, inFlight] = useConsoleMutation<Mutation>(mutation);
  const sendMessage = useCallback(
    /** `text` null sends the standard reminder. */
    async (patientIds: readonly string[], method: MessageMethod, text: string | null) =>
      (await run({ input: { patientIds, method, text } })).sendMessageToPatients,
    [run],
  );
  return [sendMessage, inFlight] as const;
}
