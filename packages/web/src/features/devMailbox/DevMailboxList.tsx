// The demo outbox, newest first, with "load more".
import { Fragment, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import type { DevMailboxList_query$key } from '../../__generated__/DevMailboxList_query.graphql';
import type { DevMailboxListPaginationQuery } from '../../__generated__/DevMailboxListPaginationQuery.graphql';
import { formatDateTime } from '../../i18n/dates';
import { MAILBOX_PAGE_SIZE } from '../../routing/routeVariables';
import { useShowMore } from '../../relay/useShowMore';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Message text with its web links clickable (demo users open invitation and reset links). */
function withLinks(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} color="brand.fg" wordBreak="break-all">
        {part}
      </Link>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

export function MailboxUnavailable() {
  return (
    <Alert.Root status="info" borderRadius="md">
      <Alert.Indicator />
      <Alert.Description>
        <Trans>The dev mailbox is not available: it opens only in demo mode, on the computer that runs the portal.</Trans>
      </Alert.Description>
    </Alert.Root>
  );
}

export function DevMailboxList({ query }: { query: DevMailboxList_query$key }) {
  const { t } = useLingui();
  const { data, ...paging } = usePaginationFragment<DevMailboxListPaginationQuery, DevMailboxList_query$key>(
    graphql`
      fragment DevMailboxList_query on Query
      @refetchable(queryName: "DevMailboxListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, recipient: { type: "String" }) {
        devMailbox(first: $first, after: $after, recipient: $recipient)
          @connection(key: "DevMailboxList_devMailbox", filters: ["recipient"]) {
          totalCount
          edges {
            node {
              id
              channel
              recipient
              subject
              body
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const { showMore, loadingMore } = useShowMore(paging, MAILBOX_PAGE_SIZE);
  const mailbox = data.devMailbox;
  if (!mailbox) return <MailboxUnavailable />;
  const total = mailbox.totalCount;
  const shown = mailbox.edges.length;

  if (shown === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        <Trans>No messages yet.</Trans>
      </Text>
    );
  }

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        <Trans>
          Messages: {shown} of {total}
        </Trans>
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" aria-label={t`Messages`}>
        {mailbox.edges.map(({ node }) => (
          <Card.Root as="li" key={node.id} variant="outline" bg="bg.panel" data-testid="mailbox-message">
            <Card.Body gap="2">
              <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                <Heading as="h2" size="sm">
                  {node.subject ?? (node.channel === 'SMS' ? t`Text message` : t`(no subject)`)}
                </Heading>
                <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                  {formatDateTime(node.createdAt)}
                </Text>
              </HStack>
              <HStack gap="2" fontSize="sm" color="fg.muted">
                <Badge variant="subtle" colorPalette={node.channel === 'SMS' ? 'purple' : 'brand'}>
                  {node.channel === 'SMS' ? t`SMS` : t`E-mail`}
                </Badge>
                <Text as="span">
                  <Trans>To: {node.recipient}</Trans>
                </Text>
              </HStack>
              <Text whiteSpace="pre-wrap" fontSize="sm" bg="bg.subtle" rounded="md" p="3" fontFamily="mono">
                {withLinks(node.body)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {paging.hasNext ? (
        <Button variant="outline" alignSelf="center" loading={loadingMore} onClick={showMore}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
