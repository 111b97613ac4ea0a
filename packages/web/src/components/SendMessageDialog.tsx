// The send-message modal of §2: the caller's recipients, a choice of SMS, e-mail or both, and
// Send, blocked until a method is chosen. For patients the doctor may also write the text,
// validated like the other forms (react-hook-form and the domain's schema); closing with
// typed text asks first, so nothing written is lost by a stray click. Once sent, the caller's
// result replaces the form and only Close remains. Used for ECPs and patients.
import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, Portal, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { messageTextSchema } from '@portal/domain/patientMessages';
import { askConfirmation } from './confirm/confirmation';
import { formResolver } from './formResolver';
import { MessageTextField, type MessageFields } from './MessageTextField';

/** How a message is sent (§3 Message payload), as the GraphQL MessageMethod names it. */
export type MessageMethod = 'SMS' | 'EMAIL' | 'BOTH';

const messageSchema = z.object({ method: z.enum(['SMS', 'EMAIL', 'BOTH']), text: messageTextSchema });

/** What to send: the method, and the doctor's text (null: the standard reminder). */
export type OutgoingMessage = z.output<typeof messageSchema>;

/** The caller's answer: sent, not sent (it reported why), or the server's §5 key for the text. */
export type SendAnswer = boolean | { textErrorKey: string };

interface SendMessageDialogProps {
  /** Default "Send message". */
  title?: string;
  /** Who gets it, e.g. "To 3 selected clinicians". */
  recipientsText: string;
  /** Whether the sender may write the text (patients); otherwise the standard message goes. */
  withText?: boolean;
  /** Shown once sent in place of the form, rendered by the caller (e.g. a MessageResultAlert). */
  result: ReactNode;
  /** Sends; failures other than the text's are reported by the caller (error modal). */
  onSend: (message: OutgoingMessage) => Promise<SendAnswer>;
  onClose: () => void;
}

/** The result of a send, in the tone of what happened. */
export function MessageResultAlert({ status, title, children }: { status: 'success' | 'warning'; title: string; children?: ReactNode }) {
  return (
    <Alert.Root status={status} role="status" alignItems="flex-start" data-status={status}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}

export function SendMessageDialog({ title, recipientsText, withText = false, result, onSend, onClose }: SendMessageDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const form = useForm<MessageFields, unknown, OutgoingMessage>({
    resolver: formResolver<MessageFields, typeof messageSchema>(messageSchema),
    defaultValues: { method: '', text: '' },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const text = useWatch({ control: form.control, name: 'text' });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const methods: ReadonlyArray<{ value: MessageMethod; label: string; description: string }> = [
    { value: 'SMS', label: t`Text message (SMS)`, description: t`To each recipient's phone number.` },
    { value: 'EMAIL', label: t`E-mail`, description: t`To each recipient's e-mail address.` },
    { value: 'BOTH', label: t`SMS and e-mail`, description: t`A text message and an e-mail to each recipient.` },
  ];

  const submit = form.handleSubmit(async (message) => {
    if (sending) return;
    setSending(true);
    try {
      const answer = await onSend(message);
      if (answer === true) setSent(true);
      else if (answer !== false) form.setError('text', { type: 'server', message: answer.textErrorKey }, { shouldFocus: true });
    } catch {
      // The network layer has shown the error modal; the choice and the text stay for another try.
    } finally {
      setSending(false);
    }
  });

  const requestClose = async () => {
    if (sending) return;
    if (!sent && text.trim() !== '') {
      const withdraw = await askConfirmation({
        title: t`Withdraw the message?`,
        message: t`The text you wrote will be lost.`,
        confirmLabel: t`Withdraw`,
        cancelLabel: t`Keep editing`,
        tone: 'danger',
      });
      if (!withdraw) return;
    }
    onClose();
  };

  return (
    <Dialog.Root
      open
      placement="center"
      size={withText ? 'lg' : 'md'}
      onOpenChange={({ open }) => {
        if (!open) void requestClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title ?? t`Send message`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {sent ? (
                result
              ) : (
                <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
                  <Stack gap="5">
                    <Text color="fg.muted">{recipientsText}</Text>
                    <Controller
                      control={form.control}
                      name="method"
                      render={({ field }) => (
                        <RadioCard.Root
                          value={field.value || null}
                          onValueChange={({ value }) => field.onChange(value ?? '')}
                          disabled={sending}
                          size="sm"
                        >
                          <RadioCard.Label>{t`Send by`}</RadioCard.Label>
                          <SimpleGrid columns={withText ? { base: 1, md: 3 } : 1} gap="2">
                            {methods.map((option) => (
                              <RadioCard.Item key={option.value} value={option.value}>
                                <RadioCard.ItemHiddenInput />
                                <RadioCard.ItemControl>
                                  <RadioCard.ItemContent>
                                    <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
                                    <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>
                                  </RadioCard.ItemContent>
                                  <RadioCard.ItemIndicator />
                                </RadioCard.ItemControl>
                              </RadioCard.Item>
                            ))}
                          </SimpleGrid>
                        </RadioCard.Root>
                      )}
                    />
                    {withText ? <MessageTextField form={form} sms={method === 'SMS' || method === 'BOTH'} disabled={sending} /> : null}
                  </Stack>
                </form>
              )}
            </Dialog.Body>
            <Dialog.Footer gap="3">
              {sent ? (
                <Button minW="24" onClick={onClose}>
                  {t`Close`}
                </Button>
              ) : (
                <>
                  <Button variant="outline" minW="24" onClick={() => void requestClose()} disabled={sending}>
                    {t`Cancel`}
                  </Button>
                  <Button type="submit" form={formId} minW="24" disabled={!method} loading={sending}>
                    {t`Send`}
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
