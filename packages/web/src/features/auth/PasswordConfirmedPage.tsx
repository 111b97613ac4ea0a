// /password-confirmed (§2, §4): the password was saved but no session was opened.
import { Button, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuCircleCheck } from '../../components/icons/firstRouteIcons';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { AUTH_PATHS } from './authSteps';

export function PasswordConfirmedPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Password saved`);
  return (
    <PublicLayout>
      <Stack gap="5" align="center" textAlign="center">
        <Icon as={LuCircleCheck} boxSize="12" color="brand.solid" aria-hidden="true" />
        <Heading as="h1" size="xl">
          <Trans>Password saved</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Your new password is ready. Sign in with it to continue.</Trans>
        </Text>
        <Button asChild size="lg" w="full">
          <RouterLink to={AUTH_PATHS.login}>
            <Trans>Back to login</Trans>
          </RouterLink>
        </Button>
      </Stack>
    </PublicLayout>
  );
}
