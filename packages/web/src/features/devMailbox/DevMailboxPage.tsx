// /dev/mailbox (demo mode): every e-mail and SMS the portal queued, so a person trying
// the demo can read their 2FA code and password links. Filter by recipient (?recipient=).
import { Box, Button, Container, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useRevalidator, useSearchParams } from 'react-router';
import { LuRefreshCw } from 'react-icons/lu';
import type { DevMailboxPageQuery } from '../../__generated__/DevMailboxPageQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { Logo } from '../../components/Logo';
import { FormField } from '../../components/FormField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { DevMailboxList, MailboxUnavailable } from './DevMailboxList';

export const devMailboxPageQuery = graphql`
  query DevMailboxPageQuery($first: Int!, $recipient: String) {
    appInfo {
      demoMode
    }
    ...DevMailboxList_query @arguments(first: $first, recipient: $recipient)
  }
`;

export function DevMailboxPage({ queryRef }: RouteQueryProps<DevMailboxPageQuery>) {
  const data = usePreloadedQuery<DevMailboxPageQuery>(devMailboxPageQuery, queryRef);
  const { t } = useLingui();
  useDocumentTitle(t`Dev mailbox`);
  const [searchParams, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const recipient = searchParams.get('recipient') ?? '';

  return (
    <Box minH="100dvh" bg="bg.canvas">
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4" bg="bg.panel" borderBottomWidth="1px">
        <Logo />
        <RouterLink to="/login">
          <Text color="brand.fg" textDecoration="underline" fontSize="sm">
            <Trans>Back to login</Trans>
          </Text>
        </RouterLink>
      </Flex>
      <Container as="main" maxW="3xl" py="8">
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="xl">
              <Trans>Dev mailbox</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>The e-mails and text messages the demo portal sent, newest first.</Trans>
            </Text>
          </Stack>
          {!data.appInfo.demoMode ? (
            <MailboxUnavailable />
          ) : (
            <>
              <form
                aria-label={t`Filter messages`}
                onSubmit={(event) => {
                  event.preventDefault();
                  const value = String(new FormData(event.currentTarget).get('recipient') ?? '').trim();
                  setSearchParams(value ? { recipient: value } : {});
                }}
              >
                <HStack align="flex-end" gap="3" wrap="wrap">
                  <Box flex="1" minW="60">
                    <FormField label={t`Recipient`}>
                      <Input name="recipient" type="search" defaultValue={recipient} key={recipient} placeholder="name@example.com" />
                    </FormField>
                  </Box>
                  <Button type="submit">
                    <Trans>Filter</Trans>
                  </Button>
                  <Button variant="outline" onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
                    <LuRefreshCw aria-hidden="true" />
                    <Trans>Refresh</Trans>
                  </Button>
                </HStack>
              </form>
              <DevMailboxList query={data} />
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
