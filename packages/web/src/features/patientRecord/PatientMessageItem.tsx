// One message of the patient's history: its channel, when it was sent, its delivery in
// words, and its first line, opening onto the whole text (an e-mail's body is several lines).
import { useId, useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { LuMail, LuMessageSquare } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import type { MessageDeliveryStatus, PatientMessageItem_message$key } from '../../__generated__/PatientMessageItem_message.graphql';
import { formatDateTime } from '../../i18n/dates';

/** A first line longer than this is clamped: the full text opens on demand. */
const FIRST_LINE_SHOWN = 80;

const STATUS: Record<Exclude<MessageDeliveryStatus, '%future added value'>, { label: MessageDescriptor; palette: string }> = {
  QUEUED: { label: msg`Queued`, palette: 'gray' },
  RETRYING: { label: msg`Retrying`, palette: 'orange' },
  SENT: { label: msg`Sent`, palette: 'green' },
  FAILED: { label: msg`Failed`, palette: 'red' },
};

export function PatientMessageItem({ message: messageKey }: { message: PatientMessageItem_message$key }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const message = useFragment(
    graphql`
      fragment PatientMessageItem_message on PatientMessage {
        channel
        text
        sentAt
        status
      }
    `,
    messageKey,
  );
  const text = message.text.trim();
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const more = firstLine.trim() !== text || firstLine.length > FIRST_LINE_SHOWN;
  const status = message.status in STATUS ? STATUS[message.status as keyof typeof STATUS] : null;
  const sms = message.channel === 'SMS';

  return (
    <Stack as="li" gap="1" fontSize="sm" py="2" borderTopWidth={{ base: '1px', _first: '0' }}>
      <HStack justify="space-between" align="center" gap="2" wrap="wrap">
        <HStack gap="1.5" color="fg.muted" minW="0">
          {sms ? <LuMessageSquare aria-hidden /> : <LuMail aria-hidden />}
          <Text as="span" fontWeight="medium" color="fg">
            {sms ? t`SMS` : t`E-mail`}
          </Text>
          <Text as="span">· {formatDateTime(message.sentAt)}</Text>
        </HStack>
        <Badge variant="subtle" colorPalette={status?.palette ?? 'gray'}>
          {status ? i18n._(status.label) : message.status}
        </Badge>
      </HStack>
      <Text
        id={textId}
        dir="auto"
        whiteSpace={expanded ? 'pre-wrap' : 'normal'}
        lineClamp={expanded ? undefined : 2}
        wordBreak="break-word"
      >
        {expanded ? text : firstLine}
      </Text>
      {more ? (
        <Button
          variant="plain"
          size="xs"
          px="0"
          h="auto"
          alignSelf="flex-start"
          color="fg.muted"
          textDecoration="underline"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t`Show less` : t`Show the full text`}
        </Button>
      ) : null}
    </Stack>
  );
}
