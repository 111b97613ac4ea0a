// The send-message modal of §2: the caller's recipients, a choice of SMS, e-mail or both, and
// Send, blocked until a method is chosen. After a successful send the dialog says so (the
// caller's text) and only Close remains. Used for ECPs and patients.
import { useState } from 'react';
import { Alert, Button, Dialog, Portal, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** How a message is sent (§3 Message payload), as the GraphQL MessageMethod names it. */
export type MessageMethod = 'SMS' | 'EMAIL' | 'BOTH';

interface SendMessageDialogProps {
  /** Default "Send message". */
  title?: string;
  /** Who gets it, e.g. "To 3 selected clinicians". */
  recipientsText: string;
  /** Shown once sent, e.g. "Message sent to 3 clinicians". */
  sentText: string;
  /** Sends with `method`; true when sent. Failures are reported by the caller (error modal). */
  onSend: (method: MessageMethod) => Promise<boolean>;
  onClose: () => void;
}

export function SendMessageDialog({ title, recipientsText, sentText, onSend, onClose }: SendMessageDialogProps) {
  const { t } = useLingui();
  const [method, setMethod] = useState<MessageMethod | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const methods: ReadonlyArray<{ value: MessageMethod; label: string; description: string }> = [
    { value: 'SMS', label: t`Text message (SMS)`, description: t`To each recipient's phone number.` },
    { value: 'EMAIL', label: t`E-mail`, description: t`To each recipient's e-mail address.` },
    { value: 'BOTH', label: t`SMS and e-mail`, description: t`A text message and an e-mail to each recipient.` },
  ];

  const send = async () => {
    if (!method || sending) return;
    setSending(true);
    try {
      if (await onSend(method)) setSent(true);
    } catch {
      // The network layer has shown the error modal; the choice stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root
      open
      placement="center"
      onOpenChange={({ open }) => {
        if (!open && !sending) onClose();
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
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Alert.Title>{sentText}</Alert.Title>
                </Alert.Root>
              ) : (
                <Stack gap="4">
                  <Text color="fg.muted">{recipientsText}</Text>
                  <RadioCard.Root
                    value={method}
                    onValueChange={({ value }) => setMethod(value as MessageMethod)}
                    disabled={sending}
                    size="sm"
                  >
                    <RadioCard.Label>{t`Send by`}</RadioCard.Label>
                    <Stack gap="2">
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
                    </Stack>
                  </RadioCard.Root>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer gap="3">
              {sent ? (
                <Button minW="24" onClick={onClose}>
                  {t`Close`}
                </Button>
              ) : (
                <>
                  <Button variant="outline" minW="24" onClick={onClose} disabled={sending}>
                    {t`Cancel`}
                  </Button>
                  <Button minW="24" onClick={() => void send()} disabled={!method} loading={sending}>
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
