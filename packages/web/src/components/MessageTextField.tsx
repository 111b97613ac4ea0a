// The doctor's own text in the send-message modal: empty sends the standard reminder;
// buttons insert the placeholders the server fills per patient at the cursor; a live count of the
// characters and, when it goes by SMS, of the segments it takes, with a warning (not a block) past
// SMS_MAX_SEGMENTS. The sizes come from the domain, as the server counts them.
import { useRef } from 'react';
import { Alert, Button, Flex, HStack, Text, Textarea } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { fitsSms, MESSAGE_PLACEHOLDERS, MESSAGE_TEXT_MAX, smsSize, SMS_MAX_SEGMENTS } from '@portal/domain/patientMessages';
import { FormField } from './FormField';

/** The send-message form: the method ('' until chosen) and the text ('' for the standard reminder). */
export interface MessageFields {
  method: string;
  text: string;
}

const PLACEHOLDER_LABELS: Record<(typeof MESSAGE_PLACEHOLDERS)[number], MessageDescriptor> = {
  '{firstName}': msg`Insert the patient's first name`,
  '{lastName}': msg`Insert the patient's last name`,
  '{nextVisit}': msg`Insert the date of the next visit`,
};

interface MessageTextFieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<MessageFields, unknown, any>;
  /** The method includes SMS: the segments are shown. */
  sms: boolean;
  disabled?: boolean;
}

export function MessageTextField({ form, sms, disabled }: MessageTextFieldProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const text = useWatch({ control: form.control, name: 'text' }) ?? '';
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...field } = form.register('text');
  const errorKey = form.formState.errors.text?.message;
  const trimmed = text.trim();
  const count = text.length;
  const max = MESSAGE_TEXT_MAX;
  const limit = SMS_MAX_SEGMENTS;
  const segments = sms && trimmed ? smsSize(trimmed).segments : null;
  // Placeholders are filled per patient: a long name may add a segment the typed text does not show.
  const tooLongForSms = segments !== null && (segments > limit || !fitsSms(trimmed));

  const insert = (placeholder: string) => {
    const element = area.current;
    const value = form.getValues('text');
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    form.setValue('text', value.slice(0, start) + placeholder + value.slice(end), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    const caret = start + placeholder.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  return (
    <FormField
      label={t`Message`}
      errorKey={typeof errorKey === 'string' && errorKey ? errorKey : undefined}
      disabled={disabled}
      helper={
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center" justify="space-between" wrap="wrap">
            <HStack gap="1.5" wrap="wrap">
              <Text as="span">{t`Insert for each patient:`}</Text>
              {MESSAGE_PLACEHOLDERS.map((placeholder) => (
                <Button
                  key={placeholder}
                  size="2xs"
                  variant="outline"
                  fontFamily="mono"
                  dir="ltr"
                  aria-label={i18n._(PLACEHOLDER_LABELS[placeholder])}
                  title={i18n._(PLACEHOLDER_LABELS[placeholder])}
                  disabled={disabled}
                  onClick={() => insert(placeholder)}
                >
                  {placeholder}
                </Button>
              ))}
            </HStack>
            <Text as="span" fontVariantNumeric="tabular-nums" data-testid="message-size" ms="auto">
              <Text as="span" color={count > max ? 'fg.error' : undefined}>
                {t`${count} / ${max} characters`}
              </Text>
              {segments !== null ? ` · ${plural(segments, { one: '# SMS segment', other: '# SMS segments' })}` : null}
            </Text>
          </Flex>
          {tooLongForSms ? (
            <Alert.Root status="warning" size="sm" role="status">
              <Alert.Indicator />
              <Alert.Title>
                {plural(limit, {
                  one: 'Longer than # text message: it may arrive split or cost more',
                  other: 'Longer than # text messages: it may arrive split or cost more',
                })}
              </Alert.Title>
            </Alert.Root>
          ) : null}
        </Flex>
      }
    >
      <Textarea
        {...field}
        ref={(element) => {
          ref(element);
          area.current = element;
        }}
        rows={5}
        dir="auto"
        placeholder={t`Leave empty to send the standard reminder.`}
      />
    </FormField>
  );
}
