// §2 Patient detail, beside the record access: the messages the patient was sent,
// newest first, each with its channel, time and delivery, a few at a time with "Show more".
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PatientMessagesPanel_patient$key } from '../../__generated__/PatientMessagesPanel_patient.graphql';
import type { PatientMessagesPanelPaginationQuery } from '../../__generated__/PatientMessagesPanelPaginationQuery.graphql';
import { PatientMessageItem } from './PatientMessageItem';
import { useShowMore } from '../../relay/useShowMore';

/** Messages per page: the first page, and each "Show more". */
export const MESSAGES_PAGE_SIZE = 5;

export function PatientMessagesPanel({ patient: patientKey }: { patient: PatientMessagesPanel_patient$key }) {
  const { t } = useLingui();
  const { data, ...paging } = usePaginationFragment<PatientMessagesPanelPaginationQuery, PatientMessagesPanel_patient$key>(
    graphql`
      fragment PatientMessagesPanel_patient on Patient
      @refetchable(queryName: "PatientMessagesPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        messages(first: $count, after: $cursor) @connection(key: "PatientMessagesPanel_messages") {
          totalCount
          edges {
            node {
              internalID
              ...PatientMessageItem_message
            }
          }
        }
      }
    `,
    patientKey,
  );
  const { showMore, loadingMore } = useShowMore(paging, MESSAGES_PAGE_SIZE);
  // A clinic's backend that keeps no message history: the panel is not shown.
  if (!data.messages) return null;
  const messages = data.messages.edges.map((edge) => edge.node);

  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Header>
        <HStack gap="2">
          <Heading as="h2" size="sm">
            {t`Messages`}
          </Heading>
          {data.messages.totalCount > 0 ? (
            <Badge variant="subtle" aria-hidden>
              {data.messages.totalCount}
            </Badge>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>
        {messages.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t`No messages sent yet`}</Text>
        ) : (
          <Stack gap="2">
            <Stack as="ol" gap="0" listStyleType="none" aria-label={t`Messages sent`}>
              {messages.map((message) => (
                <PatientMessageItem key={message.internalID} message={message} />
              ))}
            </Stack>
            {paging.hasNext ? (
              <Button variant="outline" size="xs" alignSelf="center" loading={loadingMore} onClick={showMore}>
                {t`Show more`}
              </Button>
            ) : null}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
