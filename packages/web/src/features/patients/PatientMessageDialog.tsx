// The send-message modal for patients (from the list's selection, or the record's missed-visits
// banner): the doctor may write the text, and the result says what the server did, not what was
// asked. A problem with the text shows under it; any other refusal opens the error modal.
import { useState } from 'react';
import { reportError } from '../../errors/errorReporter';
import { formFailureOf } from '../../components/sidePanel/payloadErrors';
import { SendMessageDialog, type OutgoingMessage, type SendAnswer } from '../../components/SendMessageDialog';
import { PatientMessageResult, type PatientMessageOutcome } from './PatientMessageResult';
import { useSendMessageToPatientsMutation } from './useSendMessageToPatientsMutation';

interface PatientMessageDialogProps {
  patientIds: readonly string[];
  /** Default "Send message". */
  title?: string;
  /** Who gets it, e.g. "To 3 selected patients". */
  recipientsText: string;
  onClose: () => void;
}

export function PatientMessageDialog({ patientIds, title, recipientsText, onClose }: PatientMessageDialogProps) {
  const [sendMessage] = useSendMessageToPatientsMutation();
  const [outcome, setOutcome] = useState<PatientMessageOutcome | null>(null);

  const send = async ({ method, text }: OutgoingMessage): Promise<SendAnswer> => {
    const result = await sendMessage(patientIds, method, text);
    if (result.errors.length > 0) {
      // Conflicts and refusals open the error modal here; validation comes back for the form.
      const failure = formFailureOf(result.errors);
      if (!failure) return false;
      const textProblem = failure.fieldProblems.find((problem) => problem.field === 'text');
      if (textProblem) return { textErrorKey: textProblem.key };
      reportError({ title: failure.alert.title, messages: failure.alert.messages });
      return false;
    }
    setOutcome({ reachedCount: result.reachedCount ?? 0, skipped: result.skipped ?? [] });
    return true;
  };

  return (
    <SendMessageDialog
      title={title}
      recipientsText={recipientsText}
      withText
      result={outcome ? <PatientMessageResult outcome={outcome} /> : null}
      onSend={send}
      onClose={onClose}
    />
  );
}
